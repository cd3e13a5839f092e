import { MethodSettingsView } from "@vitrina/react-ui/dashboard";
import { useI18nContext, type TranslationFunctions } from "@vitrina/react-ui/i18n";
import { useConflictChanges } from "../conflicts.js";
import { reloadAfterConflict, useResource, useSave } from "../use-api.js";
import { Pending } from "./pending.js";

/** The form's two parts, for the list of what a colleague changed (409). */
const METHOD_FIELDS = {
  fields: { delivery: ["delivery"], payment: ["payment"] },
  labels: (LL: TranslationFunctions) => ({ delivery: LL.dashboard.methods.delivery(), payment: LL.dashboard.methods.payment() }),
} as const;

/**
 * Delivery and payment (admins): which delivery methods are offered, where, at what price and from
 * which order they are free; which payment methods are offered and with which deliveries. Saved with
 * the version it read.
 */
export const Methods = () => {
  const { LL } = useI18nContext();
  const settings = useResource((api) => api.getMethodSettings(), []);
  const save = useSave();
  const changed = useConflictChanges(save.conflict, settings.data, (api) => api.getMethodSettings(), METHOD_FIELDS, LL);
  if (!settings.data) return <Pending resource={settings} />;
  const { version } = settings.data;
  return (
    <MethodSettingsView
      key={version}
      settings={settings.data}
      errors={save.errors}
      saving={save.saving}
      message={save.message}
      conflict={save.conflict ? { changed, onReload: () => reloadAfterConflict(save, settings) } : null}
      onSave={(input) =>
        void save.run((api) => api.updateMethodSettings(input, version), { done: LL.dashboard.common.saved() }).then((saved) => saved && settings.set(saved))
      }
    />
  );
};
