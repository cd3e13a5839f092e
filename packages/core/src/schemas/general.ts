import * as Schema from "effect/Schema";
import { CountryCode, Email, Locale, optionalLine, requiredLine, requiredText } from "./common.js";
import { PublicShopIdentity } from "./identity.js";

/** A social network link of the footer. */
export const Social = Schema.Struct({ name: Schema.String, url: Schema.String, code: Schema.String });

/** `GET general`: the shop's contacts and the lists of the settings modal, in the request's language. */
export const GeneralData = Schema.Struct({
  addresses: Schema.Array(Schema.String),
  emails: Schema.Array(Schema.String),
  salesPhones: Schema.Array(Schema.String),
  salesEmails: Schema.Array(Schema.String),
  phones: Schema.Array(Schema.String),
  schedule: Schema.String,
  socials: Schema.Array(Social),
  currencies: Schema.Array(Schema.Struct({ value: Schema.String, label: Schema.String })),
  languages: Schema.Array(Schema.Struct({ code: Schema.String, name: Schema.String })),
  countries: Schema.Array(Schema.Struct({ code: Schema.String, name: Schema.String })),
  /** The shop's name, logo and legal details (header, footer, titles, JSON-LD). */
  shop: Schema.optionalKey(PublicShopIdentity),
});
/** The shop's general data. */
export type GeneralData = typeof GeneralData.Type;
/** `GET general` answers `{ data }`. */
export const GeneralResponse = Schema.Struct({ data: GeneralData });

/** `GET general/country` answers `{ code }`. */
export const CountryResponse = Schema.Struct({ code: Schema.String });

/** The contact form; only filled fields are sent. */
export const ContactForm = Schema.Struct({
  name: requiredLine(100),
  email: Email,
  phone: Schema.optionalKey(optionalLine(30)),
  message: requiredText(5000),
});
/** A contact form submission. */
export type ContactForm = typeof ContactForm.Type;

/** What the shopper chose in the settings modal. */
export const Preferences = Schema.Struct({
  country: CountryCode,
  language: Locale,
  currency: Schema.String,
});
/** The shopper's preferences. */
export type Preferences = typeof Preferences.Type;

/** A static page (FAQ, about us or a policy) in the request's language. */
export const StaticPageKind = Schema.Literals(["faq", "about", "cookies-policy", "privacy-policy", "return-policy", "terms-of-use"]);
/** A static page kind. */
export type StaticPageKind = typeof StaticPageKind.Type;

/** A static page: its title, its Markdown body (with the sanitised HTML the server made of it) and, for the FAQ, its questions. */
export const StaticPage = Schema.Struct({
  kind: StaticPageKind,
  title: Schema.String,
  body: Schema.String,
  /** The body's Markdown rendered and sanitised by the server. */
  html: Schema.optional(Schema.String),
  faq: Schema.Array(Schema.Struct({ question: Schema.String, answer: Schema.String, answer_html: Schema.optional(Schema.String) })),
  seo: Schema.Struct({ title: Schema.String, description: Schema.String }),
});
/** A static page. */
export type StaticPage = typeof StaticPage.Type;
/** `GET pages/{kind}` answers `{ data }`. */
export const StaticPageResponse = Schema.Struct({ data: StaticPage });
