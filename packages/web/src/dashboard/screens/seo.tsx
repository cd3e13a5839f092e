import { useState } from "react";
import type { SeoSetting } from "@vitrina/core";
import { SeoView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { SEO_FIELDS, useConflictChanges } from "../conflicts.js";
import { useLeaveGuard } from "../leave-guard.js";
import { reloadAfterConflict, useResource, useSave } from "../use-api.js";
import { Pending } from "./pending.js";

/** SEO texts of every page kind. */
export const Seo = () => {
  const { LL } = useI18nContext();
  const settings = useResource((api) => api.listSeo(), []);
  const [kind, setKind] = useState<SeoSetting["kind"] | null>(null);
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, LL.dashboard.common.unsaved());
  const save = useSave();
  const changed = useConflictChanges(
    save.conflict,
    settings.data?.find((s) => s.kind === kind),
    (api) => api.listSeo().then((all) => all.find((s) => s.kind === kind)),
    SEO_FIELDS,
    LL,
  );
  if (!settings.data) return <Pending resource={settings} />;
  return (
    <SeoView
      settings={settings.data}
      savedKind={kind}
      errors={save.errors}
      saving={save.saving}
      message={save.message}
      conflict={save.conflict ? { changed, onReload: () => reloadAfterConflict(save, settings) } : null}
      onDirtyChange={setDirty}
      onSave={(setting) => {
        setKind(setting.kind);
        const version = settings.data?.find((s) => s.kind === setting.kind)?.version ?? 0;
        void save
          .run((api) => api.updateSeo(setting, version), { done: LL.dashboard.common.saved() })
          .then((saved) => {
            if (saved && settings.data) settings.set(settings.data.map((s) => (s.kind === saved.kind ? saved : s)));
          });
      }}
    />
  );
};
