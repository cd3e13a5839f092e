import { scrypt } from "node:crypto";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { answerKey, sharedReads } from "../../src/lib/answer-cache.js";
import { readConfig } from "../../src/config.js";
import { isCommonPassword } from "../../src/lib/password.js";
import type { TestShop } from "../support/shop.js";
import { L, STOREFRONT_BUILT, json, jsonOf, signedIn, startReliabilityShop } from "./helpers.js";

// Regression tests of issue 14 (part A): each finding as an attacker or a shopper would notice it.
// Every one of them failed before its fix.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startReliabilityShop({ storefront: STOREFRONT_BUILT });
  admin = await shop.adminToken();
});
afterAll(() => shop.stop());

describe("500s and small holes", () => {
  test("sort=constructor (or any inherited name) on the dashboard's product list is a 422", async () => {
    for (const sort of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      const res = await shop.api(`dashboard/products?sort=${sort}`, signedIn(admin));
      expect(res.status, sort).toBe(422);
      expect((await res.json()).errors, sort).toEqual({ sort: ["invalid"] });
    }
  });

  test("%, _ and \\ in a search match themselves, not any text", async () => {
    for (const text of ["%", "_", "%%", "\\"]) {
      const res = await shop.api(`catalog/search?text=${encodeURIComponent(text)}`);
      expect(res.status, text).toBe(200);
      expect((await res.json()).data, text).toEqual([]);
      const listing = await (await shop.api(`catalog/products?search=${encodeURIComponent(text)}`)).json();
      expect(listing.items, text).toEqual([]);
      const products = await (await shop.api(`dashboard/products?search=${encodeURIComponent(text)}`, signedIn(admin))).json();
      expect(products.total_items, text).toBe(0);
      const orders = await (await shop.api(`dashboard/orders?search=${encodeURIComponent(text)}`, signedIn(admin))).json();
      expect(orders.total_items, text).toBe(0);
    }
  });

  test("links written by staff (share image, social links, slides) are only https or paths of the shop", async () => {
    // Each edit says which version it read (If-Match): the one saved now.
    const seoVersion = async () => (await shop.db.query<{ version: number }>("select version from seo_settings where kind = 'home'"))[0]!.version;
    const seo = async (image: string | null) =>
      shop.api(
        "dashboard/seo/home",
        json("PUT", { kind: "home", title: L("{shop}"), description: L("Magazin"), image }, admin, { "if-match": `"${await seoVersion()}"` }),
      );
    for (const bad of [
      "javascript:alert(1)",
      "http://evil.example/x.png",
      "//evil.example/x.png",
      "/\\evil.example",
      "data:image/png;base64,AAAA",
      "java\tscript:alert(1)",
      " https://x.example/a.png",
    ]) {
      const res = await seo(bad);
      expect(res.status, bad).toBe(422);
      expect((await res.json()).errors, bad).toEqual({ image: ["format"] });
    }
    for (const good of ["https://cdn.example/share.png", "/images/share.png", "", null]) expect((await seo(good)).status, String(good)).toBe(200);

    const settings = await (await shop.api("dashboard/locale-settings", signedIn(admin))).json();
    const withSocial = (url: string) =>
      shop.api(
        "dashboard/locale-settings",
        json("PUT", { ...settings.data, socials: [{ name: "Facebook", url, code: "facebook" }] }, admin, { "if-match": `"${settings.data.version}"` }),
      );
    const refused = await withSocial("javascript:alert(1)");
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual({ "socials.0.url": ["format"] });
    expect((await withSocial("https://www.facebook.com/vitrina.md")).status).toBe(200);

    const slide = await shop.api(
      "dashboard/sliders",
      json("POST", { title: L("Slide"), subtitle: L("x"), link: "https://evil.example/", image_id: null, active: true }, admin),
    );
    expect(slide.status).toBe(422);
    expect((await slide.json()).errors).toEqual({ link: ["format"] });
  });

  test("the bearer scheme is case-insensitive", async () => {
    for (const scheme of ["bearer", "BEARER", "Bearer"])
      expect((await shop.api("auth/me", { headers: { authorization: `${scheme} ${admin}` } })).status, scheme).toBe(200);
  });

  test("order, sign-in and dashboard answers carry Cache-Control: no-store; the catalogue's do not", async () => {
    const answers = [
      await shop.api("auth/me", signedIn(admin)),
      await shop.api("auth/login", json("POST", { email: "nobody@vitrina.md", password: "wrong-password-here" })),
      await shop.api("dashboard/orders", signedIn(admin)),
      await shop.api("dashboard/overview", signedIn(admin)),
      await shop.api("dashboard/orders"),
      await shop.api("cart/order/VT-AAAAAAAA"),
      await shop.api("cart/checkout", json("POST", {})),
    ];
    for (const res of answers) expect(res.headers.get("cache-control"), res.url).toBe("no-store");
    expect((await shop.api("home")).headers.get("cache-control")).toBeNull();
  });

  test("the catalogue version read on PostgreSQL is shared by waiting requests, yet never read before a request arrived", async () => {
    let version = 1;
    let reads = 0;
    const gate: Array<() => void> = [];
    // Each read sees the version as it is when it starts, and ends when the test lets it.
    const read = sharedReads(() => {
      reads += 1;
      const seen = version;
      return new Promise<number>((done) => gate.push(() => done(seen)));
    });
    const first = read();
    version = 2; // a change commits while the first read is under way
    const [second, third] = [read(), read()];
    gate.shift()!();
    expect(await first).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    gate.shift()!();
    expect([await second, await third]).toEqual([2, 2]);
    expect(reads).toBe(2);
  });

  test("the answer cache sends each hit with its own X-Request-Id and keys only the parameters the answer reads", async () => {
    const first = await shop.api("catalog/products?page=1", { headers: { "x-request-id": "first-request" } });
    const hit = await shop.api("catalog/products?page=1", { headers: { "x-request-id": "second-request" } });
    expect(first.headers.get("x-request-id")).toBe("first-request");
    expect(hit.headers.get("x-request-id")).toBe("second-request");
    expect(await hit.text()).toBe(await first.text());
    const key = (query: string) => answerKey("ro", new URL(`http://shop/api/catalog/products${query}`));
    expect(key("?page=2&junk=1&utm_source=x")).toBe(key("?page=2"));
    expect(key("?sort_by=newest&page=2")).toBe(key("?page=2&sort_by=newest"));
    expect(key("?filters[brand][]=A&filters[brand][]=B")).not.toBe(key("?filters[brand][]=A"));
    expect(key("?page=2")).not.toBe(key("?page=3"));
  });

  test("stopping the shop twice (a second SIGTERM) does not crash", async () => {
    const other = await startReliabilityShop();
    await expect(Promise.all([other.stop(), other.stop()])).resolves.toBeDefined();
    await expect(other.stop()).resolves.toBeUndefined();
    // Starting a second shop takes a while on a busy machine.
  }, 120_000);

  test("an image of more than 40 million pixels is refused before it is decoded", async () => {
    const png = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const form = new FormData();
    form.append("image", new File([new Uint8Array(png)], "big.png", { type: "image/png" }));
    const res = await shop.api("dashboard/images", { method: "POST", body: form, headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(422);
    expect((await jsonOf(res)).errors).toBeDefined();
  });

  test("passwords are hashed with OWASP's scrypt parameters, and an older hash is replaced at the next sign-in", async () => {
    // A shop hashing as `npm start` configures it (readConfig), not with the test shops' cheap parameters.
    const owasp = await startReliabilityShop({ config: { passwordHashing: readConfig({}).passwordHashing } });
    try {
      const hashOf = async () =>
        (await owasp.db.query<{ password_hash: string }>("select password_hash from staff where email = $1", ["admin@test.vitrina.md"]))[0]!.password_hash;
      expect(await hashOf()).toMatch(/^scrypt\$131072\$8\$1\$/);
      const salt = Buffer.from("0123456789abcdef");
      const oldKey = (await promisify(scrypt)("old-params-password", salt, 32)) as Buffer;
      await owasp.db.query("update staff set password_hash = $2 where email = $1", [
        "admin@test.vitrina.md",
        `scrypt$16384$8$1$${salt.toString("base64")}$${oldKey.toString("base64")}`,
      ]);
      const login = await owasp.api("auth/login", json("POST", { email: "admin@test.vitrina.md", password: "old-params-password" }));
      expect(login.status).toBe(200);
      expect(await hashOf()).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect((await owasp.api("auth/login", json("POST", { email: "admin@test.vitrina.md", password: "old-params-password" }))).status).toBe(200);
    } finally {
      await owasp.stop();
    }
    // Starting a second shop takes a while on a busy machine.
  }, 120_000);

  test("common passwords are refused for new staff, password changes and passwords an admin sets", async () => {
    expect(isCommonPassword("password1234")).toBe(true);
    expect(isCommonPassword("QWERTYUIOP123")).toBe(true);
    expect(isCommonPassword("ceainic-roșu-din-Bălți")).toBe(false);
    const created = await shop.api(
      "dashboard/staff",
      json("POST", { email: "common@vitrina.md", name: "C", role: "manager", password: "password1234" }, admin),
    );
    expect(created.status).toBe(422);
    expect((await created.json()).errors).toEqual({ password: ["common"] });
    const changed = await shop.api("auth/password", json("POST", { current_password: "whatever-it-is", new_password: "qwertyuiop123" }, admin));
    expect(changed.status).toBe(422);
    expect((await changed.json()).errors).toEqual({ new_password: ["common"] });
    const [me] = await shop.db.query<{ id: number; version: number }>("select id, version from staff where email = $1", ["admin@test.vitrina.md"]);
    const set = await shop.api(`dashboard/staff/${me!.id}`, json("PATCH", { password: "123456789012" }, admin, { "if-match": `"${me!.version}"` }));
    expect(set.status).toBe(422);
    expect((await set.json()).errors).toEqual({ password: ["common"] });
  });
});
