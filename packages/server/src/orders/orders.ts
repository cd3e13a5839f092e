import { createHash } from "node:crypto";
import { cartTotals, type Charges, type CheckoutPayload, type CodeCharge, type Locale, type Order } from "@vitrina/core";
import type { Db, Tx } from "../db/db.js";
import { InvalidInput } from "../lib/errors.js";
import { issueAccessKey, newAccessKey } from "./access-key-data.js";
import { newOrderNumber } from "./order-number.js";
import { ORDER_COLUMNS, orderFromRow, type OrderRow, type PlacedOrder } from "./order-data.js";
import { CheckoutRejected, priceLines } from "./order-lines.js";

export { CheckoutRejected };

/** The Idempotency-Key was used before for another order body. */
export class IdempotencyMismatch extends InvalidInput {
  constructor() {
    super({ idempotencyKey: ["taken"] }, "This Idempotency-Key was used for another order.");
  }
}

const UNIQUE_VIOLATION = "23505";
const isUniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: string }).code === UNIQUE_VIOLATION &&
  String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message).includes(constraint);

/** A stable digest of what was ordered, to recognise a replay of the same request. */
export const requestHash = (payload: CheckoutPayload, locale: Locale): string =>
  createHash("sha256")
    .update(JSON.stringify([locale, payload, Object.keys(payload).sort()]))
    .digest("hex");

const findByKey = async (db: Pick<Db, "query">, key: string, hash: string): Promise<{ id: number; number: string } | undefined> => {
  const [row] = await db.query<{ id: number; number: string; request_hash: string }>("select id, number, request_hash from orders where idempotency_key = $1", [
    key,
  ]);
  if (!row) return undefined;
  if (row.request_hash !== hash) throw new IdempotencyMismatch();
  return row;
};

/** A placed order's number and the access key that opens its confirmation. */
export interface Placed {
  readonly orderNumber: string;
  readonly accessKey: string;
}

/**
 * A replay of a placed checkout gets a fresh key to the same order: the first key exists only as a
 * hash, and the shopper replaying (whose first answer was lost) must still be able to open the order.
 * Only a request with the same Idempotency-Key and the same body gets here.
 */
const replayed = async (db: Db, order: { id: number; number: string }): Promise<Placed> => ({
  orderNumber: order.number,
  accessKey: await issueAccessKey(db, order.id),
});

export { orderById, orderByNumber, type PlacedOrder } from "./order-data.js";

/**
 * Places an order: prices and stock from the database (never from the client), the delivery's cost from
 * `charges` (the shop's method settings), totals by core's `cartTotals`, the order, its lines,
 * the stock decrement and the first history entry in one transaction. Rows are locked in id order,
 * so concurrent checkouts queue instead of deadlocking, and a line asking for more than is left
 * fails the whole order. The order gets an access key in the same transaction. A replayed
 * Idempotency-Key answers the first order's number with a new key to it.
 */
export const placeOrder = async (
  db: Db,
  payload: CheckoutPayload,
  locale: Locale,
  idempotencyKey: string | undefined,
  charges: Charges,
  hooks: {
    /** Runs before a new order (not for a replay); throwing refuses it before any product is locked. */
    readonly admit?: () => Promise<void>;
    /**
     * Runs in the order's transaction once it is written (limits are counted and e-mails queued there);
     * throwing rolls the order back.
     */
    readonly onPlaced?: (tx: Tx, order: PlacedOrder, accessKey: string) => Promise<void>;
    /**
     * Judges the order's discount code in its transaction, once the products are locked and priced,
     * given the subtotal after discounts (MDL); throwing refuses the order. Its use is written with the order.
     */
    readonly discount?: CodeHook;
  } = {},
): Promise<Placed> => {
  const hash = requestHash(payload, locale);
  if (idempotencyKey) {
    const existing = await findByKey(db, idempotencyKey, hash);
    if (existing) return replayed(db, existing);
  }
  await hooks.admit?.();
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const accessKey = newAccessKey();
        const order = await insertOrder(tx, { payload, locale, idempotencyKey, hash, accessKeyHash: accessKey.hash, charges, discount: hooks.discount });
        await hooks.onPlaced?.(tx, order, accessKey.key);
        return { orderNumber: order.number, accessKey: accessKey.key };
      });
    } catch (error) {
      if (idempotencyKey && isUniqueViolation(error, "idempotency_key")) {
        // Another request with the same key committed first: answer its order.
        const existing = await findByKey(db, idempotencyKey, hash);
        if (existing) return replayed(db, existing);
      }
      if (isUniqueViolation(error, "number") && attempt < 3) continue;
      throw error;
    }
  }
};

