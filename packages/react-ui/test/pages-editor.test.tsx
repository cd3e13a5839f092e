import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, test, vi } from "vitest";
import { localizePath } from "@vitrina/core";
import { lt } from "../src/dashboard/fixtures.js";
import { PagesView, type PageDraft, type PagesViewProps } from "../src/dashboard/PagesView.js";
import { renderEn } from "./render.js";

const faqDraft: PageDraft = {
  title: lt("Întrebări frecvente", "FAQ", "Вопросы", "Въпроси"),
  body: lt("Text ro", "Text en", "Текст ru", "Текст bg"),
  faq: [
    { key: 1, question: lt("Livrare?", "Delivery?", "Доставка?", "Доставка?"), answer: lt("Gratuită.", "Free.", "Бесплатная.", "Безплатна.") },
    { key: 2, question: lt("Plata?", "Payment?", "Оплата?", "Плащане?"), answer: lt("La livrare.", "On delivery.", "При получении.", "При доставка.") },
  ],
};

const props = (overrides: Partial<PagesViewProps> = {}): PagesViewProps => ({
  kind: "faq",
  draft: faqDraft,
  errors: {},
  saving: false,
  message: null,
  preview: null,
  previewing: false,
  pageHref: (kind, locale) => localizePath(`/${kind}/`, locale),
  onKind: vi.fn(),
  onChange: vi.fn(),
  onPreview: vi.fn(),
  onSave: vi.fn(),
  ...overrides,
});

/** The view with its draft kept, as the dashboard screen keeps it. */
const Controlled = ({ initial, onChange, ...rest }: PagesViewProps & { readonly initial: PageDraft }) => {
  const [draft, setDraft] = useState(initial);
  return (
    <PagesView
      {...rest}
      draft={draft}
      onChange={(d) => {
        setDraft(d);
        onChange(d);
      }}
    />
  );
};

const tab = (name: string) => within(screen.getByRole("group", { name: "Language of the texts" })).getByRole("button", { name: new RegExp(`^${name}`) });

describe("PagesView", () => {
  test("a language tab shows that language's title, text and FAQ entries, and links to the page in that language", () => {
    renderEn(<PagesView {...props()} />);
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe("Întrebări frecvente");
    fireEvent.click(tab("Русский"));
    expect(tab("Русский").getAttribute("aria-pressed")).toBe("true");
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe("Вопросы");
    expect((screen.getByLabelText(/^Text/) as HTMLTextAreaElement).value).toBe("Текст ru");
    expect((screen.getByLabelText("Question 1") as HTMLInputElement).value).toBe("Доставка?");
    expect(screen.getByRole("link", { name: "Open the page in the shop" }).getAttribute("href")).toBe("/ru/faq/");
  });

  test("typing changes only the language on screen", () => {
    const p = props();
    renderEn(<PagesView {...p} />);
    fireEvent.click(tab("English"));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: "Questions" } });
    expect(p.onChange).toHaveBeenLastCalledWith({ ...faqDraft, title: { ...faqDraft.title, en: "Questions" } });
  });

  test("questions are added, moved and removed, in order", () => {
    const onChange = vi.fn();
    renderEn(<Controlled {...props()} initial={faqDraft} onChange={onChange} />);
    fireEvent.click(tab("Русский"));
    fireEvent.click(screen.getByRole("button", { name: "Add a question" }));
    fireEvent.change(screen.getByLabelText("Question 3"), { target: { value: "Можно вернуть?" } });
    fireEvent.change(screen.getByLabelText("Answer 3"), { target: { value: "Да, в течение **14 дней**." } });
    // Rows are named in the dashboard's language (English), a question written only in Russian says so.
    fireEvent.click(screen.getByRole("button", { name: "Move up: Можно вернуть? (Russian)" }));
    fireEvent.click(screen.getByRole("button", { name: /^Remove\s*: Delivery\?$/ }));
    const last: PageDraft = onChange.mock.calls.at(-1)![0];
    expect(last.faq.map((e) => e.question.ru)).toEqual(["Можно вернуть?", "Оплата?"]);
    expect(last.faq[0]!.answer).toEqual(lt("", "", "Да, в течение **14 дней**.", ""));
  });

  test("Preview asks for the text on screen and shows the server's HTML", () => {
    const p = props({ kind: "about", draft: { ...faqDraft, faq: [] } });
    const { rerender } = renderEn(<PagesView {...p} />);
    fireEvent.click(tab("English"));
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(p.onPreview).toHaveBeenCalledWith("en", "Text en");
    rerender(<PagesView {...p} preview={{ locale: "en", html: '<h2>Hello</h2>\n<p><a href="/en/faq/">FAQ</a></p>\n' }} />);
    const preview = screen.getByRole("region", { name: "Preview of the text in English, as the shop shows it" });
    expect(within(preview).getByRole("heading", { level: 2, name: "Hello" })).toBeTruthy();
    expect(within(preview).getByRole("link", { name: "FAQ" }).getAttribute("href")).toBe("/en/faq/");
    // Not the FAQ: no questions to edit.
    expect(screen.queryByRole("button", { name: "Add a question" })).toBeNull();
  });

  test("saving shows Saved., a conflict offers the saved version, errors mark their language", () => {
    const onReload = vi.fn();
    const p = props({ message: { kind: "ok", text: "Saved." } });
    const { rerender } = renderEn(<PagesView {...p} />);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(p.onSave).toHaveBeenCalledOnce();
    expect(screen.getByRole("status").textContent).toBe("Saved.");
    rerender(<PagesView {...p} message={null} conflict={{ changed: [], onReload }} errors={{ "faq.1.answer.bg": ["max"] }} />);
    fireEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Load the saved version" }));
    expect(onReload).toHaveBeenCalledOnce();
    expect(tab("Български").textContent).toContain("has errors");
    expect(tab("Română").textContent).not.toContain("has errors");
    fireEvent.click(tab("Български"));
    expect(screen.getByLabelText("Answer 2").getAttribute("aria-invalid")).toBe("true");
    const described = screen.getByLabelText("Answer 2").getAttribute("aria-describedby")!;
    expect(document.getElementById(described)?.textContent).toMatch(/too long/);
  });

  test("picking another page asks for it", () => {
    const p = props();
    renderEn(<PagesView {...p} />);
    fireEvent.change(screen.getByLabelText("Page"), { target: { value: "about" } });
    expect(p.onKind).toHaveBeenCalledWith("about");
  });

  test("the about page's text says its first paragraph is the home page's introduction; other pages do not", () => {
    const { rerender } = renderEn(<PagesView {...props({ kind: "about", draft: { ...faqDraft, faq: [] } })} />);
    const hint = /first paragraph also introduces the shop on the home page/;
    expect(screen.getByLabelText(/^Text/).getAttribute("aria-describedby")).toContain("-hint");
    expect(screen.getByText(hint)).toBeTruthy();
    rerender(<PagesView {...props()} />);
    expect(screen.queryByText(hint)).toBeNull();
  });
});
