import type { Locale } from "../schemas/index.js";
import { LOCALE_TAGS } from "../locale/index.js";

/** The no-break space that keeps a price on one line: between digit groups and before the currency. */
const NBSP = "\u00a0";

/**
 * The currency word of each language, by the number's plural category. Moldovan shops print "lei"
 * and "лей" after any amount (as a symbol, not a counted noun); Romanian says "1 leu", Bulgarian
 * "1 лея" and "50 леи". English prints the ISO code before the number, as shops abroad do.
 */
const WORDS: Record<Exclude<Locale, "en">, { readonly one: string; readonly other: string }> = {
  ro: { one: "leu", other: "lei" },
  ru: { one: "лей", other: "лей" },
  bg: { one: "лея", other: "леи" },
};

interface Formats {
  readonly whole: Intl.NumberFormat;
  readonly bani: Intl.NumberFormat;
  readonly plural: Intl.PluralRules;
}
// Building a number format is costly (it was a seventh of a checkout's time on the server): one set per language.
const cache = new Map<Locale, Formats>();
const formatsOf = (locale: Locale): Formats => {
  let formats = cache.get(locale);
  if (!formats) {
    const tag = LOCALE_TAGS[locale];
    // "always": 7 999 is grouped like 17 999 (CLDR leaves four digits ungrouped in Bulgarian). The option
    // is ES2023's (Node 20 and every current browser have it); the ES2022 lib types only know booleans.
    const options = { useGrouping: "always" } as unknown as Intl.NumberFormatOptions;
    formats = {
      whole: new Intl.NumberFormat(tag, { ...options, maximumFractionDigits: 0 }),
      bani: new Intl.NumberFormat(tag, { ...options, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      plural: new Intl.PluralRules(tag),
    };
    cache.set(locale, formats);
  }
  return formats;
};

/**
 * An amount in MDL as Moldovan shops print it in the language: whole lei without decimals, two
 * decimals only when there are bani, digits grouped by a no-break space (a comma in English), the
 * currency word of the language after the number (the code MDL before it in English). The one
 * format of every page, e-mail and dashboard: a negative amount keeps its sign.
 * @example
 * formatPrice(7999, "ro") // "7 999 lei"
 * formatPrice(7999.5, "ru") // "7 999,50 лей"
 * formatPrice(50, "bg") // "50 леи"
 * formatPrice(7999, "en") // "MDL 7,999"
 */
export const formatPrice = (amount: number, locale: Locale): string => {
  const formats = formatsOf(locale);
  // Money has two decimals: round to bani first, so 19.999 reads 20 and 0.1 + 0.2 reads 0,30.
  const bani = Math.round(amount * 100) || 0; // || 0: -0 would print "−0"
  const rounded = bani / 100;
  const format = bani % 100 === 0 ? formats.whole : formats.bani;
  const number = format
    .formatToParts(rounded)
    // Moldovan shops group thousands by a space in every language but English (ro-RO's Intl uses a dot).
    .map((part) => (part.type === "group" && locale !== "en" ? NBSP : part.type === "minusSign" ? "−" : part.value))
    .join("");
  if (locale === "en") return `MDL${NBSP}${number}`;
  const word = WORDS[locale];
  return `${number}${NBSP}${formats.plural.select(Math.abs(rounded)) === "one" ? word.one : word.other}`;
};
