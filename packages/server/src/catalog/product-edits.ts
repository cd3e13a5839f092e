import {
  addError,
  type AdminProduct,
  type AdminProductListQuery,
  type FieldErrors,
  type OptionInput,
  type ProductInput,
  type ProductUpdate,
  type VariantInput,
} from "@vitrina/core";
import { writeAuditEntry } from "../audit/summary-data.js";
import type { Db, Tx } from "../db/db.js";
import { existingImageIds } from "./image-data.js";
import { matchVariants, storedVariants, takenSkus, variantAuditState, writeVariants } from "./variant-edit-data.js";
import { pricedByVariants, variantErrors, type VariantRefs } from "./variant-rules.js";
import { pageOf } from "../lib/list-query.js";
import { InUse, InvalidInput, NotFound } from "../lib/errors.js";
import { saveVersionedEdit } from "../lib/versioned-edit.js";
import {
  adminProductPage,
  deleteProductRow,
  insertProduct,
  isOrdered,
  lockProduct,
  type ProductDetails,
  type ProductFilter,
  productReferences,
  type ProductReferences,
  readAdminProduct,
  refreshSearchTexts,
  updateProductRow,
} from "./product-data.js";
import { queryWords } from "./search.js";
import { foldSearchText } from "./search-text.js";

/**
 * The dashboard's product list query as a filter: the search split into words as the storefront's is
 * (folded: no diacritics, Cyrillic transliterated), each to be found in the title in any language,
 * the category names, the SKU or the slug.
 */
export const productFilter = (query: AdminProductListQuery): ProductFilter => {
  const words = queryWords(foldSearchText(query.search));
  return {
    words,
    // A search of no letters or digits ("%", "_") finds nothing, as the storefront's does.
    nothing: query.search !== "" && words.length === 0,
    categoryId: query.category_id,
    sort: query.sort,
    dir: query.dir,
    page: query.page,
    perPage: query.perPage,
  };
};

/**
 * Field errors of a product's details, given the rows they refer to: a slug or SKU another product
 * has, a category or image that does not exist, an old price not above the price, an attribute key
 * given twice or missing from the attribute dictionary, a number attribute's value that is not a number
 * and a text attribute's that is one.
 */
export const productErrors = (input: ProductDetails, refs: ProductReferences): FieldErrors => {
  const errors: Record<string, string[]> = {};
  if (refs.slugTaken) addError(errors, "slug", "taken");
  if (refs.skuTaken) addError(errors, "sku", "taken");
  if (!refs.categoryFound) addError(errors, "category_id", "not_found");
  if (input.old_price !== null && input.old_price <= input.price) addError(errors, "old_price", "min");
  for (const [i, imageId] of input.image_ids.entries()) if (!refs.imageIds.has(imageId)) addError(errors, `image_ids.${i}`, "not_found");
  const keys = new Set<string>();
  for (const [i, a] of input.attributes.entries()) {
    const kind = refs.attributeKinds.get(a.key);
    if (kind === undefined) addError(errors, `attributes.${i}.key`, "not_found");
    else if ((kind === "number") !== (typeof a.value === "number")) addError(errors, `attributes.${i}.value`, "type");
    if (keys.has(a.key)) addError(errors, `attributes.${i}.key`, "taken");
    else keys.add(a.key);
  }
  return errors;
};

/**
 * Field errors of a product's edit: those of its details, and a stock correction that would take the
 * stock as it is now below zero. The correction applies to the current stock, so units sold while the
 * form was open stay sold, and a removal larger than what is left is refused, never clamped.
 */
export const productUpdateErrors = (input: ProductUpdate, refs: ProductReferences, currentStock: number): FieldErrors => {
  const errors = productErrors(input, refs) as Record<string, string[]>;
  if (currentStock + (input.stock_change ?? 0) < 0) addError(errors, "stock_change", "min");
  return errors;
};

/**
 * Creates a product (422 with the field errors of its references, options and variants); resolves
 * with its id. A product with variants takes its price, old price and stock from them.
 */
