import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import fc from "fast-check";
import { isApiError, type CheckoutPayload, type KeyValueStore } from "@vitrina/core";
import { AUTH_TOKEN, createHttpDashboardApi, createHttpShopApi, toBracketForm } from "../src/index.js";
import { fromBracketForm } from "../../server/src/lib/http.js";
import { coerceCheckoutForm } from "../../server/src/routes/orders.js";

/** A real local HTTP server whose answers each test scripts. */
type Handler = (req: IncomingMessage & { body: string }, res: ServerResponse) => void;
let server: Server;
let base: string;
let handler: Handler;
const seen: Array<IncomingMessage & { body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const request = Object.assign(req, { body });
      seen.push(request);
      handler(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => void (seen.length = 0));

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};
const general = { addresses: [], emails: [], salesPhones: [], salesEmails: [], phones: [], schedule: "", socials: [], currencies: [], languages: [], countries: [] };

const memoryStore = (values: Record<string, string> = {}) => {
  const map = new Map(Object.entries(values));
  const store: KeyValueStore = { get: (k) => map.get(k), set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
  return { store, map };
};
const setup = (values: Record<string, string> = {}, timeoutMs?: number) => {
  const { store, map } = memoryStore(values);
  const navigated: string[] = [];
  const navigation = { navigate: (path: string) => void navigated.push(path), reload: () => {} };
  const options = { baseUrl: base, store, navigation, ...(timeoutMs ? { timeoutMs } : {}) };
  return { shop: createHttpShopApi(options), dashboard: createHttpDashboardApi(options), map, navigated };
};

describe("headers", () => {
  test("JSON accept, the stored language (default ro, following changes), currency mdl, bearer token when present", async () => {
    handler = (_req, res) => json(res, 200, { data: general });
    const { shop, map } = setup();
    await shop.getGeneral();
    expect(seen[0]!.headers).toMatchObject({ accept: "application/json", "accept-language": "ro", "accept-currency": "mdl" });
    expect(seen[0]!.headers.authorization).toBeUndefined();
    map.set("i18n_redirected", "ru");
    map.set(AUTH_TOKEN, "token-123");
    await shop.getGeneral();
    expect(seen[1]!.headers).toMatchObject({ "accept-language": "ru", authorization: "Bearer token-123" });
  });

  test("lists in queries use bracket notation", async () => {
    handler = (_req, res) => json(res, 200, { data: [] });
    const { shop } = setup();
    await shop.getCartProducts([3, 8]);
    expect(decodeURIComponent(seen[0]!.url!)).toBe("/api/cart/products?ids[]=3&ids[]=8");
    handler = (_req, res) => json(res, 200, { data: [{ id: 3, quantity: 2, stock: 5, in_stock: true }] });
    await shop.checkAvailability([{ id: 3, quantity: 2 }]);
    expect(decodeURIComponent(seen[1]!.url!)).toBe("/api/cart/availability?items[0][id]=3&items[0][quantity]=2");
  });
});

describe("failures", () => {
  test("statuses 400-599 become typed errors with the server's message and field errors", async () => {
    handler = (_req, res) => json(res, 422, { message: "invalid", errors: { email: ["format"] } });
    const { shop } = setup();
    const error = await shop.sendContact({ email: "x" }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, message: "invalid", errors: { email: ["format"] } });
  });

  test.each([408, 409, 425, 429, 500, 502, 503, 504])("a GET answered %i is retried once", async (status) => {
    let calls = 0;
    handler = (_req, res) => (calls++ === 0 ? json(res, status, { message: "busy" }) : json(res, 200, { data: general }));
    await expect(setup().shop.getGeneral()).resolves.toBeDefined();
    expect(calls).toBe(2);
  });

  test("a GET failing twice, a 404, and a POST are not retried further", async () => {
    handler = (_req, res) => json(res, 503, { message: "down" });
    const { shop } = setup();
    await expect(shop.getGeneral()).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(2);
    seen.length = 0;
    handler = (_req, res) => json(res, 404, { message: "nope" });
    await expect(shop.getProduct("x")).rejects.toMatchObject({ status: 404 });
    expect(seen).toHaveLength(1);
    seen.length = 0;
    handler = (_req, res) => json(res, 503, { message: "down" });
    await expect(shop.sendContact({ name: "a" })).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
  });

  test("a request that takes longer than the timeout fails with status 0", async () => {
    handler = (_req, res) => setTimeout(() => json(res, 200, { data: general }), 300);
    const { shop } = setup({}, 50);
    await expect(shop.getGeneral()).rejects.toMatchObject({ status: 0, message: "Request timed out after 50 ms" });
  });

  test("401 clears the signed-in user and goes to the login page", async () => {
    handler = (_req, res) => json(res, 401, { message: "Sign in to continue." });
    const { dashboard, map, navigated } = setup({ [AUTH_TOKEN]: "expired" });
    await expect(dashboard.overview()).rejects.toMatchObject({ status: 401 });
    expect(map.has(AUTH_TOKEN)).toBe(false);
    expect(navigated).toEqual(["/auth/login/"]);
  });

  test("a malformed answer is a typed error naming the field", async () => {
    handler = (_req, res) => json(res, 200, { data: { ...general, phones: [42] } });
    await expect(setup().shop.getGeneral()).rejects.toMatchObject({ _tag: "ApiError", status: 502, message: expect.stringContaining("data.phones.0") });
  });
});

