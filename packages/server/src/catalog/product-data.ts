import { DEFAULT_LOCALE, LOCALES, type AdminProduct, type AdminProductSort, type AttributeKind, type ProductInput } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { likeLiteral } from "../lib/list-query.js";
import { attributeKinds } from "./attribute-data.js";
import { existingImageIds } from "./image-data.js";
import { storedImageJson } from "./images.js";
import { productSearchText } from "./search-text.js";
import { adminVariantsOf } from "./variant-edit-data.js";

// The products table family as the dashboard reads and writes it: products, their attributes and
// images, and their search text.

/** What a product's create and update have in common: everything but its stock. */
export type ProductDetails = Omit<ProductInput, "stock">;

/** Columns the dashboard's product list sorts by. */
const PRODUCT_SORTS: Readonly<Record<AdminProductSort, string>> = {
  title: `p.title->>'${DEFAULT_LOCALE}'`,
  price: "p.price",
  stock: "p.stock",
  updated_at: "p.updated_at",
  created_at: "p.created_at",
};

/** A page of the dashboard's product list: which products, in which order. */
export interface ProductFilter {
  /** Folded words that must all be in a product's search text or slug. */
  readonly words: ReadonlyArray<string>;
  /** Set when the search holds no word at all ("%"): nothing matches, as in the storefront. */
  readonly nothing: boolean;
  /** Products of this category and of its subcategories. */
  readonly categoryId: number | undefined;
  readonly sort: AdminProductSort;
  readonly dir: "asc" | "desc";
  readonly page: number;
  readonly perPage: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Products as the dashboard reads them, with every language, in the order of `ids` (ids without a product left out). */
export const readAdminProducts = async (db: Tx, ids: ReadonlyArray<number>): Promise<AdminProduct[]> => {
  if (ids.length === 0) return [];
  // Three queries for the whole page, not three per product: PGlite answers each on the event loop.
  const rows = await db.query<Omit<AdminProduct, "attributes" | "images" | "created_at" | "updated_at"> & { created_at: Date; updated_at: Date }>(
    `select id, uuid, slug, sku, title, description, price, old_price, max_per_order, stock, category_id, active, seo_title, seo_description, created_at, updated_at, version
       from products where id = any($1::int[])`,
    [ids],
  );
  const attributes = await db.query<AdminProduct["attributes"][number] & { product_id: number }>(
    "select product_id, key, value from product_attributes where product_id = any($1::int[]) order by position, key",
    [ids],
  );
  const images = await db.query<{ product_id: number; id: number; hash: string; width: number; height: number }>(
    "select pi.product_id, im.id, im.hash, im.width, im.height from product_images pi join images im on im.id = pi.image_id where pi.product_id = any($1::int[]) order by pi.position",
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const variants = await adminVariantsOf(db, ids);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        ...variants.get(id)!,
        attributes: attributes.filter((a) => a.product_id === id).map(({ key, value }) => ({ key, value })),
        images: images.filter((im) => im.product_id === id).map(({ product_id: _, ...image }) => storedImageJson(image)),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      },
    ];
  });
};

/** A product as the dashboard reads it, with every language; undefined when there is none. */
export const readAdminProduct = async (db: Tx, id: number): Promise<AdminProduct | undefined> => (await readAdminProducts(db, [id]))[0];

/** One page of the dashboard's product list and how many products match in all. */
export const adminProductPage = async (db: Tx, filter: ProductFilter): Promise<{ readonly products: AdminProduct[]; readonly total: number }> => {
  const where = [filter.nothing ? "false" : "true"];
  const params: unknown[] = [];
  for (const word of filter.words) {
    const p = params.push(`%${likeLiteral(word)}%`);
    where.push(`(p.search_text like $${p} or p.slug like $${p})`);
  }
  if (filter.categoryId !== undefined) {
    const p = params.push(filter.categoryId);
    where.push(`(p.category_id = $${p} or p.category_id in (select id from categories where parent_id = $${p}))`);
  }
  const [total] = await db.query<{ count: number }>(`select count(*)::int as count from products p where ${where.join(" and ")}`, params);
  const { sort, dir, page, perPage } = filter;
  const ids = await db.query<{ id: number }>(
    `select p.id from products p where ${where.join(" and ")} order by ${PRODUCT_SORTS[sort]} ${dir}, p.id ${dir} limit ${perPage} offset ${(page - 1) * perPage}`,
    params,
  );
  return {
    products: await readAdminProducts(
      db,
      ids.map((r) => r.id),
    ),
    total: total?.count ?? 0,
  };
};

