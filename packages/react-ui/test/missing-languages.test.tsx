import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { localizePath } from "@vitrina/core";
import { CategoriesView } from "../src/dashboard/CategoriesView.js";
import { adminCategories } from "../src/dashboard/fixtures.js";
import { PagesView, type PageDraft } from "../src/dashboard/PagesView.js";
import { renderEn, renderIn } from "./render.js";

// Issue 31 item 6: a text missing in a language says so where the person is looking.

const draft: PageDraft = { title: { ro: "Întrebări", en: "FAQ", ru: "Вопросы", bg: "Въпроси" }, body: { ro: "", en: "", ru: "", bg: "" }, faq: [] };
/** The FAQ editor with its draft kept, as the dashboard screen keeps it. */
const Editor = () => {
  const [d, setD] = useState(draft);
  return (
    <PagesView
      kind="faq"
      draft={d}
      errors={{}}
      saving={false}
      message={null}
      preview={null}
      previewing={false}
      pageHref={(kind, l) => localizePath(`/${kind}/`, l)}
      onKind={vi.fn()}
      onChange={setD}
      onPreview={vi.fn()}
      onSave={vi.fn()}
    />
  );
};

describe("a category saved without its Romanian name", () => {
  test("opens the Romanian tab and shows the message, instead of only a red tab", () => {
    const props = {
      categories: adminCategories,
      editing: null,
      saving: false,
      message: null,
      onEdit: vi.fn(),
      onCancel: vi.fn(),
      onSave: vi.fn(),
      onDelete: vi.fn(),
      onMove: vi.fn(),
    };
    const { rerender } = renderEn(<CategoriesView {...props} errors={{}} />);
    fireEvent.click(screen.getAllByRole("button", { name: "EN" })[0]!);
    fireEvent.change(screen.getByLabelText("Name (English)"), { target: { value: "Garden" } });
    rerender(<CategoriesView {...props} errors={{ "name.ro": ["required"] }} />);
    const name = screen.getByLabelText("Name (Romanian)");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Please fill in this field; a category needs at least its Romanian name.",
    );
    // Back on the English tab, the Romanian error is still named under the field.
    fireEvent.click(screen.getAllByRole("button", { name: "EN" })[0]!);
    expect(screen.getByText("Romanian: Please fill in this field; a category needs at least its Romanian name.")).toBeTruthy();
  });
});

describe("an FAQ question written in one language", () => {
  test("warns which languages lack it; none once every language has it", () => {
    renderEn(<Editor />);
    fireEvent.click(screen.getByRole("button", { name: "Add a question" }));
    fireEvent.change(screen.getByLabelText("Question 1"), { target: { value: "Livrare?" } });
    fireEvent.change(screen.getByLabelText("Answer 1"), { target: { value: "Gratuită." } });
    expect(screen.getByRole("note").textContent).toBe(
      "Not written in English, Russian, Bulgarian: shoppers reading the shop in those languages see the Romanian text instead.",
    );
    for (const [tab, q, a] of [
      ["English", "Delivery?", "Free."],
      ["Русский", "Доставка?", "Бесплатно."],
      ["Български", "Доставка?", "Безплатна."],
    ]) {
      fireEvent.click(screen.getByRole("button", { name: new RegExp(`^${tab}`) }));
      fireEvent.change(screen.getByLabelText("Question 1"), { target: { value: q } });
      fireEvent.change(screen.getByLabelText("Answer 1"), { target: { value: a } });
    }
    expect(screen.queryByRole("note")).toBeNull();
  });

  test("a question without its Romanian text asks for it, in the dashboard's language", () => {
    renderIn("ru", <Editor />);
    fireEvent.click(screen.getByRole("button", { name: "Добавить вопрос" }));
    fireEvent.click(screen.getByRole("button", { name: /^Русский/ }));
    fireEvent.change(screen.getByLabelText("Вопрос 1"), { target: { value: "Доставка?" } });
    expect(screen.getByRole("note").textContent).toBe("Заполните и на румынском: румынский обязателен, а остальные языки при пропуске показывают его.");
  });
});
