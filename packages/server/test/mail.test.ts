import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startMailer } from "../src/mail/mailer.js";
import { createLog } from "../src/lib/log.js";
import { asForm } from "./support/forms.js";
import { startTestShop, type TestShop } from "./support/shop.js";

/** A real SMTP server that keeps what it receives; it can be stopped and started again on its port. */
const smtpInbox = () => {
  const received: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const start = () =>
    new Promise<number>((resolve) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        onData: (stream, _session, done) =>
          void simpleParser(stream).then((mail) => {
            received.push(mail);
            done();
          }, done),
      });
      server.listen(port, "127.0.0.1", () => resolve((port = (server!.server.address() as { port: number }).port)));
    });
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  return { received, start, stop, url: () => `smtp://127.0.0.1:${port}` };
};

const waitFor = async <T>(find: () => T | undefined | Promise<T | undefined>, ms = 10_000): Promise<T> => {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error("timed out waiting for an e-mail");
    await new Promise((r) => setTimeout(r, 100));
  }
};

const order = (shop: TestShop, locale: string, email: string, clientNote?: string) =>
  shop.api("cart/checkout", {
    method: "POST",
    headers: { "accept-language": locale },
    body: asForm({
      paymentMethod: "card_on_delivery",
      deliveryMethod: "courier",
      agreement: true,
      contactDetails: { email, phone: "+373 69 123 456" },
      billingAddress: { firstName: "Олег", lastName: "Попов", country: "md", city: "Бельцы", address: "ул. Независимости 5" },
      products: [{ id: 1, quantity: 2 }],
      ...(clientNote ? { clientNote } : {}),
    }),
  });

const inbox = smtpInbox();
let shop: TestShop;
beforeAll(async () => {
  await inbox.start();
  shop = await startTestShop({ smtpUrl: inbox.url(), publicUrl: "https://vitrina.test" });
});
afterAll(async () => {
  await shop.stop();
  await inbox.stop();
});

describe("order e-mails over SMTP", () => {
  test("an order placed in ru sends the shopper a confirmation in ru with the totals, and alerts the shop", async () => {
    const res = await order(shop, "ru", "oleg@example.md");
    expect(res.status).toBe(201);
    const { orderNumber, accessKey } = (await res.json()) as { orderNumber: string; accessKey: string };
    const confirmation = await waitFor(() => inbox.received.find((m) => m.subject === `Заказ ${orderNumber} принят`));
    expect(confirmation.to).toMatchObject({ text: "oleg@example.md" });
    expect(confirmation.text).toContain("Здравствуйте, Олег!");
    expect(confirmation.text).toContain("Итого к оплате: 1\u00a0298\u00a0лей");
    expect(confirmation.text).toContain("Картой при получении");
    // The link opens the order: it carries the access key the checkout answered.
    const link = `https://vitrina.test/ru/order/${orderNumber}/?key=${accessKey}`;
    expect(confirmation.text).toContain(link);
    expect(confirmation.html).toContain(`href="${link}"`);
    expect((await shop.api(`cart/order/${orderNumber}?key=${accessKey}`)).status).toBe(200);
    expect(confirmation.html).toContain("Сковорода Tefal Unlimited, 28 см");
    expect(confirmation.html).not.toMatch(/<script|src="http/);
    expect(confirmation.messageId).toMatch(/@vitrina\.test>$/);
    // "Reply to this e-mail" reaches the shop: replies go to its contact address, not to the sender.
    expect(confirmation.replyTo?.text).toBe("info@vitrina.md");
    const alert = await waitFor(() => inbox.received.find((m) => m.subject?.startsWith(`Comandă nouă ${orderNumber}`)));
    expect(alert.text).toContain("Олег Попов");
    expect(alert.replyTo).toBeUndefined();
  });

  test("in ro (no language prefix), en and bg the confirmation links to the order's page in its language with the key that opens it", async () => {
    for (const [locale, prefix] of [
      ["ro", ""],
      ["en", "/en"],
      ["bg", "/bg"],
    ] as const) {
      const email = `link-${locale}@example.md`;
      const res = await order(shop, locale, email);
      expect(res.status).toBe(201);
      const { orderNumber, accessKey } = (await res.json()) as { orderNumber: string; accessKey: string };
      const confirmation = await waitFor(() => inbox.received.find((m) => m.to && !Array.isArray(m.to) && m.to.text === email));
      expect(confirmation.subject, locale).toContain(orderNumber);
      const link = `https://vitrina.test${prefix}/order/${orderNumber}/?key=${accessKey}`;
      expect(confirmation.text, locale).toContain(link);
      expect(confirmation.html, locale).toContain(`href="${link}"`);
      // The only order links are this one: none without the key, none in another language.
      const links = String(confirmation.text).match(/https:\/\/vitrina\.test\/\S*order\/\S*/g);
      expect(new Set(links), locale).toEqual(new Set([link]));
      const found = await shop.api(`cart/order/${orderNumber}?key=${accessKey}`, { headers: { "accept-language": locale } });
      expect(found.status, locale).toBe(200);
      expect((await found.json()).data.number).toBe(orderNumber);
    }
  });

  test("a status change sends the shopper a note in the order's language", async () => {
    const { orderNumber } = (await (await order(shop, "ru", "status@example.md")).json()) as { orderNumber: string };
    const [row] = await shop.db.query<{ id: number }>("select id from orders where number = $1", [orderNumber]);
    const token = await shop.adminToken();
    const changed = await shop.api(`dashboard/orders/${row!.id}/status`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ status: "confirmed" }),
    });
    expect(changed.status).toBe(200);
    const note = await waitFor(() => inbox.received.find((m) => m.subject === `Заказ ${orderNumber} подтверждён`));
    expect(note.to).toMatchObject({ text: "status@example.md" });
    // Its link carries a key of its own that opens the order.
    const key = new RegExp(`https://vitrina\\.test/ru/order/${orderNumber}/\\?key=([A-Za-z0-9_-]{43})`).exec(String(note.text))?.[1];
    expect((await shop.api(`cart/order/${orderNumber}?key=${key}`)).status).toBe(200);
  });

  test("with the SMTP server down the order still succeeds, and its mail arrives once the server is back", async () => {
    await inbox.stop();
    const res = await order(shop, "ru", "later@example.md");
    expect(res.status).toBe(201);
    const { orderNumber } = (await res.json()) as { orderNumber: string };
    // The first attempt fails and is rescheduled with a back-off; the message stays unsent.
    const pending = await waitFor(async () => {
      const [row] = await shop.db.query<{ attempts: number; sent_at: Date | null; last_error: string | null }>(
        "select attempts, sent_at, last_error from mail_outbox where subject = $1",
        [`Заказ ${orderNumber} принят`],
      );
      return row && row.attempts > 0 ? row : undefined;
    });
    expect(pending).toMatchObject({ sent_at: null, last_error: expect.stringContaining("ECONNREFUSED") });
    await inbox.start();
    await waitFor(() => inbox.received.find((m) => m.subject === `Заказ ${orderNumber} принят`), 15_000);
  });

  test("mails left unsent when the worker stopped are sent by the next one, once, with the same Message-ID", async () => {
    await shop.mailer.stop();
    const { orderNumber } = (await (await order(shop, "ro", "restart@example.md")).json()) as { orderNumber: string };
    const [queued] = await shop.db.query<{ message_id: string }>("select message_id from mail_outbox where subject = $1", [
      `Comanda ${orderNumber} a fost primită`,
    ]);
    const next = startMailer({ db: shop.db, config: shop.config, log: createLog({ silent: true }) });
    try {
      const mail = await waitFor(() => inbox.received.find((m) => m.subject === `Comanda ${orderNumber} a fost primită`));
      expect(mail.messageId).toBe(queued!.message_id);
      await new Promise((r) => setTimeout(r, 1500));
      expect(inbox.received.filter((m) => m.subject === `Comanda ${orderNumber} a fost primită`)).toHaveLength(1);
    } finally {
      await next.stop();
    }
  });
});

