import type { OrderStatus } from "@vitrina/core";
import type { MailTexts } from "@vitrina/react-ui/i18n-server";

// The e-mails' words live with every other text of the shop, in the dictionaries' `mail` namespace
// (react-ui/src/i18n/<locale>/mail/index.ts), one per language of core's `Locale`, read with `mailTexts`.
export { mailTexts } from "@vitrina/react-ui/i18n-server";

/** What the shopper is told of: a status change, a payment staff saw arrive, or a transfer cancelled unpaid. */
export type OrderNews = Exclude<OrderStatus, "new"> | "paid" | "expired";

/** The words of the order confirmation and of the parts every order e-mail shares, in one language. */
export type OrderTexts = MailTexts["order"];
/** The words of the e-mails that tell a shopper what happened to their order, in one language. */
export type NewsTexts = MailTexts["news"];
/** The words of the new-order alert to the shop's staff, in one language. */
export type StaffTexts = MailTexts["staff"];
