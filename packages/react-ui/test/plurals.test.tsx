import { render, screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import type { Locale } from "@vitrina/core";
import { CartLink } from "../src/components/shell/parts.js";
import { TypesafeI18n } from "../src/i18n.js";
import { i18nObject } from "../src/i18n/i18n-util.js";

/** What a shopper reads for 1, 2, 5 and 21 of a thing, in each language. */
const counts = [1, 2, 5, 21] as const;
const read = (locale: Locale) => {
  const LL = i18nObject(locale);
  return {
    fewLeft: counts.map((count) => LL.product.fewLeft({ count })),
    products: counts.map((count) => LL.catalog.productCount({ count })),
    results: counts.map((count) => LL.shell.resultCount({ count })),
    cart: counts.map((count) => LL.shell.cartWithCount({ count: String(count) })),
    minutes: counts.map((minutes) => LL.dashboard.login.throttled({ minutes })),
  };
};

describe("a count meets its word in the right plural form", () => {
  test("Romanian: one, few (2–19) and the 'de' of twenty and more", () => {
    const ro = read("ro");
    expect(ro.fewLeft).toEqual(["A mai rămas doar 1 bucată", "Au mai rămas doar 2 bucăți", "Au mai rămas doar 5 bucăți", "Au mai rămas doar 21 de bucăți"]);
    expect(ro.products).toEqual(["1 produs", "2 produse", "5 produse", "21 de produse"]);
    expect(ro.results).toEqual(["1 rezultat", "2 rezultate", "5 rezultate", "21 de rezultate"]);
    expect(ro.cart).toEqual(["Coș, 1 produs", "Coș, 2 produse", "Coș, 5 produse", "Coș, 21 de produse"]);
    expect(ro.minutes[0]).toMatch(/peste 1 minut\.$/);
    expect(ro.minutes[3]).toMatch(/peste 21 de minute\.$/);
  });

  test("Russian: one (1, 21), few (2) and many (5), the verb agreeing", () => {
    const ru = read("ru");
    expect(ru.fewLeft).toEqual(["Осталась всего 1 штука", "Осталось всего 2 штуки", "Осталось всего 5 штук", "Осталась всего 21 штука"]);
    expect(ru.products).toEqual(["1 товар", "2 товара", "5 товаров", "21 товар"]);
    expect(ru.results).toEqual(["1 результат", "2 результата", "5 результатов", "21 результат"]);
    expect(ru.cart).toEqual(["Корзина, 1 товар", "Корзина, 2 товара", "Корзина, 5 товаров", "Корзина, 21 товар"]);
    expect(ru.minutes.map((m) => m.split("через ")[1])).toEqual(["1 минуту.", "2 минуты.", "5 минут.", "21 минуту."]);
  });

  test("Bulgarian: the singular for one, the count form after other numbers", () => {
    const bg = read("bg");
    expect(bg.fewLeft).toEqual(["Остава само 1 брой", "Остават само 2 броя", "Остават само 5 броя", "Остават само 21 броя"]);
    expect(bg.products).toEqual(["1 продукт", "2 продукта", "5 продукта", "21 продукта"]);
    expect(bg.results).toEqual(["1 резултат", "2 резултата", "5 резултата", "21 резултата"]);
    expect(bg.minutes.map((m) => m.split("след ")[1])).toEqual(["1 минута.", "2 минути.", "5 минути.", "21 минути."]);
  });

  test("English: singular for one, plural otherwise", () => {
    const en = read("en");
    expect(en.fewLeft).toEqual(["Only 1 left", "Only 2 left", "Only 5 left", "Only 21 left"]);
    expect(en.products).toEqual(["1 product", "2 products", "5 products", "21 products"]);
    expect(en.cart).toEqual(["Cart, 1 item", "Cart, 2 items", "Cart, 5 items", "Cart, 21 items"]);
    expect(en.minutes[0]).toBe("Too many failed attempts. Try again in 1 minute.");
  });

  test("the cart link a shopper hears says the count with its word, even above 99", () => {
    render(
      <TypesafeI18n locale="ru">
        <CartLink badge="5" />
        <CartLink badge="99+" />
      </TypesafeI18n>,
    );
    expect(screen.getByRole("link", { name: "Корзина, 5 товаров" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Корзина, 99+ товаров" })).toBeTruthy();
  });
});
