import type { ProductImage, ProductOption, ProductVariant } from "../schemas/index.js";

/**
 * The option values a shopper has chosen on a product page so far: each option's key to one of its
 * values (`{ size: "m" }`). An option not chosen yet has no key.
 */
export type VariantChoice = Readonly<Record<string, string>>;

/** A product's options and the variants it sells: what choosing a variant reads. */
export interface ProductVariants {
  readonly options: ReadonlyArray<ProductOption>;
  /** The product's active variants, in the shop's order. */
  readonly variants: ReadonlyArray<ProductVariant>;
}

/** What the page's offer reads of a product: its options and variants, and its own offer. */
export interface VariantProduct extends ProductVariants {
  readonly sku: string;
  readonly price: number;
  readonly old_price: number | null;
  readonly stock: number;
  readonly in_stock: boolean;
  readonly image: ProductImage | null;
}

/**
 * How a value of an option stands beside the other options' chosen values: `available` (a variant
 * with it is in stock), `sold-out` (its variants are all out of stock: shown, not choosable) or
 * `missing` (no variant is sold with it and the other values, but one in stock with others: choosable,
 * the other values then give way).
 */
export type ValueState = "available" | "sold-out" | "missing";

/** One value of an option as the picker shows it. */
export interface PickerValue {
  readonly value: string;
  readonly label: string;
  readonly state: ValueState;
  readonly chosen: boolean;
  /**
   * The variant that choosing this value leads to (the link a page without scripts follows,
   * `?variant={id}`): the in-stock variant with this value that keeps most of the other chosen
   * values. Absent for a sold-out value.
   */
  readonly variantId?: number;
}

/** One option of the picker: its key, name and values. */
export interface PickerOption {
  readonly key: string;
  readonly name: string;
  readonly values: ReadonlyArray<PickerValue>;
}

/** What the product page shows for a choice: the chosen variant's offer, or the product's while none is chosen. */
export interface ChosenOffer {
  /** The variant chosen; undefined while the choice is incomplete (or the product has no options). */
  readonly variant: ProductVariant | undefined;
  readonly sku: string;
  /** The price to print: the variant's, else the lowest of the variants the choice still allows. */
  readonly price: number;
  readonly old_price: number | null;
  /** The variants the choice allows differ in price: print "from {price}". */
  readonly from: boolean;
  readonly stock: number;
  readonly in_stock: boolean;
  /** The variant's own picture; null: the product's pictures show. */
  readonly image: ProductImage | null;
}

const matches = (variant: ProductVariant, choice: VariantChoice): boolean => Object.entries(choice).every(([key, value]) => variant.options[key] === value);

const allowing = (product: ProductVariants, choice: VariantChoice): ReadonlyArray<ProductVariant> =>
  product.variants.filter((variant) => matches(variant, choice));

const without = (choice: VariantChoice, key: string): VariantChoice => Object.fromEntries(Object.entries(choice).filter(([k]) => k !== key));

/**
 * The variant a choice names: every option chosen and a variant sold with those values. Undefined
 * while an option is not chosen, or for a product without options.
 * @example chosenVariant(tShirt, { size: "m", color: "red" }) // the red M variant
 */
export const chosenVariant = (product: ProductVariants, choice: VariantChoice): ProductVariant | undefined =>
  product.options.length > 0 && product.options.every((option) => choice[option.key] !== undefined)
    ? product.variants.find((variant) => matches(variant, choice))
    : undefined;

/**
 * The choice after a shopper picks `value` of option `key`: the value is kept, and each other
 * chosen value too while a variant is still sold with all of them (in the options' order); a value
 * no variant goes with is dropped, so the shopper chooses it again. A value no variant is sold with
 * changes nothing.
 * @example chooseValue(tShirt, { size: "xl", color: "blue" }, "color", "red") // { size: "xl", color: "red" }, or { color: "red" } when no red XL is sold
 */
export const chooseValue = (product: ProductVariants, choice: VariantChoice, key: string, value: string): VariantChoice => {
  let next: Record<string, string> = { [key]: value };
  if (allowing(product, next).length === 0) return choice;
  for (const option of product.options) {
    const kept = choice[option.key];
    if (option.key === key || kept === undefined) continue;
    const candidate = { ...next, [option.key]: kept };
    if (allowing(product, candidate).length > 0) next = candidate;
  }
  return next;
};

