import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readConfig } from "../../src/config.js";
import { fromBracketForm } from "../../src/lib/http.js";
import type { TestShop } from "../support/shop.js";
import { L, STOREFRONT_BUILT, checkoutPayload, json, leastLoopDelay, loopLimitMs, productIds, startReliabilityShop } from "./helpers.js";

// Regression tests of issue 14 (part A): each finding as an attacker or a shopper would notice it.
// Every one of them failed before its fix.

/** No single request may hold the event loop (every other visitor) longer than this. */
const LOOP_LIMIT_MS = loopLimitMs();

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startReliabilityShop({ storefront: STOREFRONT_BUILT });
  admin = await shop.adminToken();
});
afterAll(() => shop.stop());

const contact = (fields: Record<string, unknown>) => ({ name: "Ana", email: "ana@mail.md", message: "Bună ziua", ...fields });

/** A GET sent as written: fetch would normalise `/\` to `//`, which is what the server must cope with. */
const rawGet = (base: string, path: string) =>
  new Promise<{ status: number; location: string | undefined; type: string | undefined; text: string }>((resolve, reject) => {
    const target = new URL(base.replace("//localhost:", "//127.0.0.1:"));
    const req = request({ host: target.hostname, port: target.port, path, method: "GET", agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, type: res.headers["content-type"], text }));
    });
    req.on("error", reject);
    req.end();
  });

describe("stalls", () => {
  test("an e-mail of 30,000 dots is refused at once by the contact form, the checkout and the sign-in", async () => {
    // "a@....... " made the e-mail pattern try every dot against every other: ~2 s for 30 kB, 15 s for 80 kB.
    const email = `a@${".".repeat(30_000)} `;
    const [id] = await productIds(shop.db, 1, 1);
    const requests: Array<[string, unknown]> = [
      ["general/contact", contact({ email })],
      ["cart/checkout", checkoutPayload([{ id: id!, quantity: 1 }], email)],
      ["auth/login", { email, password: "whatever-it-is" }],
    ];
    for (const [path, body] of requests) {
      const text = JSON.stringify(body);
      const { result, blockedMs } = await leastLoopDelay(() => shop.api(path, json("POST", text)), LOOP_LIMIT_MS);
      expect(blockedMs, path).toBeLessThan(LOOP_LIMIT_MS);
      expect(result.status, path).toBe(422);
      const { errors } = await result.json();
      expect(errors[path === "cart/checkout" ? "contactDetails.email" : "email"], path).toEqual(["max"]);
    }
  });

  test("a form of sparse list indexes costs what its size costs: no 1001-slot lists, and a 400 past 1000 fields", async () => {
    // `k1[1000]=1&k2[1000]=1…` built a 1001-slot list per field: 20,000 such fields froze the shop for seconds.
    const many = new URLSearchParams(Array.from({ length: 20_000 }, (_, i) => [`k${i}[1000]`, "1"])).toString();
    const { result, blockedMs } = await leastLoopDelay(
      () => shop.api("general/contact", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: many }),
      LOOP_LIMIT_MS,
    );
    expect(blockedMs).toBeLessThan(LOOP_LIMIT_MS);
    expect(result.status).toBe(400);
    expect((await result.json()).message).toMatch(/1000 fields/);
  });

  test("lists are built from the indexes present: items[500] alone is a list of one item, in query strings and in forms", async () => {
    const [id] = await productIds(shop.db, 1, 1);
    const res = await shop.api(`cart/availability?items[500][id]=${id}&items[500][quantity]=1`);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toHaveLength(1);
    expect(
      fromBracketForm([
        ["k[1000]", "a"],
        ["k[7]", "b"],
        ["k[]", "c"],
        ["o[x][99999999]", "d"],
      ]),
    ).toEqual({ k: ["b", "a", "c"], o: { x: { "99999999": "d" } } });
  });

  test("a body nested 300,000 levels deep is a 400, not a 500 from a recursive walk", async () => {
    const deep = `{"name":${"[".repeat(300_000)}${"]".repeat(300_000)},"email":"ana@mail.md","message":"x"}`;
    const { result, blockedMs } = await leastLoopDelay(() => shop.api("general/contact", json("POST", deep)), LOOP_LIMIT_MS);
    expect(blockedMs).toBeLessThan(LOOP_LIMIT_MS);
    expect(result.status).toBe(400);
    expect((await result.json()).message).toMatch(/nested/);
  });

  test("nesting is counted in the body's structure only: brackets inside texts are text, 16 levels are read, 17 are a 400", async () => {
    // The depth is read from the text before it is parsed; a message full of brackets and escaped quotes is not nested at all.
    const message = `${'[{\\"'.repeat(40)}]`;
    const sent = await shop.api("general/contact", json("POST", contact({ message })));
    expect(sent.status).toBe(201);
    // The body itself is the first level: an extra field of 15 nested lists makes 16.
    const nested = (lists: number) => JSON.stringify(contact({})).replace(/}$/, `,"extra":${"[".repeat(lists)}${"]".repeat(lists)}}`);
    expect((await shop.api("general/contact", json("POST", nested(15)))).status).toBe(201);
    const refused = await shop.api("general/contact", json("POST", nested(16)));
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/nested more than 16/);
  });

  test("a checkout whose lines are an object of 30,000 numbered fields (900 kB) is a 400 before it is parsed, and places nothing", async () => {
    const lines = Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [String(999_999_999 - i), { id: 1, quantity: 1 }]));
    const body = JSON.stringify({ ...checkoutPayload([]), products: lines });
    const [before] = await shop.db.query<{ n: number }>("select count(*)::int as n from orders");
    const refused = await shop.api("cart/checkout", json("POST", body));
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/more than 1000 fields/);
    expect((await shop.db.query<{ n: number }>("select count(*)::int as n from orders"))[0]).toEqual(before);
  });
});

