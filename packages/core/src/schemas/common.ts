// One module per import: through effect's index a bundler keeps far more of effect (Schema alone
// costs 24 kB gzip this way, 99 kB through the index; see BENCHMARKS.md "SDK sizes").
import * as Schema from "effect/Schema";
import { COUNTRY_CODES, CURRENCY_CODE, LOCALES } from "./choices.js";
import { MAX_INT, TITLE_MAX } from "./limits.js";

export { COUNTRY_CODES, CURRENCY, CURRENCY_CODE, DEFAULT_COUNTRY, DEFAULT_LOCALE, LOCALES } from "./choices.js";
/** The four languages of the shop; `ro` is the default and has no URL prefix. */
export const Locale = Schema.Literals(LOCALES);
/** One of the shop's languages. */
export type Locale = typeof Locale.Type;
/** Countries the shop sells to (lower-case codes as the API and cookies use them). */
export const CountryCode = Schema.Literals(COUNTRY_CODES);
/** A country the shop sells to. */
export type CountryCode = typeof CountryCode.Type;
/** The only currency: Moldovan leu, as sent in `Accept-Currency`. */
export const CurrencyCode = Schema.Literal(CURRENCY_CODE);
/** The shop currency code. */
export type CurrencyCode = typeof CurrencyCode.Type;

/** A text in every language; `ro` is required, the others fall back to it. */
export const LocalizedText = Schema.Struct({
  ro: Schema.String.check(Schema.isMinCodePoints(1, { message: "required" })),
  en: Schema.String,
  ru: Schema.String,
  bg: Schema.String,
});
/** A text in every language. */
export type LocalizedText = typeof LocalizedText.Type;

/** A text in every language as staff write it: each language at most `max` characters, `ro` required. */
export const localizedText = (max: number) => {
  const text = optionalText(max);
  return Schema.Struct({ ro: text.check(Schema.isMinCodePoints(1, { message: "required" })), en: text, ru: text, bg: text });
};
/**
 * A text in every language that may still be blank everywhere (a new shop's opening hours); once any
 * language is written, `ro` is required, since the others fall back to it.
 * @example Schema.decodeUnknownSync(optionalLocalizedText(200))({ ro: "", en: "", ru: "", bg: "" })
 */
export const optionalLocalizedText = (max: number) => {
  const text = optionalText(max);
  return Schema.Struct({ ro: text, en: text, ru: text, bg: text }).check(
    Schema.makeFilter(({ ro, en, ru, bg }: { readonly ro: string; readonly en: string; readonly ru: string; readonly bg: string }) =>
      ro.trim() !== "" || [en, ru, bg].every((t) => t.trim() === "") ? undefined : [{ path: ["ro"], issue: "required" }],
    ),
  );
};
/** A positive integer database id. */
export const Id = Schema.Number.check(
  Schema.isInt({ message: "type" }),
  Schema.isGreaterThan(0, { message: "min" }),
  Schema.isLessThanOrEqualTo(MAX_INT, { message: "max" }),
);

/** A whole count stored in an integer column (stock, positions): 0 up to {@link MAX_INT}. */
export const Count = Schema.Number.check(
  Schema.isInt({ message: "type" }),
  Schema.isGreaterThanOrEqualTo(0, { message: "min" }),
  Schema.isLessThanOrEqualTo(MAX_INT, { message: "max" }),
);

/** A money amount in MDL: finite, not negative, at most 2 decimals. */
export const Money = Schema.Number.check(
  Schema.isFinite({ message: "type" }),
  Schema.isGreaterThanOrEqualTo(0, { message: "min" }),
  // The database keeps amounts as numeric(12,2).
  Schema.isLessThan(10_000_000_000, { message: "max" }),
  // Exact for any amount: a value with at most 2 decimals is the double nearest to its cents / 100.
  Schema.makeFilter((n: number) => Math.round(n * 100) / 100 === n, { message: "decimals" }),
);

/**
 * At most `max` characters, counted as PostgreSQL's `varchar(n)` and JSON Schema's `maxLength` count
 * them: in code points, so the OpenAPI description states the limit the server applies.
 */
export const maxChars = (max: number) => Schema.isMaxCodePoints(max, { message: "max" });

/**
 * A format check that runs only on texts that can be within `max` characters (a text of more than
 * twice as many UTF-16 units has more than `max` code points and already fails with `max`): a
 * request must not pay for matching megabytes against a pattern. `pattern` is the same rule as a
 * JSON Schema pattern, for the OpenAPI description.
 */
const formatWithin = (max: number, isValid: (s: string) => boolean, pattern?: string) =>
  Schema.makeFilter((s: string) => s.length > 2 * max || isValid(s), {
    message: "format",
    ...(pattern !== undefined ? { toJsonSchema: () => ({ pattern }) } : {}),
  });

// Every pattern below is linear in the text's length: no nested or adjacent repeats that could
// match the same characters in more than one way.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A text with more than white space: `trim()` and JSON Schema's `\S` know the same white space. */
const notBlank = Schema.makeFilter((s: string) => s.trim().length > 0, { message: "required", toJsonSchema: () => ({ pattern: "\\S" }) });

/** An ASCII slug: lower-case letters, digits and single hyphens. */
export const Slug = Schema.String.check(
  notBlank,
  maxChars(TITLE_MAX),
  formatWithin(TITLE_MAX, (s) => SLUG.test(s), SLUG.source),
);

/** A required, trimmed-non-empty text of at most `max` characters. */
export const requiredText = (max: number) => Schema.String.check(notBlank, maxChars(max));

