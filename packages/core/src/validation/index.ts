export { CALLING_CODES, PHONE_PATTERNS, isValidContactPhone, isValidPhone, normalizePhone, phoneCountry } from "./phone.js";
export {
  ERROR_KINDS,
  validate,
  addError,
  mergeErrors,
  IMAGE_TYPES,
  isImageType,
} from "./validate.js";
export type { ErrorKind, Validation } from "./validate.js";
export { VALIDATION_FALLBACK, validationKey, validationMessage } from "./message.js";
export { overlongLists, uncappedLists } from "./list-caps.js";
export { validateCheckout } from "./checkout.js";
export { errorField, staffErrorKeys } from "./staff-errors.js";
