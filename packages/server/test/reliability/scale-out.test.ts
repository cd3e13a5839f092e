import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { TEST_ADMIN } from "../support/shop.js";
import { STOREFRONT_BUILT, checkout, json, jsonOf, signedIn } from "./helpers.js";
import type { ShopProcess } from "../support/processes.js";
import { startProcess, workersOf } from "./scale-out-processes.js";

// Two shops behind a load balancer (serving the storefront's pages too when it is built), one
// PostgreSQL database: requests alternate between them. The first runs as a primary and two WORKERS
// (node:cluster hands each new connection to the next worker, and every request here comes on a new
// connection), the second as one process: everything that must hold for one process must hold for
// all three: no oversell, one order per Idempotency-Key, sessions, throttles and settings shared,
// each e-mail sent once, kept pages dropped by every process when the catalogue changes.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let shops: ShopProcess[] = [];
let db: pg.Pool;
let dbName: string;
let rootUrl: string;
let admin: string;
beforeAll(async () => {
  if (!onPostgres) return;
  const seed = inject("seed");
  if (seed.kind !== "postgres") throw new Error("scale-out needs the PostgreSQL seed");
  rootUrl = seed.url;
  dbName = `vitrina_scale_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const root = new pg.Client({ connectionString: seed.url });
  await root.connect();
  // An empty database: both processes migrate it and create the demo shop at the same moment.
  await root.query(`create database ${dbName}`);
  await root.end();
  const url = new URL(seed.url);
  url.pathname = `/${dbName}`;
  db = new pg.Pool({ connectionString: url.toString(), max: 4 });
  // Both start at once, as two replicas of a deployment do; whichever started is stopped in afterAll.
  const started = await Promise.allSettled([startProcess(url.toString(), 2), startProcess(url.toString())]);
  shops = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  for (const s of started) if (s.status === "rejected") throw s.reason;
  admin = ((await (await api(0, "auth/login", json("POST", TEST_ADMIN))).json()) as { token: string }).token;
  // Two shops started from the TypeScript sources while npm test's other stages share the cores: over
  // 60 s in a clean-clone run.
}, 180_000);
afterAll(async () => {
  if (!onPostgres) return;
  for (const shop of shops) {
    shop.child.kill("SIGTERM");
    await shop.exited;
  }
  await db?.end();
  if (!rootUrl) return;
  const root = new pg.Client({ connectionString: rootUrl });
  await root.connect();
  await root.query(`drop database if exists ${dbName} with (force)`);
  await root.end();
});

/** fetch() against shop `i % 2`, on a new connection (so the first shop's two workers take turns). */
const api = (i: number, path: string, init?: RequestInit) =>
  fetch(`${shops[i % 2]!.url}/api/${path}`, { ...init, headers: { ...(init?.headers as Record<string, string>), connection: "close" } });
const one = async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0] as T;
const activeProduct = async (offset: number) => (await one<{ id: number }>("select id from products where active order by id offset $1 limit 1", [offset])).id;

describe.skipIf(!onPostgres)("two shop processes on one PostgreSQL database", () => {
  test("started together on an empty database, both run: migrated once, one demo shop, one admin", async () => {
    for (const shop of shops) expect((await (await fetch(`${shop.url}/api/health`)).json()).status).toBe("ok");
    const migrations = (await db.query<{ version: number }>("select version from schema_migrations order by version")).rows.map((r) => r.version);
    expect(migrations).toEqual([...new Set(migrations)]);
    expect(migrations.length).toBeGreaterThanOrEqual(3);
    expect((await one<{ n: number }>("select count(*)::int as n from categories where slug = 'bucatarie'")).n).toBe(1);
    expect((await one<{ n: number }>("select count(*)::int as n from staff where role = 'admin'")).n).toBe(1);
  });

  test("30 checkouts alternating between the processes for a product with 5 units: exactly 5 sold", async () => {
    const id = await activeProduct(0);
    const other = await activeProduct(1);
    await db.query("update products set stock = 5 where id = $1", [id]);
    await db.query("update products set stock = 1000 where id = $1", [other]);
    const before = await one<{ units: number }>("select coalesce(sum(quantity), 0)::int as units from order_lines where product_id = $1", [id]);
    const carts = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0
        ? [
            { id: other, quantity: 1 },
            { id, quantity: 1 },
          ]
        : [
            { id, quantity: 1 },
            { id: other, quantity: 1 },
          ],
    );
    const answers = await Promise.all(carts.map((cart, i) => checkout(shops[i % 2]!.url, cart)));
    const bodies = await Promise.all(answers.map(jsonOf));
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.filter((s) => s !== 201 && s !== 422),
      JSON.stringify(bodies),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    const after = await one<{ units: number }>("select coalesce(sum(quantity), 0)::int as units from order_lines where product_id = $1", [id]);
    expect(after.units - before.units).toBe(5);
    expect((await one<{ stock: number }>("select stock from products where id = $1", [id])).stock).toBe(0);
    expect((await one<{ n: number }>("select count(*)::int as n from products where stock < 0")).n).toBe(0);
  });

  test("one Idempotency-Key sent to both processes at once, and again later to each, gives one order", async () => {
    const id = await activeProduct(2);
    await db.query("update products set stock = 100 where id = $1", [id]);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => checkout(shops[i % 2]!.url, [{ id, quantity: 2 }], { "idempotency-key": key })));
    const bodies = await Promise.all(answers.map(jsonOf));
    expect(
      answers.map((r) => r.status),
      JSON.stringify(bodies),
    ).toEqual(Array(10).fill(201));
    const numbers = new Set(bodies.map((b) => b.orderNumber));
    expect(numbers.size).toBe(1);
    for (const shop of shops)
      expect((await (await checkout(shop.url, [{ id, quantity: 2 }], { "idempotency-key": key })).json()).orderNumber).toBe([...numbers][0]);
    const other = await checkout(shops[1]!.url, [{ id, quantity: 3 }], { "idempotency-key": key });
    expect(other.status).toBe(422);
    expect((await other.json()).errors).toEqual({ idempotencyKey: ["taken"] });
    expect((await one<{ n: number }>("select count(*)::int as n from orders where idempotency_key = $1", [key])).n).toBe(1);
    expect((await one<{ stock: number }>("select stock from products where id = $1", [id])).stock).toBe(98);
  });

  test("a token issued by one process works on the other, and a logout on either revokes it on both", async () => {
    const login = await api(0, "auth/login", json("POST", TEST_ADMIN));
    const { token } = (await login.json()) as { token: string };
    expect((await api(1, "auth/me", signedIn(token))).status).toBe(200);
    expect((await api(1, "auth/logout", { method: "POST", headers: { authorization: `Bearer ${token}` } })).status).toBe(204);
    expect((await api(0, "auth/me", signedIn(token))).status).toBe(401);
    expect((await api(1, "auth/me", signedIn(token))).status).toBe(401);
  });

  test("a password changed on one process signs the other sessions out on both", async () => {
    expect(
      (await api(0, "dashboard/staff", json("POST", { email: "scale@vitrina.md", name: "Scale", role: "manager", password: "scale-password-1" }, admin)))
        .status,
    ).toBe(201);
    const tokens = await Promise.all(
      [0, 1, 0].map(
        async (i) =>
          ((await (await api(i, "auth/login", json("POST", { email: "scale@vitrina.md", password: "scale-password-1" }))).json()) as { token: string }).token,
      ),
    );
    expect((await api(1, "auth/password", json("POST", { current_password: "scale-password-1", new_password: "scale-password-2" }, tokens[0]))).status).toBe(
      204,
    );
    for (const i of [0, 1]) {
      expect((await api(i, "auth/me", signedIn(tokens[0]!))).status).toBe(200);
      expect((await api(i, "auth/me", signedIn(tokens[1]!))).status).toBe(401);
      expect((await api(i, "auth/me", signedIn(tokens[2]!))).status).toBe(401);
    }
  });

  test("sign-in throttling and the contact form limit count across both processes", async () => {
    for (let i = 0; i < 5; i++) expect((await api(i, "auth/login", json("POST", { email: "scale@vitrina.md", password: `wrong-${i}` }))).status).toBe(401);
    for (const i of [0, 1]) expect((await api(i, "auth/login", json("POST", { email: "scale@vitrina.md", password: "scale-password-2" }))).status).toBe(429);
    const before = (await one<{ n: number }>("select count(*)::int as n from contact_messages")).n;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api(i, "general/contact", json("POST", { name: "Ion", email: `ion${i}@mail.md`, message: `Mesaj ${i}` }))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(5).fill(201), ...Array(5).fill(429)]);
    expect((await one<{ n: number }>("select count(*)::int as n from contact_messages")).n - before).toBe(5);
  });

  test("a change saved through one process shows at once on the other", async () => {
    const { data: product } = await (await api(0, `dashboard/products/${await activeProduct(3)}`, signedIn(admin))).json();
    const input = {
      slug: product.slug,
      sku: product.sku,
      title: { ...product.title, ro: "Titlu schimbat pe A" },
      description: product.description,
      price: 123.45,
      old_price: null,
      stock_change: 17 - product.stock,
      category_id: product.category_id,
      attributes: product.attributes,
      active: true,
      image_ids: product.images.map((i: { id: number }) => i.id),
    };
    expect((await api(0, `dashboard/products/${product.id}`, json("PUT", input, admin, { "if-match": `"${product.version}"` }))).status).toBe(200);
    const seen = (await (await api(1, `catalog/product/${product.slug}`)).json()).data;
    expect([seen.title, seen.price, seen.stock]).toEqual(["Titlu schimbat pe A", 123.45, 17]);
    const settings = (await (await api(1, "dashboard/locale-settings", signedIn(admin))).json()).data;
    expect(
      (await api(1, "dashboard/locale-settings", json("PUT", { ...settings, active_languages: ["ro", "ru"] }, admin, { "if-match": `"${settings.version}"` })))
        .status,
    ).toBe(200);
    expect((await (await api(0, "general")).json()).data.languages.map((l: { code: string }) => l.code)).toEqual(["ro", "ru"]);
  });

  test("a dashboard change is on every page both processes keep, with the next request to either", async (ctx) => {
    ctx.skip(!STOREFRONT_BUILT, "no storefront build at packages/web/dist");
    const page = async (i: number, path: string) => {
      const res = await fetch(`${shops[i % 2]!.url}${path}`, { headers: { connection: "close" } });
      return { status: res.status, html: await res.text() };
    };
    const paths = ["/search/?text=samovarrosu", "/ru/search/?text=samovarrosu", "/ru/product/samovar-rosu/"];
    // Each process renders every page and keeps it: the second answer is the kept one (on the first
    // shop, each of its two workers renders it once).
    for (const i of [0, 1])
      for (const path of paths) {
        const first = await page(i, path);
        expect(await page(i, path), path).toEqual(first);
        expect(first.html, path).not.toContain("Samovarrosu");
      }
    const title = { ro: "Samovarrosu Tula", en: "Samovarrosu Tula", ru: "Samovarrosu Тула", bg: "Samovarrosu Тула" };
    const description = { ro: "Samovar.", en: "Samovar.", ru: "Самовар.", bg: "Самовар." };
    const created = await api(
      0,
      "dashboard/products",
      json(
        "POST",
        {
          slug: "samovar-rosu",
          sku: "SAMOVAR-R",
          title,
          description,
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
    // The first shop twice: each of its workers answers each page once.
    for (const i of [1, 0, 0]) {
      expect((await page(i, paths[0]!)).html).toContain("Samovarrosu Tula");
      expect((await page(i, paths[1]!)).html).toContain("Samovarrosu Тула");
      const product = await page(i, paths[2]!);
      expect(product.status).toBe(200);
      expect(product.html).toContain("Samovarrosu Тула");
    }
  });

  test("every order e-mail is sent exactly once, by one of the two processes", async () => {
    const id = await activeProduct(4);
    await db.query("update products set stock = 100 where id = $1", [id]);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => checkout(shops[i % 2]!.url, [{ id, quantity: 1 }], {}, `mail${i}@mail.md`)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(201));
    // Both workers poll every second; wait until the outbox is empty.
    const deadline = Date.now() + 20_000;
    while ((await one<{ n: number }>("select count(*)::int as n from mail_outbox where sent_at is null")).n > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 250));
    const queued = (await db.query<{ message_id: string }>("select message_id from mail_outbox")).rows.map((r) => r.message_id.replace(/[^\w.@-]/g, ""));
    expect((await one<{ n: number }>("select count(*)::int as n from mail_outbox where sent_at is null")).n).toBe(0);
    const files: string[] = [];
    for (const shop of shops) files.push(...(await readdir(join(shop.dataDir, "outbox")).catch(() => [] as string[])));
    // Each message written once, whichever process sent it; the 8 shoppers' confirmations among them.
    const perMessage = new Map<string, number>();
    for (const file of files) {
      const messageId = queued.find((m) => file.endsWith(`-${m}.eml`));
      expect(messageId, file).toBeDefined();
      perMessage.set(messageId!, (perMessage.get(messageId!) ?? 0) + 1);
    }
    expect([...perMessage.values()].filter((n) => n !== 1)).toEqual([]);
    expect(perMessage.size).toBe(queued.length);
    let confirmations = 0;
    for (const shop of shops)
      for (const file of await readdir(join(shop.dataDir, "outbox")).catch(() => [] as string[]))
        if (/^To: mail\d@mail\.md/m.test(await readFile(join(shop.dataDir, "outbox", file), "utf8"))) confirmations++;
    expect(confirmations).toBe(8);
  });

  test("a worker that ends is started again, and the shop answers meanwhile", async () => {
    const primary = shops[0]!;
    const before = await workersOf(primary.child.pid!);
    expect(before).toHaveLength(2);
    process.kill(before[0]!, "SIGKILL");
    const deadline = Date.now() + 30_000;
    while (!/Worker \d ended/.test(primary.output()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // The other worker takes every new connection until the new one listens.
    for (let i = 0; i < 4; i++) expect((await api(0, "general")).status).toBe(200);
    while ((await workersOf(primary.child.pid!)).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const after = await workersOf(primary.child.pid!);
    expect(after).toHaveLength(2);
    expect(after).not.toContain(before[0]);
    expect(primary.output()).toMatch(/Worker \d ended \(SIGKILL\); starting it again/);
  });
});
