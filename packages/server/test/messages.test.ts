import { mkdtemp, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestShop, type TestShop } from "./support/shop.js";
import { purgeSenderData, startSenderDataPurge } from "../src/contact/messages.js";
import { readLocaleSettings } from "../src/catalog/settings.js";
import { createLog } from "../src/lib/log.js";

// Contact-form messages in the dashboard (decisions.md "Staff and the dashboard").
let shop: TestShop;
let admin: string;
let manager: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await shop.adminToken();
  const password = "messages-manager-password";
  const created = await shop.api("dashboard/staff", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
    body: JSON.stringify({ email: "messages.manager@vitrina.md", name: "Manager", role: "manager", password }),
  });
  expect(created.status).toBe(201);
  const login = await shop.api("auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "messages.manager@vitrina.md", password }),
  });
  manager = ((await login.json()) as { token: string }).token;
});
afterAll(() => shop.stop());

interface Message {
  readonly id: number;
  readonly name: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly message: string;
  readonly locale: string;
  readonly status: "new" | "handled";
  readonly created_at: string;
  readonly purged: boolean;
  readonly version: number;
}
interface MessagePage {
  readonly data: Message[];
  readonly total_items: number;
}

const send = (fields: Record<string, string>, language = "ro") => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return shop.api("general/contact", { method: "POST", body: form, headers: { "accept-language": language } });
};
const list = async (query = "", token = manager): Promise<MessagePage> => {
  const res = await shop.api(`dashboard/messages${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as MessagePage;
};
const mark = (m: Pick<Message, "id" | "version">, status: string, token = manager) =>
  shop.api(`dashboard/messages/${m.id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "if-match": `"${m.version}"` },
    body: JSON.stringify({ status }),
  });
/** A message stored straight in the database, `daysAgo` days old. */
const stored = async (fields: { name: string; email: string; phone?: string; message: string }, daysAgo = 0): Promise<number> => {
  const [row] = await shop.db.query<{ id: number }>(
    `insert into contact_messages (name, email, phone, message, ip, locale, created_at) values ($1, $2, $3, $4, '10.0.0.9', 'ro', now() - ($5 || ' days')::interval) returning id`,
    [fields.name, fields.email, fields.phone ?? null, fields.message, String(daysAgo)],
  );
  return row!.id;
};

describe("the messages list", () => {
  test("a sent message is listed first for managers, with the sender, the language and the date, as new", async () => {
    expect(
      (await send({ name: "Olga Petrova", email: "olga@example.md", phone: "+37369111222", message: "Есть ли чайник в красном цвете?" }, "ru")).status,
    ).toBe(201);
    const { data } = await list();
    expect(data[0]).toMatchObject({
      name: "Olga Petrova",
      email: "olga@example.md",
      phone: "+37369111222",
      message: "Есть ли чайник в красном цвете?",
      locale: "ru",
      status: "new",
      purged: false,
    });
    expect(Date.now() - Date.parse(data[0]!.created_at)).toBeLessThan(60_000);
    expect((await list("", admin)).data[0]!.id).toBe(data[0]!.id);
  });

  test("is for signed-in staff only", async () => {
    expect((await shop.api("dashboard/messages")).status).toBe(401);
    expect((await shop.api("dashboard/messages/1", { method: "PATCH", body: "{}" })).status).toBe(401);
  });

  test("is newest first, filtered by status, and searched in name, e-mail, phone and message", async () => {
    const older = await stored({ name: "Ion Zăpadă", email: "ion.zapada@example.md", phone: "+37360000111", message: "Livrați la Bălți?" }, 2);
    const newer = await stored({ name: "Ana Lungu", email: "ana@example.md", message: "Reducere 50% la ceainice?" }, 1);
    const ids = (await list("?perPage=100")).data.map((m) => m.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect((await list("?search=ZĂPADĂ")).data.map((m) => m.id)).toEqual([older]);
    expect((await list("?search=ion.zapada@")).data.map((m) => m.id)).toEqual([older]);
    expect((await list("?search=60000111")).data.map((m) => m.id)).toEqual([older]);
    expect((await list("?search=Bălți")).data.map((m) => m.id)).toEqual([older]);
    // A % is a character to find, not a wildcard.
    expect((await list("?search=50%25")).data.map((m) => m.id)).toEqual([newer]);

    const message = (await list("?search=Ana Lungu")).data[0]!;
    expect((await mark(message, "handled")).status).toBe(200);
    expect((await list("?status=handled")).data.map((m) => m.id)).toContain(newer);
    expect((await list("?status=new")).data.map((m) => m.id)).not.toContain(newer);
    expect((await list("?status=new")).data.map((m) => m.id)).toContain(older);
  });

  test("bad filters are a 422 with their fields", async () => {
    const res = await shop.api(`dashboard/messages?status=read&perPage=1000&search=${"x".repeat(201)}`, { headers: { authorization: `Bearer ${manager}` } });
    expect(res.status).toBe(422);
    expect(Object.keys(((await res.json()) as { errors: object }).errors).sort()).toEqual(["perPage", "search", "status"]);
  });
});

describe("marking a message", () => {
  test("handled and back to new, each with the version it read", async () => {
    const id = await stored({ name: "Vasile", email: "vasile@example.md", message: "Mulțumesc!" });
    const message = (await list("?search=vasile@example.md")).data[0]!;
    expect(message.id).toBe(id);
    const handled = await mark(message, "handled");
    expect(handled.status).toBe(200);
    const saved = ((await handled.json()) as { data: Message }).data;
    expect(saved).toMatchObject({ id, status: "handled", version: message.version + 1 });
    // Someone marking from the old read is refused, and nothing changes.
    expect((await mark(message, "new")).status).toBe(409);
    expect((await mark(saved, "new", admin)).status).toBe(200);
    expect((await list("?search=vasile@example.md")).data[0]).toMatchObject({ status: "new", version: message.version + 2 });
  });

  test("a bad status is a 422, a missing version a 428, an unknown message a 404; nothing changes", async () => {
    const id = await stored({ name: "Elena", email: "elena.m@example.md", message: "Bună ziua" });
    const message = (await list("?search=elena.m@example.md")).data[0]!;
    const bad = await mark(message, "read");
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, unknown> }).errors.status).toBeDefined();
    const blind = await shop.api(`dashboard/messages/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${manager}` },
      body: '{"status":"handled"}',
    });
    expect(blind.status).toBe(428);
    expect((await mark({ id: 999_999, version: 1 }, "handled")).status).toBe(404);
    expect((await list("?search=elena.m@example.md")).data[0]).toMatchObject({ status: "new", version: message.version });
  });
});

