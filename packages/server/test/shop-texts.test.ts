import { describe, expect, test } from "vitest";
import { formatPrice, type Locale } from "@vitrina/core";
import { i18nObject, loadAllLocalesSync } from "@vitrina/react-ui/i18n-server";
import { MESSAGES } from "@vitrina/react-ui/messages";
// The storefront's and the dashboard's texts (react-ui's dictionaries) are read here with the demo
// shop's (products, categories, pages, SEO), so one test holds the whole shop to the same register.
import * as seed from "../src/seed/content/index.js";
import { informalForms } from "./support/ro-register.js";

/** Every text of a dictionary or of the seed in `locale`, as [path, text]. */
const textsOf = (value: unknown, locale: string | undefined, path = ""): Array<[string, string]> => {
  if (typeof value === "string") return locale === undefined ? [[path, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, locale, `${path}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    locale !== undefined && key === locale && typeof item === "string"
      ? [[path, item] as [string, string]]
      : textsOf(item, locale, path ? `${path}.${key}` : key),
  );
};
loadAllLocalesSync();

const dictionary = (locale: keyof typeof MESSAGES) => textsOf(MESSAGES[locale], undefined);
const seedTexts = (locale: Locale) => textsOf(seed, locale);

describe("Romanian speaks to the shopper formally (dumneavoastră), never with tu", () => {
  test("the checker finds tu forms and lets the formal ones and look-alike words pass", () => {
    for (const informal of [
      "Ce cauți?",
      "Contactează-ne",
      "Alege echipamentul potrivit.",
      "fără să-ți arzi degetele",
      "Poți alege",
      "Adaugă în coș",
      "tot ce folosești",
      "te ajută",
      "Bucură-te de vară",
    ]) {
      expect(informalForms(informal), informal).not.toEqual([]);
    }
    for (const formal of [
      "Ce căutați?",
      "Contactați-ne",
      "Alegeți echipamentul potrivit.",
      "fără să vă ardeți degetele",
      "Puteți alege",
      "Adăugați în coș",
      "până la 15 cești",
      "Pot plăti la livrare?",
      "Hubul adaugă un port",
      "într-o oră",
    ]) {
      expect(informalForms(formal), formal).toEqual([]);
    }
  });

  test("in the storefront's and the dashboard's texts", () => {
    expect(dictionary("ro").flatMap(([path, text]) => informalForms(text).map((form) => `${path}: ${form}`))).toEqual([]);
  });

  test("in the demo shop's products, categories, pages and SEO texts", () => {
    const texts = seedTexts("ro");
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.flatMap(([path, text]) => informalForms(text).map((form) => `${path}: ${form}`))).toEqual([]);
  });
});

describe("texts a native reader corrected stay corrected", () => {
  const { ro, en, ru, bg } = MESSAGES;

  test("Romanian: formal search and contact, 'de' before twenty and more minutes", () => {
    expect(ro.shell.searchPlaceholder).toBe("Ce căutați?");
    expect(ro.shell.contactUs).toBe("Contactați-ne");
    const limited = (minutes: number) => i18nObject("ro").checkout.limited({ minutes });
    expect([1, 2, 19, 20, 101, 120].map((n) => limited(n).match(/peste (.+)\.$/)![1])).toEqual([
      "1 minut",
      "2 minute",
      "19 minute",
      "20 de minute",
      "101 minute",
      "120 de minute",
    ]);
  });

  test("Romanian: every count meets its word with 'de' from twenty on, through the plural rules", () => {
    // A plural written as {{one|other}} or {{s}} can't say "20 de …": each one names the three Romanian forms.
    const plurals = dictionary("ro").filter(([, text]) => text.includes("{{"));
    expect(plurals.length).toBeGreaterThan(5);
    for (const [path, text] of plurals) for (const [, forms] of text.matchAll(/\{\{([^}]*)\}\}/g)) expect(forms!.split("|"), path).toHaveLength(6);
    expect(new Intl.PluralRules("ro").select(20)).toBe("other");
    expect(new Intl.PluralRules("ro").select(101)).toBe("few");
  });

  test("Bulgarian: cancelled orders, the agreement, out of stock, lei and formal buttons", () => {
    expect(bg.order.statuses.cancelled).toBe("Анулирана");
    expect(bg.checkout.agreement).toMatch(/^Приемам общите условия/);
    expect([bg.catalog.outOfStock, bg.product.outOfStock, bg.cart.soldOut]).toEqual(["Няма наличност", "Няма наличност", "Няма наличност"]);
    expect(bg.catalog.price).toBe("Цена, леи");
    expect(formatPrice(50, "bg")).toMatch(/^50\sлеи$/);
    // The site says "Продължете", "Променете": its buttons use the same polite plural.
    expect([bg.shell.save, bg.checkout.placeOrder, bg.catalog.addToCart, bg.contacts.send, bg.dashboard.common.save]).toEqual([
      "Запазете",
      "Потвърдете поръчката",
      "Добавете в количката",
      "Изпратете съобщението",
      "Запазете",
    ]);
    // One word for a company: "Фирма", as at checkout.
    expect(dictionary("bg").filter(([, text]) => /компани/i.test(text))).toEqual([]);
    expect(bg.shell.company).toBe("Фирма");
  });

  test("English: 'Cookie policy', 'All products in', and 'email' without a hyphen", () => {
    expect(en.shell.cookiesPolicy).toBe("Cookie policy");
    expect(dictionary("en").filter(([, text]) => /\bAll of\b/.test(text))).toEqual([]);
    expect(dictionary("en").filter(([, text]) => /e-mail/i.test(text))).toEqual([]);
    expect(seedTexts("en").filter(([, text]) => /e-mail/i.test(text))).toEqual([]);
  });

  test("Russian: 'эл. почта', never 'e-mail'; a product's snippet is not an order to buy", () => {
    expect(dictionary("ru").filter(([, text]) => /e-mail/i.test(text))).toEqual([]);
    expect(ru.checkout.email).toBe("Эл. почта");
    const product = seed.seo.find((s) => s.kind === "product")!;
    expect(product.description.ru).not.toMatch(/^Купите/);
    expect(product.title.ru).not.toMatch(/^Купите/);
  });
});
