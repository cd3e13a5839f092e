import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestShop, type TestShop } from "../support/shop.js";

// Property-based fuzzing of the public and dashboard endpoints: whatever arrives, the answer is a
// clear 4xx with a message (never a 5xx) and nothing is written.

let shop: TestShop;
let token: string;
beforeAll(async () => {
  shop = await startTestShop();
  token = await shop.adminToken();
});
afterAll(() => shop.stop());

const hostile = fc.oneof(
  fc.constantFrom("' or 1=1 --", "'; drop table products; --", "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "__proto__", "constructor", "\u0000", "NaN", "-1", "1.5", "1e309", "../../etc/passwd"),
  fc.string({ maxLength: 50 }),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  leaf: fc.oneof(hostile, fc.integer(), fc.double(), fc.constant(-3), fc.constant(0.5), fc.boolean(), fc.constant(null)),
  node: fc.oneof({ depthSize: "small" }, tie("leaf"), fc.array(tie("node"), { maxLength: 5 }), fc.dictionary(fc.oneof(hostile, fc.constantFrom("__proto__", "constructor", "prototype", "id", "quantity", "products")), tie("node"), { maxKeys: 5 })),
})).node;

/** A body as a bracket form: keys and values from the fuzzer, including odd nesting. */
const formOf = (entries: ReadonlyArray<readonly [string, string]>) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
};
const formEntries = fc.array(
  fc.tuple(fc.oneof(hostile, fc.constantFrom("products[0][id]", "products[0][quantity]", "products[][id]", "products[__proto__][id]", "billingAddress[country]", "agreement", "contactDetails[phone]", "a[b][c][d][e][f]")), hostile),
  { maxLength: 12 },
);

const counts = async () =>
  (await shop.db.query<Record<string, number>>(
    `select (select count(*)::int from orders) as orders, (select count(*)::int from products) as products, (select count(*)::int from categories) as categories,
            (select count(*)::int from contact_messages) as messages, (select sum(stock)::int from products) as stock, (select count(*)::int from staff) as staff,
            (select count(*)::int from sliders) as sliders, (select count(*)::int from images) as images`,
  ))[0]!;

const expectClearRefusal = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const body = (await res.json()) as { message?: unknown };
  expect(typeof body.message).toBe("string");
};

const JSON_ENDPOINTS: ReadonlyArray<readonly [string, string, boolean]> = [
  ["POST", "cart/checkout", false],
  ["POST", "auth/login", false],
  ["POST", "dashboard/products", true],
  ["PUT", "dashboard/products/1", true],
  ["POST", "dashboard/categories", true],
  ["POST", "dashboard/sliders", true],
  ["PUT", "dashboard/sliders/order", true],
  ["PUT", "dashboard/lists/bestsellers", true],
  ["PUT", "dashboard/seo/home", true],
  ["PUT", "dashboard/locale-settings", true],
  ["POST", "dashboard/staff", true],
  ["POST", "dashboard/orders/1/status", true],
];

describe("fuzzed input", () => {
  test("JSON bodies of every writing endpoint: malformed, wrong types, huge, hostile keys — a 4xx and no write", async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...JSON_ENDPOINTS), fc.oneof(value.map((v) => JSON.stringify(v) ?? "null"), fc.string({ maxLength: 40 })), async ([method, path, staff], body) => {
        const res = await shop.api(path, { method, body, headers: { "content-type": "application/json", "accept-language": "ro", ...(staff ? { authorization: `Bearer ${token}` } : {}) } });
        await expectClearRefusal(res);
      }),
      { numRuns: 150 },
    );
    expect(await counts()).toEqual(before);
  });

  test("multipart checkouts and contact forms with odd brackets and hostile values — a 4xx and no write", async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("cart/checkout", "general/contact"), formEntries, async (path, entries) => {
        await expectClearRefusal(await shop.api(path, { method: "POST", body: formOf(entries), headers: { "accept-language": "ru" } }));
      }),
      { numRuns: 80 },
    );
    expect(await counts()).toEqual(before);
  });

  test("query strings of the reading endpoints never break the server", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("catalog/products", "catalog/search", "cart/products", "cart/availability", "dashboard/products", "dashboard/orders", "dashboard/audit"),
        fc.array(fc.tuple(fc.oneof(hostile, fc.constantFrom("page", "perPage", "sort_by", "min_price", "filters[brand][]", "ids[]", "items[0][quantity]", "text", "from", "status")), hostile), { maxLength: 6 }),
        async (path, params) => {
          const query = new URLSearchParams(params.map(([k, v]) => [k, v])).toString();
          const res = await shop.api(`${path}?${query}`, { headers: { authorization: `Bearer ${token}` } });
          expect(res.status, `${path}?${query}`).toBeLessThan(500);
        },
      ),
      { numRuns: 120 },
    );
  });
});
