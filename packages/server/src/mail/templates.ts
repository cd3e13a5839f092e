import {
  COUNTRY_NAMES,
  DEFAULT_LOCALE,
  formatPrice as money,
  isLocale,
  type Address,
  type Locale,
  type Order,
  type OrderInstructions,
  type OrderStatus,
} from "@vitrina/core";
import { MAIL_TEXTS, type MailTexts } from "./texts.js";

/** An e-mail's subject and its plain-text and HTML parts. */
export interface MailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A text made safe to put in HTML. */
export const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const textsOf = (locale: string): { t: MailTexts; locale: Locale } => {
  const l = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return { t: MAIL_TEXTS[l], locale: l };
};
/** An address as the reader writes one, the country by its name in the e-mail's language. */
const addressLines = (a: Address, locale: Locale) =>
  [`${a.firstName} ${a.lastName}`, a.company, a.address, [a.postalCode, a.city].filter(Boolean).join(" "), COUNTRY_NAMES[locale][a.country]].filter(
    (x): x is string => Boolean(x),
  );

/** The HTML frame of every message, headed by the shop's name: inline styles only, no remote images or scripts. */
export const page = (locale: Locale, body: string, shopName: string) =>
  `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>` +
  `<body style="margin:0;padding:24px;background:#f6f4f1;font-family:Arial,Helvetica,sans-serif;color:#1f1d1a;line-height:1.5">` +
  `<div style="max-width:640px;margin:0 auto;background:#fff;border-radius:10px;padding:24px">` +
  `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#8a2b1f">${escapeHtml(shopName)}</p>${body}</div></body></html>`;

const orderTable = (order: Order, t: MailTexts, locale: Locale) => {
  const cell = "padding:6px 8px;border-bottom:1px solid #e4e0da;text-align:left";
  const rows = order.lines
    .map((l) => {
      const old = l.old_price !== null && l.old_price > l.price ? ` <s style="color:#6b665e">${escapeHtml(money(l.old_price, locale))}</s>` : "";
      return `<tr><td style="${cell}">${escapeHtml(l.title)}</td><td style="${cell}">${l.quantity}</td><td style="${cell}">${escapeHtml(money(l.price, locale))}${old}</td><td style="${cell}">${escapeHtml(money(l.total, locale))}</td></tr>`;
    })
    .join("");
  const total = (label: string, value: string, strong = false) =>
    `<tr><td colspan="3" style="${cell};text-align:right">${strong ? `<strong>${label}</strong>` : label}</td><td style="${cell}">${strong ? `<strong>${value}</strong>` : value}</td></tr>`;
  return (
    `<table style="width:100%;border-collapse:collapse;margin:16px 0"><thead><tr>` +
    [t.product, t.quantity, t.price, t.lineTotal].map((h) => `<th style="${cell}">${h}</th>`).join("") +
    `</tr></thead><tbody>${rows}` +
    total(t.subtotal, escapeHtml(money(order.totals.subtotal, locale))) +
    (order.totals.discount > 0 ? total(t.discount, `−${escapeHtml(money(order.totals.discount, locale))}`) : "") +
    total(t.delivery, order.totals.delivery > 0 ? escapeHtml(money(order.totals.delivery, locale)) : t.free) +
    total(t.total, escapeHtml(money(order.totals.total, locale)), true) +
    `</tbody></table>`
  );
};

const orderText = (order: Order, t: MailTexts, locale: Locale) => [
  ...order.lines.map(
    (l) =>
      `- ${l.title} × ${l.quantity}: ${money(l.total, locale)}${l.old_price !== null && l.old_price > l.price ? ` (${money(l.old_price, locale)} → ${money(l.price, locale)})` : ""}`,
  ),
  "",
  `${t.subtotal}: ${money(order.totals.subtotal, locale)}`,
  ...(order.totals.discount > 0 ? [`${t.discount}: −${money(order.totals.discount, locale)}`] : []),
  `${t.delivery}: ${order.totals.delivery > 0 ? money(order.totals.delivery, locale) : t.free}`,
  `${t.total}: ${money(order.totals.total, locale)}`,
];

/**
 * Methods, addresses and the shopper's note; `noteLabel` names the note for who reads the e-mail, and
 * null leaves it out (the shopper's own e-mail: it goes to whatever address was typed, so a stranger's
 * address would otherwise receive the shop's e-mail carrying any text an abuser likes).
 */