/** What the rows a product refers to are: whether its slug and SKU are another's, its category exists, which images do. */
export interface ProductReferences {
  readonly slugTaken: boolean;
  readonly skuTaken: boolean;
  readonly categoryFound: boolean;
  readonly imageIds: ReadonlySet<number>;
  /** The kinds of the attribute keys the input names that the attribute dictionary has. */
  readonly attributeKinds: ReadonlyMap<string, AttributeKind>;
}

/** The references of a product's details (of product `id` when it is an edit). */
export const productReferences = async (tx: Tx, input: ProductDetails, id?: number): Promise<ProductReferences> => {
  // A SKU names one thing sold: another product's, or a variant's of another product, is taken.
  const [taken] = await tx.query<{ slug: boolean; sku: boolean }>(
    `select exists (select 1 from products where slug = $1 and id <> coalesce($3, 0)) as slug,
            exists (select 1 from products where sku = $2 and id <> coalesce($3, 0))
              or exists (select 1 from product_variants where sku = $2 and product_id <> coalesce($3, 0)) as sku`,
    [input.slug, input.sku.trim(), id ?? null],
  );
  const [category] = await tx.query("select 1 from categories where id = $1", [input.category_id]);
  return {
    slugTaken: taken?.slug === true,
    skuTaken: taken?.sku === true,
    categoryFound: category !== undefined,
    imageIds: await existingImageIds(tx, input.image_ids),
    attributeKinds: await attributeKinds(
      tx,
      input.attributes.map((a) => a.key),
    ),
  };
};

/** A product's own price, old price and stock (its variants' for one with variants), and whether it has variants. */
export interface StoredProduct {
  readonly price: number;
  readonly old_price: number | null;
  readonly stock: number;
  readonly has_variants: boolean;
}

/** A product's version, prices and stock and whether it has variants, locked until the transaction ends; undefined when there is none. */
export const lockProduct = async (tx: Tx, id: number): Promise<(StoredProduct & { readonly version: number }) | undefined> =>
  (
    await tx.query<StoredProduct & { version: number }>(
      `select version, price, old_price, stock, exists (select 1 from product_variants v where v.product_id = products.id) as has_variants
         from products where id = $1 for update`,
      [id],
    )
  )[0];

/** Products' versions, prices and stock and whether they have variants, locked until the transaction ends, by id (ids without a product left out). */
export const lockProducts = async (tx: Tx, ids: ReadonlyArray<number>): Promise<ReadonlyMap<number, StoredProduct & { readonly version: number }>> =>
  new Map(
    (
      await tx.query<StoredProduct & { id: number; version: number }>(
        `select id, version, stock, price, old_price, exists (select 1 from product_variants v where v.product_id = products.id) as has_variants
           from products where id = any($1::int[]) order by id for update`,
        [ids],
      )
    ).map(({ id, ...row }) => [id, row]),
  );

/** Sets a product's price, old price and stock, and moves its version on. */
export const setPriceAndStock = (tx: Tx, id: number, to: { readonly price: number; readonly old_price: number | null; readonly stock: number }) =>
  tx.query("update products set price = $2, old_price = $3, stock = $4, updated_at = now(), version = version + 1 where id = $1", [
    id,
    to.price,
    to.old_price,
    to.stock,
  ]);

