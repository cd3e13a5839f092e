import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import sharp from "sharp";
import { isValidIban } from "@vitrina/core";
import { asForm } from "./support/forms.js";
import { startTestShop, type TestShop } from "./support/shop.js";

// Shop identity and payment instructions (decisions.md "Shop identity", "Orders: payment instructions").
let shop: TestShop;
let admin: string;
let manager: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await shop.adminToken();
  const created = await shop.api("dashboard/staff", {
    method: "POST",
    headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
    body: JSON.stringify({ email: "identity.manager@vitrina.md", name: "M", role: "manager", password: "manager-password-1" }),
  });
  expect(created.status).toBe(201);
  const login = await shop.api("auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "identity.manager@vitrina.md", password: "manager-password-1" }),
  });
  manager = ((await login.json()) as { token: string }).token;
});
afterAll(() => shop.stop());

const call = (path: string, method = "GET", body?: unknown, token = admin, version?: number) =>
  shop.api(path, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...(version !== undefined ? { "if-match": `"${version}"` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

interface Identity {
  name: string;
  logo_image_id: number | null;
  company: string;
  idno: string;
  legal_address: string;
  bank: string;
  iban: string;
  logo: { url: string } | null;
  version: number;
}
const identity = async (): Promise<Identity> => ((await (await call("dashboard/shop-identity")).json()) as { data: Identity }).data;
const input = (i: Identity) => {
  const { logo: _logo, version: _version, ...rest } = i;
  return rest;
};
const CASA = {
  name: "Casa Bună",
  logo_image_id: null,
  company: "Casa Bună SRL",
  idno: "1003600098765",
  legal_address: "mun. Chișinău, str. Florilor 1",
  bank: "BC Victoriabank SA",
  iban: "md24 ag00 0225 1000 1310 4168",
};

describe("shop identity", () => {
  test("the IBAN check accepts real IBANs with or without spaces and refuses a wrong check digit", () => {
    expect(isValidIban("MD24 AG00 0225 1000 1310 4168")).toBe(true);
    expect(isValidIban("GB82WEST12345698765432")).toBe(true);
    expect(isValidIban("MD25AG000225100013104168")).toBe(false);
    expect(isValidIban("MD24")).toBe(false);
  });

  test("only admins read and edit it: a manager gets 403, nobody signed in 401, and nothing changes", async () => {
    const before = await identity();
    expect(before).toMatchObject({ name: "Vitrina", company: "Vitrina SRL", version: 1 });
    expect((await call("dashboard/shop-identity", "GET", undefined, manager)).status).toBe(403);
    expect((await call("dashboard/shop-identity", "PUT", CASA, manager, before.version)).status).toBe(403);
    expect(
      (
        await shop.api("dashboard/shop-identity", {
          method: "PUT",
          headers: { "content-type": "application/json", "if-match": '"1"' },
          body: JSON.stringify(CASA),
        })
      ).status,
    ).toBe(401);
    expect((await call("dashboard/instructions", "GET", undefined, manager)).status).toBe(403);
    expect(await identity()).toEqual(before);
  });

  test("bad input is a 422 naming each field, and nothing is saved", async () => {
    const before = await identity();
    const res = await call(
      "dashboard/shop-identity",
      "PUT",
      { ...CASA, name: "  ", idno: "123456789012", iban: "MD25AG000225100013104168" },
      admin,
      before.version,
    );
    expect(res.status).toBe(422);
    const { errors } = (await res.json()) as { errors: Record<string, string[]> };
    expect(errors).toMatchObject({ name: ["required"], idno: ["format"], iban: ["format"] });
    expect((await call("dashboard/shop-identity", "PUT", { ...CASA, logo_image_id: 999999 }, admin, before.version)).status).toBe(422);
    expect(await identity()).toEqual(before);
  });

  test("an edit says the version it read: none is 428, a stale one 409", async () => {
    const before = await identity();
    expect((await call("dashboard/shop-identity", "PUT", input(before))).status).toBe(428);
    expect((await call("dashboard/shop-identity", "PUT", input(before), admin, before.version + 5)).status).toBe(409);
    expect(await identity()).toEqual(before);
  });

  test("a saved name and logo reach the storefront's general data, titles and the audit trail", async () => {
    const png = await sharp({ create: { width: 240, height: 80, channels: 3, background: "#8a2b1f" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(png)], "logo.png", { type: "image/png" }));
    const uploaded = (
      (await (await shop.api("dashboard/images", { method: "POST", body: form, headers: { authorization: `Bearer ${admin}` } })).json()) as {
        data: { id: number };
      }
    ).data;
    const before = await identity();
    const res = await call("dashboard/shop-identity", "PUT", { ...CASA, logo_image_id: uploaded.id }, admin, before.version);
    expect(res.status).toBe(200);
    const saved = ((await res.json()) as { data: Identity }).data;
    expect(saved).toMatchObject({ name: "Casa Bună", iban: "MD24AG000225100013104168", version: before.version + 1 });
    expect(saved.logo?.url).toMatch(/^\/images\//);
    // The second save of the same version is stale.
    expect((await call("dashboard/shop-identity", "PUT", CASA, admin, before.version)).status).toBe(409);

    const general = ((await (await shop.api("general", { headers: { "accept-language": "en" } })).json()) as { data: { shop: Record<string, unknown> } }).data;
    expect(general.shop).toMatchObject({ name: "Casa Bună", company: "Casa Bună SRL", idno: "1003600098765", legalAddress: "mun. Chișinău, str. Florilor 1" });
    expect(general.shop.logo).toMatchObject({ url: saved.logo!.url });
    expect(JSON.stringify(general)).not.toContain("MD24AG");

    const home = ((await (await shop.api("home", { headers: { "accept-language": "ru" } })).json()) as { data: { seo: { title: string } } }).data;
    expect(home.seo.title).toContain("Casa Bună");
    expect(home.seo.title).not.toContain("Vitrina");
    const [product] = await shop.db.query<{ slug: string }>("select slug from products where active order by id limit 1");
    const detail = ((await (await shop.api(`catalog/product/${product!.slug}`)).json()) as { data: { seo: { title: string } } }).data;
    expect(detail.seo.title).toContain("Casa Bună");

    const [audit] = await shop.db.query<{ entity: string; entity_id: string; staff_email: string; after: { value: { name: string } } }>(
      "select entity, entity_id, staff_email, after from audit_log where entity = 'settings' and entity_id = 'identity' order by id desc limit 1",
    );
    expect(audit).toMatchObject({ staff_email: "admin@test.vitrina.md", after: { value: { name: "Casa Bună" } } });
  });
});

describe("the storefront's pages with the shop renamed", () => {
  test("name the shop (header, footer, titles, JSON-LD) and never Vitrina, in four languages", async () => {
    // The earlier test renamed the demo shop "Casa Bună", with a logo and legal details.
    for (const path of ["/", "/en/", "/ru/", "/bg/", "/contacts/", "/en/cart/", "/ru/checkout/"]) {
      const html = await (await fetch(`${shop.url}${path}`)).text();
      expect(html, path).toMatch(/<title>[^<]*Casa Bună[^<]*<\/title>/);
      expect(html, path).toContain("IDNO 1003600098765");
      expect(html, path).toContain("Casa Bună SRL");
      expect(html, path).not.toMatch(/Vitrina/);
    }
    const home = await (await fetch(`${shop.url}/en/`)).text();
    expect(home).toContain('"legalName":"Casa Bună SRL"');
    expect(home).toMatch(/"logo":"http[^"]+\/images\//);
  });
});

describe("payment and delivery instructions", () => {
  type Instructions = { payment: Record<string, Record<string, string>>; delivery: Record<string, Record<string, string>>; version: number };
  const read = async (): Promise<Instructions> => ((await (await call("dashboard/instructions")).json()) as { data: Instructions }).data;

  test("admins edit them with versions; too long a text is a 422 naming it", async () => {
    const before = await read();
    const { version, ...body } = before;
    expect(body.payment.bank_transfer!.ro).toContain("numărul comenzii");
    const tooLong = { ...body, delivery: { ...body.delivery, pickup: { ...body.delivery.pickup, bg: "x".repeat(2001) } } };
    const refused = await call("dashboard/instructions", "PUT", tooLong, admin, version);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toEqual({ "delivery.pickup.bg": ["max"] });
    expect((await call("dashboard/instructions", "PUT", body, manager, version)).status).toBe(403);
    const changed = {
      ...body,
      payment: {
        ...body.payment,
        bank_transfer: { ...body.payment.bank_transfer, ro: "Plătiți în 3 zile lucrătoare.", en: "Please pay within 3 working days." },
      },
    };
    const res = await call("dashboard/instructions", "PUT", changed, admin, version);
    expect(res.status).toBe(200);
    expect((await call("dashboard/instructions", "PUT", changed, admin, version)).status).toBe(409);
  });

  test("a bank-transfer pickup order shows the bank details, the order number as reference and the pickup point, on its page and in its e-mail", async () => {
    const [p] = await shop.db.query<{ id: number }>("select id from products where active and stock > 3 order by id limit 1");
    const placed = await shop.api("cart/checkout", {
      method: "POST",
      headers: { "accept-language": "ru" },
      body: asForm({
        paymentMethod: "bank_transfer",
        deliveryMethod: "pickup",
        agreement: true,
        contactDetails: { email: "bank@example.md", phone: "+373 69 123 456" },
        billingAddress: { firstName: "Ion", lastName: "Rusu", country: "md", city: "Chișinău", address: "str. Ismail 8" },
        products: [{ id: p!.id, quantity: 1 }],
      }),
    });
    expect(placed.status).toBe(201);
    const { orderNumber, accessKey } = (await placed.json()) as { orderNumber: string; accessKey: string };
    const page = async (language: string) =>
      (
        (await (await shop.api(`cart/order/${orderNumber}?key=${accessKey}`, { headers: { "accept-language": language } })).json()) as {
          data: { instructions: Record<string, any> };
        }
      ).data.instructions;
    const en = await page("en");
    expect(en).toMatchObject({
      payment: "Please pay within 3 working days.",
      bank: { beneficiary: "Casa Bună SRL", iban: "MD24 AG00 0225 1000 1310 4168", bank: "BC Victoriabank SA", reference: orderNumber },
      pickup: { addresses: ["88 Ismail St, Chișinău MD-2001, Moldova (showroom)"] },
    });
    expect(en.pickup.schedule).not.toBe("");
    const ru = await page("ru");
    expect(ru.delivery).toContain("позвоним");
    expect(ru.pickup.addresses[0]).toMatch(/Кишин/);

    // The confirmation e-mail (in the order's language, ru) carries the same details and the shop's name.
    const [mail] = await shop.db.query<{ subject: string; text_body: string; html_body: string }>(
      "select subject, text_body, html_body from mail_outbox where kind = 'order-confirmation' and $1 = any(recipients) order by id desc limit 1",
      ["bank@example.md"],
    );
    for (const body of [mail!.text_body, mail!.html_body]) {
      expect(body).toContain("Получатель: Casa Bună SRL");
      expect(body).toContain("IBAN: MD24 AG00 0225 1000 1310 4168");
      expect(body).toContain("Банк: BC Victoriabank SA");
      expect(body).toContain(`Назначение платежа: ${orderNumber}`);
      expect(body).toContain("Команда Casa Bună");
      expect(body).not.toMatch(/vitrina/i);
    }
  });

  test("the outbox e-mail is sent under the shop's name when MAIL_FROM gives no display name", async () => {
    const outbox = join(shop.config.dataDir, "outbox");
    const until = Date.now() + 10_000;
    let eml = "";
    while (!eml && Date.now() < until) {
      for (const name of await readdir(outbox).catch(() => [] as string[])) {
        const text = await readFile(join(outbox, name), "utf8");
        if (text.includes("To: bank@example.md")) eml = text;
      }
      if (!eml) await new Promise((r) => setTimeout(r, 200));
    }
    expect(eml).toMatch(/^From: =\?UTF-8\?Q\?Casa_Bun=C4=83\?= <comenzi@/m);
  });
});
