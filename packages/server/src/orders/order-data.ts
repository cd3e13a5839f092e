import type { Order, OrderLine } from "@vitrina/core";
import type { Db } from "../db/db.js";

// Orders as their answers carry them: the row's columns, with the lines, as core's Order.

/** An order as {@link orderJson} answers it, with its row id. */
export type PlacedOrder = Order & { readonly id: number };

export interface OrderRow {
  id: number;
  number: string;
  status: Order["status"];
  payment_status: Order["payment_status"];
  paid_at: Date | string | null;
  created_at: Date | string;
  locale: string;
  currency: string;
  payment_method: Order["paymentMethod"];
  delivery_method: Order["deliveryMethod"];
  client_note: string | null;
  email: string;
  phone: string;
  billing_address: Order["billingAddress"];
  delivery_address: Order["deliveryAddress"];
  subtotal: number;
  discount: number;
  delivery: number;
  total: number;
  discount_code: string | null;
  code_discount: number;
}

/** The columns {@link orderJson} needs. */
export const ORDER_COLUMNS = `o.id, o.number, o.status, o.payment_status, o.paid_at, o.created_at, o.locale, o.currency, o.payment_method, o.delivery_method, o.client_note,
  o.email, o.phone, o.billing_address, o.delivery_address, o.subtotal, o.discount, o.delivery, o.total,
  o.discount_code, o.code_discount`;

/** An order as its confirmation page shows it: what the shopper typed, the lines and totals. */
const orderJson = async (db: Pick<Db, "query">, row: OrderRow): Promise<PlacedOrder> =>
  orderFromRow(
    row,
    (
      await db.query<Omit<OrderLine, "variant_id" | "variant"> & { variant_id: number | null; variant: string | null }>(
        "select product_id, slug, sku, title, price, old_price, quantity, total, variant_id, variant from order_lines where order_id = $1 order by position",
        [row.id],
      )
    ).map(({ variant_id, variant, ...line }) => (variant_id === null ? line : { ...line, variant_id, variant: variant ?? "" })),
  );

/** An order from its row and its lines. */
export const orderFromRow = (row: OrderRow, lines: Order["lines"]): PlacedOrder => ({
  id: row.id,
  number: row.number,
  status: row.status,
  payment_status: row.payment_status,
  paid_at: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
  created_at: new Date(row.created_at).toISOString(),
  locale: row.locale,
  currency: row.currency,
  paymentMethod: row.payment_method,
  deliveryMethod: row.delivery_method,
  clientNote: row.client_note,
  contactDetails: { email: row.email, phone: row.phone },
  billingAddress: row.billing_address,
  deliveryAddress: row.delivery_address,
  lines,
  totals: { subtotal: row.subtotal, discount: row.discount, code_discount: row.code_discount, delivery: row.delivery, total: row.total },
  discountCode: row.discount_code,
});

/** The order with a number, or undefined. */
export const orderByNumber = async (db: Pick<Db, "query">, number: string): Promise<PlacedOrder | undefined> => {
  const [row] = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from orders o where o.number = $1`, [number]);
  return row ? orderJson(db, row) : undefined;
};

/** The order with a row id, or undefined. */
export const orderById = async (db: Pick<Db, "query">, id: number): Promise<PlacedOrder | undefined> => {
  const [row] = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from orders o where o.id = $1`, [id]);
  return row ? orderJson(db, row) : undefined;
};
