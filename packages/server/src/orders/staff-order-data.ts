import {
  DEFAULT_LOCALE,
  type AdminOrder,
  type AdminOrderSummary,
  type DeliveryMethod,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { likeLiteral } from "../lib/list-query.js";

// The orders tables as the dashboard reads and changes them: the list, the status history, the overview's figures.

/** Products with this many units or fewer are "low on stock" in the overview. */
export const LOW_STOCK = 3;

/** Which orders the dashboard's list and its export select, conditions already checked. */
export interface OrderSelection {
  readonly status: OrderStatus | undefined;
  readonly paymentStatus: PaymentStatus | undefined;
  readonly paymentMethod: PaymentMethod | undefined;
  /** SQL conditions on `o.created_at`, their values in `params` (lib/list-query.ts `dateRange`). */
  readonly dates: ReadonlyArray<string>;
  readonly params: ReadonlyArray<unknown>;
  /** Text found in the number, e-mail, phone or last name, trimmed; a phone in any form also meets the order's. */
  readonly search: string;
  readonly phoneLike: boolean;
}

/** Which orders the dashboard's list shows: a selection, one page of it. */
export interface OrderFilter extends OrderSelection {
  readonly page: number;
  readonly perPage: number;
}

/** The SQL conditions on `orders o` of a selection, with their values (a copy of its `params` and more pushed after them). */
export const selectionConditions = (selection: OrderSelection): { readonly where: string; readonly params: unknown[] } => {
  const params = [...selection.params];
  const where = ["true"];
  if (selection.status) where.push(`o.status = $${params.push(selection.status)}`);
  if (selection.paymentStatus) where.push(`o.payment_status = $${params.push(selection.paymentStatus)}`);
  if (selection.paymentMethod) where.push(`o.payment_method = $${params.push(selection.paymentMethod)}`);
  where.push(...selection.dates);
  if (selection.search) {
    const p = params.push(`%${likeLiteral(selection.search.toLowerCase())}%`);
    const matches = [`lower(o.number) like $${p}`, `lower(o.email) like $${p}`, `o.phone like $${p}`, `lower(o.billing_address->>'lastName') like $${p}`];
    // A phone in any form meets the order's phone in any form (migration 020 keys both the same way).
    if (selection.phoneLike) matches.push(`o.phone_key like '%' || vitrina_phone_key($${params.push(selection.search)}) || '%'`);
    where.push(`(${matches.join(" or ")})`);
  }
  return { where: where.join(" and "), params };
};

/** One page of the dashboard's order list, newest first, and how many orders match in all. */
export const staffOrderPage = async (db: Tx, filter: OrderFilter): Promise<{ readonly rows: AdminOrderSummary[]; readonly total: number }> => {
  const { where, params } = selectionConditions(filter);
  const [total] = await db.query<{ count: number }>(`select count(*)::int as count from orders o where ${where}`, params);
  const rows = await db.query<AdminOrderSummary & { created_at: Date | string }>(
    `select o.id, o.number, o.status, o.payment_status, o.payment_method, o.delivery_method, o.created_at, (o.billing_address->>'firstName') || ' ' || (o.billing_address->>'lastName') as customer,
            o.email, o.phone, o.total, (select coalesce(sum(quantity), 0)::int from order_lines l where l.order_id = o.id) as items
       from orders o where ${where} order by o.created_at desc, o.id desc limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage}`,
    params,
  );
  return { rows: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })), total: total?.count ?? 0 };
};

/** An order's status changes, oldest first, with who made each. */
export const orderHistory = async (db: Tx, id: number): Promise<AdminOrder["history"]> => {
  const rows = await db.query<{ from: OrderStatus | null; to: OrderStatus; at: Date | string; by: string | null; by_shop: boolean }>(
    `select h.from_status as from, h.to_status as to, h.at, s.name as by, h.by_shop from order_history h left join staff s on s.id = h.staff_id
      where h.order_id = $1 order by h.at, h.id`,
    [id],
  );
  return rows.map((h) => ({ ...h, at: new Date(h.at).toISOString() }));
};

/** An order's staff notes, oldest first, with who wrote each. */
export const orderNotes = async (db: Tx, id: number): Promise<AdminOrder["notes"]> => {
  const rows = await db.query<{ id: number; text: string; at: Date | string; by: string | null }>(
    "select n.id, n.text, n.at, s.name as by from order_notes n left join staff s on s.id = n.staff_id where n.order_id = $1 order by n.at, n.id",
    [id],
  );
  return rows.map((n) => ({ ...n, at: new Date(n.at).toISOString() }));
};

