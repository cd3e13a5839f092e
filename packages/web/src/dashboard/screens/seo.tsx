import { useState } from "react";
import type { AdminSeoSetting, SeoSetting } from "@vitrina/core";
import { SeoView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { SEO_FIELDS, conflictChanges } from "../conflicts.js";
import { useLeaveGuard } from "../leave-guard.js";
import { useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";

/** SEO texts of every page kind. */
export const Seo = () => {
  const { LL } = useI18nContext();
  const screen = useScreen<ReadonlyArray<AdminSeoSetting>>((api, _query, options) => api.listSeo(options), undefined);
  // The page kind last saved: its form shows the save's message or conflict.
  const [kind, setKind] = useState<SeoSetting["kind"] | null>(null);
  useLeaveGuard(screen.dirty, LL.dashboard.common.unsaved());
  if (!screen.data) return <ScreenStatus screen={screen} />;
  const ofKind = (all: ReadonlyArray<AdminSeoSetting> | undefined) => all?.find((s) => s.kind === kind);
  return (
    <>
      <ScreenStatus screen={screen} />
      <SeoView
        settings={screen.data}
        savedKind={kind}
        errors={screen.errors}
        saving={screen.saving}
        message={screen.message}
        conflict={screen.conflict ? { changed: conflictChanges(ofKind(screen.data), ofKind(screen.current), SEO_FIELDS, LL), onReload: screen.reload } : null}
        onDirtyChange={screen.setDirty}
        onSave={(setting) => {
          setKind(setting.kind);
          const version = screen.data?.find((s) => s.kind === setting.kind)?.version ?? 0;
          void screen.save((api) => api.updateSeo(setting, version), {
            apply: (all, saved) => all.map((s) => (s.kind === saved.kind ? saved : s)),
            texts: { done: LL.dashboard.common.saved() },
          });
        }}
      />
    </>
  );
};
