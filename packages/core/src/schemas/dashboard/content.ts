import * as Schema from "effect/Schema";
import {
  DEFAULT_LOCALE,
  Email,
  LOCALES,
  Locale,
  LocalizedText,
  localizedText,
  optionalLocalizedText,
  optionalText,
  requiredLine,
  safeLink,
} from "../common.js";
import { StaticPageKind } from "../general.js";
import { LONG_TEXT_MAX, TITLE_MAX } from "../limits.js";
import { Version } from "./shared.js";

/** Page kinds that have SEO settings. */
export const SeoPageKind = Schema.Literals([
  "home",
  "category",
  "product",
  "search",
  "cart",
  "checkout",
  "contacts",
  "faq",
  "about",
  "cookies-policy",
  "privacy-policy",
  "return-policy",
  "terms-of-use",
]);
/** A page kind with SEO settings. */
export type SeoPageKind = typeof SeoPageKind.Type;
/** SEO settings of one page kind: title and description templates (`{name}`, `{shop}`) per language. */
export const SeoSetting = Schema.Struct({
  kind: SeoPageKind,
  title: localizedText(TITLE_MAX),
  description: localizedText(LONG_TEXT_MAX),
  image: Schema.NullOr(safeLink(500, { optional: true })),
});
/** SEO settings of a page kind. */
export type SeoSetting = typeof SeoSetting.Type;
/** SEO settings as the dashboard reads them, with their version (0: never saved). */
export const AdminSeoSetting = Schema.Struct({ ...SeoSetting.fields, version: Version });
/** SEO settings in the dashboard. */
export type AdminSeoSetting = typeof AdminSeoSetting.Type;

/** Locale settings: active languages (ro always) and the general data per language. */
export const LocaleSettings = Schema.Struct({
  active_languages: Schema.Array(Locale).check(
    Schema.isMaxLength(LOCALES.length, { message: "max" }),
    Schema.makeFilter((langs: ReadonlyArray<string>) => langs.includes(DEFAULT_LOCALE), { message: "required" }),
  ),
  addresses: Schema.Array(localizedText(TITLE_MAX)).check(Schema.isMaxLength(20, { message: "max" })),
  /**
   * Where pickup orders are collected, each in every language: the pickup point a pickup order's page
   * and e-mails name, apart from the shop's other addresses (a warehouse or an office is no pickup point).
   */
  pickup_addresses: Schema.Array(localizedText(TITLE_MAX)).check(Schema.isMaxLength(20, { message: "max" })),
  /** Opening hours; blank in every language until the shop writes them (a new shop has none yet). */
  schedule: optionalLocalizedText(TITLE_MAX),
  phones: Schema.Array(requiredLine(40)).check(Schema.isMaxLength(20, { message: "max" })),
  emails: Schema.Array(Email).check(Schema.isMaxLength(20, { message: "max" })),
  salesPhones: Schema.Array(requiredLine(40)).check(Schema.isMaxLength(20, { message: "max" })),
  salesEmails: Schema.Array(Email).check(Schema.isMaxLength(20, { message: "max" })),
  socials: Schema.Array(Schema.Struct({ name: requiredLine(40), url: safeLink(500), code: requiredLine(20) })).check(
    Schema.isMaxLength(20, { message: "max" }),
  ),
  /** Where new-order alerts go; empty means the sales e-mails. */
  order_emails: Schema.Array(Email).check(Schema.isMaxLength(20, { message: "max" })),
});
/** The shop's locale settings. */
export type LocaleSettings = typeof LocaleSettings.Type;
/** Locale settings as the dashboard reads them, with their version. */
export const AdminLocaleSettings = Schema.Struct({ ...LocaleSettings.fields, version: Version });
/** Locale settings in the dashboard. */
export type AdminLocaleSettings = typeof AdminLocaleSettings.Type;

/** One FAQ entry as the dashboard edits it: a question and its Markdown answer in every language. */
export const FaqEntryInput = Schema.Struct({
  question: localizedText(TITLE_MAX),
  answer: localizedText(LONG_TEXT_MAX),
});
/** An FAQ entry being edited. */
export type FaqEntryInput = typeof FaqEntryInput.Type;

/**
 * A content page (FAQ or a policy) as the dashboard edits it: title and Markdown body in every
 * language and, for the FAQ, every entry in the order the storefront shows them.
 */
export const ContentPageInput = Schema.Struct({
  title: localizedText(TITLE_MAX),
  body: localizedText(LONG_TEXT_MAX),
  faq: Schema.Array(FaqEntryInput).check(Schema.isMaxLength(200, { message: "max" })),
});
/** A content page being edited. */
export type ContentPageInput = typeof ContentPageInput.Type;

/** A content page as the dashboard reads it: its texts in every language, the FAQ's entries, and the version an edit must send back. */
export const AdminContentPage = Schema.Struct({
  kind: StaticPageKind,
  title: LocalizedText,
  body: LocalizedText,
  faq: Schema.Array(Schema.Struct({ question: LocalizedText, answer: LocalizedText })),
  /** 0 for a page never saved. */
  version: Version,
});
/** A content page in the dashboard. */
export type AdminContentPage = typeof AdminContentPage.Type;

/** A Markdown text to preview: `POST dashboard/pages/preview` answers `{ data: { html } }`. */
export const MarkdownPreviewInput = Schema.Struct({ markdown: optionalText(LONG_TEXT_MAX) });