describe("texts a database cannot store", () => {
  test("a lone UTF-16 surrogate is a 422 naming the field, as a NUL character is", async () => {
    for (const [name, raw] of [
      ["name", '"Ana \\ud800"'],
      ["message", '"x\\udfff y"'],
      ["name", '"a\\u0000b"'],
    ] as const) {
      const text = JSON.stringify(contact({})).replace(`"${name}":"${name === "name" ? "Ana" : "Bună ziua"}"`, `"${name}":${raw}`);
      const res = await shop.api("general/contact", json("POST", text));
      expect(res.status, raw).toBe(422);
      expect((await res.json()).errors, raw).toEqual({ [name]: ["invalid"] });
    }
    // A well-formed pair (an emoji) is a character like any other.
    const ok = await shop.api("general/contact", json("POST", contact({ name: "Ana 😀" })));
    expect(ok.status).toBe(201);
  });
});

describe("pages", () => {
  const pageParts = (html: string) => ({
    doctypes: html.match(/<!doctype html>/gi)?.length ?? 0,
    roots: html.match(/<div id="root">/g)?.length ?? 0,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    state: /<script id="[^"]+" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1],
  });

  test("$' $` and $& in an address or a product title are shown literally, and the page stays whole", async (ctx) => {
    ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
    const missing = await fetch(`${shop.url}/no-such-page-$'/`);
    expect(missing.status).toBe(404);
    const missingParts = pageParts(await missing.text());
    expect(missingParts).toMatchObject({ doctypes: 1, roots: 1 });
    expect(missingParts.title).toContain("no-such-page-$");
    expect(missingParts.title).not.toMatch(/<|script/);

    const search = await fetch(`${shop.url}/search/?text=abc$'def`);
    const state = pageParts(await search.text()).state!;
    expect(() => JSON.parse(state)).not.toThrow();

    const title = "Ceainic $' $` $& roșu";
    const created = await shop.api(
      "dashboard/products",
      json(
        "POST",
        {
          slug: "ceainic-dolar",
          sku: "DOLAR-1",
          title: L(title),
          description: L("$'"),
          price: 10,
          old_price: null,
          stock: 1,
          category_id: 1,
          attributes: [],
          active: true,
          image_ids: [],
        },
        admin,
      ),
    );
    expect(created.status).toBe(201);
    const page = await fetch(`${shop.url}/product/ceainic-dolar/`);
    expect(page.status).toBe(200);
    const parts = pageParts(await page.text());
    expect(parts).toMatchObject({ doctypes: 1, roots: 1 });
    expect(parts.title).toContain("Ceainic $' $` $&amp; roșu");
    expect(JSON.stringify(JSON.parse(parts.state!))).toContain(title.replace(/"/g, '\\"'));
  });

  test("//host and /\\host paths get the 404 page, never a redirect to another site", async (ctx) => {
    ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
    // Browsers send `/\\host` as `//host`; sent raw, the HTTP adapter refuses a backslash with a 400 before any route.
    const raw = await rawGet(shop.url, "/\\evil.example/login");
    expect(raw.location).toBeUndefined();
    expect(raw.status).toBe(400);
    for (const path of ["//evil.example/login", "//evil.example/login/", "/en//evil.example/x", "//"]) {
      const res = await rawGet(shop.url, path);
      expect(res.location, path).toBeUndefined();
      expect(res.status, path).toBe(404);
      expect(res.type, path).toMatch(/text\/html/);
    }
  });

  test("a dashboard address holding an encoded line break is moved to its trailing-slash twin as sent, not a 500", async (ctx) => {
    ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
    for (const [path, location] of [
      ["/dashboard/%0D%0A", "/dashboard/%0D%0A/"],
      ["/auth/login%0A?next=%0D%0A", "/auth/login%0A/?next=%0D%0A"],
      ["/dashboard/products", "/dashboard/products/"],
    ]) {
      const res = await rawGet(shop.url, path!);
      expect(res.status, path).toBe(301);
      expect(res.location, path).toBe(location);
    }
  });

  test("a page address with broken percent-encoding gets the 404 page (HTML), not a JSON 500", async (ctx) => {
    ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
    for (const path of ["/%E0%A4%A/", "/product/%E0%A4%A/", "/ru/category/%ff/"]) {
      const res = await rawGet(shop.url, path);
      expect(res.status, path).toBe(404);
      expect(res.type, path).toMatch(/text\/html/);
    }
  });

  test("a shared page is the same for every visitor: a cart, last seen products and a chosen country change nothing in its HTML", async (ctx) => {
    ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
    const [id, other] = await productIds(shop.db, 2, 1);
    const { slug, title } = (
      await shop.db.query<{ slug: string; title: string }>("select slug, title->>'ru' as title from products where id = $1", [other])
    )[0]!;
    const seen = [{ id: other, slug, title, image: null, price: 99, old_price: null, currency: "MDL", seenAt: Date.now() }];
    const cookie = [
      `cart=${encodeURIComponent(JSON.stringify([{ id, quantity: 7 }]))}`,
      `last_seen=${encodeURIComponent(JSON.stringify(seen))}`,
      "country=bg",
      "i18n_redirected=ru",
    ].join("; ");
    const [productOf] = await shop.db.query<{ slug: string }>("select slug from products where id = $1", [id]);
    for (const path of ["/ru/", `/ru/product/${productOf!.slug}/`, "/ru/search/?text=tigaie"]) {
      // The visitor with cookies comes first: what their render showed is what every visitor gets.
      const personal = await (await fetch(`${shop.url}${path}`, { headers: { cookie } })).text();
      const anonymous = await (await fetch(`${shop.url}${path}`, { headers: { cookie: "i18n_redirected=ru" } })).text();
      expect(personal, path).toBe(anonymous);
      // The badge's element, not its style (the page carries its style sheet).
      expect(personal, path).not.toContain('class="cart-link__badge"');
      expect(personal, path).not.toContain('id="last-seen"');
      expect(pageParts(personal).state, path).not.toContain('"quantity":7');
    }
    // The cart page is the visitor's own: rendered from their cart, with the lines in its state.
    const cart = await (await fetch(`${shop.url}/ru/cart/`, { headers: { cookie } })).text();
    expect(JSON.parse(pageParts(cart).state!).cart).toEqual([{ id, quantity: 7 }]);
    expect(cart).toContain('class="cart-link__badge"');
  });

  test("a kept page shows a dashboard change with the next request", async (ctx) => {
    ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
    const page = `${shop.url}/ru/search/?text=samovarverde`;
    const before = await (await fetch(page)).text();
    expect(await (await fetch(page)).text()).toBe(before);
    expect(before).not.toContain("Samovarverde");
    const created = await shop.api(
      "dashboard/products",
      json(
        "POST",
        {
          slug: "samovar-verde",
          sku: "SAMOVAR-1",
          title: L("Samovarverde Tula"),
          description: L("Samovar."),
          price: 10,
          old_price: null,
          stock: 1,
          category_id: 1,
          attributes: [],
          active: true,
          image_ids: [],
        },
        admin,
      ),
    );
    expect(created.status).toBe(201);
    expect(await (await fetch(page)).text()).toContain("Samovarverde Tula");
  });

  test("the dashboard page asks for Secure cookies when PUBLIC_URL is https or SECURE_COOKIES=1, and not otherwise", async (ctx) => {
    expect(readConfig({ PUBLIC_URL: "https://shop.example" }).secureCookies).toBe(true);
    expect(readConfig({ SECURE_COOKIES: "1" }).secureCookies).toBe(true);
    expect(readConfig({ PUBLIC_URL: "http://localhost:3000" }).secureCookies).toBe(false);
    ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
    expect(await (await fetch(`${shop.url}/auth/login/`)).text()).not.toContain("vitrina-secure-cookies");
    const secure = await startReliabilityShop({ storefront: true, config: { secureCookies: true } });
    try {
      expect(await (await fetch(`${secure.url}/auth/login/`)).text()).toContain('<meta name="vitrina-secure-cookies" content="1"');
    } finally {
      await secure.stop();
    }
  }, 120_000);
});
