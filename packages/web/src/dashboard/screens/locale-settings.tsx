import type { AdminLocaleSettings } from "@vitrina/core";
import { LocaleSettingsView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { LOCALE_FIELDS, conflictChanges } from "../conflicts.js";
import { useLeaveGuard } from "../leave-guard.js";
import { byAnswer, useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";

/** Active languages and the shop's contacts (admins). */
export const LocaleSettings = () => {
  const { LL } = useI18nContext();
  const screen = useScreen<AdminLocaleSettings>((api, _query, options) => api.getLocaleSettings(options), undefined);
  useLeaveGuard(screen.dirty, LL.dashboard.common.unsaved());
  if (!screen.data) return <ScreenStatus screen={screen} />;
  const { version } = screen.data;
  return (
    <>
      <ScreenStatus screen={screen} />
      <LocaleSettingsView
        key={version}
        onDirtyChange={screen.setDirty}
        settings={screen.data}
        errors={screen.errors}
        saving={screen.saving}
        message={screen.message}
        conflict={screen.conflict ? { changed: conflictChanges(screen.data, screen.current, LOCALE_FIELDS, LL), onReload: screen.reload } : null}
        onSave={(value) => {
          const { version: _copied, ...input } = { version: 0, ...value };
          void screen.save((api) => api.updateLocaleSettings(input, version), { apply: byAnswer, texts: { done: LL.dashboard.common.saved() } });
        }}
      />
    </>
  );
};
