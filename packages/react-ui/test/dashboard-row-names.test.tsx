import { screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { ProductsView } from "../src/dashboard/ProductsView.js";
import { renderIn } from "./render.js";

// Row buttons and links name a row in the dashboard's language (issue 34 item 4).
describe("a dashboard list's rows", () => {
  const page = {
    data: [
      {
        id: 5,
        uuid: "p-5",
        slug: "tigaie",
        sku: "VT-5",
        title: { ro: "Tigaie", en: "", ru: "", bg: "" },
        description: { ro: "", en: "", ru: "", bg: "" },
        price: 649,
        old_price: null,
        max_per_order: null,
        stock: 3,
        category_id: 2,
        attributes: [],
        active: true,
        seo_title: null,
        seo_description: null,
        images: [],
        options: [],
        variants: [],
        created_at: "",
        updated_at: "",
        version: 1,
      },
    ],
    current_page: 1,
    total_pages: 2,
    total_items: 21,
  };

  test("a row's buttons are named by its title in the dashboard's language, else by its Romanian title marked as Romanian", () => {
    const [first] = page.data;
    const translated = { ...first!, id: 8, title: { ro: "Tigaie", en: "", ru: "", bg: "Тиган" } };
    const untranslated = { ...first!, id: 9, title: { ro: "Oală", en: "", ru: "", bg: "" } };
    renderIn(
      "bg",
      <ProductsView page={{ ...page, data: [translated, untranslated] }} query={{ page: 1 }} loading={false} onQueryChange={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(screen.getByRole("button", { name: /^Изтрийте\W+Тиган$/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Изтрийте\W+Oală \(румънски\)$/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Oală (румънски)" })).toBeTruthy();
  });
});
