import { useState } from "react";
import { LocaleSettingsView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { LOCALE_FIELDS, useConflictChanges } from "../conflicts.js";
import { useLeaveGuard } from "../leave-guard.js";
import { reloadAfterConflict, useResource, useSave } from "../use-api.js";
import { Pending } from "./pending.js";

/** Active languages and the shop's contacts (admins). */
export const LocaleSettings = () => {
  const { LL } = useI18nContext();
  const settings = useResource((api) => api.getLocaleSettings(), []);
  const save = useSave();
  const changed = useConflictChanges(save.conflict, settings.data, (api) => api.getLocaleSettings(), LOCALE_FIELDS, LL);
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, LL.dashboard.common.unsaved());
  if (!settings.data) return <Pending resource={settings} />;
  const { version } = settings.data;
  return (
    <LocaleSettingsView
      key={version}
      onDirtyChange={setDirty}
      settings={settings.data}
      errors={save.errors}
      saving={save.saving}
      message={save.message}
      conflict={save.conflict ? { changed, onReload: () => reloadAfterConflict(save, settings) } : null}
      onSave={(value) => {
        const { version: _copied, ...input } = { version: 0, ...value };
        void save.run((api) => api.updateLocaleSettings(input, version), { done: LL.dashboard.common.saved() }).then((saved) => saved && settings.set(saved));
      }}
    />
  );
};
