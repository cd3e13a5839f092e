import type { Locale, ProductCard, ProductDetail } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { inLanguage } from "../db/in-language.js";
import { readShopName } from "../shop/identity.js";
import { imageJson } from "./images.js";
import { ATTRIBUTE_NAMES, cardJson, cardsByIds, type CardRow } from "./products.js";
import { fillTemplate, seoFor } from "./seo.js";

type DetailRow = CardRow & { description: string; seo_title: string | null; seo_description: string | null; parent_name: string | null; parent_slug: string | null };

/** The active product with a slug, with its texts in `locale`. */
const detailRow = async (db: Tx, locale: Locale, slug: string): Promise<DetailRow | undefined> => {
  const q = inLanguage(locale);
  const [row] = await db.query<DetailRow>(
    `select p.id, p.uuid, p.slug, p.sku, ${q.text("p.title")} as title, ${q.text("p.description")} as description, p.price, p.old_price, p.stock,
            c.slug as category_slug, ${q.text("c.name")} as category_name, pc.slug as parent_slug, ${q.text("pc.name")} as parent_name,
            nullif(${q.text("p.seo_title")}, '') as seo_title, nullif(${q.text("p.seo_description")}, '') as seo_description, null as image
       from products p join categories c on c.id = p.category_id left join categories pc on pc.id = c.parent_id
      where p.slug = ${q.bind(slug)} and p.active`,
    q.params,
  );
  return row;
};

const productImages = (db: Tx, productId: number) =>
  db.query<{ hash: string; width: number; height: number }>(
    "select im.hash, im.width, im.height from product_images pi join images im on im.id = pi.image_id where pi.product_id = $1 order by pi.position",
    [productId],
  );

const productAttributes = (db: Tx, locale: Locale, productId: number) => {
  const q = inLanguage(locale);
  return db.query<{ key: string; value: string }>(
    `select key, ${q.text("value")} as value from product_attributes where product_id = ${q.bind(productId)} order by position, key`,
    q.params,
  );
};

/** A product's page: its card, description, pictures, attributes, breadcrumb and SEO; undefined when no active product has the slug. */
export const productDetail = async (db: Tx, locale: Locale, slug: string): Promise<ProductDetail | undefined> => {
  const row = await detailRow(db, locale, slug);
  if (!row) return undefined;
  const images = await productImages(db, row.id);
  const attributes = await productAttributes(db, locale, row.id);
  const shopName = await readShopName(db);
  const template = await seoFor(db, locale, "product", { name: row.title, shop: shopName });
  const card = cardJson({ ...row, image: images[0] ?? null });
  return {
    ...card,
    description: row.description,
    images: images.map(imageJson),
    attributes: attributes.map((a) => ({ key: a.key, name: ATTRIBUTE_NAMES[locale][a.key] ?? a.key, value: a.value })),
    breadcrumb: [...(row.parent_slug ? [{ name: row.parent_name ?? "", slug: row.parent_slug }] : []), { name: row.category_name, slug: row.category_slug }],
    seo: {
      title: row.seo_title ? fillTemplate(row.seo_title, { name: row.title, shop: shopName }) : template.title,
      description: row.seo_description ?? (template.description || row.description.slice(0, 160)),
      image: card.image?.url ?? template.image ?? null,
    },
  };
};

/**
 * Cards of products like the one with a slug: the same category first (in stock first, closest
 * price), then the sibling categories; undefined when no active product has the slug.
 */
export const similarProducts = async (db: Tx, locale: Locale, slug: string): Promise<ProductCard[] | undefined> => {
  const [product] = await db.query<{ id: number; category_id: number; price: number }>("select p.id, p.category_id, p.price from products p join categories c on c.id = p.category_id where p.slug = $1 and p.active", [slug]);
  if (!product) return undefined;
  const rows = await db.query<{ id: number }>(
    `select p.id from products p join categories c on c.id = p.category_id
      where p.active and p.id <> $1 and (p.category_id = $2 or c.parent_id = (select parent_id from categories where id = $2))
      order by p.category_id = $2 desc, p.stock > 0 desc, abs(p.price - $3) asc, p.id limit 8`,
    [product.id, product.category_id, product.price],
  );
  return cardsByIds(db, locale, rows.map((r) => r.id));
};