export const createProduct = (db: Db, input: ProductInput): Promise<number> =>
  db.transaction(async (tx) => {
    const priced = pricedByVariants(input, input.stock, { price: input.price, old_price: input.old_price, stock: 0, has_variants: false });
    const errors = { ...productErrors(input, await productReferences(tx, input)), ...variantErrors(input, await variantReferences(tx, input)) };
    if (Object.keys(errors).length > 0) throw new InvalidInput(errors);
    const id = await insertProduct(tx, { ...priced.details, stock: priced.stockChange });
    if (input.options !== undefined) await saveVariants(tx, id, input.options, input.variants ?? []);
    return id;
  });

/**
 * Saves a product's edit made from version `read` (404, 409, 422 as {@link saveVersionedEdit} judges).
 * Its options and variants, when the edit gives them, replace the product's (see {@link saveVariants});
 * a product with variants takes its price, old price and stock from them ({@link pricedByVariants}).
 */
export const updateProduct = (db: Db, id: number, read: number, input: ProductUpdate): Promise<void> =>
  saveVersionedEdit(db, read, {
    notFound: "Product not found.",
    lock: (tx) => lockProduct(tx, id),
    check: async (tx, current) => ({
      ...productUpdateErrors(input, await productReferences(tx, input, id), current.stock),
      ...variantErrors(input, await variantReferences(tx, input, id)),
      ...pricedByVariants(input, input.stock_change ?? 0, current).errors,
    }),
    write: async (tx, current) => {
      const priced = pricedByVariants(input, input.stock_change ?? 0, current);
      await updateProductRow(tx, id, priced.details, priced.stockChange);
      if (input.options !== undefined) await saveVariants(tx, id, input.options, input.variants ?? []);
    },
  });

/** What a product's variants refer to: the SKUs others hold, the pictures that exist. */
export const variantReferences = async (tx: Tx, input: ProductDetails, id?: number): Promise<VariantRefs> => {
  const variants = input.variants ?? [];
  // A variant the edit leaves out that an order names stays, inactive, with its SKU.
  const stored = id === undefined ? [] : await storedVariants(tx, id);
  const kept = new Set(matchVariants(stored, variants));
  const staying = stored.filter((v) => v.ordered && !kept.has(v));
  return {
    skusTaken: new Set([
      ...(await takenSkus(
        tx,
        variants.map((v) => v.sku.trim()),
        id,
      )),
      ...staying.map((v) => v.sku),
    ]),
    imageIds: await existingImageIds(
      tx,
      variants.flatMap((v) => (v.image_id === null ? [] : [v.image_id])),
    ),
    productSku: input.sku,
  };
};

/**
 * Writes a product's options and variants ({@link writeVariants}) and, when they changed, one audit
 * entry of the product naming each variant by its options ("Mărime: M") with what changed of it.
 */
const saveVariants = async (tx: Tx, id: number, options: ReadonlyArray<OptionInput>, variants: ReadonlyArray<VariantInput>): Promise<void> => {
  const before = await variantAuditState(tx, id);
  await writeVariants(tx, id, options, variants);
  await refreshSearchTexts(tx, { productId: id });
  const after = await variantAuditState(tx, id);
  if (JSON.stringify(before) !== JSON.stringify(after)) await writeAuditEntry(tx, { entity: "products", entityId: String(id) }, "update", before, after);
};

/** Deletes a product nobody ordered (409 for one in orders: it is made inactive instead; 404 for none). */
export const deleteProduct = async (db: Db, id: number): Promise<void> => {
  if (await isOrdered(db, id)) throw new InUse("This product is part of orders; make it inactive instead of deleting it.");
  if (!(await deleteProductRow(db, id))) throw new NotFound("Product not found.");
};

/** A page of the dashboard's product list, `filter`'s paging applied. */
export const productList = async (db: Db, filter: ProductFilter) => {
  const { products, total } = await adminProductPage(db, filter);
  return pageOf(products, filter.page, filter.perPage, total);
};

/** A product as the dashboard edits it, every language; {@link NotFound} when there is none. */
export const staffProduct = async (db: Db, id: number): Promise<AdminProduct> => {
  const product = await readAdminProduct(db, id);
  if (!product) throw new NotFound("Product not found.");
  return product;
};
