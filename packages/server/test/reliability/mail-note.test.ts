import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { LOCALES } from "@vitrina/core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { asForm } from "../support/forms.js";
import type { TestShop } from "../support/shop.js";
import { checkoutPayload, productIds, startReliabilityShop } from "./helpers.js";

// The checkout's free text (the note) is whatever anyone types next to any e-mail address: sent to
// that address it would make the shop a mail cannon for spam. The shopper's own e-mail leaves it out;
// the staff alert keeps it.

let shop: TestShop;
beforeAll(async () => {
  // No SMTP_URL: the mailer writes each message to DATA_DIR/outbox as an .eml file.
  shop = await startReliabilityShop();
});
afterAll(() => shop.stop());

/** The messages in the outbox folder so far. */
const outbox = async (): Promise<ParsedMail[]> => {
  const dir = join(shop.config.dataDir, "outbox");
  const files = await readdir(dir).catch(() => []);
  return Promise.all(files.map(async (file) => simpleParser(await readFile(join(dir, file)))));
};

/** Waits for a message `find` picks in the outbox (the mailer sends in the background). */
const waitForMail = async (find: (mail: ParsedMail) => boolean): Promise<ParsedMail> => {
  for (let tries = 0; tries < 100; tries++) {
    const found = (await outbox()).find(find);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("no such e-mail in the outbox within 10 s");
};

const NOTE = "Buy cheap watches at https://spam.example/now";

test("in every language the shopper's own e-mail leaves the note out, and the staff alert keeps it", async () => {
  const [id] = await productIds(shop.db, 1, 10);
  for (const locale of LOCALES) {
    const email = `victim-${locale}@example.md`;
    const res = await shop.api("cart/checkout", {
      method: "POST",
      headers: { "accept-language": locale },
      body: asForm({ ...checkoutPayload([{ id: id!, quantity: 1 }], email), clientNote: NOTE }),
    });
    expect(res.status, locale).toBe(201);
    const { orderNumber } = await res.json();
    const toShopper = await waitForMail((m) => !Array.isArray(m.to) && m.to?.text === email);
    expect(toShopper.subject, locale).toContain(orderNumber);
    for (const part of [toShopper.text, toShopper.html, toShopper.subject]) expect(String(part), locale).not.toContain("spam.example");
    const alert = await waitForMail((m) => String(m.subject).includes(orderNumber) && !(!Array.isArray(m.to) && m.to?.text === email));
    // Labelled as the customer's words, in the shop's language.
    expect(alert.text, locale).toContain(`Nota clientului:\n${NOTE}`);
  }
});
