import type { Tx } from "../db/db.js";
import { selectionConditions, type OrderSelection } from "./staff-order-data.js";

// The orders table as the accountant's export reads it: one row per order line, a batch of orders at a time.

/** One order line with its order, as the export writes it: amounts as numeric(12,2) texts ("349.90"). */
export interface ExportLine {
  readonly order_id: number;
  readonly number: string;
  /** When the order was placed, in the shop's time zone: `2026-03-01 14:05`. */
  readonly placed: string;
  readonly status: string;
  readonly payment_method: string;
  readonly payment_status: string;
  readonly delivery_method: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly country: string;
  readonly city: string;
  readonly address: string;
  readonly sku: string;
  readonly title_ro: string;
  /** The variant sold, as the order's language named it; null for a product without options. */
  readonly variant: string | null;
  readonly quantity: number;
  readonly price: string;
  readonly line_total: string;
  readonly subtotal: string;
  readonly discount: string;
  readonly code_discount: string;
  readonly delivery: string;
  readonly total: string;
}

/** The newest order's id now: an export ends there, so orders placed while it runs do not make it longer. */
export const lastOrderId = async (db: Tx): Promise<number> =>
  (await db.query<{ id: number }>("select coalesce(max(id), 0)::int as id from orders"))[0]?.id ?? 0;

/**
 * The lines of at most `orders` orders of a selection with ids after `afterId` and up to `lastId`,
 * oldest first and each order's lines in their order; dates in `timeZone`. The title is the
 * Romanian one: the line's own when the order was placed in Romanian, else the product's (the
 * line's, in the shopper's language, when the product has none).
 */
export const exportBatch = (db: Tx, selection: OrderSelection, timeZone: string, afterId: number, lastId: number, orders: number): Promise<ExportLine[]> => {
  const { where, params } = selectionConditions(selection);
  const after = params.push(afterId);
  const last = params.push(lastId);
  const zone = params.push(timeZone);
  return db.query<ExportLine>(
    `select o.id as order_id, o.number, to_char(o.created_at at time zone $${zone}, 'YYYY-MM-DD HH24:MI') as placed, o.status, o.payment_method, o.payment_status,
            o.delivery_method, (o.billing_address->>'firstName') || ' ' || (o.billing_address->>'lastName') as name, o.phone, o.email,
            upper(o.billing_address->>'country') as country, o.billing_address->>'city' as city, o.billing_address->>'address' as address,
            l.sku, coalesce(case when o.locale = 'ro' then l.title end, nullif(p.title->>'ro', ''), l.title) as title_ro, l.variant, l.quantity,
            l.price::text as price, l.total::text as line_total, o.subtotal::text as subtotal, o.discount::text as discount,
            o.code_discount::text as code_discount, o.delivery::text as delivery, o.total::text as total
       from (select * from orders o where ${where} and o.id > $${after} and o.id <= $${last} order by o.id limit ${orders}) o
       join order_lines l on l.order_id = o.id
       left join products p on p.id = l.product_id
      order by o.id, l.position`,
    params,
  );
};
