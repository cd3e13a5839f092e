// The language toolbar: every story follows it live, without a reload (issue 37 item 1).
import type { Decorator } from "@storybook/react-vite";
import { DEFAULT_LOCALE, type Locale, LOCALES } from "@vitrina/core";
import { ShopIdentityProvider } from "../components/shell/shop-identity.js";
import { TypesafeI18n } from "../i18n.js";

/** The toolbar's value that shows a story in its four languages side by side. */
export const ALL_LOCALES = "all";

// The shop every story shows in its header, footer and texts (a retailer's, not the software's name).
const STORY_SHOP = { name: "Casa Bună", logo: null, company: "Casa Bună SRL", idno: "1003600098765", legalAddress: "mun. Chișinău, str. Florilor 1" };

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
/** A shopper's country, language and currency (the header's, footer's and settings modal's). */
const isPreferences = (value: Record<string, unknown>) => isLocale(value.language) && typeof value.country === "string" && typeof value.currency === "string";

/**
 * A story's args in a language: a `locale` prop (Price, DashboardLayout) is that language, a
 * shopper's preferences (the header's, footer's, settings modal's, also inside an object prop such as
 * Layout's `header`) speak it, and the story's own content for that language (its `localized`
 * parameter: products and categories in Russian or Bulgarian) replaces the args that still hold its
 * Romanian content (not a story's own content, such as an empty list, nor a designer's edits).
 */
export const argsIn = (locale: Locale, args: Record<string, unknown>, localized?: (locale: Locale) => Record<string, unknown>) => {
  const follow = (value: unknown, depth: number): unknown => {
    if (!isPlainObject(value) || depth > 1) return value;
    if (isPreferences(value)) return { ...value, language: locale };
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === "locale" && isLocale(inner) ? locale : follow(inner, depth + 1)]));
  };
  const romanian = localized?.(DEFAULT_LOCALE) ?? {};
  const content = Object.entries(localized?.(locale) ?? {});
  const unchanged = Object.fromEntries(content.filter(([key]) => JSON.stringify(args[key]) === JSON.stringify(romanian[key])));
  return follow({ ...args, ...unchanged }, 0) as Record<string, unknown>;
};

const toolbarLocale = (value: unknown): Locale | typeof ALL_LOCALES => (value === ALL_LOCALES ? ALL_LOCALES : isLocale(value) ? value : DEFAULT_LOCALE);

/**
 * Wraps every story in the messages' provider of the toolbar's language. The provider reads its
 * `locale` only when it mounts, so it is keyed by the language: a change re-mounts the story in the
 * new language at once. "All four" shows the story once per language, each in a frame of its own
 * (a transform keeps fixed overlays such as dialogs inside it).
 */
export const withLocale: Decorator = (Story, context) => {
  const chosen = toolbarLocale(context.globals.locale);
  const localized = context.parameters.localized as ((locale: Locale) => Record<string, unknown>) | undefined;
  const inLocale = (locale: Locale) => (
    <TypesafeI18n key={locale} locale={locale}>
      <ShopIdentityProvider value={STORY_SHOP}>
        <Story args={argsIn(locale, context.args, localized)} />
      </ShopIdentityProvider>
    </TypesafeI18n>
  );
  if (chosen !== ALL_LOCALES) return inLocale(chosen);
  // Whole pages are stacked, smaller parts are put in columns.
  const stacked = context.parameters.layout === "fullscreen";
  return (
    <div className={stacked ? "sb-locales sb-locales--stacked" : "sb-locales"}>
      {LOCALES.map((locale) => (
        <section key={locale} lang={locale} className="sb-locales__one" aria-label={locale.toUpperCase()}>
          {inLocale(locale)}
        </section>
      ))}
    </div>
  );
};