/** Any checkout payload: texts with any characters (brackets, '=', '&', Cyrillic, emoji), optional parts present or not. */
const text = fc.string({ unit: "grapheme", maxLength: 30 });
const address = fc.record(
  { firstName: text, lastName: text, country: fc.constantFrom("md", "ro", "bg"), city: text, address: text, postalCode: text, company: text },
  { requiredKeys: ["firstName", "lastName", "country", "city", "address"] },
);
const checkoutPayload: fc.Arbitrary<CheckoutPayload> = fc.record(
  {
    paymentMethod: fc.constantFrom("cash_on_delivery", "card_on_delivery", "bank_transfer"),
    deliveryMethod: fc.constantFrom("courier", "pickup", "post"),
    clientNote: text,
    agreement: fc.constant(true),
    contactDetails: fc.record({ email: text, phone: text }),
    billingAddress: address,
    deliveryAddress: address,
    products: fc.array(fc.record({ id: fc.integer({ min: 1, max: 10 ** 9 - 1 }), quantity: fc.integer({ min: 1, max: 999 }) }), { minLength: 1, maxLength: 20 }),
  },
  { requiredKeys: ["paymentMethod", "deliveryMethod", "agreement", "contactDetails", "billingAddress", "products"] },
) as fc.Arbitrary<CheckoutPayload>;

describe("multipart", () => {
  test("checkout is sent as multipart in bracket notation, empty address fields left out, with the Idempotency-Key", async () => {
    handler = (_req, res) => json(res, 201, { orderNumber: "VT-ABCDEFGH" });
    const { shop } = setup();
    await shop.checkout(
      {
        paymentMethod: "cash_on_delivery", deliveryMethod: "courier", agreement: true,
        contactDetails: { email: "a@b.md", phone: "069123456" },
        billingAddress: { firstName: "Ana", lastName: "Rusu", country: "md", city: "Chișinău", address: "Ismail 88", postalCode: "" },
        products: [{ id: 3, quantity: 2 }],
      },
      { idempotencyKey: "k-1" },
    );
    const request = seen[0]!;
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data/);
    expect(request.headers["idempotency-key"]).toBe("k-1");
    expect(request.body).toContain('name="contactDetails[email]"');
    expect(request.body).toContain('name="products[0][id]"');
    expect(request.body).not.toContain("postalCode");
  });

  test("property: bracket-notation encoding round-trips any checkout payload through the server's decoder", () => {
    fc.assert(
      fc.property(checkoutPayload, (payload) => {
        const form = toBracketForm(payload as unknown as Record<string, unknown>);
        const decoded = coerceCheckoutForm(fromBracketForm(form.entries()));
        // Empty optional texts are left out on purpose; everything else comes back as it was.
        const withoutEmpty = JSON.parse(JSON.stringify(payload, (_k, v) => (v === "" ? undefined : v)));
        expect(decoded).toEqual(withoutEmpty);
      }),
    );
  });
});
