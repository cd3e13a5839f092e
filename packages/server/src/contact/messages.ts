import { randomUUID } from "node:crypto";
import type { ContactForm, Locale, LocaleSettings } from "@vitrina/core";
import type { Config } from "../config.js";
import type { Db, Tx } from "../db/db.js";
import { startHourlyJob } from "../lib/hourly-job.js";
import type { Log } from "../lib/log.js";
import { contactMail } from "../mail/contact-mail.js";
import { removeEmlFiles } from "../mail/mailer.js";
import { readShopName } from "../shop/identity.js";

/** Days a sender's name, e-mail, phone and client address are kept (decisions.md). */
export const SENDER_DATA_DAYS = 30;

/** Where a contact message is e-mailed: the shop's contact addresses, else its sales addresses. */
export const contactRecipients = (settings: LocaleSettings): ReadonlyArray<string> => (settings.emails.length > 0 ? settings.emails : settings.salesEmails);

/**
 * Stores a contact-form message and queues its e-mail to the shop in the same transaction (the
 * outbox sends it, with retries), from settings read before the transaction.
 */
export const saveMessage = async (
  tx: Tx,
  config: Pick<Config, "publicUrl">,
  settings: LocaleSettings,
  message: { readonly form: ContactForm; readonly locale: Locale; readonly ip: string },
): Promise<void> => {
  const { form, locale, ip } = message;
  const sender = { name: form.name.trim(), email: form.email.trim(), phone: form.phone?.trim() || null, message: form.message.trim(), locale };
  const [row] = await tx.query<{ id: number }>(
    "insert into contact_messages (name, email, phone, message, ip, locale) values ($1, $2, $3, $4, $5, $6) returning id",
    [sender.name, sender.email, sender.phone, sender.message, ip, locale],
  );
  const recipients = contactRecipients(settings);
  if (!row || recipients.length === 0) return;
  const mail = contactMail(sender, `${config.publicUrl}/dashboard/messages/`, await readShopName(tx));
  await tx.query(
    `insert into mail_outbox (contact_message_id, message_id, kind, recipients, subject, text_body, html_body)
       values ($1, $2, 'contact-message', $3, $4, $5, $6)`,
    [row.id, `<${randomUUID()}@${new URL(config.publicUrl).hostname}>`, [...recipients], mail.subject, mail.text, mail.html],
  );
};

/**
 * Drops the sender's name, e-mail, phone and client address of every message older than
 * {@link SENDER_DATA_DAYS} days, and the e-mails that carried them to the shop (sent or not: one
 * still unsent after 30 days will not be), with their .eml copies in `outboxDir` when the outbox
 * writes files. The message and its language stay. Returns how many messages were purged.
 */
export const purgeSenderData = async (db: Db, outboxDir?: string): Promise<number> => {
  const { messages, mails } = await db.transaction(async (tx) => {
    const purged = await tx.query<{ id: number }>(
      `update contact_messages set name = null, email = null, phone = null, ip = null, purged_at = now()
        where purged_at is null and created_at < now() - interval '${SENDER_DATA_DAYS} days' returning id`,
    );
    const deleted =
      purged.length > 0
        ? await tx.query<{ id: number }>("delete from mail_outbox where contact_message_id = any($1::int[]) returning id", [purged.map((p) => p.id)])
        : [];
    return { messages: purged.length, mails: deleted.map((m) => m.id) };
  });
  if (outboxDir && mails.length > 0) await removeEmlFiles(outboxDir, mails);
  return messages;
};

/**
 * Runs {@link purgeSenderData} at start and then hourly, so a sender's details are gone within an
 * hour of their 30th day whether or not anyone opens the dashboard.
 */
export const startSenderDataPurge = ({
  db,
  log,
  outboxDir,
}: {
  readonly db: Db;
  readonly log: Log;
  readonly outboxDir?: string;
}): { readonly stop: () => Promise<void> } =>
  startHourlyJob("contact purge", log, async () => {
    const n = await purgeSenderData(db, outboxDir);
    if (n) log.info("contact senders' details purged", { messages: n });
  });

/**
 * How many messages the client at `ip` sent in the last `minutes`, counted under a lock on that client
 * held until the transaction ends: a burst cannot slip past a limit between the count and the insert.
 */
export const lockedRecentCount = async (tx: Tx, ip: string, minutes: number): Promise<number> => {
  await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`contact:${ip}`]);
  const [row] = await tx.query<{ count: number }>(
    `select count(*)::int as count from contact_messages where ip = $1 and created_at > now() - interval '${Math.trunc(minutes)} minutes'`,
    [ip],
  );
  return row?.count ?? 0;
};
