import { createHash } from "node:crypto";
import { cartTotals, type CheckoutPayload, type Locale, type Order } from "@vitrina/core";
import type { Db, Tx } from "../db/db.js";
import { newOrderNumber } from "./order-number.js";

/** A checkout the database refused for the shopper's reasons (stock, unknown products): field errors. */
export class CheckoutRejected extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super("checkout rejected");
  }
}

/** The Idempotency-Key was used before for another order body. */
export class IdempotencyMismatch extends Error {}

const UNIQUE_VIOLATION = "23505";
const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: string }).code === UNIQUE_VIOLATION && String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message).includes(constraint);

/** A stable digest of what was ordered, to recognise a replay of the same request. */
export const requestHash = (payload: CheckoutPayload, locale: Locale): string =>
  createHash("sha256").update(JSON.stringify([locale, payload, Object.keys(payload).sort()])).digest("hex");

const findByKey = async (db: Pick<Db, "query">, key: string, hash: string): Promise<string | undefined> => {
  const [row] = await db.query<{ number: string; request_hash: string }>("select number, request_hash from orders where idempotency_key = $1", [key]);
  if (!row) return undefined;
  if (row.request_hash !== hash) throw new IdempotencyMismatch();
  return row.number;
};

/**
 * Places an order: prices and stock from the database (never from the client), the order, its lines,
 * the stock decrement and the first history entry in one transaction. Rows are locked in id order,
 * so concurrent checkouts queue instead of deadlocking, and a line asking for more than is left
 * fails the whole order. A replayed Idempotency-Key answers the first order's number.
 */
export const placeOrder = async (
  db: Db,
  payload: CheckoutPayload,
  locale: Locale,
  idempotencyKey: string | undefined,
  /** Runs in the order's transaction once it is written (its e-mails are queued there). */
  onPlaced: (tx: Tx, orderNumber: string) => Promise<void> = async () => undefined,
): Promise<string> => {
  const hash = requestHash(payload, locale);
  if (idempotencyKey) {
    const existing = await findByKey(db, idempotencyKey, hash);
    if (existing) return existing;
  }
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const number = await insertOrder(tx, payload, locale, idempotencyKey, hash);
        await onPlaced(tx, number);
        return number;
      });
    } catch (error) {
      if (idempotencyKey && isUniqueViolation(error, "idempotency_key")) {
        // Another request with the same key committed first: answer its order.
        const existing = await findByKey(db, idempotencyKey, hash);
        if (existing) return existing;
      }
      if (isUniqueViolation(error, "number") && attempt < 3) continue;
      throw error;
    }
  }
};

interface ProductRow {
  id: number;
  slug: string;
  sku: string;
  title: string;
  price: number;
  old_price: number | null;
  stock: number;
}

const insertOrder = async (tx: Tx, payload: CheckoutPayload, locale: Locale, idempotencyKey: string | undefined, hash: string): Promise<string> => {
  const ids = [...new Set(payload.products.map((p) => p.id))].sort((a, b) => a - b);
  const rows = await tx.query<ProductRow>(
    `select id, slug, sku, coalesce(nullif(title->>$2, ''), title->>'ro') as title, price, old_price, stock
       from products where id = any($1::int[]) and active order by id for update`,
    [ids, locale],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors: Record<string, string[]> = {};
  payload.products.forEach((line, i) => {
    const product = byId.get(line.id);
    if (!product) errors[`products.${i}.id`] = ["not_found"];
    else if (product.stock < line.quantity) errors[`products.${i}.quantity`] = ["out_of_stock"];
  });
  if (Object.keys(errors).length > 0) throw new CheckoutRejected(errors);

  const lines = payload.products.map((line) => ({ ...byId.get(line.id)!, quantity: line.quantity }));
  const totals = cartTotals(lines);
  const number = newOrderNumber();
  // The order and its first history entry in one statement (one round trip fewer per order).
  const [order] = await tx.query<{ id: number }>(
    `with o as (
       insert into orders (number, locale, payment_method, delivery_method, client_note, email, phone, billing_address, delivery_address,
                           subtotal, discount, delivery, total, idempotency_key, request_hash)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id),
     h as (insert into order_history (order_id, from_status, to_status) select id, null, 'new' from o)
     select id from o`,
    [number, locale, payload.paymentMethod, payload.deliveryMethod, payload.clientNote?.trim() || null, payload.contactDetails.email.trim(),
      payload.contactDetails.phone.trim(), payload.billingAddress, payload.deliveryAddress ?? null,
      totals.subtotal, totals.discount, totals.delivery, totals.total, idempotencyKey ?? null, hash],
  );
  for (const [position, line] of lines.entries()) {
    const lineTotal = cartTotals([line]).total;
    await tx.query(
      `insert into order_lines (order_id, position, product_id, slug, sku, title, price, old_price, quantity, total)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [order!.id, position, line.id, line.slug, line.sku, line.title, line.price, line.old_price, line.quantity, lineTotal],
    );
    // The row is locked and its stock checked above; the condition keeps stock from ever going below zero.
    const updated = await tx.query("update products set stock = stock - $2 where id = $1 and stock >= $2 returning id", [line.id, line.quantity]);
    if (updated.length === 0) throw new CheckoutRejected({ [`products.${position}.quantity`]: ["out_of_stock"] });
  }
  return number;
};

interface OrderRow {
  id: number;
  number: string;
  status: Order["status"];
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
}

/** The columns {@link orderJson} needs. */
export const ORDER_COLUMNS = `o.id, o.number, o.status, o.created_at, o.locale, o.currency, o.payment_method, o.delivery_method, o.client_note,
  o.email, o.phone, o.billing_address, o.delivery_address, o.subtotal, o.discount, o.delivery, o.total`;

/** An order as its confirmation page shows it: what the shopper typed, the lines and totals. */
export const orderJson = async (db: Pick<Db, "query">, row: OrderRow): Promise<Order & { readonly id: number }> => {
  const lines = await db.query<Order["lines"][number]>(
    "select product_id, slug, sku, title, price, old_price, quantity, total from order_lines where order_id = $1 order by position",
    [row.id],
  );
  return {
    id: row.id,
    number: row.number,
    status: row.status,
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
    totals: { subtotal: row.subtotal, discount: row.discount, delivery: row.delivery, total: row.total },
  };
};

/** The order with a number, or undefined. */
export const orderByNumber = async (db: Pick<Db, "query">, number: string): Promise<(Order & { readonly id: number }) | undefined> => {
  const [row] = await db.query<OrderRow>(`select ${ORDER_COLUMNS} from orders o where o.number = $1`, [number]);
  return row ? orderJson(db, row) : undefined;
};
