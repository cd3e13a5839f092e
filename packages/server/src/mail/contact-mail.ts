import type { Locale } from "@vitrina/core";
import { escapeHtml, page, type MailContent } from "./templates.js";

/** A contact-form message as its e-mail to the shop tells it. */
export interface ContactMail {
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly message: string;
  /** The language of the page it was sent from. */
  readonly locale: Locale;
}

/** Language names as the shop's staff read them (the e-mail is in Romanian, as the order alerts are). */
const LANGUAGES: Record<Locale, string> = { ro: "română", en: "engleză", ru: "rusă", bg: "bulgară" };

/**
 * The e-mail that brings a contact-form message to the shop's contact addresses, in Romanian like
 * the order alerts. Its Reply-To is not set: the staff answer from the dashboard's reply link, in
 * the sender's language.
 */
export const contactMail = (m: ContactMail, dashboardUrl: string, shopName: string): MailContent => {
  const rows: Array<[string, string]> = [
    ["Nume", m.name],
    ["E-mail", m.email],
    ...(m.phone ? ([["Telefon", m.phone]] as Array<[string, string]>) : []),
    ["Limba", LANGUAGES[m.locale]],
  ];
  return {
    subject: `Mesaj nou de pe site de la ${m.name}`,
    text: [
      "Un cumpărător v-a scris prin formularul de contact.",
      "",
      ...rows.map(([k, v]) => `${k}: ${v}`),
      "",
      m.message,
      "",
      `Toate mesajele: ${dashboardUrl}`,
    ].join("\n"),
    html: page(
      "ro",
      `<p>Un cumpărător v-a scris prin formularul de contact.</p><p>${rows.map(([k, v]) => `<strong>${k}:</strong> ${escapeHtml(v)}`).join("<br>")}</p>` +
        `<p style="white-space:pre-wrap;border-left:3px solid #e4e0da;padding-left:12px">${escapeHtml(m.message)}</p>` +
        `<p><a href="${escapeHtml(dashboardUrl)}">Toate mesajele în panoul de administrare</a></p>`,
      shopName,
    ),
  };
};
