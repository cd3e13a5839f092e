// Discount codes (decisions.md "Discount codes", issue 33): staff write them (list with uses, edit
// with If-Match, switch off; audited), and an order that uses one carries what it took off in its
// totals, its answers, its e-mail and the CSV export.
import { describe, expect, test } from "vitest";
import { parse } from "csv-parse/sync";
import type { AdminDiscountCode, AdminOrder, Order } from "@vitrina/core";
import { postCheckout } from "./support/orders.js";
import { admin, codeInput, codesCall, createCode, newClient, product, shop, shopDayFromToday, useCodeShop } from "./support/codes.js";

useCodeShop();

const listed = async (): Promise<AdminDiscountCode[]> => ((await (await codesCall("")).json()) as { data: AdminDiscountCode[] }).data;
const audited = async () => (await shop.db.query<{ n: number }>("select count(*)::int as n from audit_log where entity = 'discount_codes'"))[0]!.n;

describe("staff write discount codes", () => {
  test("a code is kept in upper case, listed with its uses, audited; bad input is a 422 with field errors and nothing written", async () => {
    const created = await createCode("toamna10", { min_subtotal: 500, starts_at: shopDayFromToday(-1), ends_at: shopDayFromToday(30), max_uses: 100 });
    expect(created).toMatchObject({ code: "TOAMNA10", kind: "percent", value: 10, min_subtotal: 500, max_uses: 100, uses: 0, active: true, version: 1 });
    expect(created.ends_at).toBe(shopDayFromToday(30));
    expect((await listed()).map((c) => c.code)).toContain("TOAMNA10");
    expect(await audited()).toBeGreaterThanOrEqual(1);

    const before = { codes: (await listed()).length, audited: await audited() };
    const refused = async (body: unknown) => {
      const res = await codesCall("", "POST", body);
      expect(res.status).toBe(422);
      return ((await res.json()) as { errors: Record<string, string[]> }).errors;
    };
    expect(await refused(codeInput("Toamna10"))).toEqual({ code: ["taken"] });
    expect(await refused(codeInput("TOAMNA 10%"))).toEqual({ code: ["format"] });
    expect(await refused(codeInput("IARNA", { value: 150 }))).toEqual({ value: ["max"] });
    expect(await refused(codeInput("IARNA", { kind: "fixed", value: 0, max_uses: 0 }))).toEqual({ value: ["min"], max_uses: ["min"] });
    expect(await refused(codeInput("IARNA", { starts_at: "2026-12-10", ends_at: "2026-12-01" }))).toEqual({ ends_at: ["before_start"] });
    expect(await refused({ ...codeInput("IARNA"), kind: "gift" })).toHaveProperty("kind");
    expect({ codes: (await listed()).length, audited: await audited() }).toEqual(before);
    expect((await shop.api("dashboard/discount-codes")).status).toBe(401);
  });

  test("an edit says the version it read (409 when stale, 428 without); switching a code off refuses it at checkout", async () => {
    const code = await createCode("VARA-5", { kind: "fixed", value: 5 });
    const edited = await codesCall(`/${code.id}`, "PUT", codeInput("vara-5", { kind: "fixed", value: 7 }), code.version);
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { data: AdminDiscountCode }).data).toMatchObject({ code: "VARA-5", value: 7, version: 2 });
    expect((await codesCall(`/${code.id}`, "PUT", codeInput("VARA-5", { active: false }), code.version)).status).toBe(409);
    expect((await codesCall(`/${code.id}`, "PUT", codeInput("VARA-5", { active: false }))).status).toBe(428);
    expect((await codesCall("/999999", "PUT", codeInput("VARA-5"), 1)).status).toBe(404);
    const off = await codesCall(`/${code.id}`, "PUT", codeInput("VARA-5", { kind: "fixed", value: 7, active: false }), 2);
    expect(((await off.json()) as { data: AdminDiscountCode }).data.active).toBe(false);
    const res = await postCheckout(shop, [{ id: product, quantity: 1 }], { discountCode: "vara-5", headers: newClient() });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({ discountCode: ["not_found"] });
    const preview = await shop.api("cart/discount-code?code=vara-5", { headers: newClient() });
    expect(preview.status).toBe(422);
  });
});

describe("an order with a code", () => {
  test("its totals, answers, e-mail and export carry the code's discount; the code counts the use", async () => {
    const code = await createCode("Reducere-15", { kind: "percent", value: 15, min_subtotal: 1000, max_uses_per_email: 2 });
    const preview = await shop.api("cart/discount-code?code=%20reducere-15%20", { headers: newClient() });
    expect(preview.status).toBe(200);
    expect(await preview.json()).toEqual({ data: { code: "REDUCERE-15", kind: "percent", value: 15, min_subtotal: 1000 } });

    const res = await postCheckout(shop, [{ id: product, quantity: 2 }], { discountCode: "reducere-15", email: "Codes@Mail.md", headers: newClient() });
    expect(res.status, await res.clone().text()).toBe(201);
    const { orderNumber, accessKey } = (await res.json()) as { orderNumber: string; accessKey: string };
    const order = ((await (await shop.api(`cart/order/${orderNumber}?key=${accessKey}`)).json()) as { data: Order }).data;
    expect(order.discountCode).toBe("REDUCERE-15");
    expect(order.totals).toMatchObject({ subtotal: 2000, discount: 0, code_discount: 300, total: 1700 + order.totals.delivery });

    const [row] = await shop.db.query<{ id: number; text_body: string; html_body: string }>(
      "select o.id, m.text_body, m.html_body from orders o join mail_outbox m on m.order_id = o.id where o.number = $1 and m.kind = 'order-confirmation'",
      [orderNumber],
    );
    expect(row!.text_body).toContain("Cod de reducere REDUCERE-15: −300");
    expect(row!.html_body).toContain("Cod de reducere REDUCERE-15");

    const staffOrder = ((await (await codesCallOrder(row!.id)).json()) as { data: AdminOrder }).data;
    expect(staffOrder.totals.code_discount).toBe(300);
    const printed = (await (await shop.api(`dashboard/orders/${row!.id}/print`, { headers: { authorization: `Bearer ${admin}` } })).json()) as {
      data: { order: AdminOrder };
    };
    expect(printed.data.order).toMatchObject({ discountCode: "REDUCERE-15", totals: { code_discount: 300 } });

    const csv = await (await shop.api("dashboard/orders/export?search=codes@mail.md", { headers: { authorization: `Bearer ${admin}` } })).text();
    const [header, ...lines] = parse(csv, { bom: true }) as string[][];
    expect(lines[0]![header!.indexOf("code_discount")]).toBe("300.00");
    expect(lines[0]![header!.indexOf("total")]).toBe(String((1700 + order.totals.delivery).toFixed(2)));

    expect((await listed()).find((c) => c.id === code.id)?.uses).toBe(1);
  });
});

const codesCallOrder = (id: number) => shop.api(`dashboard/orders/${id}`, { headers: { authorization: `Bearer ${admin}` } });
