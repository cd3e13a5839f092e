import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ROUTES } from "@vitrina/core";
import { parseTrustProxy, clientOf } from "../../src/lib/client-address.js";
import type { TestShop } from "../support/shop.js";
import { TEST_ADMIN } from "../support/shop.js";
import { asForm } from "../support/forms.js";
import { checkoutPayload, json, productIds, signedIn, snapshot, startReliabilityShop } from "./helpers.js";

// Issue 28 item 4 (decisions.md "Requests from browsers"): a page of another site could post
// `text/plain` sign-ins from a visitor's browser (six of them locked the owner out for 15 minutes),
// and checkouts and contact messages cross-site. JSON endpoints now refuse other media types (415);
// writes marked cross-site, or from another Origin, are refused (403); IPv6 clients count per /64.

const EVIL = "https://evil.example";

let shop: TestShop;
let admin: string;
let product: number;
beforeAll(async () => {
  shop = await startReliabilityShop();
  admin = await shop.adminToken();
  product = (await productIds(shop.db, 1, 20))[0]!;
});
afterAll(() => shop.stop());

const order = () => checkoutPayload([{ id: product, quantity: 1 }]);
const message = { name: "Ana", email: "ana@mail.md", message: "Bună ziua" };

describe("JSON endpoints take JSON only (415)", () => {
  test("a text/plain sign-in is 415, counts no failure and locks nobody out", async () => {
    const wrong = JSON.stringify({ email: TEST_ADMIN.email, password: "wrong-password-123" });
    for (let i = 0; i < 8; i++) {
      const res = await shop.api("auth/login", { method: "POST", headers: { "content-type": "text/plain;charset=UTF-8" }, body: wrong });
      expect(res.status).toBe(415);
    }
    const [{ failures }] = (await shop.db.query<{ failures: number }>("select count(*)::int as failures from login_failures")) as [{ failures: number }];
    expect(failures).toBe(0);
    // The owner, from the same address, signs in.
    expect((await shop.api("auth/login", json("POST", TEST_ADMIN))).status).toBe(200);
  });

  test("every endpoint that reads JSON answers 415 to the same body as text/plain, and changes nothing", async () => {
    const before = await snapshot(shop.db);
    const params: Record<string, string> = { id: "1", kind: "faq", list: "bestsellers" };
    for (const route of ROUTES.filter((r) => r.body && r.bodyType !== "form")) {
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => (route.path.includes("/seo/") ? "home" : params[name]!));
      const res = await fetch(`${shop.url}${path}`, {
        method: route.method,
        headers: { "content-type": "text/plain", authorization: `Bearer ${admin}`, "if-match": '"1"' },
        body: "{}",
      });
      expect(res.status, `${route.method} ${route.path}`).toBe(415);
    }
    expect(await snapshot(shop.db)).toEqual(before);
  });

  test("the checkout and the contact form take JSON and the spec's forms, nothing else", async () => {
    const before = await snapshot(shop.db);
    for (const path of ["cart/checkout", "general/contact"]) {
      const body = path === "cart/checkout" ? order() : message;
      const res = await shop.api(path, { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify(body) });
      expect(res.status, path).toBe(415);
    }
    expect(await snapshot(shop.db)).toEqual(before);
    expect((await shop.api("cart/checkout", { method: "POST", body: asForm(order()) })).status).toBe(201);
    expect((await shop.api("general/contact", { method: "POST", body: new URLSearchParams(message) })).status).toBe(201);
  });
});

describe("writes from another site are refused (403)", () => {
  test("a cross-site checkout, contact message or sign-in writes nothing", async () => {
    const before = await snapshot(shop.db);
    const foreign: ReadonlyArray<Record<string, string>> = [
      { origin: EVIL },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
      { origin: EVIL, "sec-fetch-site": "same-origin" },
    ];
    for (const headers of foreign) {
      expect((await shop.api("cart/checkout", { method: "POST", headers, body: asForm(order()) })).status).toBe(403);
      expect((await shop.api("general/contact", { method: "POST", headers, body: new URLSearchParams(message) })).status).toBe(403);
      expect((await shop.api("auth/login", json("POST", TEST_ADMIN, undefined, headers))).status).toBe(403);
    }
    expect(await snapshot(shop.db)).toEqual(before);
  });

  test("a dashboard write from another site is refused; reading is not", async () => {
    const before = await shop.api("dashboard/locale-settings", signedIn(admin));
    const { data } = await before.json();
    const { version, ...settings } = data;
    const res = await shop.api(
      "dashboard/locale-settings",
      json("PUT", { ...settings, phones: ["+373 22 000 000"] }, admin, { "if-match": `"${version}"`, origin: EVIL }),
    );
    expect(res.status).toBe(403);
    expect((await (await shop.api("dashboard/locale-settings", signedIn(admin))).json()).data).toEqual(data);
    expect((await shop.api("dashboard/locale-settings", { headers: { authorization: `Bearer ${admin}`, origin: EVIL } })).status).toBe(200);
  });

  test("the shop's own pages (PUBLIC_URL's origin, or the address they were sent to) and clients without Origin still write", async () => {
    const own = new URL(shop.config.publicUrl).origin;
    expect((await shop.api("cart/checkout", { method: "POST", headers: { origin: own, "sec-fetch-site": "same-origin" }, body: asForm(order()) })).status).toBe(
      201,
    );
    // The address the browser used (a dev server on 127.0.0.1 instead of localhost, say): its Host.
    const sentTo = new URL(shop.url).origin;
    expect((await shop.api("general/contact", json("POST", message, undefined, { origin: sentTo, "sec-fetch-site": "same-origin" }))).status).toBe(201);
    // curl, a server of the shop's owner: no Origin.
    expect((await shop.api("cart/checkout", json("POST", order()))).status).toBe(201);
  });
});

describe("IPv6 clients are counted per /64", () => {
  test("clientOf: an IPv6 address stands for its /64, IPv4 and IPv4-mapped addresses for themselves", () => {
    expect(clientOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(clientOf("2001:db8:1:2::1")).toBe(clientOf("2001:0db8:0001:0002:ffff::9"));
    expect(clientOf("2001:db8:1:3::1")).not.toBe(clientOf("2001:db8:1:2::1"));
    expect(clientOf("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(clientOf("192.0.2.7")).toBe("192.0.2.7");
    expect(clientOf("unknown")).toBe("unknown");
  });

  test("through the shop: contact messages from addresses of one /64 share one limit; another /64 has its own", async () => {
    const proxied = await startReliabilityShop({ config: { trustProxy: parseTrustProxy("1") } });
    try {
      const from = (address: string) => proxied.api("general/contact", json("POST", message, undefined, { "x-forwarded-for": address }));
      const statuses: number[] = [];
      for (let i = 1; i <= 6; i++) statuses.push((await from(`2001:db8:7:1:${i.toString(16)}::${i}`)).status);
      // Five messages per client in ten minutes: the sixth address of the same /64 is the same client.
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      expect((await from("2001:db8:7:2::1")).status).toBe(201);
    } finally {
      await proxied.stop();
    }
  });
});