describe("the shop hears of each message", () => {
  test("by an e-mail to its contact addresses, through the outbox", async () => {
    expect((await send({ name: "Petru Rusu", email: "petru@example.md", phone: "069123456", message: "Aveți garanție la <b>espressoare</b>?" })).status).toBe(
      201,
    );
    const [row] = await shop.db.query<{ id: number }>("select id from contact_messages where email = 'petru@example.md'");
    const mails = await shop.db.query<{ kind: string; recipients: string[]; subject: string; text_body: string; html_body: string }>(
      "select kind, recipients, subject, text_body, html_body from mail_outbox where contact_message_id = $1",
      [row!.id],
    );
    const settings = await readLocaleSettings(shop.db);
    expect(settings.emails.length).toBeGreaterThan(0);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "contact-message", recipients: settings.emails, subject: "Mesaj nou de pe site de la Petru Rusu" });
    for (const part of ["petru@example.md", "069123456", "Aveți garanție la <b>espressoare</b>?", "română"]) expect(mails[0]!.text_body).toContain(part);
    expect(mails[0]!.html_body).toContain("&lt;b&gt;espressoare&lt;/b&gt;");
  });

  test("and the overview counts the new messages", async () => {
    const overview = async () =>
      ((await (await shop.api("dashboard/overview", { headers: { authorization: `Bearer ${manager}` } })).json()) as { data: { new_messages: number } }).data
        .new_messages;
    const [{ n }] = (await shop.db.query<{ n: number }>("select count(*)::int as n from contact_messages where status = 'new'")) as [{ n: number }];
    expect(await overview()).toBe(n);
    await stored({ name: "Nou", email: "nou@example.md", message: "Încă unul" });
    expect(await overview()).toBe(n + 1);
  });
});

describe("senders' details", () => {
  test("are purged 30 days after the message came, with the e-mail that carried them; the message stays", async () => {
    const old = await stored({ name: "Veche Persoană", email: "veche@example.md", phone: "+37368000000", message: "Mesaj vechi" }, 31);
    const recent = await stored({ name: "Recentă", email: "recenta@example.md", message: "Mesaj recent" }, 29);
    await shop.db.query(
      "insert into mail_outbox (contact_message_id, message_id, kind, recipients, subject, text_body, html_body) values ($1, '<old@test>', 'contact-message', '{shop@example.md}', 's', 'veche@example.md', 'h')",
      [old],
    );
    expect(await purgeSenderData(shop.db)).toBeGreaterThanOrEqual(1);
    const [gone] = await shop.db.query("select name, email, phone, ip, message, purged_at is not null as purged from contact_messages where id = $1", [old]);
    expect(gone).toEqual({ name: null, email: null, phone: null, ip: null, message: "Mesaj vechi", purged: true });
    expect(await shop.db.query("select 1 from mail_outbox where contact_message_id = $1", [old])).toEqual([]);
    const listed = (await list("?search=Mesaj vechi")).data[0]!;
    expect(listed).toMatchObject({ id: old, name: null, email: null, phone: null, purged: true });
    expect((await list("?search=recenta@example.md")).data[0]).toMatchObject({ id: recent, name: "Recentă", purged: false });
    // Purged ones are not purged again.
    expect(await purgeSenderData(shop.db)).toBe(0);
  });

  test("are purged with the .eml copy of the e-mail that carried them, when the outbox writes files", async () => {
    const old = await stored({ name: "Cu fișier", email: "fisier@example.md", message: "Mesaj cu copie" }, 35);
    const [mail] = await shop.db.query<{ id: number }>(
      "insert into mail_outbox (contact_message_id, message_id, kind, recipients, subject, text_body, html_body) values ($1, '<file@test>', 'contact-message', '{shop@example.md}', 's', 'fisier@example.md', 'h') returning id",
      [old],
    );
    const outbox = await mkdtemp(join(tmpdir(), "vitrina-outbox-"));
    // The purged e-mail's copy, and an order e-mail's whose id starts with the same digits.
    await writeFile(join(outbox, `${mail!.id}-file@test.eml`), "From: shop\r\n\r\nfisier@example.md");
    await writeFile(join(outbox, `${mail!.id}0-order@test.eml`), "From: shop\r\n\r\norder");
    expect(await purgeSenderData(shop.db, outbox)).toBeGreaterThanOrEqual(1);
    expect(await readdir(outbox)).toEqual([`${mail!.id}0-order@test.eml`]);
  });

  test("are purged by the job at start, without anyone opening the dashboard", async () => {
    const old = await stored({ name: "La pornire", email: "pornire@example.md", message: "Din start" }, 40);
    const job = startSenderDataPurge({ db: shop.db, log: createLog({ silent: true }) });
    await job.stop();
    const [row] = await shop.db.query<{ email: string | null }>("select email from contact_messages where id = $1", [old]);
    expect(row!.email).toBeNull();
  });
});
