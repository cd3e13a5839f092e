import { describe, expect, test } from "vitest";
import { Schema } from "effect";
import { AdminOrder, Overview, page, AdminOrderSummary } from "@vitrina/core";
import { readConfig } from "../src/config.js";
import { auth, shop, useDashboardShop } from "./support/dashboard.js";
import { postCheckout } from "./support/orders.js";

useDashboardShop();

const placeOrder = async (quantity = 2) => {
  const [p] = await shop.db.query<{ id: number; stock: number }>("select id, stock from products where stock > 5 order by id limit 1");
  const res = await postCheckout(shop, [{ id: p!.id, quantity }], {
    paymentMethod: "bank_transfer",
    deliveryMethod: "post",
    billingAddress: { lastName: "Ciobanu", city: "Bălți", address: "str. Independenței 5" },
  });
  const { orderNumber } = await res.json();
  const [order] = await shop.db.query<{ id: number }>("select id from orders where number = $1", [orderNumber]);
  return { id: order!.id, number: orderNumber as string, productId: p!.id };
};
const stockOf = async (id: number) => (await shop.db.query<{ stock: number }>("select stock from products where id = $1", [id]))[0]!.stock;
const setStatus = (id: number, status: string) => shop.api(`dashboard/orders/${id}/status`, auth({ method: "POST", body: JSON.stringify({ status }) }));

