import { Schema } from "effect";
import { MAX_INT, TITLE_MAX } from "./limits.js";

/** The four languages of the shop; `ro` is the default and has no URL prefix. */
export const Locale = Schema.Literals(["ro", "en", "ru", "bg"]);
/** One of the shop's languages. */
export type Locale = typeof Locale.Type;

/** Countries the shop sells to (lower-case codes as the API and cookies use them). */
export const CountryCode = Schema.Literals(["md", "ro", "bg"]);
/** A country the shop sells to. */
export type CountryCode = typeof CountryCode.Type;

/** The only currency: Moldovan leu, as sent in `Accept-Currency`. */
export const CurrencyCode = Schema.Literal("mdl");
/** The shop currency code. */
export type CurrencyCode = typeof CurrencyCode.Type;

/** A text in every language; `ro` is required, the others fall back to it. */
export const LocalizedText = Schema.Struct({
  ro: Schema.String.check(Schema.isMinLength(1, { message: "required" })),
  en: Schema.String,
  ru: Schema.String,
  bg: Schema.String,
});
/** A text in every language. */
export type LocalizedText = typeof LocalizedText.Type;

/** A text in every language as staff write it: each language at most `max` characters, `ro` required. */
export const localizedText = (max: number) => {
  const text = optionalText(max);
  return Schema.Struct({ ro: text.check(Schema.isMinLength(1, { message: "required" })), en: text, ru: text, bg: text });
};
/** A positive integer database id. */
export const Id = Schema.Number.check(Schema.isInt({ message: "type" }), Schema.isGreaterThan(0, { message: "min" }), Schema.isLessThanOrEqualTo(MAX_INT, { message: "max" }));

/** A whole count stored in an integer column (stock, positions): 0 up to {@link MAX_INT}. */
export const Count = Schema.Number.check(Schema.isInt({ message: "type" }), Schema.isGreaterThanOrEqualTo(0, { message: "min" }), Schema.isLessThanOrEqualTo(MAX_INT, { message: "max" }));

/** A money amount in MDL: finite, not negative, at most 2 decimals. */
export const Money = Schema.Number.check(
  Schema.isFinite({ message: "type" }),
  Schema.isGreaterThanOrEqualTo(0, { message: "min" }),
  // The database keeps amounts as numeric(12,2).
  Schema.isLessThan(10_000_000_000, { message: "max" }),
  // Exact for any amount: a value with at most 2 decimals is the double nearest to its cents / 100.
  Schema.makeFilter((n: number) => Math.round(n * 100) / 100 === n, { message: "decimals" }),
);

/** An ASCII slug: lower-case letters, digits and single hyphens. */
export const Slug = Schema.String.check(Schema.isPattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "format" }), Schema.isMaxLength(TITLE_MAX, { message: "max" }));

/** A required, trimmed-non-empty text of at most `max` characters. */
export const requiredText = (max: number) =>
  Schema.String.check(
    Schema.makeFilter((s: string) => s.trim().length > 0, { message: "required" }),
    Schema.isMaxLength(max, { message: "max" }),
  );

/** An optional text of at most `max` characters. */
export const optionalText = (max: number) => Schema.String.check(Schema.isMaxLength(max, { message: "max" }));

/** An e-mail address (practical check: something@domain.tld, no spaces). */
export const Email = Schema.String.check(
  Schema.makeFilter((s: string) => s.trim().length > 0, { message: "required" }),
  Schema.isMaxLength(254, { message: "max" }),
  Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: "format" }),
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

/** The body of every 4xx answer: a message, and field errors for 422. */
export const ErrorBody = Schema.Struct({
  message: Schema.String,
  errors: Schema.optionalKey(FieldErrors),
});
/** The body of a 4xx answer. */
export type ErrorBody = typeof ErrorBody.Type;
