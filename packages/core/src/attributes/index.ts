import type { Locale, LocalizedText } from "../schemas/common.js";

/** An attribute's value as products keep it: a text per language, or a number (its unit is the dictionary's). */
export type AttributeValue = Readonly<Partial<Record<Locale, string>>> | number;

/** What printing an attribute's value needs of its dictionary entry: its unit, null for none. */
export interface AttributeUnit {
  readonly unit: Readonly<Partial<LocalizedText>> | null;
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();
const numberFormat = (locale: Locale): Intl.NumberFormat => {
  let format = numberFormats.get(locale);
  // No thousands separator: a spec reads "1800 W", as on the box, in every language.
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 3 })));
  return format;
};

/**
 * An attribute's value as a shopper reads it in `locale`: a text in that language (Romanian when it
 * has none), a number in the language's digits followed by the unit.
 * @example attributeText(4.7, { unit: { ro: "l", en: "l", ru: "л", bg: "л" } }, "ru") // "4,7 л"
 */
export const attributeText = (value: AttributeValue, entry: AttributeUnit | undefined, locale: Locale): string => {
  if (typeof value !== "number") return value[locale] || value.ro || "";
  const unit = entry?.unit ? entry.unit[locale] || entry.unit.ro : "";
  const digits = numberFormat(locale).format(value);
  return unit ? `${digits} ${unit}` : digits;
};

/**
 * The order of an attribute's values in a filter: numbers by size (180 W before 1500 W), texts
 * alphabetically in the page's language.
 */
export const compareAttributeValues = (a: AttributeValue, b: AttributeValue, locale: Locale): number => {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "number") return -1;
  if (typeof b === "number") return 1;
  return attributeText(a, undefined, locale).localeCompare(attributeText(b, undefined, locale), locale);
};
