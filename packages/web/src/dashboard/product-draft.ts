import type { AdminProduct, LocalizedText, ProductInput } from "@vitrina/core";
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
