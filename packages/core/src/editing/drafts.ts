import type { AdminProduct, CategoryInput, LocalizedText, ProductInput, ProductUpdate, UploadedImage } from "../schemas/index.js";
import { changedFields } from "./changes.js";
import { numberOf, optionDraftsOf, variantInputOf, variantMirror, type OptionDraft, type VariantDraft } from "./variant-draft.js";

export { numberOf };

/** A product's attribute as the form edits it: a key of the dictionary and a text per language, or a number as typed. */
export interface AttributeDraft {
  readonly key: string;
  /** A text attribute's value in every language; a number attribute's as typed (`4,7`). */
  readonly value: LocalizedText | string;
}

/** What the product form edits: the product input with its numbers as typed, and the pictures it shows. */
export type ProductDraft = Omit<ProductInput, "image_ids" | "price" | "old_price" | "max_per_order" | "stock" | "attributes" | "options" | "variants"> & {
  readonly attributes: ReadonlyArray<AttributeDraft>;
  /** The pictures in the order shown; saved as their ids. */
  readonly images: ReadonlyArray<UploadedImage>;
  /** The price as typed; the schema checks it. */
  readonly price: string;
  /** The old price as typed, empty for none. */
  readonly old_price: string;
  /** The product's own limit of units per order line as typed, empty for the shop's setting. */
  readonly max_per_order: string;
  /** The stock as typed. */
  readonly stock: string;
  /** Its options (up to three); none for a product sold as one thing. */
  readonly options: ReadonlyArray<OptionDraft>;
  /** The variant table's rows: one per combination sold. */
  readonly variants: ReadonlyArray<VariantDraft>;
};

const blank = (text: LocalizedText | null | undefined): boolean => !text || Object.values(text).every((t) => t.trim() === "");

/** The SEO texts of a form's payload without those left empty in every language (the shop's SEO templates apply then). */
const withoutBlankSeo = <T extends { readonly seo_title?: LocalizedText | null | undefined; readonly seo_description?: LocalizedText | null | undefined }>(
  input: T,
) => {
  const { seo_title, seo_description, ...rest } = input;
  return { ...rest, ...(blank(seo_title) ? {} : { seo_title: seo_title! }), ...(blank(seo_description) ? {} : { seo_description: seo_description! }) };
};

/**
 * The form's values of a product as the dashboard API answers it.
 * @example productDraftOf(await api.getProduct(7)).price // "649"
 */
export const productDraftOf = (p: AdminProduct): ProductDraft => ({
  slug: p.slug,
  sku: p.sku,
  title: p.title,
  description: p.description,
  price: String(p.price),
  old_price: p.old_price === null ? "" : String(p.old_price),
  max_per_order: p.max_per_order === null ? "" : String(p.max_per_order),
  stock: String(p.stock),
  category_id: p.category_id,
  attributes: p.attributes.map((a) => ({ key: a.key, value: typeof a.value === "number" ? String(a.value) : a.value })),
  active: p.active,
  seo_title: p.seo_title ?? { ro: "", en: "", ru: "", bg: "" },
  seo_description: p.seo_description ?? { ro: "", en: "", ru: "", bg: "" },
  images: p.images,
  ...optionDraftsOf(p),
});

/**
 * The payload of a product form: numbers parsed (number attributes' values too), empty SEO texts
 * left out, pictures as ids in their order, its options and variants always (none: a product without
 * options). A product with variants says their lowest price and their stock as its own, as the
 * server keeps them. The server validates it with the ProductInput schema and answers every field error.
 * @example productInputOf({ ...draft, price: "649,90" }).price // 649.9
 */
export const productInputOf = (draft: ProductDraft): ProductInput => {
  const { images, price, old_price, max_per_order, stock, attributes, options, variants, ...rest } = withoutBlankSeo(draft);
  const chosen = variantInputOf({ options, variants });
  const mirror = variantMirror(chosen.variants.filter((v) => v.price > 0 && Number.isFinite(v.stock)));
  return {
    ...rest,
    attributes: attributes.map((a) => ({ key: a.key, value: typeof a.value === "string" ? numberOf(a.value) : a.value })),
    price: mirror?.price ?? numberOf(price),
    old_price: mirror ? mirror.old_price : old_price.trim() === "" ? null : numberOf(old_price),
    max_per_order: max_per_order.trim() === "" ? null : numberOf(max_per_order),
    stock: mirror?.stock ?? numberOf(stock),
    image_ids: images.map((i) => i.id),
    ...chosen,
  };
};

/**
 * The payload of an edit. The stock is not sent as a figure (sales made while the form was open
 * would be undone): when the field was touched, the difference from the stock the form was opened
 * with goes as `stock_change`, which the server adds to the stock as it is then.
 * @example productUpdateOf({ ...productDraftOf(read), stock: "10" }, read).stock_change // 10 - read.stock
 */
export const productUpdateOf = (draft: ProductDraft, read: AdminProduct): ProductUpdate => {
  const { stock, ...input } = productInputOf(draft);
  // A product with variants has their stock: it is set per variant, never corrected as a whole.
  return draft.variants.length > 0 || draft.stock.trim() === String(read.stock) ? input : { ...input, stock_change: stock - read.stock };
};

/** The product form's fields, each with the keys of the saved product it shows. */
export const PRODUCT_FIELD_KEYS = {
  title: ["title"],
  description: ["description"],
  slug: ["slug"],
  sku: ["sku"],
  price: ["price"],
  oldPrice: ["old_price"],
  maxPerOrder: ["max_per_order"],
  stock: ["stock"],
  category: ["category_id"],
  active: ["active"],
  images: ["images"],
  attributes: ["attributes"],
  seoTitle: ["seo_title"],
  seoDescription: ["seo_description"],
  options: ["options"],
  variants: ["variants"],
} as const satisfies Record<string, ReadonlyArray<keyof AdminProduct>>;

/** A field of the product form, as {@link changedProductFields} names it. */
export type ProductFormField = keyof typeof PRODUCT_FIELD_KEYS;

/**
 * Which product form fields differ between the product as a form read it and as it is saved now
 * (named when a save is refused because someone else saved first).
 * @example changedProductFields(read, { ...read, price: 599 }) // ["price"]
 */
export const changedProductFields = (read: AdminProduct, current: AdminProduct): ReadonlyArray<ProductFormField> =>
  changedFields(read, current, PRODUCT_FIELD_KEYS);

/**
 * The payload of a category form: SEO texts left empty in every language are left out (the
 * category then uses the shop's SEO templates), as a product's are; a filled one is sent whole and
 * checked by the server (Romanian required).
 * @example categoryPayloadOf({ ...input, seo_title: { ro: "", en: "", ru: "", bg: "" } }) // input without seo_title
 */
export const categoryPayloadOf = (input: CategoryInput): CategoryInput => withoutBlankSeo(input);
