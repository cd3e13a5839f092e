// The discount-code tests' shop: behind a trusted proxy (each client an X-Forwarded-For of its own),
// its admin signed in, one product of 1 000 lei with stock to spare, and codes written by staff.
import { afterAll, beforeAll, expect } from "vitest";
import { shopDay, type AdminDiscountCode, type DiscountCodeInput } from "@vitrina/core";
import { startTestShop, type TestShop } from "./shop.js";

export let shop: TestShop;
export let admin: string;
/** A product at 1 000 lei, no old price, 500 in stock. */
export let product: number;

/** Starts the file's shop and stops it after the file's tests. */
export const useCodeShop = () => {
  beforeAll(async () => {
    shop = await startTestShop({ trustProxy: { addresses: ["loopback"] } }, { storefront: false });
    admin = await shop.adminToken();
    const [p] = await shop.db.query<{ id: number }>(
      "update products set stock = 500, max_per_order = null, price = 1000, old_price = null where id = (select min(id) from products where active) returning id",
    );
    product = p!.id;
  });
  afterAll(() => shop.stop());
};

let clients = 0;
/** A client address of its own for each use. */
export const newClient = () => ({ "x-forwarded-for": `203.0.113.${++clients}` });

/** The shop's day `days` from today (YYYY-MM-DD, in its time zone). */
export const shopDayFromToday = (days: number) => shopDay(new Date(Date.now() + days * 86_400_000), shop.config.timeZone);

/** A call to the dashboard's codes as the admin (or `token`), JSON, with `If-Match` when `version` is given. */
export const codesCall = (path: string, method = "GET", body?: unknown, version?: number, token = admin) =>
  shop.api(`dashboard/discount-codes${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...(version !== undefined ? { "if-match": `"${version}"` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

/** A code's fields: 10 % off, no minimum, no dates, no limits, on; `fields` change any of them. */
export const codeInput = (code: string, fields: Partial<DiscountCodeInput> = {}): DiscountCodeInput => ({
  code,
  kind: "percent",
  value: 10,
  min_subtotal: null,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  max_uses_per_email: null,
  active: true,
  ...fields,
});

/** Creates a code as the admin; fails the test unless it is created. */
export const createCode = async (code: string, fields: Partial<DiscountCodeInput> = {}): Promise<AdminDiscountCode> => {
  const res = await codesCall("", "POST", codeInput(code, fields));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: AdminDiscountCode }).data;
};

/** What a refused checkout must leave as it was: orders, code uses and the product's stock. */
export const written = async () =>
  (
    await shop.db.query<{ orders: number; uses: number; stock: number }>(
      "select (select count(*)::int from orders) as orders, (select count(*)::int from discount_code_uses) as uses, (select stock from products where id = $1) as stock",
      [product],
    )
  )[0]!;
