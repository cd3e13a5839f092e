import {
  COUNTRY_NAMES,
  DEFAULT_LOCALE,
  formatPrice as money,
  isLocale,
  orderSteps,
  type Address,
  type Locale,
  type Order,
  type OrderInstructions,
} from "@vitrina/core";
import { mailTexts, type NewsTexts, type OrderNews, type OrderTexts } from "./texts.js";

/** An e-mail's subject and its plain-text and HTML parts. */
export interface MailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A text made safe to put in HTML. */
export const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** The texts of an e-mail in `locale` (the shop's main language for an unknown one). */
export const textsOf = (locale: string): { t: OrderTexts; n: NewsTexts; locale: Locale } => {
  const l = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const { order, news } = mailTexts(l);
  return { t: order, n: news, locale: l };
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

export const orderTable = (order: Order, t: OrderTexts, locale: Locale) => {
  const cell = "padding:6px 8px;border-bottom:1px solid #e4e0da;text-align:left";
  const rows = order.lines
    .map((l) => {
      const old = l.old_price !== null && l.old_price > l.price ? ` <s style="color:#6b665e">${escapeHtml(money(l.old_price, locale))}</s>` : "";
      const variant = l.variant ? `<br><span style="color:#6b665e">${escapeHtml(l.variant)}</span>` : "";
      return `<tr><td style="${cell}">${escapeHtml(l.title)}${variant}</td><td style="${cell}">${l.quantity}</td><td style="${cell}">${escapeHtml(money(l.price, locale))}${old}</td><td style="${cell}">${escapeHtml(money(l.total, locale))}</td></tr>`;
    })
    .join("");
  const total = (label: string, value: string, strong = false) =>
    `<tr><td colspan="3" style="${cell};text-align:right">${strong ? `<strong>${label}</strong>` : label}</td><td style="${cell}">${strong ? `<strong>${value}</strong>` : value}</td></tr>`;
  return (
    `<table style="width:100%;border-collapse:collapse;margin:16px 0"><thead><tr>` +
    [t.product(), t.quantity(), t.price(), t.lineTotal()].map((h) => `<th style="${cell}">${h}</th>`).join("") +
    `</tr></thead><tbody>${rows}` +
    total(t.subtotal(), escapeHtml(money(order.totals.subtotal, locale))) +
    (order.totals.discount > 0 ? total(t.discount(), `−${escapeHtml(money(order.totals.discount, locale))}`) : "") +
    (order.discountCode !== null
      ? total(escapeHtml(t.codeDiscount({ code: order.discountCode })), `−${escapeHtml(money(order.totals.code_discount, locale))}`)
      : "") +
    total(t.delivery(), order.totals.delivery > 0 ? escapeHtml(money(order.totals.delivery, locale)) : t.free()) +
    total(t.total(), escapeHtml(money(order.totals.total, locale)), true) +
    `</tbody></table>`
  );
};

export const orderText = (order: Order, t: OrderTexts, locale: Locale) => [
  ...order.lines.map(
    (l) =>
      `- ${l.title}${l.variant ? ` (${l.variant})` : ""} × ${l.quantity}: ${money(l.total, locale)}${l.old_price !== null && l.old_price > l.price ? ` (${money(l.old_price, locale)} → ${money(l.price, locale)})` : ""}`,
  ),
  "",
  `${t.subtotal()}: ${money(order.totals.subtotal, locale)}`,
  ...(order.totals.discount > 0 ? [`${t.discount()}: −${money(order.totals.discount, locale)}`] : []),
  ...(order.discountCode !== null ? [`${t.codeDiscount({ code: order.discountCode })}: −${money(order.totals.code_discount, locale)}`] : []),
  `${t.delivery()}: ${order.totals.delivery > 0 ? money(order.totals.delivery, locale) : t.free()}`,
  `${t.total()}: ${money(order.totals.total, locale)}`,
];

/** Titled blocks of an e-mail, as plain text lines and as HTML paragraphs. */
export const blocksOf = (blocks: ReadonlyArray<readonly [string, ReadonlyArray<string>]>) => ({
  text: blocks.flatMap(([title, lines]) => ["", `${title}:`, ...lines]),
  html: blocks.map(([title, lines]) => `<p style="margin:12px 0 0"><strong>${title}</strong><br>${lines.map(escapeHtml).join("<br>")}</p>`).join(""),
});

/**
 * What the shopper is to do now, only what is true of the order ({@link orderSteps}): the payment
 * method with its instruction, or word that it is paid, or nothing when cancelled; the bank details
 * and the transfer's deadline (`transferDays`, 0: none) of an unpaid transfer; the delivery method
 * with its instruction while it applies; the pickup point until the order is picked up.
 */
const nextSteps = (order: Order, t: OrderTexts, n: NewsTexts, transferDays: number): Array<[string, string[]]> => {
  const next = order.instructions;
  const steps = orderSteps(order);
  const paymentNote = steps.payment === "paid" ? [n.paymentReceived()] : next?.payment ? [next.payment] : [];
  const deadline = steps.bank && transferDays > 0 ? [n.transferDeadline({ days: transferDays })] : [];
  return [
    ...(steps.payment === "none" ? [] : [[t.payment(), [t.payments[order.paymentMethod](), ...paymentNote, ...deadline]] as [string, string[]]]),
    ...(next?.bank ? [[t.bankDetails(), bankLines(next.bank, t)] as [string, string[]]] : []),
    ...(steps.delivery ? [[t.deliveryMethod(), [t.deliveries[order.deliveryMethod](), ...(next?.delivery ? [next.delivery] : [])]] as [string, string[]]] : []),
    ...(next?.pickup
      ? [[t.pickupPoint(), [...next.pickup.addresses, ...(next.pickup.schedule ? [`${t.hours()} — ${next.pickup.schedule}`] : [])]] as [string, string[]]]
      : []),
  ];
};

/** An order's addresses, as blocks. */
export const addressBlocks = (order: Order, t: OrderTexts, locale: Locale): Array<[string, string[]]> => [
  [t.billing(), addressLines(order.billingAddress, locale)],
  ...(order.deliveryAddress ? [[t.shipping(), addressLines(order.deliveryAddress, locale)] as [string, string[]]] : []),
];

/** The bank details of a bank transfer, one per line; the order number is the payment reference. */
const bankLines = (bank: NonNullable<OrderInstructions["bank"]>, t: OrderTexts) => [
  `${t.beneficiary()}: ${bank.beneficiary}`,
  `${t.iban()}: ${bank.iban}`,
  ...(bank.bank ? [`${t.bank()}: ${bank.bank}`] : []),
  `${t.reference()}: ${bank.reference}`,
];

export const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:#8a2b1f;color:#fff;border-radius:10px;text-decoration:none;font-weight:bold">${label}</a></p>`;

/**
 * The shopper's confirmation, in the order's language: lines, totals, what to do next (see
 * {@link nextSteps}; `transferDays` is the shop's wait for a transfer), addresses and a link to the
 * order's page. The free-text note stays out: it goes to whatever address was typed, so a stranger's
 * address would otherwise receive the shop's e-mail carrying any text an abuser likes.
 */
export const confirmationMail = (order: Order, orderUrl: string, shopName: string, transferDays: number): MailContent => {
  const { t, n, locale } = textsOf(order.locale);
  const d = blocksOf([...nextSteps(order, t, n, transferDays), ...addressBlocks(order, t, locale)]);
  return {
    subject: t.confirmationSubject({ number: order.number }),
    text: [
      t.greeting({ name: order.billingAddress.firstName }),
      "",
      t.received(),
      "",
      ...orderText(order, t, locale),
      ...d.text,
      "",
      `${t.viewOrder()}: ${orderUrl}`,
      "",
      t.thanks({ shop: shopName }),
    ].join("\n"),
    html: page(
      locale,
      `<p>${escapeHtml(t.greeting({ name: order.billingAddress.firstName }))}</p><p>${t.received()}</p>${orderTable(order, t, locale)}${d.html}${button(orderUrl, t.viewOrder())}<p>${escapeHtml(t.thanks({ shop: shopName }))}</p>`,
      shopName,
    ),
  };
};

/** The first sentences of a news e-mail: what happened (subject and first line) and what comes next. */
const newsLines = (order: Order, news: OrderNews, n: NewsTexts, transferDays: number): { readonly headline: string; readonly next: string } => {
  const pickup = order.deliveryMethod === "pickup";
  const headline = news === "delivered" && pickup ? n.pickedUp({ number: order.number }) : n.headline[news]({ number: order.number });
  const next =
    news === "expired"
      ? n.expired({ days: transferDays })
      : news === "confirmed" && pickup
        ? n.confirmedPickup()
        : news === "cancelled" && order.payment_status === "paid"
          ? n.refund()
          : n.next[news]();
  return { headline, next };
};

/**
 * A short note to the shopper, in the order's language, when something happens to the order (a new
 * status, a payment staff saw arrive, a transfer cancelled unpaid after `transferDays`), with what is
 * true to do next ({@link nextSteps}: a cancelled order asks for nothing, a ready pickup order gives
 * the pickup point and hours).
 */
export const statusMail = (order: Order, news: OrderNews, orderUrl: string, shopName: string, transferDays: number): MailContent => {
  const { t, n, locale } = textsOf(order.locale);
  const { headline, next } = newsLines(order, news, n, transferDays);
  const d = blocksOf(nextSteps(order, t, n, transferDays));
  return {
    subject: headline,
    text: [
      t.greeting({ name: order.billingAddress.firstName }),
      "",
      `${headline}. ${next}`,
      ...d.text,
      "",
      `${t.viewOrder()}: ${orderUrl}`,
      "",
      t.thanks({ shop: shopName }),
    ].join("\n"),
    html: page(
      locale,
      `<p>${escapeHtml(t.greeting({ name: order.billingAddress.firstName }))}</p><p><strong>${escapeHtml(headline)}</strong>. ${escapeHtml(next)}</p>${d.html}${button(orderUrl, t.viewOrder())}<p>${escapeHtml(t.thanks({ shop: shopName }))}</p>`,
      shopName,
    ),
  };
};
