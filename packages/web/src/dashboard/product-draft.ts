import type { AdminProduct, LocalizedText, ProductInput, ProductUpdate } from "@vitrina/core";
import type { ProductDraft } from "@vitrina/react-ui/dashboard";

const blank = (text: LocalizedText | null | undefined) => !text || Object.values(text).every((t) => t.trim() === "");

/** The form's values of a product as the dashboard API answers it. */
export const productDraftOf = (p: AdminProduct): ProductDraft => ({
  slug: p.slug,
  sku: p.sku,
  title: p.title,
  description: p.description,
  price: String(p.price),
  old_price: p.old_price === null ? "" : String(p.old_price),
  stock: String(p.stock),
  category_id: p.category_id,
  attributes: p.attributes,
  active: p.active,
  seo_title: p.seo_title ?? { ro: "", en: "", ru: "", bg: "" },
  seo_description: p.seo_description ?? { ro: "", en: "", ru: "", bg: "" },
  images: p.images,
});

/** A typed number, or the text itself so the server's schema reports it as a wrong type. */
const numberOf = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text.replace(",", ".")));

/**
 * The payload of a product form: numbers parsed, empty SEO texts left out, pictures as ids in their
 * order. The server validates it with core's ProductInput schema and answers every field error.
 */
export const productInputOf = (draft: ProductDraft): ProductInput => {
  const { images, price, old_price, stock, seo_title, seo_description, ...rest } = draft;
  return {
    ...rest,
    price: numberOf(price),
    old_price: old_price.trim() === "" ? null : numberOf(old_price),
    stock: numberOf(stock),
    image_ids: images.map((i) => i.id),
    ...(blank(seo_title) ? {} : { seo_title: seo_title! }),
    ...(blank(seo_description) ? {} : { seo_description: seo_description! }),
  };
};

/**
 * The payload of an edit. The stock is not sent as a figure (sales made while the form was open
 * would be undone): when the field was touched, the difference from the stock the form was opened
 * with goes as `stock_change`, which the server adds to the stock as it is then.
 */
export const productUpdateOf = (draft: ProductDraft, read: AdminProduct): ProductUpdate => {
  const { stock, ...input } = productInputOf(draft);
  return draft.stock.trim() === String(read.stock) ? input : { ...input, stock_change: stock - read.stock };
};

/** The form fields a product's values fill, each with the payload keys it shows. */
const FIELD_KEYS = {
  title: ["title"], description: ["description"], slug: ["slug"], sku: ["sku"], price: ["price"], oldPrice: ["old_price"], stock: ["stock"],
  category: ["category_id"], active: ["active"], images: ["images"], attributes: ["attributes"], seoTitle: ["seo_title"], seoDescription: ["seo_description"],
} as const satisfies Record<string, ReadonlyArray<keyof AdminProduct>>;

/** Which form fields differ between the product as a form read it and as it is saved now. */
export const changedProductFields = (read: AdminProduct, current: AdminProduct): ReadonlyArray<keyof typeof FIELD_KEYS> =>
  (Object.keys(FIELD_KEYS) as Array<keyof typeof FIELD_KEYS>).filter((field) =>
    FIELD_KEYS[field].some((key) => JSON.stringify(read[key]) !== JSON.stringify(current[key])),
  );
