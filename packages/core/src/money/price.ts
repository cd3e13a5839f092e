import type { Locale } from "../schemas/index.js";

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

/** Digits grouped by three from the right: 1234567 with "," reads "1,234,567". */
const grouped = (digits: string, separator: string): string => digits.replace(/\B(?=(\d{3})+$)/g, separator);

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
  // Money has two decimals: round to bani first, so 19.999 reads 20 and 0.1 + 0.2 reads 0,30.
  const bani = Math.abs(Math.round(amount * 100));
  // Moldovan shops group thousands by a space in every language but English, and write bani after
  // a comma (a point in English). Written out rather than with Intl.NumberFormat: a browser's first
  // number format loads the language's number data, 20-100 ms of a phone's main thread (measured in
  // chromium) while the page comes alive.
  const english = locale === "en";
  const whole = grouped(String(Math.floor(bani / 100)), english ? "," : NBSP);
  const fraction = bani % 100 === 0 ? "" : `${english ? "." : ","}${String(bani % 100).padStart(2, "0")}`;
  // No sign for an amount that rounds to zero: -0.001 would print "−0".
  const number = `${amount < 0 && bani > 0 ? "−" : ""}${whole}${fraction}`;
  if (english) return `MDL${NBSP}${number}`;
  const word = WORDS[locale];
  // Romanian and Bulgarian say "1 leu", "1 лея" for exactly one, "lei", "леи" for any other amount (1,50 lei).
  return `${number}${NBSP}${bani === 100 ? word.one : word.other}`;
};
