import type { AdminMethodSettings } from "@vitrina/core";
import { MethodSettingsView } from "@vitrina/react-ui/dashboard";
import { useI18nContext, type TranslationFunctions } from "@vitrina/react-ui/i18n";
import { conflictChanges } from "../conflicts.js";
import { byAnswer, useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";

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
  const screen = useScreen<AdminMethodSettings>((api, _query, options) => api.getMethodSettings(options), undefined);
  if (!screen.data) return <ScreenStatus screen={screen} />;
  const { version } = screen.data;
  return (
    <>
      <ScreenStatus screen={screen} />
      <MethodSettingsView
        key={version}
        settings={screen.data}
        errors={screen.errors}
        saving={screen.saving}
        message={screen.message}
        conflict={screen.conflict ? { changed: conflictChanges(screen.data, screen.current, METHOD_FIELDS, LL), onReload: screen.reload } : null}
        onSave={(input) =>
          void screen.save((api) => api.updateMethodSettings(input, version), { apply: byAnswer, texts: { done: LL.dashboard.common.saved() } })
        }
      />
    </>
  );
};
