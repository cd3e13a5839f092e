import { InstructionsView, OrderSettingsView, ShopIdentityView } from "@vitrina/react-ui/dashboard";
import { useI18nContext, type TranslationFunctions } from "@vitrina/react-ui/i18n";
import { useConflictChanges } from "../conflicts.js";
import { reloadAfterConflict, useResource, useSave } from "../use-api.js";
import { Pending } from "./pending.js";
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
  const identity = useResource((api) => api.getShopIdentity(), []);
  const instructions = useResource((api) => api.getInstructions(), []);
  const identitySave = useSave();
  const instructionsSave = useSave();
  const rules = useResource((api) => api.getOrderSettings(), []);
  const rulesSave = useSave();
  const rulesChanged = useConflictChanges(rulesSave.conflict, rules.data, (api) => api.getOrderSettings(), ORDER_FIELDS, LL);
  const identityChanged = useConflictChanges(identitySave.conflict, identity.data, (api) => api.getShopIdentity(), IDENTITY_FIELDS, LL);
  const instructionsChanged = useConflictChanges(instructionsSave.conflict, instructions.data, (api) => api.getInstructions(), INSTRUCTION_FIELDS, LL);
  const texts = { done: LL.dashboard.common.saved() };
  const upload = useFormUpload(identitySave);
  return (
    <>
      <h1>{LL.dashboard.shopSettings.title()}</h1>
      {identity.data ? (
        <ShopIdentityView
          key={`identity-${identity.data.version}`}
          identity={identity.data}
          errors={identitySave.errors}
          saving={identitySave.saving}
          message={identitySave.message}
          conflict={identitySave.conflict ? { changed: identityChanged, onReload: () => reloadAfterConflict(identitySave, identity) } : null}
          onUpload={upload}
          onSave={(input) =>
            void identitySave.run((api) => api.updateShopIdentity(input, identity.data!.version), texts).then((saved) => saved && identity.set(saved))
          }
        />
      ) : (
        <Pending resource={identity} />
      )}
      {instructions.data ? (
        <InstructionsView
          key={`instructions-${instructions.data.version}`}
          instructions={instructions.data}
          errors={instructionsSave.errors}
          saving={instructionsSave.saving}
          message={instructionsSave.message}
          conflict={instructionsSave.conflict ? { changed: instructionsChanged, onReload: () => reloadAfterConflict(instructionsSave, instructions) } : null}
          onSave={(input) =>
            void instructionsSave
              .run((api) => api.updateInstructions(input, instructions.data!.version), texts)
              .then((saved) => saved && instructions.set(saved))
          }
        />
      ) : instructions.failure !== null ? (
        <Pending resource={instructions} />
      ) : null}
      {rules.data ? (
        <OrderSettingsView
          key={`orders-${rules.data.version}`}
          settings={rules.data}
          errors={rulesSave.errors}
          saving={rulesSave.saving}
          message={rulesSave.message}
          conflict={rulesSave.conflict ? { changed: rulesChanged, onReload: () => reloadAfterConflict(rulesSave, rules) } : null}
          onSave={(input) => void rulesSave.run((api) => api.updateOrderSettings(input, rules.data!.version), texts).then((saved) => saved && rules.set(saved))}
        />
      ) : rules.failure !== null ? (
        <Pending resource={rules} />
      ) : null}
    </>
  );
};