/** Writes a staff note on an order, as staff member `staffId`. */
export const insertOrderNote = async (tx: Tx, id: number, text: string, staffId: number): Promise<void> => {
  await tx.query("insert into order_notes (order_id, staff_id, text) values ($1, $2, $3)", [id, staffId, text]);
};

/** What the rules of an order's status and payment changes look at. */
export interface OrderState {
  readonly status: OrderStatus;
  readonly payment_status: PaymentStatus;
  readonly paymentMethod: PaymentMethod;
  readonly deliveryMethod: DeliveryMethod;
}

/** An order's statuses and methods, locked until the transaction ends; undefined when there is none. */
export const lockOrderState = async (tx: Tx, id: number): Promise<OrderState | undefined> =>
  (
    await tx.query<OrderState>(
      `select status, payment_status, payment_method as "paymentMethod", delivery_method as "deliveryMethod" from orders where id = $1 for update`,
      [id],
    )
  )[0];

/**
 * Gives an order a new status and records the change in its history, as made by `staffId` (null:
 * the shop itself, as the cancel of unpaid transfers).
 */
export const writeOrderStatus = async (tx: Tx, id: number, from: OrderStatus, to: OrderStatus, staffId: number | null): Promise<void> => {
  await tx.query("update orders set status = $2, updated_at = now() where id = $1", [id, to]);
  await tx.query("insert into order_history (order_id, from_status, to_status, staff_id, by_shop) values ($1, $2, $3, $4, $4::int is null)", [
    id,
    from,
    to,
    staffId,
  ]);
};

/** Records an order as paid now by `staffId` (null: paid on delivery, with the status change that says so), or as unpaid again. */
export const writePaymentStatus = async (tx: Tx, id: number, status: PaymentStatus, staffId: number | null): Promise<void> => {
  if (status === "paid")
    await tx.query("update orders set payment_status = 'paid', paid_at = now(), paid_by = $2, updated_at = now() where id = $1", [id, staffId]);
  else await tx.query("update orders set payment_status = 'unpaid', paid_at = null, paid_by = null, updated_at = now() where id = $1", [id]);
};

/** The name of the staff member who marked an order paid; null when nobody did. */
export const paidByName = async (db: Tx, id: number): Promise<string | null> =>
  (await db.query<{ name: string }>("select s.name from orders o join staff s on s.id = o.paid_by where o.id = $1", [id]))[0]?.name ?? null;

/** Puts an order's units back on sale: into its products' stock and its variants' (products before variants, as a checkout locks them). */
export const restockOrder = async (tx: Tx, id: number): Promise<void> => {
  await tx.query(
    "update products p set stock = p.stock + l.quantity from (select product_id, sum(quantity)::int as quantity from order_lines where order_id = $1 group by product_id) l where p.id = l.product_id",
    [id],
  );
  await tx.query(
    "update product_variants v set stock = v.stock + l.quantity from (select variant_id, sum(quantity)::int as quantity from order_lines where order_id = $1 and variant_id is not null group by variant_id) l where v.id = l.variant_id",
    [id],
  );
};

/**
 * The overview's figures: orders and revenue today and this month (from midnight in `timeZone`),
 * orders awaiting confirmation, bank transfers awaiting payment, new messages.
 */
export const overviewFigures = async (db: Tx, timeZone: string) => {
  const [figures] = await db.query<{
    orders_today: number;
    revenue_today: number;
    orders_month: number;
    revenue_month: number;
    awaiting_confirmation: number;
    unpaid_transfers: number;
    new_messages: number;
  }>(
    `select count(*) filter (where created_at >= date_trunc('day', now(), $1))::int as orders_today,
            coalesce(sum(total) filter (where created_at >= date_trunc('day', now(), $1)), 0) as revenue_today,
            count(*) filter (where created_at >= date_trunc('month', now(), $1))::int as orders_month,
            coalesce(sum(total) filter (where created_at >= date_trunc('month', now(), $1)), 0) as revenue_month,
            count(*) filter (where status = 'new')::int as awaiting_confirmation,
            count(*) filter (where payment_method = 'bank_transfer' and payment_status = 'unpaid')::int as unpaid_transfers,
            (select count(*)::int from contact_messages where status = 'new') as new_messages
       from orders where status <> 'cancelled'`,
    [timeZone],
  );
  return figures!;
};

/** Active products with {@link LOW_STOCK} units or fewer, fewest first, titled in `lang` (a title not translated yet in Romanian). */
export const lowStockProducts = (db: Tx, lang: string) =>
  db.query<{ id: number; title: string; sku: string; stock: number }>(
    `select id, coalesce(nullif(title->>$1, ''), title->>'${DEFAULT_LOCALE}') as title, sku, stock from products where active and stock <= ${LOW_STOCK} order by stock, id limit 20`,
    [lang],
  );
