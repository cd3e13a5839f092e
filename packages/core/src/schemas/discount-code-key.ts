// A discount code's key, apart from its schemas: the checkout form matches codes without loading the
// schema library.

/**
 * A code as the shop keeps and matches it: trimmed and in upper case; undefined for an empty field.
 * @example discountCodeKey(" toamna10 ") // "TOAMNA10"
 */
export const discountCodeKey = (entry: string | undefined): string | undefined => {
  const key = entry?.trim().toUpperCase();
  return key ? key : undefined;
};
