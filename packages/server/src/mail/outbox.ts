import { randomUUID } from "node:crypto";
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale, type OrderStatus } from "@vitrina/core";
import type { Config } from "../config.js";
import type { Tx } from "../db/db.js";
import { issueAccessKey } from "../orders/access-key-data.js";
import { orderById, type PlacedOrder } from "../orders/orders.js";
import { orderInstructions, readShopName, type OrderTexts } from "../shop/identity.js";
import { confirmationMail, staffAlertMail, statusMail, type MailContent } from "./templates.js";

type MailConfig = Pick<Config, "publicUrl">;

/** One message for the outbox. */
interface Outgoing {
  readonly kind: string;
  readonly recipients: ReadonlyArray<string>;
  readonly mail: MailContent;
}

/** Writes messages of an order into the outbox, in the caller's transaction, each with its final Message-ID. */
const enqueue = async (tx: Tx, config: MailConfig, orderId: number, messages: ReadonlyArray<Outgoing>): Promise<void> => {
  const due = messages.filter((m) => m.recipients.length > 0);
  if (due.length === 0) return;
  const host = new URL(config.publicUrl).hostname;
  const params: unknown[] = [orderId];
  const bind = (value: unknown) => `$${params.push(value)}`;
  // One statement for all of them (one round trip per order instead of one per message).
  const rows = due.map(
    (m) => `($1, ${[`<${randomUUID()}@${host}>`, m.kind, [...m.recipients], m.mail.subject, m.mail.text, m.mail.html].map(bind).join(", ")})`,
  );
  await tx.query(`insert into mail_outbox (order_id, message_id, kind, recipients, subject, text_body, html_body) values ${rows.join(", ")}`, params);
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
  { identity, instructions, settings }: OrderTexts,
  accessKey: string,
): Promise<void> => {
  const staff = settings.order_emails.length > 0 ? settings.order_emails : settings.salesEmails;
  // The shopper's e-mail tells what to do next (bank details, pickup point) in the order's language; the alert in ro.
  const withSteps = (locale: Locale) => ({ ...order, instructions: orderInstructions(order, locale, identity, instructions, settings) });
  const locale = isLocale(order.locale) ? order.locale : DEFAULT_LOCALE;
  await enqueue(tx, config, order.id, [
    {
      kind: "order-confirmation",
      recipients: [order.contactDetails.email],
      mail: confirmationMail(withSteps(locale), orderUrl(config, order.number, order.locale, accessKey), identity.name),
    },
    {
      kind: "order-alert",
      recipients: staff,
      mail: staffAlertMail(withSteps(DEFAULT_LOCALE), `${config.publicUrl}/dashboard/orders/${order.id}/`, identity.name),
    },
  ]);
};

/** Statuses the shopper is told about. */
const NOTIFIED: ReadonlyArray<OrderStatus> = ["confirmed", "shipped", "delivered", "cancelled"];

/**
 * Queues the shopper's note about a status change, in the transaction of the change. Its link carries
 * a new access key to the order (the checkout's key exists only as a hash).
 */
export const enqueueStatusChanged = async (tx: Tx, config: MailConfig, orderId: number, status: OrderStatus): Promise<void> => {
  if (!NOTIFIED.includes(status)) return;
  const order = await orderById(tx, orderId);
  if (!order) return;
  await enqueue(tx, config, order.id, [
    {
      kind: `order-${status}`,
      recipients: [order.contactDetails.email],
      mail: statusMail(order, status, orderUrl(config, order.number, order.locale, await issueAccessKey(tx, order.id)), await readShopName(tx)),
    },
  ]);
};
