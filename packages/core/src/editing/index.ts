export { slugAfterTitle, slugFromTitle, slugSourceTitle } from "./slug.js";
export { changedFields, sameValue } from "./changes.js";
export { PRODUCT_FIELD_KEYS, categoryPayloadOf, changedProductFields, productDraftOf, productInputOf, productUpdateOf } from "./drafts.js";
export type { AttributeDraft, ProductDraft, ProductFormField } from "./drafts.js";
export { moveItem, siblingsAfterMove } from "./order.js";
export type { Placed } from "./order.js";
export { discountCodeDraftOf, discountCodeInputOf, switchedDiscountCode } from "./discount-code-draft.js";
export type { DiscountCodeDraft } from "./discount-code-draft.js";
export {
  VARIANT_LIMITS,
  addOption,
  addValue,
  generateVariants,
  relabelValue,
  renameOption,
  setVariants,
  variantInputOf,
  variantMirror,
  withOptions,
} from "./variant-draft.js";
export type { OptionDraft, OptionValueDraft, VariantBulkEdit, VariantDraft, VariantsDraft } from "./variant-draft.js";