/** Writes a new product with its parts; resolves with its id. */
export const insertProduct = async (tx: Tx, input: ProductInput): Promise<number> => {
  const [row] = await tx.query<{ id: number }>(
    `insert into products (slug, sku, title, description, price, old_price, stock, category_id, active, seo_title, seo_description, max_per_order)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
    [
      input.slug,
      input.sku.trim(),
      input.title,
      input.description,
      input.price,
      input.old_price,
      input.stock,
      input.category_id,
      input.active,
      input.seo_title ?? null,
      input.seo_description ?? null,
      input.max_per_order ?? null,
    ],
  );
  await writeProductParts(tx, row!.id, input);
  return row!.id;
};

/** Replaces a product's details and parts, adding `stockChange` to its stock as it is now, and moves its version on. */
export const updateProductRow = async (tx: Tx, id: number, input: ProductDetails, stockChange: number): Promise<void> => {
  await tx.query(
    `update products set slug = $2, sku = $3, title = $4, description = $5, price = $6, old_price = $7, stock = stock + $8, category_id = $9,
            active = $10, seo_title = $11, seo_description = $12, max_per_order = $13, updated_at = now(), version = version + 1 where id = $1`,
    [
      id,
      input.slug,
      input.sku.trim(),
      input.title,
      input.description,
      input.price,
      input.old_price,
      stockChange,
      input.category_id,
      input.active,
      input.seo_title ?? null,
      input.seo_description ?? null,
      input.max_per_order ?? null,
    ],
  );
  await writeProductParts(tx, id, input);
};

/** Writes a product's attributes, images and search text after its row changed. */
const writeProductParts = async (tx: Tx, id: number, input: ProductDetails): Promise<void> => {
  await tx.query("delete from product_attributes where product_id = $1", [id]);
  for (const [position, a] of input.attributes.entries()) {
    await tx.query("insert into product_attributes (product_id, key, value, position) values ($1, $2, $3, $4)", [id, a.key, a.value, position]);
  }
  await tx.query("delete from product_images where product_id = $1", [id]);
  for (const [position, imageId] of [...new Set(input.image_ids)].entries()) {
    await tx.query("insert into product_images (product_id, image_id, position) values ($1, $2, $3)", [id, imageId, position]);
  }
  await refreshSearchTexts(tx, { productId: id });
};

/** A translated text column in every language, for an SQL array (`p.title->>'ro', p.title->>'en', …`). */
const inEveryLanguage = (column: string): string => LOCALES.map((l) => `${column}->>'${l}'`).join(", ");

/**
 * Writes the search text of the products whose sources changed (see {@link productSearchText}): one
 * product, or every product of a category and of its subcategories (a category's names are in its
 * own products' texts and in those of its subcategories). Only texts that differ are written.
 */
export const refreshSearchTexts = async (tx: Tx, of: { readonly productId: number } | { readonly categoryId: number }): Promise<void> => {
  const [where, param] = "productId" in of ? ["p.id = $1", of.productId] : ["(c.id = $1 or c.parent_id = $1)", of.categoryId];
  const sources = await tx.query<{ id: number; sku: string; titles: Array<string | null>; categories: Array<string | null>; variant_skus: string[] }>(
    `select p.id, p.sku, array[${inEveryLanguage("p.title")}] as titles,
            array(select v.sku from product_variants v where v.product_id = p.id order by v.position, v.id) as variant_skus,
            array[${inEveryLanguage("c.name")}, ${inEveryLanguage("pc.name")}] as categories
       from products p join categories c on c.id = p.category_id left join categories pc on pc.id = c.parent_id where ${where}`,
    [param],
  );
  if (sources.length === 0) return;
  const texts = sources.map((s) =>
    productSearchText({
      sku: s.sku,
      titles: s.titles.map((t) => t ?? ""),
      categories: s.categories.filter((n): n is string => Boolean(n)),
      variantSkus: s.variant_skus,
    }),
  );
  await tx.query(
    `update products p set search_text = v.text from unnest($1::int[], $2::text[]) as v(id, text)
      where p.id = v.id and p.search_text is distinct from v.text`,
    [sources.map((s) => s.id), texts],
  );
};

/** Whether any order has a line of the product. */
export const isOrdered = async (db: Tx, id: number): Promise<boolean> =>
  (await db.query("select 1 from order_lines where product_id = $1 limit 1", [id])).length > 0;

/** Deletes a product; false when there was none. */
export const deleteProductRow = async (db: Tx, id: number): Promise<boolean> =>
  (await db.query("delete from products where id = $1 returning id", [id])).length > 0;

/** Which of `ids` are products. */
export const existingProductIds = async (db: Tx, ids: ReadonlyArray<number>): Promise<ReadonlySet<number>> =>
  new Set((await db.query<{ id: number }>("select id from products where id = any($1::int[])", [ids])).map((r) => r.id));
