import type { ContactForm, Locale } from "@vitrina/core";
import type { Config } from "../config.js";
import type { Db } from "../db/db.js";
import { readLocaleSettings } from "../catalog/settings.js";
import { lockedRecentCount, saveMessage } from "./messages.js";

/** Contact messages one client may send per window before a 429 (decisions: rate-limited per client). */
const CONTACT_LIMIT = 5;
/** The window of {@link CONTACT_LIMIT}, which is also how long a refused client waits. */
export const CONTACT_WINDOW_MINUTES = 10;

/** Why a client past the limit is refused, in the page's language. */
export const contactLimitMessage: Readonly<Record<Locale, string>> = {
  ro: "Ați trimis prea multe mesaje. Încercați din nou peste câteva minute.",
  en: "You have sent too many messages. Please try again in a few minutes.",
  ru: "Вы отправили слишком много сообщений. Попробуйте снова через несколько минут.",
  bg: "Изпратихте твърде много съобщения. Опитайте отново след няколко минути.",
};

/** Stores a contact message and queues its e-mail, unless its client sent {@link CONTACT_LIMIT} within the window: false then. */
export const sendContactMessage = async (
  db: Db,
  config: Pick<Config, "publicUrl">,
  message: { readonly form: ContactForm; readonly locale: Locale; readonly ip: string },
): Promise<boolean> => {
  const settings = await readLocaleSettings(db);
  return db.transaction(async (tx) => {
    if ((await lockedRecentCount(tx, message.ip, CONTACT_WINDOW_MINUTES)) >= CONTACT_LIMIT) return false;
    await saveMessage(tx, config, settings, message);
    return true;
  });
};
