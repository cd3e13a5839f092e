import { randomUUID } from "node:crypto";
import { localizePath, type Locale, type OrderStatus } from "@vitrina/core";
import type { Config } from "../config.js";
import type { Tx } from "../db/db.js";
import { readLocaleSettings } from "../catalog/settings.js";
import { orderByNumber } from "../orders/orders.js";
import { confirmationMail, staffAlertMail, statusMail, type MailContent } from "./templates.js";

type MailConfig = Pick<Config, "publicUrl">;

/** Writes one message into the outbox, in the caller's transaction, with its final Message-ID. */
const enqueue = async (tx: Tx, config: MailConfig, kind: string, orderId: number, recipients: ReadonlyArray<string>, mail: MailContent): Promise<void> => {
  if (recipients.length === 0) return;
  const messageId = `<${randomUUID()}@${new URL(config.publicUrl).hostname}>`;
  await tx.query(
    "insert into mail_outbox (message_id, kind, order_id, recipients, subject, text_body, html_body) values ($1, $2, $3, $4, $5, $6, $7)",
    [messageId, kind, orderId, [...recipients], mail.subject, mail.text, mail.html],
  );
};

const orderUrl = (config: MailConfig, number: string, locale: string) =>
  config.publicUrl + localizePath(`/order/${encodeURIComponent(number)}/`, (["ro", "en", "ru", "bg"].includes(locale) ? locale : "ro") as Locale);

/**
 * Queues the e-mails of a new order in its transaction: the confirmation to the shopper and the alert
 * to the shop's order addresses (the sales e-mails when none are set).
 */
export const enqueueOrderPlaced = async (tx: Tx, config: MailConfig, number: string): Promise<void> => {
  const order = await orderByNumber(tx, number);
  if (!order) throw new Error(`order ${number} vanished inside its own transaction`);
  await enqueue(tx, config, "order-confirmation", order.id, [order.contactDetails.email], confirmationMail(order, orderUrl(config, order.number, order.locale)));
  const settings = await readLocaleSettings(tx);
  const staff = settings.order_emails.length > 0 ? settings.order_emails : settings.salesEmails;
  await enqueue(tx, config, "order-alert", order.id, staff, staffAlertMail(order, `${config.publicUrl}/dashboard/orders/${order.id}/`));
};

/** Statuses the shopper is told about. */
const NOTIFIED: ReadonlyArray<OrderStatus> = ["confirmed", "shipped", "delivered", "cancelled"];

/** Queues the shopper's note about a status change, in the transaction of the change. */
export const enqueueStatusChanged = async (tx: Tx, config: MailConfig, orderId: number, status: OrderStatus): Promise<void> => {
  if (!NOTIFIED.includes(status)) return;
  const [row] = await tx.query<{ number: string }>("select number from orders where id = $1", [orderId]);
  const order = row && (await orderByNumber(tx, row.number));
  if (!order) return;
  await enqueue(tx, config, `order-${status}`, order.id, [order.contactDetails.email], statusMail(order, status, orderUrl(config, order.number, order.locale)));
};