describe("order e-mails without SMTP", () => {
  test("are written as .eml files into the outbox folder under DATA_DIR", async () => {
    const local = await startTestShop();
    try {
      const { orderNumber } = (await (await order(local, "en", "file@example.md")).json()) as { orderNumber: string };
      const outbox = join(local.config.dataDir, "outbox");
      const names = await waitForFiles(outbox, 2);
      const contents = await Promise.all(names.map((n) => readFile(join(outbox, n), "utf8")));
      expect(contents.some((c) => c.includes(`Subject: Order ${orderNumber} received`))).toBe(true);
    } finally {
      await local.stop();
    }
  });
});

describe("the outbox folder", () => {
  test("keeps the newest OUTBOX_KEEP e-mails: older ones are deleted as new ones are written", async () => {
    const local = await startTestShop({ outboxKeep: 3 });
    try {
      for (const email of ["prima@example.md", "a-doua@example.md", "a-treia@example.md"]) expect((await order(local, "ro", email)).status).toBe(201);
      const queued = (await local.db.query<{ id: number }>("select id from mail_outbox order by id desc")).map((r) => r.id);
      expect(queued.length).toBeGreaterThan(3);
      const outbox = join(local.config.dataDir, "outbox");
      const kept = await waitFor(async () => {
        const [unsent] = await local.db.query<{ n: number }>("select count(*)::int as n from mail_outbox where sent_at is null");
        const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith(".eml"));
        return unsent?.n === 0 && names.length === 3 ? names : undefined;
      });
      expect(kept.map((name) => Number(name.split("-")[0])).sort()).toEqual(queued.slice(0, 3).sort());
    } finally {
      await local.stop();
    }
  });
});

const waitForFiles = async (dir: string, count: number): Promise<string[]> => {
  const until = Date.now() + 10_000;
  for (;;) {
    const names = await readdir(dir).catch(() => [] as string[]);
    if (names.length >= count) return names.filter((n) => n.endsWith(".eml"));
    if (Date.now() > until) throw new Error(`expected ${count} e-mails in ${dir}, found ${names.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
