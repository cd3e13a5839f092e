import type { Locale } from "@vitrina/core";
import { escapeHtml, page, type MailContent } from "./templates.js";
import { mailTexts } from "./texts.js";

/** A contact-form message as its e-mail to the shop tells it. */
export interface ContactMail {
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly message: string;
  /** The language of the page it was sent from. */
  readonly locale: Locale;
}

/**
 * The e-mail that brings a contact-form message to the shop's contact addresses, in Romanian like
 * the order alerts. Its Reply-To is not set: the staff answer from the dashboard's reply link, in
 * the sender's language.
 */
export const contactMail = (m: ContactMail, dashboardUrl: string, shopName: string): MailContent => {
  const t = mailTexts("ro").contact;
  const rows: Array<[string, string]> = [
    [t.name(), m.name],
    [t.email(), m.email],
    ...(m.phone ? ([[t.phone(), m.phone]] as Array<[string, string]>) : []),
    [t.language(), t.languages[m.locale]()],
  ];
  return {
    subject: t.subject({ name: m.name }),
    text: [t.intro(), "", ...rows.map(([k, v]) => `${k}: ${v}`), "", m.message, "", `${t.allMessages()}: ${dashboardUrl}`].join("\n"),
    html: page(
      "ro",
      `<p>${t.intro()}</p><p>${rows.map(([k, v]) => `<strong>${k}:</strong> ${escapeHtml(v)}`).join("<br>")}</p>` +
        `<p style="white-space:pre-wrap;border-left:3px solid #e4e0da;padding-left:12px">${escapeHtml(m.message)}</p>` +
        `<p><a href="${escapeHtml(dashboardUrl)}">${t.allMessagesLink()}</a></p>`,
      shopName,
    ),
  };
};
