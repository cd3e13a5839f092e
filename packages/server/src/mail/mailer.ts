import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../config.js";
import type { Db } from "../db/db.js";
import type { Log } from "../lib/log.js";
import { readShopName } from "../shop/identity.js";

/** How often the worker looks for due messages. */
const POLL_MS = 1000;
/** A claimed message is left alone by other workers this long (a crashed worker's claim expires). */
const CLAIM_SECONDS = 120;
/** The longest wait between two attempts. */
const MAX_BACKOFF_SECONDS = 3600;

interface OutboxRow {
  id: number;
  message_id: string;
  recipients: string[];
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date | string;
  attempts: number;
  reply_to: string | null;
}

/** The running outbox worker. */
export interface Mailer {
  /** Sends what is due now; resolves with the number of messages sent. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
  /** Where messages go: the SMTP server's host, or the outbox folder. */
  readonly destination: string;
}

/** Seconds before the next attempt after `attempts` failures: 2, 4, 8… up to an hour. */
export const backoffSeconds = (attempts: number): number => Math.min(MAX_BACKOFF_SECONDS, 2 ** Math.min(attempts, 20));

/** The folder the outbox writes its e-mails to as .eml files when no SMTP_URL is set. */
export const outboxFolder = (config: Pick<Config, "dataDir">): string => join(config.dataDir, "outbox");

/** The .eml file name of an outbox e-mail: its row id first, so the file is found by the id. */
const emlName = (row: Pick<OutboxRow, "id" | "message_id">): string => `${row.id}-${row.message_id.replace(/[^\w.@-]/g, "")}.eml`;

/** Deletes the .eml files of the outbox e-mails `ids` from `folder` (none there is fine). */
export const removeEmlFiles = async (folder: string, ids: ReadonlyArray<number>): Promise<void> => {
  const wanted = new Set(ids.map(String));
  const names = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.endsWith(".eml") && wanted.has(name.split("-")[0]!)).map((name) => rm(join(folder, name), { force: true })));
};

/** The outbox e-mail id an .eml file's name begins with, or undefined for a file the outbox did not write. */
const idOfEml = (name: string): number | undefined => {
  const match = /^(\d+)-.*\.eml$/.exec(name);
  return match ? Number(match[1]) : undefined;
};

/**
 * Deletes all but the `keep` newest .eml files of the outbox folder (the highest ids: the latest
 * queued); other files are left alone. Returns how many were deleted.
 */
export const pruneOutbox = async (folder: string, keep: number): Promise<number> => {
  const names = await readdir(folder).catch(() => [] as string[]);
  const written = names.flatMap((name) => {
    const id = idOfEml(name);
    return id === undefined ? [] : [{ name, id }];
  });
  const old = written.sort((a, b) => b.id - a.id).slice(keep);
  await Promise.all(old.map(({ name }) => rm(join(folder, name), { force: true })));
  return old.length;
};

/**
 * Sends the outbox's messages: over SMTP when SMTP_URL is set, else as .eml files in
 * DATA_DIR/outbox, of which the newest OUTBOX_KEEP are kept ({@link pruneOutbox}). A message is claimed before sending (so two servers never send it twice at
 * once), marked sent after, and retried with growing waits after a failure; its Message-ID never
 * changes, so a repeated delivery is recognisable.
 */
export const startMailer = ({ db, config, log }: { readonly db: Db; readonly config: Config; readonly log: Log }): Mailer => {
  const outboxDir = outboxFolder(config);
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  // MAIL_FROM with a display name is used as it is; otherwise the shop's current name is shown before the address.
  const sender = async () => {
    if (config.mailFrom?.includes("<")) return config.mailFrom;
    return { name: await readShopName(db), address: config.mailFrom || `comenzi@${new URL(config.publicUrl).hostname}` };
  };
  const deliver = async (row: OutboxRow) => {
    const info = await transport.sendMail({
      from: await sender(),
      to: row.recipients,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      messageId: row.message_id,
      date: new Date(row.created_at),
    });
    if (!config.smtpUrl) {
      await mkdir(outboxDir, { recursive: true });
      await writeFile(join(outboxDir, emlName(row)), (info as unknown as { message: Buffer }).message);
    }
  };
  const runOnce = async (): Promise<number> => {
    const due = await db.query<OutboxRow>(
      `update mail_outbox set next_attempt_at = now() + interval '${CLAIM_SECONDS} seconds'
        where id in (select id from mail_outbox where sent_at is null and next_attempt_at <= now() order by id limit 20 for update skip locked)
        returning id, message_id, recipients, subject, text_body, html_body, created_at, attempts, reply_to`,
    );
    let sent = 0;
    for (const row of due.sort((a, b) => a.id - b.id)) {
      try {
        await deliver(row);
        await db.query("update mail_outbox set sent_at = now(), attempts = attempts + 1, last_error = null where id = $1", [row.id]);
        sent++;
      } catch (error) {
        const wait = backoffSeconds(row.attempts + 1);
        await db.query(
          `update mail_outbox set attempts = attempts + 1, last_error = $2, next_attempt_at = now() + ($3 || ' seconds')::interval where id = $1`,
          [row.id, String(error), String(wait)],
        );
        log.warn("e-mail not sent; will retry", { id: row.id, attempts: row.attempts + 1, retryInSeconds: wait, error: String(error) });
      }
    }
    // Without an SMTP server the folder is where e-mails end: it keeps the newest, never grows without end.
    if (!config.smtpUrl && sent > 0) await pruneOutbox(outboxDir, config.outboxKeep);
    return sent;
  };
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    // One pass at a time; a failed pass is logged and the next tick tries again.
    running = running.then(() => (stopped ? 0 : runOnce())).catch((error: unknown) => log.error("e-mail worker failed", { error: String(error) }));
  }, POLL_MS);
  timer.unref();
  return {
    runOnce,
    destination: config.smtpUrl ? `SMTP ${new URL(config.smtpUrl).host}` : outboxDir,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
};
