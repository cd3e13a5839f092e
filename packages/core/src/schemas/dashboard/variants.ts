import * as Schema from "effect/Schema";
import { ProductImage } from "../catalog.js";
import { Count, Id, LocalizedText, localizedText, Money, requiredLine } from "../common.js";

// A product's options and variants as staff edit them (decisions.md "Products with variants"): up to
// three options, each named in every language with its values, and one variant per combination sold.

/** Options a product may have at most. */
export const MAX_PRODUCT_OPTIONS = 3;
/** Values one option may have at most. */
export const MAX_OPTION_VALUES = 30;
/** Variants a product may have at most. */
export const MAX_PRODUCT_VARIANTS = 100;
/** The longest name of an option or label of a value, in any language. */
export const OPTION_TEXT_MAX = 60;

/** An option's stable key: lower-case Latin letters, digits and `_`, starting with a letter (`size`, `colour`). */
export const OptionKey = Schema.String.check(Schema.isPattern(/^[a-z][a-z0-9_]{0,31}$/, { message: "format" }));
/** An option value's stable key: lower-case Latin letters, digits, `_` and `-` (`m`, `42`, `dark-blue`). */
export const OptionValueKey = Schema.String.check(Schema.isPattern(/^[a-z0-9][a-z0-9_-]{0,31}$/, { message: "format" }));

const OptionText = localizedText(OPTION_TEXT_MAX);

/** An option of a product as staff edit it: its key, its name in every language and its values in order. */
export const OptionInput = Schema.Struct({
  key: OptionKey,
  /** "Mărime", "Size", "Размер", "Размер". */
  name: OptionText,
  values: Schema.Array(Schema.Struct({ value: OptionValueKey, label: OptionText })).check(
    Schema.isMinLength(1, { message: "required" }),
    Schema.isMaxLength(MAX_OPTION_VALUES, { message: "max" }),
  ),
});
/** A product's option as the dashboard sends it. */
export type OptionInput = typeof OptionInput.Type;

/** A variant as staff edit it: the value of each option it is, and what it sells for. */
export const VariantInput = Schema.Struct({
  /** Each option's key → one of that option's values (`{ size: "m" }`); a variant is known by this combination. */
  options: Schema.Record(Schema.String, Schema.String),
  sku: requiredLine(64),
  price: Money.check(Schema.isGreaterThan(0, { message: "min" })),
  /** The price before a discount (above `price`); null when not discounted. */
  old_price: Schema.NullOr(Money),
  /** Units in stock, as counted now. */
  stock: Count,
  /** An uploaded image of this variant; null: the product's pictures. */
  image_id: Schema.NullOr(Id),
  active: Schema.Boolean,
});
/** A variant as the dashboard sends it. */
export type VariantInput = typeof VariantInput.Type;

/**
 * The options and variants fields of a product's create and edit. Absent: the product's options and
 * variants stay as they are; `options: []` with `variants: []` makes it a product without options.
 */
export const variantFields = {
  options: Schema.optionalKey(Schema.Array(OptionInput).check(Schema.isMaxLength(MAX_PRODUCT_OPTIONS, { message: "max" }))),
  variants: Schema.optionalKey(Schema.Array(VariantInput).check(Schema.isMaxLength(MAX_PRODUCT_VARIANTS, { message: "max" }))),
};

/** A product's option as the dashboard reads it: every language. */
export const AdminProductOption = Schema.Struct({
  key: Schema.String,
  name: LocalizedText,
  values: Schema.Array(Schema.Struct({ value: Schema.String, label: LocalizedText })),
});
/** A product's option in the dashboard. */
export type AdminProductOption = typeof AdminProductOption.Type;

/** A variant as the dashboard reads it, with its picture (null: the product's). */
export const AdminProductVariant = Schema.Struct({
  id: Schema.Finite,
  options: Schema.Record(Schema.String, Schema.String),
  sku: Schema.String,
  price: Schema.Finite,
  old_price: Schema.NullOr(Schema.Finite),
  stock: Schema.Finite,
  image: Schema.NullOr(Schema.Struct({ id: Schema.Finite, ...ProductImage.fields })),
  active: Schema.Boolean,
});
/** A variant in the dashboard. */
export type AdminProductVariant = typeof AdminProductVariant.Type;
