import { describe, expect, test, vi } from "vitest";
import fc from "fast-check";
import { formatPrice, LOCALE_TAGS, LOCALES } from "../src/index.js";

const NBSP = "\u00a0";
/** Amounts as the shop stores them: lei with up to two decimals, up to ten million. */
const bani = fc.integer({ min: 0, max: 1_000_000_000 });
const locale = fc.constantFrom(...LOCALES);

/** Reads a printed price back into bani, whatever the language's separators. */
const parse = (printed: string, l: (typeof LOCALES)[number]) => {
  const number = printed.replace(/MDL|lei|leu|лей|лея|леи/g, "").trim();
  const [whole, fraction = "00"] = l === "en" ? number.replace(/,/g, "").split(".") : number.replace(/\u00a0/g, "").split(",");
  return Number(whole) * 100 + Number(fraction);
};

describe("formatPrice", () => {
  test("prints whole lei as Moldovan shops do, in each language's currency word", () => {
    expect(formatPrice(7999, "ro")).toBe(`7${NBSP}999${NBSP}lei`);
    expect(formatPrice(7999, "ru")).toBe(`7${NBSP}999${NBSP}лей`);
    expect(formatPrice(50, "bg")).toBe(`50${NBSP}леи`);
    expect(formatPrice(7999, "en")).toBe(`MDL${NBSP}7,999`);
  });

  test("shows two decimals only when there are bani", () => {
    expect(formatPrice(7999.5, "ro")).toBe(`7${NBSP}999,50${NBSP}lei`);
    expect(formatPrice(1299.99, "en")).toBe(`MDL${NBSP}1,299.99`);
    expect(formatPrice(0.1 + 0.2, "ru")).toBe(`0,30${NBSP}лей`);
    expect(formatPrice(19.999, "bg")).toBe(`20${NBSP}леи`);
  });

  test("says one leu in the languages that decline it", () => {
    expect(formatPrice(1, "ro")).toBe(`1${NBSP}leu`);
    expect(formatPrice(1, "bg")).toBe(`1${NBSP}лея`);
    expect(formatPrice(21, "ro")).toBe(`21${NBSP}lei`);
    expect(formatPrice(1.5, "ro")).toBe(`1,50${NBSP}lei`);
  });

  test("groups millions and keeps a negative sign, never a minus zero", () => {
    expect(formatPrice(1234567, "ro")).toBe(`1${NBSP}234${NBSP}567${NBSP}lei`);
    expect(formatPrice(-300, "ro")).toBe(`−300${NBSP}lei`);
    expect(formatPrice(-0.001, "ro")).toBe(`0${NBSP}lei`);
  });

  test("reads back as the same amount in every language", () => {
    fc.assert(
      fc.property(bani, locale, (b, l) => {
        expect(parse(formatPrice(b / 100, l), l)).toBe(b);
      }),
    );
  });

  test("has decimals exactly when the amount has bani, and never wraps inside a price", () => {
    fc.assert(
      fc.property(bani, locale, (b, l) => {
        const printed = formatPrice(b / 100, l);
        expect(/[.,]\d\d(\D|$)/.test(printed.replace(/,(?=\d{3})/g, ""))).toBe(b % 100 !== 0);
        expect(printed).not.toMatch(/ /);
        expect(printed).not.toMatch(/\u202f/);
      }),
    );
  });

  test("puts the currency where the language does: MDL first in English, the word after the number elsewhere", () => {
    fc.assert(
      fc.property(bani, locale, (b, l) => {
        const printed = formatPrice(b / 100, l);
        if (l === "en") expect(printed).toMatch(/^MDL\u00a0\d/);
        else expect(printed).toMatch(/^\d[\d\u00a0]*(,\d\d)?\u00a0(lei|leu|лей|лея|леи)$/);
      }),
    );
  });

  test("prints what the language's Intl number format prints, without building one (a browser's first costs 20-100 ms)", async () => {
    const intl = (b: number, l: (typeof LOCALES)[number]) => {
      const format = new Intl.NumberFormat(LOCALE_TAGS[l], {
        minimumFractionDigits: b % 100 ? 2 : 0,
        maximumFractionDigits: 2,
        useGrouping: "always",
      } as unknown as Intl.NumberFormatOptions);
      return format
        .formatToParts(b / 100)
        .map((part) => (part.type === "group" ? (l === "en" ? "," : NBSP) : part.type === "minusSign" ? "−" : part.value))
        .join("");
    };
    const built = vi.spyOn(Intl, "NumberFormat");
    // A fresh copy of the module: nothing it made in the tests above is reused.
    vi.resetModules();
    const { formatPrice: fresh } = await import("../src/money/price.js");
    const printed = fc
      .sample(fc.tuple(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), locale), 200)
      .map(([b, l]) => [b, l, fresh(b / 100, l)] as const);
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
    for (const [b, l, text] of printed) expect(text).toContain(intl(b, l));
  });
});
