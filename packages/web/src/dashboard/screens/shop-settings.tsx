import { InstructionsView, OrderSettingsView, ShopIdentityView } from "@vitrina/react-ui/dashboard";
import { useI18nContext, type TranslationFunctions } from "@vitrina/react-ui/i18n";
import type { AdminMethodInstructions, AdminOrderSettings, AdminShopIdentity } from "@vitrina/core";
import { conflictChanges } from "../conflicts.js";
import { byAnswer, useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";
import { useFormUpload } from "./uploads.js";

/** The identity form's fields, for the list of what a colleague changed (409). */
const IDENTITY_FIELDS = {
  fields: { name: ["name"], logo: ["logo_image_id"], company: ["company"], idno: ["idno"], legalAddress: ["legal_address"], bank: ["bank"], iban: ["iban"] },
  labels: (LL: TranslationFunctions) => {
    const T = LL.dashboard.shopSettings;
    return { name: T.name(), logo: T.logo(), company: T.company(), idno: T.idno(), legalAddress: T.legalAddress(), bank: T.bank(), iban: T.iban() };
  },
} as const;

/** The order rules' fields. */
const ORDER_FIELDS = {
  fields: { maxPerOrder: ["max_per_order"], unpaidTransferDays: ["unpaid_transfer_days"] },
  labels: (LL: TranslationFunctions) => ({
    maxPerOrder: LL.dashboard.shopSettings.maxPerOrder(),
    unpaidTransferDays: LL.dashboard.shopSettings.unpaidTransferDays(),
  }),
} as const;

/** The instructions form's fields. */
const INSTRUCTION_FIELDS = {
  fields: { payment: ["payment"], delivery: ["delivery"] },
  labels: (LL: TranslationFunctions) => ({ payment: LL.dashboard.shopSettings.payment(), delivery: LL.dashboard.shopSettings.delivery() }),
} as const;

/**
 * Shop settings (admins): the shop's name, logo and legal and bank details, the payment and delivery
 * instructions shoppers read after ordering, and the order rules (units of a product per order line,
 * days an unpaid transfer waits). Each form saves with the version it read.
 */
export const ShopSettings = () => {
  const { LL } = useI18nContext();
  const identity = useScreen<AdminShopIdentity>((api, _query, options) => api.getShopIdentity(options), undefined);
  const instructions = useScreen<AdminMethodInstructions>((api, _query, options) => api.getInstructions(options), undefined);
  const rules = useScreen<AdminOrderSettings>((api, _query, options) => api.getOrderSettings(options), undefined);
  const texts = { done: LL.dashboard.common.saved() };
  const upload = useFormUpload(identity);
  return (
    <>
      <h1>{LL.dashboard.shopSettings.title()}</h1>
      <ScreenStatus screen={identity} />
      {identity.data ? (
        <ShopIdentityView
          key={`identity-${identity.data.version}`}
          identity={identity.data}
          errors={identity.errors}
          saving={identity.saving}
          message={identity.message}
          conflict={identity.conflict ? { changed: conflictChanges(identity.data, identity.current, IDENTITY_FIELDS, LL), onReload: identity.reload } : null}
          onUpload={upload}
          onSave={(input) => {
            const { version } = identity.data!;
            void identity.save((api) => api.updateShopIdentity(input, version), { apply: byAnswer, texts });
          }}
        />
      ) : null}
      <ScreenStatus screen={instructions} announceLoading={false} />
      {instructions.data ? (
        <InstructionsView
          key={`instructions-${instructions.data.version}`}
          instructions={instructions.data}
          errors={instructions.errors}
          saving={instructions.saving}
          message={instructions.message}
          conflict={
            instructions.conflict
              ? { changed: conflictChanges(instructions.data, instructions.current, INSTRUCTION_FIELDS, LL), onReload: instructions.reload }
              : null
          }
          onSave={(input) => {
            const { version } = instructions.data!;
            void instructions.save((api) => api.updateInstructions(input, version), { apply: byAnswer, texts });
          }}
        />
      ) : null}
      <ScreenStatus screen={rules} announceLoading={false} />
      {rules.data ? (
        <OrderSettingsView
          key={`orders-${rules.data.version}`}
          settings={rules.data}
          errors={rules.errors}
          saving={rules.saving}
          message={rules.message}
          conflict={rules.conflict ? { changed: conflictChanges(rules.data, rules.current, ORDER_FIELDS, LL), onReload: rules.reload } : null}
          onSave={(input) => {
            const { version } = rules.data!;
            void rules.save((api) => api.updateOrderSettings(input, version), { apply: byAnswer, texts });
          }}
        />
      ) : null}
    </>
  );
};
