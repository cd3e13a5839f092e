import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import fc from "fast-check";
import { COUNTRY_CODES, isApiError, type CheckoutPayload, type KeyValueStore } from "@vitrina/core";
import { AUTH_TOKEN, createHttpDashboardApi, createHttpShopApi, toBracketForm, type HttpAdapterOptions } from "../src/index.js";
import { coerceCheckoutForm, fromBracketForm } from "@vitrina/server/testing";

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
const setup = (values: Record<string, string> = {}, timeoutMs?: number, more: Partial<HttpAdapterOptions> = {}) => {
  const { store, map } = memoryStore(values);
  const navigated: string[] = [];
  const navigation = { navigate: (path: string) => void navigated.push(path), reload: () => {} };
  const options = { baseUrl: base, store, navigation, ...(timeoutMs ? { timeoutMs } : {}), ...more };
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

  test("a 422 about stock carries the units left of each short product", async () => {
    handler = (_req, res) => json(res, 422, { message: "short", errors: { "items.0.quantity": ["out_of_stock"] }, stock: { "7": 2 } });
    const error = await setup().shop.checkAvailability([{ id: 7, quantity: 5 }]).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, errors: { "items.0.quantity": ["out_of_stock"] }, stock: { "7": 2 } });
  });

  test("a malformed stock map is left out rather than trusted", async () => {
    handler = (_req, res) => json(res, 422, { message: "short", errors: {}, stock: { "7": "two" } });
    const error = await setup().shop.checkAvailability([{ id: 7, quantity: 5 }]).catch((e: unknown) => e);
    expect(error).not.toHaveProperty("stock");
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

  test("a request that takes longer than the timeout fails with kind timeout and status 0, after its retry", async () => {
    handler = (_req, res) => setTimeout(() => json(res, 200, { data: general }), 300);
    const { shop } = setup({}, 50);
    await expect(shop.getGeneral()).rejects.toMatchObject({ kind: "timeout", status: 0, url: `${base}/general`, message: `Request timed out after 50 ms: ${base}/general` });
    expect(seen).toHaveLength(2);
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

describe("error kinds, retry policy and cancellation", () => {
  test("every error names its kind, URL, status and cause", async () => {
    handler = (_req, res) => json(res, 404, { message: "Not here" });
    await expect(setup().shop.search("divan")).rejects.toMatchObject({ kind: "http", status: 404, url: `${base}/catalog/search?text=divan`, message: "Not here" });
    handler = (_req, res) => json(res, 200, { data: { ...general, phones: [42] } });
    const decode = await setup().shop.getGeneral().catch((e: unknown) => e);
    expect(decode).toMatchObject({ kind: "decode", status: 502, url: `${base}/general` });
    expect((decode as { cause: unknown }).cause).toEqual([expect.objectContaining({ path: ["data", "phones", 0] })]);
    handler = (req) => req.socket.destroy();
    const network = await setup().shop.getCountry().catch((e: unknown) => e);
    expect(network).toMatchObject({ kind: "network", status: 0, url: `${base}/general/country`, message: `Network error: ${base}/general/country` });
    expect((network as { cause: unknown }).cause).toBeDefined();
  });

  test("a GET without an answer is retried; a POST never is", async () => {
    handler = (req, res) => (seen.length === 1 ? req.socket.destroy() : json(res, 200, { code: "ro" }));
    await expect(setup().shop.getCountry()).resolves.toBe("ro");
    expect(seen).toHaveLength(2);
    seen.length = 0;
    handler = (req) => req.socket.destroy();
    await expect(setup().shop.sendContact({ name: "Ana" })).rejects.toMatchObject({ kind: "network" });
    expect(seen).toHaveLength(1);
  });

  test("the retry count, backoff and statuses are configurable", async () => {
    handler = (_req, res) => json(res, 503, { message: "down" });
    await expect(setup({}, undefined, { retry: { times: 3, backoffMs: 1 } }).shop.getGeneral()).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(4);
    seen.length = 0;
    await expect(setup({}, undefined, { retry: { times: 0 } }).shop.getGeneral()).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
    seen.length = 0;
    handler = (_req, res) => json(res, 429, { message: "slow down" });
    await expect(setup({}, undefined, { retry: { statuses: new Set() } }).shop.getGeneral()).rejects.toMatchObject({ status: 429 });
    expect(seen).toHaveLength(1);
    seen.length = 0;
    handler = (_req, res) => json(res, 500, { message: "down" });
    const started = Date.now();
    await expect(setup({}, undefined, { retry: { times: 2, backoffMs: 100 } }).shop.getGeneral()).rejects.toMatchObject({ status: 500 });
    // Waits 100 ms, then 200 ms (doubling).
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(seen).toHaveLength(3);
  });

  test("aborting the signal cancels the request: the server sees it closed, the call rejects with kind aborted", async () => {
    let closed!: () => void;
    const serverSawClose = new Promise<void>((resolve) => (closed = resolve));
    handler = (_req, res) => res.on("close", closed);
    const controller = new AbortController();
    const call = setup().shop.getProducts({ slug: "divane" }, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(call).rejects.toMatchObject({ _tag: "ApiError", kind: "aborted", status: 0, url: `${base}/catalog/products?slug=divane` });
    await serverSawClose;
    seen.length = 0;
    await expect(setup().shop.getGeneral({ signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: "aborted" });
    expect(seen).toHaveLength(0);
  });

  test("every dashboard method passes its signal on: an aborted one sends nothing and rejects with kind aborted", async () => {
    handler = (_req, res) => json(res, 200, { data: {} });
    const { dashboard } = setup({ auth_token: "t" });
    const signal = AbortSignal.abort();
    const o = { signal };
    const file = { name: "a.png", type: "image/png", bytes: new Uint8Array([1]) };
    const product = {} as never;
    const calls: Record<keyof typeof dashboard, () => Promise<unknown>> = {
      login: () => dashboard.login({ email: "a@b.md", password: "x" }, o),
      logout: () => dashboard.logout(o),
      me: () => dashboard.me(o),
      changePassword: () => dashboard.changePassword({ currentPassword: "a", newPassword: "b" } as never, o),
      overview: () => dashboard.overview({}, o),
      listProducts: () => dashboard.listProducts({}, o),
      getProduct: () => dashboard.getProduct(1, o),
      createProduct: () => dashboard.createProduct(product, o),
      updateProduct: () => dashboard.updateProduct(1, product, 1, o),
      deleteProduct: () => dashboard.deleteProduct(1, o),
      uploadImage: () => dashboard.uploadImage(file, undefined, o),
      listCategories: () => dashboard.listCategories(o),
      createCategory: () => dashboard.createCategory(product, o),
      updateCategory: () => dashboard.updateCategory(1, product, 1, o),
      deleteCategory: () => dashboard.deleteCategory(1, o),
      reorderCategories: () => dashboard.reorderCategories(null, [1], [1], o),
      listOrders: () => dashboard.listOrders({}, o),
      getOrder: () => dashboard.getOrder(1, o),
      changeOrderStatus: () => dashboard.changeOrderStatus(1, "shipped" as never, o),
      listSliders: () => dashboard.listSliders(o),
      createSlider: () => dashboard.createSlider(product, o),
      updateSlider: () => dashboard.updateSlider(1, product, 1, o),
      deleteSlider: () => dashboard.deleteSlider(1, o),
      reorderSliders: () => dashboard.reorderSliders([1], 1, o),
      getProductList: () => dashboard.getProductList("bestsellers", {}, o),
      setProductList: () => dashboard.setProductList("bestsellers", [1], 1, o),
      listSeo: () => dashboard.listSeo(o),
      updateSeo: () => dashboard.updateSeo(product, 1, o),
      getLocaleSettings: () => dashboard.getLocaleSettings(o),
      updateLocaleSettings: () => dashboard.updateLocaleSettings(product, 1, o),
      getShopIdentity: () => dashboard.getShopIdentity(o),
      updateShopIdentity: () => dashboard.updateShopIdentity(product as never, 1, o),
      getInstructions: () => dashboard.getInstructions(o),
      updateInstructions: () => dashboard.updateInstructions(product as never, 1, o),
      listStaff: () => dashboard.listStaff(o),
      listAudit: () => dashboard.listAudit({}, o),
      createStaff: () => dashboard.createStaff(product, o),
      updateStaff: () => dashboard.updateStaff(1, product, 1, o),
      deleteStaff: () => dashboard.deleteStaff(1, o),
      listMessages: () => dashboard.listMessages({}, o),
      setMessageStatus: () => dashboard.setMessageStatus(1, "handled", 1, o),
      getContentPage: () => dashboard.getContentPage("about", o),
      saveContentPage: () => dashboard.saveContentPage("faq", product, 1, o),
      previewMarkdown: () => dashboard.previewMarkdown("*x*", o),
    };
    for (const [name, call] of Object.entries(calls)) {
      await expect(call(), name).rejects.toMatchObject({ _tag: "ApiError", kind: "aborted" });
    }
    expect(seen).toHaveLength(0);
  });

  test("aborting a dashboard request in flight cancels it: the server sees it closed", async () => {
    let closed!: () => void;
    const serverSawClose = new Promise<void>((resolve) => (closed = resolve));
    handler = (_req, res) => res.on("close", closed);
    const controller = new AbortController();
    const call = setup({ auth_token: "t" }).dashboard.updateProduct(4, { title: "x" } as never, 2, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: "aborted", url: `${base}/dashboard/products/4` });
    await serverSawClose;
  });
});

/** Any checkout payload: texts with any characters (brackets, '=', '&', Cyrillic, emoji), optional parts present or not. */
const text = fc.string({ unit: "grapheme", maxLength: 30 });
const address = fc.record(
  { firstName: text, lastName: text, country: fc.constantFrom(...COUNTRY_CODES), city: text, address: text, postalCode: text, company: text },
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

describe("order access", () => {
  test("checkout resolves with the number and the access key; the order is asked for with ?key=", async () => {
    const { shop } = setup();
    handler = (_req, res) => json(res, 201, { orderNumber: "VT-ABCDEFGH", accessKey: "key_-1" });
    const payload = { paymentMethod: "cash_on_delivery", deliveryMethod: "courier", agreement: true, contactDetails: { email: "a@b.md", phone: "069123456" }, billingAddress: { firstName: "A", lastName: "B", country: "md", city: "C", address: "D" }, products: [{ id: 1, quantity: 1 }] } as const;
    expect(await shop.checkout(payload)).toEqual({ orderNumber: "VT-ABCDEFGH", accessKey: "key_-1" });
    handler = (_req, res) => json(res, 404, { message: "Order not found." });
    await expect(shop.getOrder("VT-ABCDEFGH", "key_-1")).rejects.toMatchObject({ status: 404 });
    expect(seen[1]!.url).toBe("/api/cart/order/VT-ABCDEFGH?key=key_-1");
  });

  test("an answer without the access key is malformed", async () => {
    const { shop } = setup();
    handler = (_req, res) => json(res, 201, { orderNumber: "VT-ABCDEFGH" });
    const payload = { paymentMethod: "cash_on_delivery", deliveryMethod: "courier", agreement: true, contactDetails: { email: "a@b.md", phone: "069123456" }, billingAddress: { firstName: "A", lastName: "B", country: "md", city: "C", address: "D" }, products: [{ id: 1, quantity: 1 }] } as const;
    await expect(shop.checkout(payload)).rejects.toMatchObject({ status: 502 });
  });

  test("a 429 carries the seconds of its Retry-After", async () => {
    const { shop } = setup();
    handler = (_req, res) => {
      res.writeHead(429, { "content-type": "application/json", "retry-after": "540" });
      res.end(JSON.stringify({ message: "Too many orders" }));
    };
    const payload = { paymentMethod: "cash_on_delivery", deliveryMethod: "courier", agreement: true, contactDetails: { email: "a@b.md", phone: "069123456" }, billingAddress: { firstName: "A", lastName: "B", country: "md", city: "C", address: "D" }, products: [{ id: 1, quantity: 1 }] } as const;
    await expect(shop.checkout(payload)).rejects.toMatchObject({ status: 429, retryAfter: 540 });
  });
});

describe("multipart", () => {
  test("checkout is sent as multipart in bracket notation, empty address fields left out, with the Idempotency-Key", async () => {
    handler = (_req, res) => json(res, 201, { orderNumber: "VT-ABCDEFGH", accessKey: "k".repeat(43) });
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

describe("logging of failed answers (spec §8: 500 and 404 from the API are logged only)", () => {
  test("a 5xx is logged as an error, a 404 as a warning, a 422 not at all", async () => {
    const logged: Array<[string, string, unknown]> = [];
    const logger = { error: (m: string, d?: unknown) => void logged.push(["error", m, d]), warn: (m: string, d?: unknown) => void logged.push(["warn", m, d]) };
    const { store } = memoryStore();
    const shop = createHttpShopApi({ baseUrl: base, store, navigation: { navigate: () => {}, reload: () => {} }, logger });
    handler = (_req, res) => json(res, 404, { message: "Product not found" });
    await expect(shop.getProduct("gone")).rejects.toMatchObject({ status: 404 });
    handler = (_req, res) => json(res, 422, { message: "Invalid", errors: { text: ["required"] } });
    await expect(shop.search("")).rejects.toMatchObject({ status: 422 });
    handler = (_req, res) => json(res, 500, { message: "Database down" });
    await expect(shop.getGeneral()).rejects.toMatchObject({ status: 500 });
    expect(logged.map(([level, message]) => [level, message])).toEqual([
      ["warn", "Product not found"],
      ["error", "Database down"],
    ]);
  });
});
