import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, test } from "vitest";
import { LOCALES, type Locale, type Order } from "@vitrina/core";
import { TypesafeI18n } from "../src/i18n.js";
import { MESSAGES } from "../src/i18n/messages.js";
import { Footer, Header, HomeView, OrderNextSteps, OrderView, ShopIdentityProvider } from "../src/index.js";
import { samplePreferences, sampleCategories, sampleContacts } from "../src/components/shell/fixtures.js";
import { sampleHome, sampleOrder } from "../src/components/catalog/fixtures.js";

// decisions.md "Shop identity": "Vitrina" is the software's name, never hard-coded into what shoppers read.
const CASA = { name: "Casa Bună", logo: null, company: "Casa Bună SRL", idno: "1003600098765", legalAddress: "mun. Chișinău, str. Florilor 1" };
const noop = () => undefined;

const inShop = (locale: Locale, ui: ReactNode) =>
  render(
    <TypesafeI18n locale={locale}>
      <ShopIdentityProvider value={CASA}>{ui}</ShopIdentityProvider>
    </TypesafeI18n>,
  );

/** Every string of a dictionary, with its path. */
const texts = (value: unknown, path: string): Array<[string, string]> =>
  typeof value === "string" ? [[path, value]] : value && typeof value === "object" ? Object.entries(value).flatMap(([k, v]) => texts(v, `${path}.${k}`)) : [];

describe("the shop's own name, never the software's", () => {
  test("no shopper's text in any language's dictionary names Vitrina", () => {
    for (const locale of LOCALES) {
      const { dashboard: _staff, ...shopper } = MESSAGES[locale];
      const found = texts(shopper, locale).filter(([, text]) => /vitrina/i.test(text));
      expect(found).toEqual([]);
    }
  });

  test("header, footer and home page name the shop from its settings, with its legal details, in every language", () => {
    for (const locale of LOCALES) {
      const { container, unmount } = inShop(
        locale,
        <>
          <Header
            categories={sampleCategories}
            onToggleCategory={noop}
            cartBadge=""
            preferences={samplePreferences}
            onSettingsOpen={noop}
            onSearchOpen={noop}
            onMenuOpen={noop}
          />
          <HomeView data={{ ...sampleHome, seo: { ...sampleHome.seo, title: "Casa Bună — magazin online" } }} onAddToCart={noop} />
          <Footer
            {...sampleContacts}
            emails={["info@casabuna.md"]}
            salesEmails={["vanzari@casabuna.md"]}
            preferences={samplePreferences}
            onSettingsOpen={noop}
            year={2026}
          />
        </>,
      );
      const home = MESSAGES[locale].shell.homeLink.replace("{shop:string}", "Casa Bună").replace("{shop}", "Casa Bună");
      expect(screen.getByRole("link", { name: home }).textContent).toContain("Casa Bună");
      const text = container.textContent ?? "";
      expect(text).toContain("© 2026 Casa Bună.");
      expect(text).toContain("Casa Bună SRL");
      expect(text).toContain("IDNO 1003600098765");
      expect(text).toContain("mun. Chișinău, str. Florilor 1");
      const about = MESSAGES[locale].home.aboutTitle.replace(/\{shop(:string)?\}/, "Casa Bună");
      expect(screen.getByRole("heading", { name: about })).toBeTruthy();
      expect(text.match(/.{0,40}vitrina.{0,40}/i)?.[0] ?? "").toBe("");
      unmount();
    }
  });
});

describe("the home page's introduction is the owner's text (issue 30 item 6)", () => {
  test("shows the about page's opening paragraph and links to the page; the dictionary promises nothing, in every language", () => {
    for (const locale of LOCALES) {
      const introduction = "<p>Casa Bună livrează în 2 zile; retur în <strong>30 de zile</strong>.</p>\n";
      const { container, unmount } = inShop(locale, <HomeView data={{ ...sampleHome, introduction }} onAddToCart={noop} />);
      const about = container.querySelector("#introduction");
      expect(about?.querySelector("strong")?.textContent).toBe("30 de zile");
      expect(screen.getByRole("link", { name: MESSAGES[locale].home.aboutMore }).getAttribute("href")).toMatch(/\/about\/$/);
      unmount();
      const { container: empty, unmount: gone } = inShop(locale, <HomeView data={{ ...sampleHome, introduction: "" }} onAddToCart={noop} />);
      expect(empty.querySelector("#introduction")?.textContent ?? "").not.toMatch(/14|gratuit|free|бесплатн|безплатн/iu);
      gone();
    }
  });
});

describe("the order's confirmation follows its status and tells the next steps", () => {
  const bank = { beneficiary: "Casa Bună SRL", iban: "MD24 AG00 0225 1000 1310 4168", bank: "BC Victoriabank SA", reference: sampleOrder.number };
  const order = (overrides: Partial<Order>): Order => ({ ...sampleOrder, ...overrides });

  test("only a new order says the shop will call to confirm; every other status says something true, in every language", () => {
    for (const locale of LOCALES) {
      const t = MESSAGES[locale].order.statusIntro;
      for (const status of ["new", "confirmed", "shipped", "delivered", "cancelled"] as const) {
        const { container, unmount } = inShop(locale, <OrderView order={order({ status })} countryNames={{}} />);
        expect(container.textContent).toContain(t[status]);
        if (status !== "new") expect(container.textContent).not.toContain(t.new);
        unmount();
      }
    }
    expect(MESSAGES.en.order.statusIntro.cancelled).not.toMatch(/call/i);
    expect(MESSAGES.ro.order.statusIntro.cancelled).not.toMatch(/suna/i);
  });

  test("a bank-transfer order shows beneficiary, IBAN, bank and the order number as the payment reference", () => {
    inShop(
      "ro",
      <OrderView
        order={order({ paymentMethod: "bank_transfer", instructions: { payment: "Plătiți în 3 zile.", delivery: "", bank, pickup: null } })}
        countryNames={{}}
      />,
    );
    const section = screen.getByRole("region", { name: "Datele pentru transferul bancar" });
    for (const text of ["Beneficiar", "Casa Bună SRL", "MD24 AG00 0225 1000 1310 4168", "BC Victoriabank SA", "Referința plății", sampleOrder.number])
      expect(section.textContent).toContain(text);
    expect(screen.getByText("Plătiți în 3 zile.")).toBeTruthy();
  });

  test("a pickup order shows the pickup point's address and hours; nothing to say shows nothing", () => {
    inShop(
      "en",
      <OrderNextSteps instructions={{ payment: "", delivery: "", bank: null, pickup: { addresses: ["1 Florilor St, Chișinău"], schedule: "Mon–Fri 9–18" } }} />,
    );
    const section = screen.getByRole("region", { name: "Pickup point" });
    expect(section.textContent).toContain("1 Florilor St, Chișinău");
    // The hours under their label, with no colon of the label's before the hours' own ("Mon–Fri: 9–18").
    expect(section.textContent).toContain("Opening hoursMon–Fri 9–18");
    expect(screen.queryByRole("region", { name: "Bank transfer details" })).toBeNull();
    const { container } = inShop("en", <OrderNextSteps instructions={{ payment: "", delivery: "", bank: null, pickup: null }} />);
    expect(container.innerHTML).toBe("");
  });
});
