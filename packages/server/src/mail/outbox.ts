import { randomUUID } from "node:crypto";
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale } from "@vitrina/core";
import type { Config } from "../config.js";
import type { Tx } from "../db/db.js";
import { issueAccessKey } from "../orders/access-key-data.js";
import { orderById, type PlacedOrder } from "../orders/orders.js";
import { orderInstructions, readOrderTexts, type OrderTexts } from "../shop/identity.js";
import type { OrderNews } from "./texts.js";
import { staffAlertMail } from "./staff-alert.js";
import { confirmationMail, statusMail, type MailContent } from "./templates.js";

type MailConfig = Pick<Config, "publicUrl">;

/** One message for the outbox. */
interface Outgoing {
  readonly kind: string;
  readonly recipients: ReadonlyArray<string>;
  readonly mail: MailContent;
  /** Where replies go (the shop's contact address for the shopper's mails), if not to the sender. */
  readonly replyTo?: string;
}

/** The address a shopper's reply reaches: the shop's first contact e-mail, else its first sales e-mail. */
const shopReplyTo = (settings: OrderTexts["settings"]): string | undefined => settings.emails[0] ?? settings.salesEmails[0];

/** Writes messages of an order into the outbox, in the caller's transaction, each with its final Message-ID. */
const enqueue = async (tx: Tx, config: MailConfig, orderId: number, messages: ReadonlyArray<Outgoing>): Promise<void> => {
  const due = messages.filter((m) => m.recipients.length > 0);
  if (due.length === 0) return;
  const host = new URL(config.publicUrl).hostname;
  const params: unknown[] = [orderId];
  const bind = (value: unknown) => `$${params.push(value)}`;
  // One statement for all of them (one round trip per order instead of one per message).
  const rows = due.map(
    (m) =>
      `($1, ${[`<${randomUUID()}@${host}>`, m.kind, [...m.recipients], m.mail.subject, m.mail.text, m.mail.html, m.replyTo ?? null].map(bind).join(", ")})`,
  );
  await tx.query(`insert into mail_outbox (order_id, message_id, kind, recipients, subject, text_body, html_body, reply_to) values ${rows.join(", ")}`, params);
};

/** The order's confirmation page in its language, opened by one of its access keys. */
const orderUrl = (config: MailConfig, number: string, locale: string, accessKey: string) =>
  config.publicUrl +
  localizePath(`/order/${encodeURIComponent(number)}/`, isLocale(locale) ? locale : DEFAULT_LOCALE) +
  `?key=${encodeURIComponent(accessKey)}`;

/**
 * Queues the e-mails of a new order in its transaction: the confirmation to the shopper and the alert
 * to the shop's order addresses (the sales e-mails when none are set), with the texts read before the
 * order's transaction so that its locks are held for as short a time as possible. The shopper's
 * link opens the order with the access key the checkout answered.
 */
export const enqueueOrderPlaced = async (
  tx: Tx,
  config: MailConfig,
  order: PlacedOrder,
  { identity, instructions, settings, orderSettings }: OrderTexts,
  accessKey: string,
): Promise<void> => {
  const staff = settings.order_emails.length > 0 ? settings.order_emails : settings.salesEmails;
  // The shopper's e-mail tells what to do next (bank details, pickup point) in the order's language;
  // the alert tells staff what to do, in ro.
  const locale: Locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
  const days = orderSettings.unpaid_transfer_days;
  await enqueue(tx, config, order.id, [
    {
      kind: "order-confirmation",
      recipients: [order.contactDetails.email],
      replyTo: shopReplyTo(settings),
      mail: confirmationMail(
        { ...order, instructions: orderInstructions(order, locale, identity, instructions, settings) },
        orderUrl(config, order.number, order.locale, accessKey),
        identity.name,
        days,
      ),
    },
    { kind: "order-alert", recipients: staff, mail: staffAlertMail(order, `${config.publicUrl}/dashboard/orders/${order.id}/`, identity.name, days) },
  ]);
};

/**
 * Queues the shopper's note about what happened to the order (a new status, a payment staff saw
 * arrive, a transfer cancelled unpaid), in the transaction of the change, with the next steps true
 * of the order as it is now. Its link carries a new access key to the order (the checkout's key
 * exists only as a hash).
 */
export const enqueueOrderNews = async (tx: Tx, config: MailConfig, orderId: number, news: OrderNews): Promise<void> => {
  const order = await orderById(tx, orderId);
  if (!order) return;
  const { identity, instructions, settings, orderSettings } = await readOrderTexts(tx);
  const locale: Locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
  const url = orderUrl(config, order.number, order.locale, await issueAccessKey(tx, order.id));
  const withSteps = { ...order, instructions: orderInstructions(order, locale, identity, instructions, settings) };
  await enqueue(tx, config, order.id, [
    {
      kind: `order-${news}`,
      recipients: [order.contactDetails.email],
      replyTo: shopReplyTo(settings),
      mail: statusMail(withSteps, news, url, identity.name, orderSettings.unpaid_transfer_days),
    },
  ]);
};