/** A new order as {@link insertOrder} writes it: the checkout, its request's hash and the hash of its first access key. */
interface NewOrder {
  readonly payload: CheckoutPayload;
  readonly locale: Locale;
  readonly idempotencyKey: string | undefined;
  readonly hash: string;
  readonly accessKeyHash: string;
  /** What the order adds to its lines: the chosen delivery's charge. */
  readonly charges: Charges;
  readonly discount: CodeHook | undefined;
}

/** A discount code an order uses: its row, its text (upper case) and what it takes off. */
export type CodeHook = (tx: Tx, goods: number) => Promise<{ readonly id: number; readonly code: string; readonly charge: CodeCharge } | undefined>;

const insertOrder = async (tx: Tx, { payload, locale, idempotencyKey, hash, accessKeyHash, charges, discount }: NewOrder): Promise<PlacedOrder> => {
  const priced = await priceLines(tx, payload, locale);
  const lines = priced.map((p) => p.line);
  // What the order takes of each product's own stock (the sum of its lines) and of each variant's.
  const fromProducts = new Map<number, number>();
  for (const p of priced) fromProducts.set(p.productId, (fromProducts.get(p.productId) ?? 0) + p.quantity);
  const fromVariants = priced.flatMap((p) => (p.variantId === undefined ? [] : [{ id: p.variantId, quantity: p.quantity }]));
  const code = await discount?.(tx, cartTotals(lines).total);
  const totals = cartTotals(lines, { ...charges, code: code?.charge });
  // One statement, one round trip while the products stay locked: the order, its first history
  // entry, its lines, the stock they take and its access key.
  const [row] = await tx.query<OrderRow & { taken: number }>(
    `with o as (
       insert into orders (number, locale, payment_method, delivery_method, client_note, email, phone, billing_address, delivery_address,
                           subtotal, discount, delivery, total, idempotency_key, request_hash, discount_code, code_discount)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $20, $22) returning *),
     h as (insert into order_history (order_id, from_status, to_status) select id, null, 'new' from o),
     l as (insert into order_lines (order_id, position, product_id, slug, sku, title, price, old_price, quantity, total, variant_id, variant)
           select o.id, l.position, l.product_id, l.slug, l.sku, l.title, l.price, l.old_price, l.quantity, l.total, l.variant_id, l.variant
             from o, jsonb_to_recordset($16::jsonb)
                  as l(position int, product_id int, slug text, sku text, title text, price numeric, old_price numeric, quantity int, total numeric,
                       variant_id int, variant text)),
     -- The rows are locked and their stock checked above; the conditions keep stock from ever going below zero.
     s as (update products p set stock = p.stock - a.quantity from unnest($17::int[], $18::int[]) as a(id, quantity)
            where p.id = a.id and p.stock >= a.quantity returning p.id),
     sv as (update product_variants v set stock = v.stock - a.quantity from unnest($23::int[], $24::int[]) as a(id, quantity)
             where v.id = a.id and v.stock >= a.quantity returning v.id),
     k as (insert into order_access_keys (key_hash, order_id) select $19, id from o),
     u as (insert into discount_code_uses (code_id, order_id, email) select $21, id, lower(email) from o where $21::int is not null)
     select ${ORDER_COLUMNS}, (select count(*)::int from s) + (select count(*)::int from sv) as taken from o`,
    [
      newOrderNumber(),
      locale,
      payload.paymentMethod,
      payload.deliveryMethod,
      payload.clientNote?.trim() || null,
      payload.contactDetails.email.trim(),
      payload.contactDetails.phone.trim(),
      payload.billingAddress,
      payload.deliveryAddress ?? null,
      totals.subtotal,
      totals.discount,
      totals.delivery,
      totals.total,
      idempotencyKey ?? null,
      hash,
      JSON.stringify(lines.map((line, position) => ({ ...line, position }))),
      [...fromProducts.keys()],
      [...fromProducts.values()],
      accessKeyHash,
      code?.code ?? null,
      code?.id ?? null,
      totals.code_discount,
      fromVariants.map((v) => v.id),
      fromVariants.map((v) => v.quantity),
    ],
    { prepared: true },
  );
  // Never short after the checks above while the rows stay locked; a statement that took less than asked must not commit.
  if (row!.taken !== fromProducts.size + fromVariants.length) throw new CheckoutRejected({ products: ["out_of_stock"] });
  return orderFromRow(row!, lines);
};