/** The in-stock variant with `key` = `value` that keeps most of the other chosen values (the first of them in the shop's order). */
const leadsTo = (product: ProductVariants, choice: VariantChoice, key: string, value: string): ProductVariant | undefined => {
  const kept = chooseValue(product, choice, key, value);
  const inStock = product.variants.filter((variant) => variant.in_stock && variant.options[key] === value);
  const score = (variant: ProductVariant) => Object.entries(kept).filter(([k, v]) => variant.options[k] === v).length;
  return inStock.reduce<ProductVariant | undefined>((best, variant) => (best === undefined || score(variant) > score(best) ? variant : best), undefined);
};

/**
 * The picker's options for a choice: each value's state beside the other options' chosen values
 * (available, sold out or missing), whether it is chosen, and the variant its link selects.
 * @example pickerOptions(tShirt, { color: "red" })[0] // { key: "size", name: "Mărime", values: [{ value: "s", state: "sold-out", chosen: false }, ...] }
 */
export const pickerOptions = (product: ProductVariants, choice: VariantChoice): ReadonlyArray<PickerOption> =>
  product.options.map((option) => {
    const others = allowing(product, without(choice, option.key));
    return {
      key: option.key,
      name: option.name,
      values: option.values.map(({ value, label }) => {
        const withValue = others.filter((variant) => variant.options[option.key] === value);
        // The in-stock variant choosing it leads to; none: the value is sold out whatever else is chosen.
        const target = leadsTo(product, choice, option.key, value);
        const state: ValueState = withValue.some((variant) => variant.in_stock) ? "available" : withValue.length === 0 && target ? "missing" : "sold-out";
        const link = state === "sold-out" ? undefined : target;
        return { value, label, state, chosen: choice[option.key] === value, ...(link ? { variantId: link.id } : {}) };
      }),
    };
  });

/**
 * The choice a product page opens with, from its `?variant={id}`: that variant's values; an id that
 * names no variant of the product (unknown, inactive, not a number) falls back to the first variant
 * in stock. Without an id, only the options with a single value are chosen, and the shopper
 * chooses the rest.
 * @example initialChoice(tShirt, "40") // { size: "m", color: "red" }
 */
export const initialChoice = (product: ProductVariants, variantParam: string | null | undefined): VariantChoice => {
  if (product.options.length === 0) return {};
  if (variantParam != null) {
    const named = product.variants.find((variant) => String(variant.id) === variantParam.trim());
    const variant = named ?? product.variants.find((v) => v.in_stock);
    return variant ? { ...variant.options } : {};
  }
  const single = product.options.flatMap((option) => {
    const sold = new Set(product.variants.map((variant) => variant.options[option.key]));
    const values = option.values.filter(({ value }) => sold.has(value));
    return values.length === 1 ? [[option.key, values[0]!.value] as const] : [];
  });
  return Object.fromEntries(single);
};

/**
 * What the page shows for a choice: the chosen variant's SKU, price, old price, stock and picture;
 * while none is chosen, the lowest price of the variants the choice allows ("from" when they differ)
 * and whether any of them is in stock. A product without options shows its own offer.
 * @example chosenOffer(tShirt, {}) // { variant: undefined, price: 149, from: true, in_stock: true, ... }
 */
export const chosenOffer = (product: VariantProduct, choice: VariantChoice): ChosenOffer => {
  const variant = chosenVariant(product, choice);
  if (variant)
    return {
      variant,
      sku: variant.sku,
      price: variant.price,
      old_price: variant.old_price,
      from: false,
      stock: variant.stock,
      in_stock: variant.in_stock,
      image: variant.image,
    };
  const own = { variant: undefined, sku: product.sku, image: null };
  const allowed = allowing(product, choice);
  if (product.options.length === 0 || allowed.length === 0) {
    return { ...own, price: product.price, old_price: product.old_price, from: false, stock: product.stock, in_stock: product.in_stock };
  }
  const prices = allowed.map((v) => v.price);
  const lowest = Math.min(...prices);
  const oldPrices = new Set(allowed.map((v) => v.old_price));
  const same = prices.every((price) => price === lowest);
  return {
    ...own,
    price: lowest,
    // One old price for one price: the discount is the same whatever is chosen.
    old_price: same && oldPrices.size === 1 ? allowed[0]!.old_price : null,
    from: !same,
    stock: allowed.reduce((sum, v) => sum + v.stock, 0),
    in_stock: allowed.some((v) => v.in_stock),
  };
};
