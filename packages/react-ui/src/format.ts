import type { Locale } from "@vitrina/core";

const TAGS: Record<Locale, string> = { ro: "ro-RO", en: "en-US", ru: "ru-RU", bg: "bg-BG" };
const formatters = new Map<Locale, Intl.NumberFormat>();

/**
 * A price in MDL written for the language, with Intl (e.g. ro "1.299,00 MDL", en "MDL 1,299.00").
 * @example formatPrice(1299, "ro")
 */
export const formatPrice = (amount: number, locale: Locale): string => {
  let format = formatters.get(locale);
  if (!format) formatters.set(locale, (format = new Intl.NumberFormat(TAGS[locale], { style: "currency", currency: "MDL", minimumFractionDigits: 2 })));
  return format.format(amount);
};
