import { addError, variantMirror, type FieldErrors, type OptionInput, type VariantInput } from "@vitrina/core";
import type { StoredProduct } from "./product-data.js";
import { combinationKey } from "./variant-edit-data.js";

// The rules of a product's options and variants as staff save them (decisions.md "Products with
// variants"): field errors named by the body's paths, so the form shows each at its row.

/** What a product's options and variants refer to, read before they are judged. */
export interface VariantRefs {
  /** SKUs of the input held by another product, another product's variant, or an ordered variant the edit leaves out (it stays, inactive). */
  readonly skusTaken: ReadonlySet<string>;
  /** The product's own SKU as the edit gives it: no variant may have it. */
  readonly productSku: string;
  /** Which of the input's image ids are stored images. */
  readonly imageIds: ReadonlySet<number>;
}

/**
 * Field errors of a product's options and variants: both given or neither; an option key or a value
 * given twice; a variant that does not name exactly one value of each option (`variants.i.options`
 * required, `variants.i.options.size` not_found for a value not of its option or an option the product
 * has not), a combination given twice (taken), a SKU given twice or held elsewhere (taken), an old price
 * not above the price (min), a picture that is not stored (not_found); options without any variant.
 */
export const variantErrors = (
  input: { readonly options?: ReadonlyArray<OptionInput>; readonly variants?: ReadonlyArray<VariantInput> },
  refs: VariantRefs,
): FieldErrors => {
  const errors: Record<string, string[]> = {};
  const { options, variants } = input;
  if (options === undefined && variants === undefined) return errors;
  if (options === undefined) return { options: ["required"] };
  if (variants === undefined) return { variants: ["required"] };
  const values = new Map<string, Set<string>>();
  for (const [i, option] of options.entries()) {
    if (values.has(option.key)) addError(errors, `options.${i}.key`, "taken");
    const known = new Set<string>();
    for (const [j, v] of option.values.entries()) {
      if (known.has(v.value)) addError(errors, `options.${i}.values.${j}.value`, "taken");
      known.add(v.value);
    }
    values.set(option.key, known);
  }
  if (options.length > 0 && variants.length === 0) addError(errors, "variants", "required");
  if (options.length === 0 && variants.length > 0) addError(errors, "options", "required");
  const combinations = new Set<string>();
  const skus = new Set<string>();
  for (const [i, variant] of variants.entries()) {
    const at = `variants.${i}`;
    for (const [key, value] of Object.entries(variant.options)) if (!values.get(key)?.has(value)) addError(errors, `${at}.options.${key}`, "not_found");
    if (options.some((o) => variant.options[o.key] === undefined)) addError(errors, `${at}.options`, "required");
    const combination = combinationKey(variant.options);
    if (combinations.has(combination)) addError(errors, `${at}.options`, "taken");
    combinations.add(combination);
    const sku = variant.sku.trim();
    if (skus.has(sku) || refs.skusTaken.has(sku) || sku === refs.productSku.trim()) addError(errors, `${at}.sku`, "taken");
    skus.add(sku);
    if (variant.old_price !== null && variant.old_price <= variant.price) addError(errors, `${at}.old_price`, "min");
    if (variant.image_id !== null && !refs.imageIds.has(variant.image_id)) addError(errors, `${at}.image_id`, "not_found");
  }
  return errors;
};

/**
 * A product edit's price, old price and stock correction as they are written: the input's for a
 * product without variants; its new variants' mirror for one whose variants the edit gives; what is
 * stored for one whose variants stay. A stock correction of a product with variants is refused: its
 * stock is its variants'.
 */
export const pricedByVariants = <T extends { readonly price: number; readonly old_price: number | null; readonly variants?: ReadonlyArray<VariantInput> }>(
  input: T,
  stockChange: number,
  current: StoredProduct,
): { readonly details: T; readonly stockChange: number; readonly errors: FieldErrors } => {
  const mirror = input.variants === undefined ? (current.has_variants ? current : undefined) : variantMirror(input.variants);
  if (mirror === undefined) return { details: input, stockChange, errors: {} };
  return {
    details: { ...input, price: mirror.price, old_price: mirror.old_price },
    stockChange: mirror.stock - current.stock,
    errors: stockChange === 0 ? {} : { stock_change: ["unavailable"] },
  };
};
