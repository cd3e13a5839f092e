import { DEFAULT_LOCALE, lineKey, lineTotal, type CheckoutPayload, type Locale, type Order } from "@vitrina/core";
import { NOT_AVAILABLE } from "../catalog/availability.js";
import { unitOf } from "../catalog/line-units.js";
import { variantLabelSql } from "../catalog/variant-data.js";
import type { Tx } from "../db/db.js";
import { InvalidInput } from "../lib/errors.js";
import { maxPerOrderColumn } from "../shop/settings-data.js";

// A checkout's lines priced from the database, with their products and variants locked for the
// order's transaction: what each line sells (decisions.md "Products with variants"), at its price,
// within its stock and one order's limit.

/**
 * A checkout the database refused for the shopper's reasons (stock, unknown products or variants):
 * field errors, and the units each line refused for its quantity may hold, by the line's key ("12",
 * "12:40"): those left, or one order's limit when lower.
 */
export class CheckoutRejected extends InvalidInput {
  constructor(errors: Record<string, string[]>, stock: Record<string, number> = {}) {
    super(errors, NOT_AVAILABLE, stock);
  }
}

interface ProductRow {
  id: number;
  slug: string;
  sku: string;
  title: string;
  price: number;
  old_price: number | null;
  stock: number;
  max_per_order: number;
  has_variants: boolean;
}

interface VariantRow {
  id: number;
  product_id: number;
  sku: string;
  price: number;
  old_price: number | null;
  stock: number;
  label: string;
}

/** A line of a checkout as it is sold: its snapshot for the order, and the rows whose stock it takes. */
export interface PricedLine {
  readonly line: Order["lines"][number];
  readonly productId: number;
  readonly variantId: number | undefined;
  readonly quantity: number;
}

/**
 * The checkout's lines priced from the database, their products and then their variants locked in
 * id order (so concurrent checkouts queue instead of deadlocking). Throws {@link CheckoutRejected}
 * for a line whose product or variant is not sold ({@link unitOf}) or whose quantity is over one
 * order's limit or the stock of what it sells, with the units it may hold. An order line snapshots
 * its variant: its id, its label in the order's language ("Mărime: M") and its SKU.
 */
export const priceLines = async (tx: Tx, payload: CheckoutPayload, locale: Locale): Promise<PricedLine[]> => {
  const lines = payload.products;
  const rows = await tx.query<ProductRow>(
    `select id, slug, sku, coalesce(nullif(title->>$2, ''), title->>'${DEFAULT_LOCALE}') as title, price, old_price, stock,
            ${maxPerOrderColumn("products")} as max_per_order, exists (select 1 from product_variants v where v.product_id = products.id) as has_variants
       from products where id = any($1::int[]) and active order by id for update`,
    [[...new Set(lines.map((p) => p.id))].sort((a, b) => a - b), locale],
    { prepared: true },
  );
  const variantIds = [...new Set(lines.flatMap((l) => (l.variant_id === undefined ? [] : [l.variant_id])))].sort((a, b) => a - b);
  const variantRows =
    variantIds.length === 0
      ? []
      : await tx.query<VariantRow>(
          `select v.id, v.product_id, v.sku, v.price, v.old_price, v.stock, ${variantLabelSql(locale)} as label
             from product_variants v where v.id = any($1::int[]) and v.active order by v.id for update`,
          [variantIds],
        );
  const products = new Map(rows.map((r) => [r.id, r]));
  const variants = new Map(variantRows.map((r) => [r.id, r]));
  const errors: Record<string, string[]> = {};
  const may: Record<string, number> = {};
  const priced = lines.flatMap((line, i): PricedLine[] => {
    const unit = unitOf(line, products, variants);
    if (unit.kind === "refused") {
      errors[`products.${i}.${unit.field}`] = [unit.error];
      return [];
    }
    const product = unit.product;
    const sold = unit.kind === "variant" ? unit.variant : product;
    // A line over one order's limit (max_per_order) or over the stock is refused, with the units it may
    // hold: the limit (or the stock, when lower) and the stock.
    const refusal = line.quantity > product.max_per_order ? "max_per_order" : line.quantity > sold.stock ? "out_of_stock" : undefined;
    if (refusal) {
      errors[`products.${i}.quantity`] = [refusal];
      may[lineKey(line)] = refusal === "max_per_order" ? Math.min(product.max_per_order, sold.stock) : sold.stock;
      return [];
    }
    const variant = unit.kind === "variant" ? { variant_id: unit.variant.id, variant: unit.variant.label } : {};
    const snapshot = { price: sold.price, old_price: sold.old_price, quantity: line.quantity };
    return [
      {
        line: { product_id: product.id, slug: product.slug, sku: sold.sku, title: product.title, ...snapshot, total: lineTotal(snapshot), ...variant },
        productId: product.id,
        variantId: unit.kind === "variant" ? unit.variant.id : undefined,
        quantity: line.quantity,
      },
    ];
  });
  if (Object.keys(errors).length > 0) throw new CheckoutRejected(errors, may);
  return priced;
};
