import * as Schema from "effect/Schema";
import { ProductImage } from "../catalog.js";
import { Count, Id, LocalizedText, localizedText, Money, optionalLine, requiredLine, safeLink, Slug } from "../common.js";
import { LONG_TEXT_MAX, MAX_INT, TITLE_MAX } from "../limits.js";
import { MaxPerOrder } from "../order-settings.js";
import { AttributeKey } from "./attributes.js";
import { Version } from "./shared.js";
import { AdminProductOption, AdminProductVariant, variantFields } from "./variants.js";

/** A name or title in every language, and a long text (a description) in every language. */
const Title = localizedText(TITLE_MAX);
const LongText = localizedText(LONG_TEXT_MAX);

/** The value of a number attribute (`1800` watts, `4.7` litres): its unit is the dictionary's. */
export const AttributeNumber = Schema.Finite.check(
  Schema.isGreaterThanOrEqualTo(-1e9, { message: "min" }),
  Schema.isLessThanOrEqualTo(1e9, { message: "max" }),
);

/**
 * An attribute of a product as staff edit it: a key of the attribute dictionary and its value, a text
 * in every language for a text attribute, a number for a number attribute.
 */
export const AttributeInput = Schema.Struct({
  key: AttributeKey,
  value: Schema.Union([Title, AttributeNumber]),
});
/** A product's attribute as staff edit it. */
export type AttributeInput = typeof AttributeInput.Type;

/** A stock correction: units added (positive) or removed (negative), applied to the current stock. */
export const StockChange = Schema.Number.check(
  Schema.isInt({ message: "type" }),
  Schema.isGreaterThanOrEqualTo(-MAX_INT, { message: "min" }),
  Schema.isLessThanOrEqualTo(MAX_INT, { message: "max" }),
);

const productFields = {
  slug: Slug,
  sku: requiredLine(64),
  title: Title,
  description: LongText,
  price: Money.check(Schema.isGreaterThan(0, { message: "min" })),
  old_price: Schema.NullOr(Money),
  /** Units of it one order line may hold (1 to 999); null or absent: the shop's order setting. */
  max_per_order: Schema.optionalKey(Schema.NullOr(MaxPerOrder)),
  category_id: Id,
  attributes: Schema.Array(AttributeInput).check(Schema.isMaxLength(30, { message: "max" })),
  active: Schema.Boolean,
  seo_title: Schema.optionalKey(Title),
  seo_description: Schema.optionalKey(LongText),
  /** Ids of uploaded images, in display order. */
  image_ids: Schema.Array(Id).check(Schema.isMaxLength(20, { message: "max" })),
  ...variantFields,
};

/** Create a product from the dashboard, with its starting stock. */
export const ProductInput = Schema.Struct({ ...productFields, stock: Count });
/** A new product as the dashboard sends it. */
export type ProductInput = typeof ProductInput.Type;

/**
 * Replace a product's details. Stock is not overwritten with what the form showed (sales since would
 * be undone): `stock_change`, when the field was touched, is a correction added to the current stock.
 */
export const ProductUpdate = Schema.Struct({ ...productFields, stock_change: Schema.optionalKey(StockChange) });
/** A product change as the dashboard sends it. */
export type ProductUpdate = typeof ProductUpdate.Type;

/** A product as the dashboard reads it: every language, images and times. */
export const AdminProduct = Schema.Struct({
  id: Schema.Finite,
  uuid: Schema.String,
  slug: Schema.String,
  sku: Schema.String,
  title: LocalizedText,
  description: LocalizedText,
  price: Schema.Finite,
  old_price: Schema.NullOr(Schema.Finite),
  /** The product's own limit of units per order line; null: the shop's order setting applies. */
  max_per_order: Schema.NullOr(Schema.Finite),
  stock: Schema.Finite,
  category_id: Schema.Finite,
  attributes: Schema.Array(Schema.Struct({ key: Schema.String, value: Schema.Union([LocalizedText, Schema.Finite]) })),
  active: Schema.Boolean,
  seo_title: Schema.NullOr(LocalizedText),
  seo_description: Schema.NullOr(LocalizedText),
  images: Schema.Array(Schema.Struct({ id: Schema.Finite, ...ProductImage.fields })),
  /** Its options (up to three) and variants; both empty for a product without options. */
  options: Schema.Array(AdminProductOption),
  variants: Schema.Array(AdminProductVariant),
  created_at: Schema.String,
  updated_at: Schema.String,
  version: Version,
});
/** A product in the dashboard. */
export type AdminProduct = typeof AdminProduct.Type;

/** An uploaded image. */
export const UploadedImage = Schema.Struct({ id: Schema.Finite, ...ProductImage.fields });
/** An uploaded image. */
export type UploadedImage = typeof UploadedImage.Type;

/** Create or change a category. */
export const CategoryInput = Schema.Struct({
  slug: Slug,
  name: Title,
  icon: Schema.NullOr(optionalLine(64)),
  parent_id: Schema.NullOr(Id),
  position: Count,
  active: Schema.Boolean,
  seo_title: Schema.optionalKey(Title),
  seo_description: Schema.optionalKey(LongText),
});
/** A category as the dashboard edits it. */
export type CategoryInput = typeof CategoryInput.Type;
/** A category as the dashboard reads it. */
export const AdminCategory = Schema.Struct({
  id: Schema.Finite,
  uuid: Schema.String,
  slug: Schema.String,
  name: LocalizedText,
  icon: Schema.NullOr(Schema.String),
  parent_id: Schema.NullOr(Schema.Finite),
  position: Schema.Finite,
  active: Schema.Boolean,
  seo_title: Schema.NullOr(LocalizedText),
  seo_description: Schema.NullOr(LocalizedText),
  product_count: Schema.Finite,
  version: Version,
});
/** A category in the dashboard. */
export type AdminCategory = typeof AdminCategory.Type;

/** Create or change a slide. */
export const SliderInput = Schema.Struct({
  title: Title,
  subtitle: Title,
  // The storefront's router follows it: a path of this shop only.
  link: safeLink(500, { external: false }),
  image_id: Schema.NullOr(Id),
  active: Schema.Boolean,
});
/** A slide as the dashboard edits it. */
export type SliderInput = typeof SliderInput.Type;
/** A slide as the dashboard reads it. */
export const AdminSlider = Schema.Struct({
  id: Schema.Finite,
  title: LocalizedText,
  subtitle: LocalizedText,
  link: Schema.String,
  image: Schema.NullOr(UploadedImage),
  position: Schema.Finite,
  active: Schema.Boolean,
  version: Version,
});
/** A slide in the dashboard. */
export type AdminSlider = typeof AdminSlider.Type;

/** An ordered list of product ids (home products, bestsellers) or slide ids. */
export const OrderedIds = Schema.Struct({ ids: Schema.Array(Id).check(Schema.isMaxLength(100, { message: "max" })) });

/** `PUT dashboard/categories/order`: the new order of one parent's subcategories (or of the top categories, parent null), every one listed once. */
export const CategoryOrder = Schema.Struct({
  parent_id: Schema.NullOr(Id),
  ids: Schema.Array(Id).check(Schema.isMaxLength(500, { message: "max" })),
  /** The order the edit started from: refused (409) when the siblings' order is no longer this one. */
  read: Schema.Array(Id).check(Schema.isMaxLength(500, { message: "max" })),
});
/** A new order of sibling categories, with the order it was made from. */
export type CategoryOrder = typeof CategoryOrder.Type;
