import fc from "fast-check";
import { COUNTRY_CODES } from "@vitrina/core";
import { expect } from "vitest";
import { asForm } from "../support/forms.js";
import { HTML, SQL, hostileString, longer, shortHostile } from "./fuzz-values.js";
import { checkoutPayload, jsonOf } from "./helpers.js";

// The requests fuzz.test.ts sends besides the endpoints' bodies (fuzz-endpoints.ts): malformed bodies, broken
// storefront forms, hostile path segments, query strings and Authorization headers, and the refusal each must get.

/** A clear refusal: 4xx, a JSON body with a message (and field errors for a 422). */
export const expectRefusal = async (res: Response, fullContext: string) => {
  const context = fullContext.slice(0, 500);
  const body = await jsonOf(res);
  expect(res.status, `${context} → ${res.status} ${JSON.stringify(body)?.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, context).toBeLessThan(500);
  expect(typeof body?.message, `${context}: body ${JSON.stringify(body)?.slice(0, 300)}`).toBe("string");
  return body;
};

/** Bodies that are not a body: broken JSON, other content types, non-objects, nothing. */
export const MALFORMED = fc.oneof(
  fc.constantFrom<[string | undefined, string]>(
    ["application/json", ""],
    ["application/json", "{"],
    ["application/json", '{"a":'],
    ["application/json", "{'a':1}"],
    ["application/json", "[1,"],
    ["application/json", "\u0001"],
    ["application/json", '{"a":1}}'],
    ["text/plain", "hello"],
    ["application/xml", "<a/>"],
    [undefined, "x"],
    ["application/json; charset=utf-16", "{}"],
  ),
  fc
    .constantFrom("null", "[]", "0", '"text"', "true", "[{}]", '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}')
    .map((t): [string, string] => ["application/json", t]),
  fc.string({ maxLength: 50 }).map((t): [string, string] => ["application/json", t]),
);

type Entries = Array<[string, string | File]>;
const entriesOf = (form: FormData): Entries => [...form.entries()] as Entries;
const NUMERIC_BAD = ["-1", "0", "1.5", "1e3", "abc", "", "0x10", " 1", "1,5", "9999999999", "-0", "1000", "+1", "Infinity"];
const badFormValue = (key: string): fc.Arbitrary<string | File> => {
  const file = fc.constant(new File(["<script>alert(1)</script>"], "x.html", { type: "text/html" }));
  if (/\[(id|quantity)\]$/.test(key))
    return fc.oneof(
      fc.constantFrom(...NUMERIC_BAD),
      hostileString.filter((s) => !/^\d+$/.test(s)),
      file,
    );
  if (key === "agreement") return fc.constantFrom("false", "0", "no", "", "TRUE", "on ", "yes", ...HTML);
  if (/email/.test(key)) return fc.oneof(fc.constantFrom("", "ana", "ana@mail", "a b@mail.md", ...HTML, ...SQL.filter((s) => !s.includes("@"))), file);
  if (/Method|country/.test(key))
    return fc.oneof(
      hostileString.filter((s) => ![...COUNTRY_CODES, "courier", "pickup", "post", "cash_on_delivery", "card_on_delivery", "bank_transfer"].includes(s)),
      file,
    );
  return fc.oneof(fc.constantFrom("", "   "), longer(5000), file);
};
const oddKeys = fc.oneof(
  fc.constantFrom(
    "products[__proto__][id]",
    "__proto__[polluted]",
    "constructor[prototype][polluted]",
    "a[b][c][d][e][f][g]",
    "products[1001][id]",
    "[]",
    "]",
    "x[",
    "contactDetails[__proto__]",
    "billingAddress[constructor][prototype]",
  ),
  hostileString.map((s) => `x-${s.slice(0, 40)}`),
);
/** A valid storefront form with one to three fields broken or removed, and odd keys added. */
export const brokenForm = (path: "cart/checkout" | "general/contact", productId: number) => {
  const valid =
    path === "cart/checkout"
      ? entriesOf(asForm(checkoutPayload([{ id: productId, quantity: 1 }])))
      : entriesOf(asForm({ name: "Ion", email: "ion@mail.md", message: "Bună ziua" }));
  const keys = valid.map(([k]) => k);
  const mutation = fc.constantFrom(...keys).chain((key) =>
    fc.oneof(
      fc.constant({ key, remove: true as const }),
      badFormValue(key).map((value) => ({ key, value })),
    ),
  );
  return fc
    .tuple(
      fc.uniqueArray(mutation, { minLength: 1, maxLength: 3, selector: (m) => m.key }),
      fc.array(fc.tuple(oddKeys, fc.oneof(hostileString, fc.constant("1"))), { maxLength: 3 }),
    )
    .map(([mutations, extra]) => {
      const entries: Entries = valid.flatMap(([k, v]): Entries => {
        const m = mutations.find((x) => x.key === k);
        return !m ? [[k, v]] : "remove" in m ? [] : [[k, m.value]];
      });
      const body = new FormData();
      for (const [k, v] of [...entries, ...extra]) body.append(k, v);
      const dotted = mutations.map((m) => m.key.replace(/\]/g, "").replace(/\[/g, "."));
      return {
        body,
        dotted,
        shown: JSON.stringify([
          ...mutations.map((m) => [m.key, "remove" in m ? "<removed>" : typeof m.value === "string" ? m.value.slice(0, 60) : "<file>"]),
          ...extra,
        ]),
      };
    });
};

/** Path parameters: unknown, malformed and hostile ids. */
export const SEGMENT = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "1.5",
    "999999",
    "2147483647",
    "2147483648",
    "99999999999",
    "Infinity",
    "%00",
    "abc",
    "1e3",
    "0x1f",
    " 1",
    "%20",
    "%2e%2e",
    "..%2f..%2fetc%2fpasswd",
    "%ff",
    "%",
    "null",
  ),
  shortHostile.map(encodeURIComponent),
);

/** Routes with a path parameter, and whether they need a staff token. */
export const ROUTES: ReadonlyArray<readonly [string, string, boolean]> = [
  ["GET", "catalog/product/:x", false],
  ["GET", "catalog/product/:x/similar", false],
  ["GET", "cart/order/:x", false],
  ["GET", "pages/:x", false],
  ["GET", "seo/:x", false],
  ["GET", "dashboard/products/:x", true],
  ["PUT", "dashboard/products/:x", true],
  ["DELETE", "dashboard/products/:x", true],
  ["PUT", "dashboard/categories/:x", true],
  ["DELETE", "dashboard/categories/:x", true],
  ["DELETE", "dashboard/sliders/:x", true],
  ["GET", "dashboard/lists/:x", true],
  ["GET", "dashboard/orders/:x", true],
  ["POST", "dashboard/orders/:x/status", true],
  ["PATCH", "dashboard/staff/:x", true],
  ["PUT", "dashboard/seo/:x", true],
];

/** Query parameter names and values of the reading endpoints. */
export const QUERY_NAMES = fc.oneof(
  fc.constantFrom(
    "page",
    "perPage",
    "sort_by",
    "sort",
    "dir",
    "min_price",
    "max_price",
    "in_stock",
    "is_discount",
    "slug",
    "search",
    "text",
    "filters[brand][]",
    "filters[__proto__][]",
    "filters",
    "ids[]",
    "ids",
    "items[0][id]",
    "items[0][quantity]",
    "items[]",
    "from",
    "to",
    "status",
    "staff_id",
    "entity",
    "name",
    "category_id",
    "__proto__[x]",
  ),
  shortHostile,
);
export const QUERY_VALUES = fc.oneof(
  fc.constantFrom("-1", "0", "1.5", "100001", "1e3", "abc", "", "2020-13-45", "2024-02-30", "new", "price_asc", "1", "x".repeat(201)),
  shortHostile,
);
/** The reading endpoints. */
export const READERS = [
  "catalog/products",
  "catalog/search",
  "cart/products",
  "cart/availability",
  "seo/home",
  "dashboard/products",
  "dashboard/orders",
  "dashboard/audit",
];

/** Authorization headers that are not `admin`'s live token (nor any other). */
export const badAuthorization = (admin: string) =>
  fc.oneof(
    fc.constantFrom(
      "",
      "Bearer",
      "Bearer ",
      `Bearer ${"A".repeat(43)}`,
      `Basic ${Buffer.from("admin:admin").toString("base64")}`,
      `Bearer ${admin.slice(1)}`,
      `Bearer ${admin.toUpperCase()}`,
      `Bearer ${admin}=`,
      `Bearer ' or 1=1 --`,
      "Bearer null",
      "Bearer undefined",
    ),
    hostileString.filter((s) => /^[\t\x20-\x7e]*$/.test(s)).map((s) => `Bearer ${s}`),
    fc.base64String({ minLength: 20, maxLength: 200 }).map((s) => `Bearer ${s}`),
  );

/** Calls that need a live token. */
export const AUTHORIZED_CALLS = [
  ["GET", "dashboard/orders"],
  ["GET", "dashboard/overview"],
  ["POST", "dashboard/products"],
  ["PUT", "dashboard/locale-settings"],
  ["POST", "dashboard/staff"],
  ["GET", "auth/me"],
  ["POST", "auth/logout"],
  ["POST", "dashboard/images"],
] as const;
