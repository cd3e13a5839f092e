import type { Hono } from "hono";
import { ORDER_TRANSITIONS, OrderStatus, OrderStatusChange, addError, type AdminOrder, type AdminOrderSummary } from "@vitrina/core";
import { Schema } from "effect";
import type { AppEnv, Deps } from "../app.js";
import { requireStaff } from "../lib/auth.js";
import { enqueueStatusChanged } from "../mail/outbox.js";
import { decodeOr422, fail, idParam, jsonBody, unprocessable } from "../lib/http.js";
import { dateRange, likeLiteral, pageOf, pageParams } from "../lib/list-query.js";
import { orderById } from "../orders/orders.js";
import { dashboardLanguage } from "../lib/dashboard-language.js";

/** Whether a search text is (a part of) a phone number: at least three digits and what people type between them. */
const isPhoneLike = (text: string) => /^\+?[\d\s().-]+$/.test(text) && text.replace(/\D/g, "").length >= 3;

/** Products with this many units or fewer are "low on stock" in the overview. */
export const LOW_STOCK = 3;
/** The dashboard's orders: list, detail, status changes with history, and the overview figures. */
export const dashboardOrderRoutes = (app: Hono<AppEnv>, { db, config }: Deps): void => {
  const loadOrder = async (id: number): Promise<AdminOrder | undefined> => {
    const order = await orderById(db, id);
    if (!order) return undefined;
    const history = await db.query<{ from: AdminOrder["status"] | null; to: AdminOrder["status"]; at: Date | string; by: string | null }>(
      `select h.from_status as from, h.to_status as to, h.at, s.name as by from order_history h left join staff s on s.id = h.staff_id
        where h.order_id = $1 order by h.at, h.id`,
      [id],
    );
    return {
      ...order,
      history: history.map((h) => ({ ...h, at: new Date(h.at).toISOString() })),
      allowed_statuses: ORDER_TRANSITIONS[order.status],
    };
  };

  app.get("/api/dashboard/orders", requireOrders(db), async (c) => {
    const query = c.req.query();
    const errors: Record<string, string[]> = {};
    const { page, perPage } = pageParams(query, errors);
    const where: string[] = ["true"];
    const params: unknown[] = [];
    if (query.status) {
      if (!Schema.is(OrderStatus)(query.status)) addError(errors, "status", "invalid");
      else where.push(`o.status = $${params.push(query.status)}`);
    }
    where.push(...dateRange(query, "o.created_at", params, errors));
    const search = query.search?.trim();
    if (search) {
      const p = params.push(`%${likeLiteral(search.toLowerCase())}%`);
      const matches = [`lower(o.number) like $${p}`, `lower(o.email) like $${p}`, `o.phone like $${p}`, `lower(o.billing_address->>'lastName') like $${p}`];
      // A phone in any form meets the order's phone in any form (migration 020 keys both the same way).
      if (isPhoneLike(search)) matches.push(`o.phone_key like '%' || vitrina_phone_key($${params.push(search)}) || '%'`);
      where.push(`(${matches.join(" or ")})`);
    }
    if (Object.keys(errors).length > 0) return unprocessable(errors);
    const [total] = await db.query<{ count: number }>(`select count(*)::int as count from orders o where ${where.join(" and ")}`, params);
    const rows = await db.query<AdminOrderSummary & { created_at: Date | string }>(
      `select o.id, o.number, o.status, o.created_at, (o.billing_address->>'firstName') || ' ' || (o.billing_address->>'lastName') as customer,
              o.email, o.phone, o.total, (select coalesce(sum(quantity), 0)::int from order_lines l where l.order_id = o.id) as items
         from orders o where ${where.join(" and ")} order by o.created_at desc, o.id desc limit ${perPage} offset ${(page - 1) * perPage}`,
      params,
    );
    return c.json(pageOf(rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })), page, perPage, total?.count ?? 0));
  });

  app.get("/api/dashboard/orders/:id", requireOrders(db), async (c) => {
    const order = await loadOrder(idParam(c));
    return order ? c.json({ data: order }) : fail(404, "Order not found.");
  });

  app.post("/api/dashboard/orders/:id/status", requireOrders(db), async (c) => {
    const id = idParam(c);
    const { status } = decodeOr422(OrderStatusChange, await jsonBody(c));
    const staffId = c.get("staff").user.id;
    const changed = await db.transaction(async (tx) => {
      const [order] = await tx.query<{ status: AdminOrder["status"] }>("select status from orders where id = $1 for update", [id]);
      if (!order) return "missing" as const;
      if (!ORDER_TRANSITIONS[order.status].includes(status)) return "refused" as const;
      await tx.query("update orders set status = $2, updated_at = now() where id = $1", [id, status]);
      await tx.query("insert into order_history (order_id, from_status, to_status, staff_id) values ($1, $2, $3, $4)", [id, order.status, status, staffId]);
      await enqueueStatusChanged(tx, config, id, status);
      if (status === "cancelled") {
        // A cancelled order's units go back on sale, in the same transaction.
        await tx.query(
          "update products p set stock = p.stock + l.quantity from (select product_id, sum(quantity)::int as quantity from order_lines where order_id = $1 group by product_id) l where p.id = l.product_id",
          [id],
        );
      }
      return "done" as const;
    });
    if (changed === "missing") return fail(404, "Order not found.");
    if (changed === "refused") return unprocessable({ status: ["transition"] }, "This status change is not allowed.");
    return c.json({ data: await loadOrder(id) });
  });

  app.get("/api/dashboard/overview", requireOrders(db), async (c) => {
    const lang = dashboardLanguage(c);
    const [figures] = await db.query<{ orders_today: number; revenue_today: number; orders_month: number; revenue_month: number; awaiting_confirmation: number; new_messages: number }>(
      // "Today" and "this month" begin at midnight in the shop's time zone, not the database's.
      `select count(*) filter (where created_at >= date_trunc('day', now(), $1))::int as orders_today,
              coalesce(sum(total) filter (where created_at >= date_trunc('day', now(), $1)), 0) as revenue_today,
              count(*) filter (where created_at >= date_trunc('month', now(), $1))::int as orders_month,
              coalesce(sum(total) filter (where created_at >= date_trunc('month', now(), $1)), 0) as revenue_month,
              count(*) filter (where status = 'new')::int as awaiting_confirmation,
              (select count(*)::int from contact_messages where status = 'new') as new_messages
         from orders where status <> 'cancelled'`,
      [config.timeZone],
    );
    const lowStock = await db.query<{ id: number; title: string; sku: string; stock: number }>(
      // In the dashboard's language; a title not translated yet shows the Romanian one.
      `select id, coalesce(nullif(title->>$1, ''), title->>'ro') as title, sku, stock from products where active and stock <= ${LOW_STOCK} order by stock, id limit 20`,
      [lang],
    );
    return c.json({ data: { ...figures!, low_stock: lowStock } });
  });
};

const requireOrders = (db: Deps["db"]) => requireStaff(db, "orders");
