import { DEFAULT_LOCALE, type Locale } from "@vitrina/core";

/** A statement's parameters with the language its localized texts are read in. */
export interface InLanguage {
  /** The values to pass with the statement, the language first. */
  readonly params: unknown[];
  /** Adds a value to the statement's parameters and gives its placeholder (`$2`, `$3`…). */
  readonly bind: (value: unknown) => string;
  /** SQL reading a localized jsonb text column in the statement's language, falling back to Romanian. */
  readonly text: (column: string) => string;
}

/**
 * The parameters of a statement that reads localized texts: the language is bound once, and every
 * other value is bound by name, so no statement relies on where its language sits among them.
 * @example
 * const q = inLanguage("en");
 * await db.query(`select ${q.text("title")} as title from pages where kind = ${q.bind("faq")}`, q.params);
 */
export const inLanguage = (locale: Locale): InLanguage => {
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const language = bind(locale);
  return { params, bind, text: (column) => `coalesce(nullif(${column}->>${language}, ''), ${column}->>'${DEFAULT_LOCALE}')` };
};
