import { formatPrice as money, type Order } from "@vitrina/core";
import { mailTexts, type StaffTexts } from "./texts.js";
import { addressBlocks, blocksOf, button, escapeHtml, orderTable, orderText, page, textsOf, type MailContent } from "./templates.js";

/**
 * What staff do with a new order, in order: confirm it with the customer; wait for a transfer (and
 * when it is cancelled unpaid, `transferDays`, 0: never) or know what to collect on delivery or at
 * pickup; then how the order leaves the shop for its delivery method.
 */
const staffSteps = (order: Order, s: StaffTexts, total: string, transferDays: number): string[] => {
  const pickup = order.deliveryMethod === "pickup";
  const transfer = order.paymentMethod === "bank_transfer";
  const payment = transfer
    ? [s.awaitTransfer({ total, reference: order.number }), ...(transferDays > 0 ? [s.autoCancel({ days: transferDays })] : [])]
    : [(order.paymentMethod === "cash_on_delivery" ? s.collectCash : s.collectCard)[pickup ? "pickup" : "delivery"]({ total })];
  return [s.confirm(), ...payment, s.fulfil[order.deliveryMethod][transfer ? "afterPayment" : "now"]()];
};

/**
 * The alert to the shop's order addresses, in the shop's main language (ro), with a link to the
 * dashboard: it speaks to staff (the customer, what was ordered, what to do next, the methods,
 * addresses and the customer's note), never in the shopper's voice and without the shopper's
 * instructions or bank details.
 */
export const staffAlertMail = (order: Order, dashboardUrl: string, shopName: string, transferDays: number): MailContent => {
  const { t, locale } = textsOf("ro");
  const s = mailTexts(locale).staff;
  const total = money(order.totals.total, locale);
  const d = blocksOf([
    [s.nextSteps(), staffSteps(order, s, total, transferDays)],
    [t.payment(), [t.payments[order.paymentMethod]()]],
    [t.deliveryMethod(), [t.deliveries[order.deliveryMethod]()]],
    ...addressBlocks(order, t, locale),
    ...(order.clientNote ? [[t.clientNote(), [order.clientNote]] as [string, string[]]] : []),
  ]);
  const customer = [`${order.billingAddress.firstName} ${order.billingAddress.lastName}`, order.contactDetails.phone, order.contactDetails.email];
  return {
    subject: s.subject({ number: order.number, total }),
    text: [s.intro(), "", `${s.customer()}: ${customer.join(", ")}`, "", ...orderText(order, t, locale), ...d.text, "", dashboardUrl].join("\n"),
    html: page(
      locale,
      `<p>${s.intro()}</p><p><strong>${s.customer()}</strong><br>${customer.map(escapeHtml).join("<br>")}</p>${orderTable(order, t, locale)}${d.html}${button(dashboardUrl, order.number)}`,
      shopName,
    ),
  };
};