describe("dashboard orders", () => {
  test("the list filters by status and search, newest first", async () => {
    const { number } = await placeOrder();
    const res = await shop.api("dashboard/orders?status=new&search=ciobanu", auth());
    const list = Schema.decodeUnknownSync(page(AdminOrderSummary))(await res.json());
    expect(list.data[0]).toMatchObject({ number, status: "new", customer: "Ion Ciobanu", items: 2 });
    const today = new Date().toISOString().slice(0, 10);
    const byDate = await (await shop.api(`dashboard/orders?from=${today}&to=${today}`, auth())).json();
    expect(byDate.total_items).toBeGreaterThan(0);
    const bad = await shop.api("dashboard/orders?status=lost&from=yesterday", auth());
    expect((await bad.json()).errors).toEqual({ status: ["invalid"], from: ["format"] });
    // The phone as the customer typed it (069123456) is found in every common form, and a part of it.
    for (const phone of ["069123456", "+373 69 123 456", "37369123456", "0037369123456", "(069) 12-34-56", "123 456"]) {
      const found = await (await shop.api(`dashboard/orders?search=${encodeURIComponent(phone)}`, auth())).json();
      expect(
        found.data.map((o: { number: string }) => o.number),
        phone,
      ).toContain(number);
    }
    const other = await (await shop.api(`dashboard/orders?search=${encodeURIComponent("+373 79 999 999")}`, auth())).json();
    expect(other.data.map((o: { number: string }) => o.number)).not.toContain(number);
    const impossible = await shop.api("dashboard/orders?from=2024-02-30&to=0000-01-01", auth());
    expect(impossible.status).toBe(422);
    expect((await impossible.json()).errors).toEqual({ from: ["format"], to: ["format"] });
  });

  test("status changes follow the allowed transitions and are recorded with who made them", async () => {
    const { id } = await placeOrder();
    expect((await setStatus(id, "shipped")).status).toBe(422);
    const confirmed = Schema.decodeUnknownSync(Schema.Struct({ data: AdminOrder }))(await (await setStatus(id, "confirmed")).json()).data;
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.allowed_statuses).toEqual(["shipped", "cancelled"]);
    expect(confirmed.history.map((h) => [h.from, h.to, h.by, h.by_shop])).toEqual([
      [null, "new", null, false],
      ["new", "confirmed", "Administrator", false],
    ]);
    expect((await setStatus(id, "shipped")).status).toBe(200);
    expect((await setStatus(id, "cancelled")).status).toBe(422);
    expect((await setStatus(id, "delivered")).status).toBe(200);
  });

  test("a colleague's change stays theirs once their account is deleted, never the shop's", async () => {
    const { id } = await placeOrder();
    const colleague = { email: "leaving@vitrina.md", name: "Leaving", role: "manager", password: "manager-password-2" };
    const created = (await (await shop.api("dashboard/staff", auth({ method: "POST", body: JSON.stringify(colleague) }))).json()).data;
    const login = await shop.api("auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(colleague) });
    const token = (await login.json()).token as string;
    expect((await shop.api(`dashboard/orders/${id}/status`, auth({ method: "POST", body: JSON.stringify({ status: "confirmed" }) }, token))).status).toBe(200);
    expect((await shop.api(`dashboard/staff/${created.id}`, auth({ method: "DELETE" }))).status).toBe(204);
    const order = Schema.decodeUnknownSync(Schema.Struct({ data: AdminOrder }))(await (await shop.api(`dashboard/orders/${id}`, auth())).json()).data;
    expect(order.history.at(-1)).toMatchObject({ from: "new", to: "confirmed", by: null, by_shop: false });
  });

  test("cancelling returns the stock", async () => {
    const { id, productId } = await placeOrder(3);
    const before = await stockOf(productId);
    expect((await setStatus(id, "cancelled")).status).toBe(200);
    expect(await stockOf(productId)).toBe(before + 3);
    expect((await setStatus(id, "confirmed")).status).toBe(422);
  });

  test("an unknown order is a 404", async () => {
    expect((await shop.api("dashboard/orders/999999", auth())).status).toBe(404);
    expect((await setStatus(999999, "confirmed")).status).toBe(404);
  });

  test("the overview counts today's orders and revenue, those waiting, and low stock", async () => {
    const before = Schema.decodeUnknownSync(Schema.Struct({ data: Overview }))(await (await shop.api("dashboard/overview", auth())).json()).data;
    await placeOrder(1);
    const after = Schema.decodeUnknownSync(Schema.Struct({ data: Overview }))(await (await shop.api("dashboard/overview", auth())).json()).data;
    expect(after.orders_today).toBe(before.orders_today + 1);
    expect(after.awaiting_confirmation).toBe(before.awaiting_confirmation + 1);
    expect(after.revenue_today).toBeGreaterThan(before.revenue_today);
    expect(after.low_stock.every((p) => p.stock <= 3)).toBe(true);
    expect(after.low_stock.length).toBeGreaterThan(0);
  });

  test("today and this month begin at midnight in the shop's time zone (Europe/Chisinau), not the database's", async () => {
    expect(shop.config.timeZone).toBe("Europe/Chisinau");
    const overview = async () => Schema.decodeUnknownSync(Schema.Struct({ data: Overview }))(await (await shop.api("dashboard/overview", auth())).json()).data;
    const before = await overview();
    // One order a minute after the shop's midnight, one a minute before it (the day and the month).
    const [inside, outside, monthInside, monthOutside] = [await placeOrder(1), await placeOrder(1), await placeOrder(1), await placeOrder(1)];
    const at = (id: number, unit: "day" | "month", minutes: number) =>
      shop.db.query(`update orders set created_at = date_trunc('${unit}', now(), 'Europe/Chisinau') + make_interval(mins => $2) where id = $1`, [id, minutes]);
    await at(inside.id, "day", 1);
    await at(outside.id, "day", -1);
    await at(monthInside.id, "month", 1);
    await at(monthOutside.id, "month", -1);
    const after = await overview();
    const [first] = await shop.db.query<{ yes: boolean }>(
      "select date_trunc('day', now(), 'Europe/Chisinau') = date_trunc('month', now(), 'Europe/Chisinau') as yes",
    );
    // On the month's first day its first minute is also today's, and the day's minute before is last month's.
    const firstDay = first!.yes ? 1 : 0;
    expect(after.orders_today - before.orders_today).toBe(1 + firstDay);
    expect(after.orders_month - before.orders_month).toBe(3 - firstDay);
  });

  test("a time zone the shop cannot read is refused at start with what SHOP_TIME_ZONE takes", () => {
    expect(() => readConfig({ SHOP_TIME_ZONE: "Mars/Olympus" })).toThrow(
      'SHOP_TIME_ZONE must be a time zone name such as Europe/Chisinau or Europe/Bucharest, not "Mars/Olympus".',
    );
    expect(readConfig({ SHOP_TIME_ZONE: "Europe/Bucharest" }).timeZone).toBe("Europe/Bucharest");
  });
});
