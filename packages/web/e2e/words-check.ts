// What the every-word journeys (pages.spec.ts for the storefront, words.spec.ts for the dashboard)
// check on a page: the words a reader of the page's language sees are that language's, no dictionary
// key or placeholder is shown, and nothing scrolls sideways. Text inside an element whose `lang` is
// another language (the language picker's own names, a text being edited in another language) is
// that language's and is left alone.
import type { APIRequestContext, Page } from "@playwright/test";
import type { Locale } from "@vitrina/core";
import { expect } from "./fixtures.js";
import { staffToken } from "./staff.js";
import { TEXTS } from "./texts.js";

/** The visible (and screen-reader) texts of the page in its own language, one entry per text node or label. */
export const pageTexts = (page: Page, { uiOnly = false } = {}): Promise<string[]> =>
  page.evaluate((uiOnly) => {
    const lang = document.documentElement.lang;
    const own = (el: Element | null) => (el?.closest("[lang]")?.getAttribute("lang") ?? lang) === lang;
    const ui = "label, button, th, h1, h2, legend, nav, [role=tab], .field-error, .field-hint, .muted";
    // The rows a screen lists are the shop's data, named in it (their buttons too: "Удалить: Oală").
    const rows = "tbody, .dash__main li";
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, template") || !own(parent)) continue;
      if (uiOnly && (!parent.closest(ui) || parent.closest(rows))) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const el of document.querySelectorAll("[aria-label], [placeholder], [title]"))
      if (own(el) && (!uiOnly || ((el.matches(ui) || el.closest(ui)) && !el.closest(rows))))
        for (const name of ["aria-label", "placeholder", "title"]) {
          const value = el.getAttribute(name)?.trim();
          if (value) texts.push(value);
        }
    return texts;
  }, uiOnly);

/** Every text of a dictionary that takes no argument, by language (plurals and sentences with {…} are left out). */
const plainTexts = (value: unknown, into: Set<string> = new Set()): Set<string> => {
  if (typeof value === "string") {
    if (!value.includes("{") && value.length >= 4) into.add(value);
  } else if (value && typeof value === "object") for (const v of Object.values(value)) plainTexts(v, into);
  return into;
};
const PLAIN = Object.fromEntries(Object.entries(TEXTS).map(([l, t]) => [l, plainTexts(t)])) as Record<Locale, Set<string>>;

/** Every key path of the base dictionary ("dashboard.common.save"), as a raw key would show. */
const keyPaths = (value: unknown, prefix = "", into: Set<string> = new Set()): Set<string> => {
  if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      const path = prefix ? `${prefix}.${k}` : k;
      if (typeof v === "string") into.add(path);
      else keyPaths(v, path, into);
    }
  return into;
};
const KEYS = keyPaths(TEXTS.en);

// Romanian letters no other language of the shop writes, and Romanian words that need none of them.
const ROMANIAN_LETTERS = /[ăâîșțşţ]/i;
const ROMANIAN_WORDS = new Set(["pentru", "produse", "produsul", "comanda", "livrare", "magazin", "sau", "lei", "leu", "vizualizate", "detalii"]);

/**
 * Latin words a Russian or Bulgarian page may show besides the shop's own content, kept small:
 * units and codes printed as the world prints them (cm, W, MDL, SKU, IBAN, IDNO, SEO), file formats
 * the dashboard names (PNG, WebP, JPEG, Markdown, CSV), the "slug" of a page's address, "cookie" as
 * Russian law texts name them, the shop's name, card and social networks' brands and the Romanian
 * places of its address (names keep their spelling).
 */
const LATIN_ALLOWED = new Set(
  [
    "csv",
    "slug",
    "visa",
    "mastercard",
    "cm",
    "mm",
    "kg",
    "ml",
    "w",
    "mb",
    "mdl",
    "sku",
    "iban",
    "idno",
    "seo",
    "png",
    "webp",
    "jpeg",
    "markdown",
    "html",
    "cookie",
    "vitrina",
    "facebook",
    "instagram",
    "telegram",
    "viber",
    "https",
    "md",
    "srl",
    "chișinău",
    "bălți",
  ].map((w) => w.toLowerCase()),
);

