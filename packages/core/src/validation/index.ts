export { CALLING_CODES, PHONE_PATTERNS, isValidContactPhone, isValidPhone, normalizePhone, phoneCountry } from "./phone.js";
export {
  ERROR_KINDS,
  validate,
  addError,
  mergeErrors,
  validationKey,
  validationMessage,
  VALIDATION_FALLBACK,
  IMAGE_TYPES,
  isImageType,
} from "./validate.js";
export type { ErrorKind, Validation } from "./validate.js";
export { overlongLists, uncappedLists } from "./list-caps.js";
export { validateCheckout } from "./checkout.js";
export { errorField, staffErrorKeys } from "./staff-errors.js";