/** An optional text of at most `max` characters. */
export const optionalText = (max: number) => Schema.String.check(maxChars(max));

// Control characters (C0 with tab and line breaks, DEL, C1) and the line and paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Whether a text fits on one line: no line break, tab or other control character. A name, a city or
 * a phone with one would print as extra lines in e-mails, headers and labels.
 * @example isSingleLine("Ștefan Rusu") // true
 * @example isSingleLine("Ana\nBcc: x@y.md") // false
 */
export const isSingleLine = (text: string): boolean => !CONTROL.test(text);

const oneLine = Schema.makeFilter((s: string) => isSingleLine(s), {
  message: "format",
  toJsonSchema: () => ({ pattern: "^[^\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]*$" }),
});

/** A required one-line text (names, city, phone, shop name) of at most `max` characters; a line break or control character is a `format` error. */
export const requiredLine = (max: number) => requiredText(max).check(oneLine);

/** An optional one-line text (company, postal code) of at most `max` characters; a line break or control character is a `format` error. */
export const optionalLine = (max: number) => optionalText(max).check(oneLine);

/** The longest e-mail address (RFC 5321's limit on a forward path). */
export const EMAIL_MAX = 254;
const LOCAL_AT_DOMAIN = /^[^\s@]+@([^\s@]+)$/;
/** {@link isEmailShape} as one pattern, for JSON Schema (a validator there runs it on its own input). */
const EMAIL_PATTERN = "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$";

/**
 * Whether a text looks like an e-mail address: something@domain.tld, one `@`, no spaces, and a dot
 * inside the domain. Checked in one pass: the domain's dot is looked up, not matched by a pattern
 * that would try every dot of `a@.........` in turn.
 * @example isEmailShape("ana@mail.md") // true
 */
export const isEmailShape = (text: string): boolean => {
  const domain = LOCAL_AT_DOMAIN.exec(text)?.[1];
  return domain?.slice(1, -1).includes(".") === true;
};

/** An e-mail address (practical check: something@domain.tld, no spaces); the shape is checked only within the length limit. */
export const Email = Schema.String.check(notBlank, maxChars(EMAIL_MAX), formatWithin(EMAIL_MAX, isEmailShape, EMAIL_PATTERN));

/**
 * Whether a link staff write may be shown to shoppers: a path of this shop, or (when `external`) an
 * https address. `//host` and `/\\host` lead browsers to another site; `javascript:` and `http:` are refused.
 * @example isSafeLink("/category/cafea/") // true
 * @example isSafeLink("javascript:alert(1)") // false
 */
export const isSafeLink = (text: string, { external = true }: { readonly external?: boolean } = {}): boolean => {
  // Browsers drop tabs and new lines inside addresses, so "java\tscript:" would be javascript:.
  if (/[\s\u0000-\u001f\u007f]/.test(text)) return false;
  if (text.startsWith("/")) return text[1] !== "/" && text[1] !== "\\";
  return external && /^https:\/\/[^/\\]/i.test(text);
};

// isSafeLink as one JSON Schema pattern: no white space or control character anywhere, then a path
// of this shop or (external) an https address.
const SAFE_TEXT = "(?=[^\\s\\x00-\\x1f\\x7f]*$)";
const SAFE_PATH = "/(?![/\\\\])";
const SAFE_HTTPS = "[Hh][Tt][Tt][Pp][Ss]://[^/\\\\]";
const safeLinkPattern = (optional: boolean, external: boolean) =>
  `${optional ? "^$|" : ""}^${SAFE_TEXT}(?:${external ? `${SAFE_PATH}|${SAFE_HTTPS}` : SAFE_PATH})`;

/**
 * A link staff write of at most `max` characters: an https address or a path of this shop
 * (`external: false`: a path only, for links the storefront's router follows); `""` when `optional`.
 */
export const safeLink = (max: number, { optional = false, external = true }: { readonly optional?: boolean; readonly external?: boolean } = {}) =>
  Schema.String.check(
    maxChars(max),
    formatWithin(max, (s) => (optional && s === "") || isSafeLink(s, { external }), safeLinkPattern(optional, external)),
  );

/** Page SEO answer: title and meta description already filled in for the page. */
export const Seo = Schema.Struct({
  title: Schema.String,
  description: Schema.String,
  image: Schema.optionalKey(Schema.NullOr(Schema.String)),
});
/** SEO texts of a page. */
export type Seo = typeof Seo.Type;
/** `GET seo/{kind}` answers `{ data }`. */
export const SeoResponse = Schema.Struct({ data: Seo });

/** A breadcrumb step: name and the slug of the category it leads to. */
export const BreadcrumbItem = Schema.Struct({ name: Schema.String, slug: Schema.String });
/** A breadcrumb step. */
export type BreadcrumbItem = typeof BreadcrumbItem.Type;

/** Field errors as the API answers them with 422: a dotted field path to its error kinds. */
export const FieldErrors = Schema.Record(Schema.String, Schema.Array(Schema.String));
/** Field errors keyed by dotted path (`contactDetails.phone`) with kinds (`format`, `required`). */
export type FieldErrors = typeof FieldErrors.Type;

/**
 * The body of every 4xx answer: a message, field errors for 422, and for a 422 about stock the units
 * left of each line asked for too much of, by the line's `lineKey` (`"7"`, or `"12:40"` for a variant).
 */
export const ErrorBody = Schema.Struct({
  message: Schema.String,
  errors: Schema.optionalKey(FieldErrors),
  stock: Schema.optionalKey(Schema.Record(Schema.String, Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)))),
});
/** The body of a 4xx answer. */
export type ErrorBody = typeof ErrorBody.Type;