/**
 * Words written in Latin letters within `text`, addresses, links, order numbers (`VT-` and eight
 * random characters, digits or not) and codes with digits (a SKU) taken out first.
 */
const latinWords = (text: string): string[] =>
  text
    .replace(/\S+@\S+|https?:\/\/\S+|(^|\s)\/\S*|\bVT-[0-9A-Z]{8}\b|[^\s,.;:()«»„“"]*\d[^\s,.;:()«»„“"]*/g, " ")
    .match(/[A-Za-zăâîșțşţ][A-Za-zăâîșțşţ’'-]*/gi)
    ?.map((w) => w.toLowerCase().replace(/[’'-]+$/, "")) ?? [];

/** Words written in Cyrillic letters within `text`: on a Romanian or English page, a text left in Russian or Bulgarian. */
const cyrillicWords = (text: string): string[] => text.match(/[\u0400-\u04ff]+/g)?.map((w) => w.toLowerCase()) ?? [];

/** The words of every text of a dictionary (its placeholders and plural forms' syntax left out), lower case. */
const dictionaryWords = (value: unknown, into: Set<string> = new Set()): Set<string> => {
  if (typeof value === "string") for (const w of latinWords(value.replace(/\{[^{}]*\}/g, " "))) into.add(w);
  else if (value && typeof value === "object") for (const v of Object.values(value)) dictionaryWords(v, into);
  return into;
};
/** Words the English dictionary writes and the Romanian one never does: on a Romanian page, a text left in English. */
const ENGLISH_ONLY = (() => {
  const romanian = dictionaryWords(TEXTS.ro);
  return new Set([...dictionaryWords(TEXTS.en)].filter((w) => w.length > 1 && !romanian.has(w) && !LATIN_ALLOWED.has(w)));
})();
/** Romanian words English writes too ("personal care", "data", "Moldovan lei", "9 am"): on an English page, English. */
const ENGLISH_TOO = new Set(["am", "care", "data", "ex", "lei", "leu", "moldova", "bulgaria", "personal", "pot", "site", "sub", "tip"]);
/** Words the Romanian dictionary writes and the English one never does ("pe", "cu", "Comenzi"): on an English page, a text left in Romanian. */
const ROMANIAN_ONLY = (() => {
  const english = dictionaryWords(TEXTS.en);
  return new Set([...dictionaryWords(TEXTS.ro)].filter((w) => w.length > 1 && !english.has(w) && !LATIN_ALLOWED.has(w)));
})();

/**
 * What is wrong with the texts of a page in `locale`: another language's dictionary text, a raw key
 * or placeholder, an English word on a Romanian page, a Romanian word on a page in another language,
 * a Latin word on a Russian or Bulgarian page, a Cyrillic word on a Romanian or English page; words of the shop's `content` (its products, pages,
 * names and addresses in that language) and the allowed ones aside.
 */
export const wordProblems = (locale: Locale, texts: ReadonlyArray<string>, content: ReadonlySet<string>): string[] => {
  const problems = new Set<string>();
  // The SEO screen names the placeholders the owner types in a template, as they are typed.
  for (const text of texts.map((t) => t.replace(/\{(name|shop)\}/g, ""))) {
    // Another language's text, unless the shop's content says it (a colleague named "Administrator").
    const shops = latinWords(text).every((w) => content.has(w));
    for (const other of Object.keys(PLAIN) as Locale[])
      if (other !== locale && PLAIN[other].has(text) && !PLAIN[locale].has(text) && !shops) problems.add(`${other} text: "${text}"`);
    if (/\{[A-Za-z]+(:[a-z]+)?\}|\{\{/.test(text)) problems.add(`placeholder: "${text}"`);
    for (const token of text.split(/\s+/)) if (KEYS.has(token.replace(/[.,:;]$/, ""))) problems.add(`raw key: "${token}"`);
    for (const word of latinWords(text)) {
      if (content.has(word) || LATIN_ALLOWED.has(word) || (locale === "en" && ENGLISH_TOO.has(word))) continue;
      if (locale === "ro") {
        if (ENGLISH_ONLY.has(word)) problems.add(`English word "${word}" in "${text}"`);
      } else if (ROMANIAN_LETTERS.test(word) || ROMANIAN_WORDS.has(word) || ROMANIAN_ONLY.has(word)) problems.add(`Romanian word "${word}" in "${text}"`);
      else if (locale !== "en") problems.add(`Latin word "${word}" in "${text}"`);
    }
    if (locale === "ro" || locale === "en")
      for (const word of cyrillicWords(text)) if (!content.has(word)) problems.add(`Cyrillic word "${word}" in "${text}"`);
  }
  return [...problems];
};

/** A text per language (`{ ro, en, ru, bg }`), as the dashboard's answers carry names. */
const isPerLanguage = (value: object): value is Partial<Record<Locale, unknown>> => "ro" in value && Object.keys(value).every((k) => k in TEXTS);

/**
 * The words of the catalogue's content in `locale` (every string of these API answers), Latin and
 * Cyrillic; of a text per language only its `locale` one, so a name the shop has in Romanian alone
 * still shows as Romanian on another language's page.
 */
export const contentWords = (locale: Locale, answers: ReadonlyArray<unknown>): Set<string> => {
  const words = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === "string") for (const w of [...latinWords(value), ...cyrillicWords(value)]) words.add(w);
    else if (value && typeof value === "object") for (const v of isPerLanguage(value) ? [value[locale]] : Object.values(value)) walk(v);
  };
  for (const answer of answers) walk(answer);
  return words;
};

/** How far the page scrolls sideways (0 when it fits the screen). */
export const sidewaysScroll = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The owner's pages, at /{kind}/ and /api/pages/{kind}. */
export const PAGE_KINDS = ["faq", "about", "cookies-policy", "privacy-policy", "return-policy", "terms-of-use"] as const;
/** A mistyped search, whose page says what it searched for instead. */
export const TYPO = "tigae";
/** The answers every page may take its content from, besides those a check names. */
const SHOP_ANSWERS = ["/api/dashboard/staff", "/api/general", "/api/menu/categories", "/api/home", "/api/catalog/products?perPage=100", "/api/cart/methods"];

/**
 * A language's word check on `page`: `check(path)` collects what is wrong with the page shown (its
 * words, with the shop's content of `answers` and SHOP_ANSWERS in that language as allowed words,
 * and its sideways scroll) into `problems`.
 * The admin's `token` of a sign-in already made spares another (its password check is slow on purpose).
 */
export const wordsCheck = async (
  { page, request, baseURL, token: signedIn }: { page: Page; request: APIRequestContext; baseURL: string | undefined; token?: string },
  locale: Locale,
  answers: ReadonlyArray<string>,
) => {
  const token = signedIn ?? (await staffToken(request));
  const paths = [...SHOP_ANSWERS, ...answers];
  const headers = { "accept-language": locale, authorization: `Bearer ${token}` };
  const shopContent = async () => contentWords(locale, await Promise.all(paths.map(async (path) => (await request.get(path, { headers })).json()))).add(TYPO);
  let content = await shopContent();
  await page.context().addCookies([{ name: "i18n_redirected", value: locale, url: baseURL! }]);
  const problems: string[] = [];
  const check = async (path: string, uiOnly = false) => {
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    const texts = await pageTexts(page, { uiOnly });
    let found = wordProblems(locale, texts, content);
    // Other journeys add products, staff and messages meanwhile: a word may be the shop's newest content.
    if (found.length > 0) found = wordProblems(locale, texts, (content = await shopContent()));
    // A page still settling (the checkout's methods arriving) may be wider for a moment; a layout that
    // scrolls sideways stays so, and is measured once the retries give up.
    const sideways = await expect
      .poll(() => sidewaysScroll(page))
      .toBe(0)
      .then(
        () => 0,
        () => sidewaysScroll(page),
      );
    if (sideways > 0) found.push(`scrolls ${sideways} px sideways`);
    problems.push(...found.map((p) => `${locale} ${path}: ${p}`));
  };
  return { token, problems, check };
};