const details = (order: Order, t: MailTexts, locale: Locale, noteLabel: string | null) => {
  const next = order.instructions;
  const blocks: Array<[string, string[]]> = [
    [t.payment, [t.payments[order.paymentMethod], ...(next?.payment ? [next.payment] : [])]],
    ...(next?.bank ? [[t.bankDetails, bankLines(next.bank, t)] as [string, string[]]] : []),
    [t.deliveryMethod, [t.deliveries[order.deliveryMethod], ...(next?.delivery ? [next.delivery] : [])]],
    ...(next?.pickup
      ? [[t.pickupPoint, [...next.pickup.addresses, ...(next.pickup.schedule ? [`${t.hours}: ${next.pickup.schedule}`] : [])]] as [string, string[]]]
      : []),
    [t.billing, addressLines(order.billingAddress, locale)],
    ...(order.deliveryAddress ? [[t.shipping, addressLines(order.deliveryAddress, locale)] as [string, string[]]] : []),
    ...(noteLabel !== null && order.clientNote ? [[noteLabel, [order.clientNote]] as [string, string[]]] : []),
  ];
  return {
    text: blocks.flatMap(([title, lines]) => ["", `${title}:`, ...lines]),
    html: blocks.map(([title, lines]) => `<p style="margin:12px 0 0"><strong>${title}</strong><br>${lines.map(escapeHtml).join("<br>")}</p>`).join(""),
  };
};

/** The bank details of a bank transfer, one per line; the order number is the payment reference. */
const bankLines = (bank: NonNullable<OrderInstructions["bank"]>, t: MailTexts) => [
  `${t.beneficiary}: ${bank.beneficiary}`,
  `${t.iban}: ${bank.iban}`,
  ...(bank.bank ? [`${t.bank}: ${bank.bank}`] : []),
  `${t.reference}: ${bank.reference}`,
];

const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#8a2b1f;color:#fff;border-radius:10px;text-decoration:none;font-weight:bold">${label}</a></p>`;

/**
 * The shopper's confirmation, in the order's language: lines, totals, methods, addresses and a link to
 * the order's page. The free-text note stays out: it goes to whatever address was typed, so a stranger's
 * address would otherwise receive the shop's e-mail carrying any text an abuser likes.
 */
export const confirmationMail = (order: Order, orderUrl: string, shopName: string): MailContent => {
  const { t, locale } = textsOf(order.locale);
  const d = details(order, t, locale, null);
  return {
    subject: t.confirmationSubject(order.number),
    text: [
      t.greeting(order.billingAddress.firstName),
      "",
      t.received,
      "",
      ...orderText(order, t, locale),
      ...d.text,
      "",
      `${t.viewOrder}: ${orderUrl}`,
      "",
      t.thanks(shopName),
    ].join("\n"),
    html: page(
      locale,
      `<p>${escapeHtml(t.greeting(order.billingAddress.firstName))}</p><p>${t.received}</p>${orderTable(order, t, locale)}${d.html}${button(orderUrl, t.viewOrder)}<p>${escapeHtml(t.thanks(shopName))}</p>`,
      shopName,
    ),
  };
};

/** The alert to the shop's order addresses, in the shop's main language (ro), with a link to the dashboard. */
export const staffAlertMail = (order: Order, dashboardUrl: string, shopName: string): MailContent => {
  const { t, locale } = textsOf("ro");
  const d = details(order, t, locale, t.clientNote);
  const customer = [`${order.billingAddress.firstName} ${order.billingAddress.lastName}`, order.contactDetails.phone, order.contactDetails.email];
  return {
    subject: t.alertSubject(order.number, money(order.totals.total, locale)),
    text: [t.alertIntro, "", `${t.customer}: ${customer.join(", ")}`, "", ...orderText(order, t, locale), ...d.text, "", dashboardUrl].join("\n"),
    html: page(
      locale,
      `<p>${t.alertIntro}</p><p><strong>${t.customer}</strong><br>${customer.map(escapeHtml).join("<br>")}</p>${orderTable(order, t, locale)}${d.html}${button(dashboardUrl, order.number)}`,
      shopName,
    ),
  };
};

/** A short note to the shopper, in the order's language, when staff move the order to a new status. */
export const statusMail = (order: Order, status: OrderStatus, orderUrl: string, shopName: string): MailContent => {
  const { t, locale } = textsOf(order.locale);
  const next = t.statusNext[status] ?? "";
  const news = t.statusNews[status];
  return {
    subject: news(order.number),
    text: [
      t.greeting(order.billingAddress.firstName),
      "",
      `${news(order.number)}. ${next}`.trim(),
      "",
      `${t.viewOrder}: ${orderUrl}`,
      "",
      t.thanks(shopName),
    ].join("\n"),
    html: page(
      locale,
      `<p>${escapeHtml(t.greeting(order.billingAddress.firstName))}</p><p><strong>${escapeHtml(news(order.number))}</strong>. ${next}</p>${button(orderUrl, t.viewOrder)}<p>${escapeHtml(t.thanks(shopName))}</p>`,
      shopName,
    ),
  };
};
