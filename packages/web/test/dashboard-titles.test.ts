import { apiError } from "@vitrina/core";
import { i18nObject } from "@vitrina/react-ui/i18n";
import { loadAllLocalesSync } from "@vitrina/react-ui/i18n-server";
import { beforeAll, describe, expect, test } from "vitest";
import { dashboardDocumentTitle } from "../src/dashboard/document-title.js";
import { refusalText } from "../src/dashboard/refusal.js";

beforeAll(() => loadAllLocalesSync());

describe("dashboardDocumentTitle", () => {
  test("names each screen in the dashboard's language", () => {
    const en = i18nObject("en");
    expect(dashboardDocumentTitle("/dashboard/product/", en)).toBe("Products — Shop dashboard");
    expect(dashboardDocumentTitle("/dashboard/", en)).toBe("Overview — Shop dashboard");
    expect(dashboardDocumentTitle("/dashboard/orders/12/", en)).toBe("Orders — Shop dashboard");
    expect(dashboardDocumentTitle("/dashboard/orders/12/", en, en.dashboard.orders.detail({ number: "VT-0012" }))).toBe("Order VT-0012 — Shop dashboard");
    expect(dashboardDocumentTitle("/dashboard/product/new/", en)).toBe("New product — Shop dashboard");
    expect(dashboardDocumentTitle("/auth/login/", en)).toBe("Staff sign-in — Shop dashboard");
    const ru = i18nObject("ru");
    expect(dashboardDocumentTitle("/dashboard/product/", ru)).toBe(`${ru.dashboard.nav.products()} — ${ru.dashboard.title()}`);
    expect(dashboardDocumentTitle("/dashboard/product/", ru)).not.toBe(dashboardDocumentTitle("/dashboard/product/", en));
  });

  test("every section has a title of its own", () => {
    const en = i18nObject("en");
    const paths = [
      "/dashboard/",
      "/dashboard/product/",
      "/dashboard/categories/",
      "/dashboard/orders/",
      "/dashboard/sliders/",
      "/dashboard/home-products/",
      "/dashboard/bestseller/",
      "/dashboard/seo/",
      "/dashboard/audit/",
    ];
    expect(new Set(paths.map((p) => dashboardDocumentTitle(p, en))).size).toBe(paths.length);
  });
});

describe("refusalText", () => {
  test("translates the kind of refusal, and falls back to the server's message", () => {
    const en = i18nObject("en");
    expect(refusalText(apiError(409, "Move or delete this category's products first."), en, en.dashboard.categories.notEmpty())).toBe(
      en.dashboard.categories.notEmpty(),
    );
    expect(refusalText(apiError(404, "Slide not found."), en)).toBe(en.dashboard.common.notFound());
    expect(refusalText(apiError(403, "Forbidden."), en)).toBe(en.dashboard.common.forbidden());
    expect(refusalText(apiError(409, "This slide is in use."), en)).toBe("This slide is in use.");
    expect(refusalText(new Error("boom"), en)).toBe(en.dashboard.common.failed());
  });
});
