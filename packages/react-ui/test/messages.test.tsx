import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { contactMessages } from "../src/dashboard/activity-fixtures.js";
import { MessagesView, replyLink, type MessagesViewProps } from "../src/dashboard/MessagesView.js";
import { renderEn } from "./render.js";

const props = (overrides: Partial<MessagesViewProps> = {}): MessagesViewProps => ({
  page: contactMessages,
  query: { page: 1 },
  loading: false,
  onQueryChange: vi.fn(),
  onMark: vi.fn(),
  ...overrides,
});
const messageOf = (name: string) => screen.getByRole("article", { name });

describe("MessagesView", () => {
  test("shows each sender's name, e-mail, phone, message, language and status", () => {
    renderEn(<MessagesView {...props()} />);
    const olga = messageOf("Olga Petrova");
    for (const text of ["olga.petrova@example.md", "+373 69 111 222", "Russian", "New"]) expect(within(olga).getByText(text)).toBeTruthy();
    expect(within(olga).getByText(/Есть ли чайник Zarya/)).toBeTruthy();
    expect(within(messageOf("Ion Zăpadă")).getByText("Handled")).toBeTruthy();
  });

  test("the reply link writes to the sender with a subject in the message's language", () => {
    renderEn(<MessagesView {...props()} />);
    const reply = within(messageOf("Olga Petrova")).getByRole("link", { name: /^Reply by email ?: Olga Petrova$/ });
    expect(reply.getAttribute("href")).toBe(`mailto:olga.petrova@example.md?subject=${encodeURIComponent("Ответ на ваше сообщение")}`);
    expect(replyLink("ion@example.md", "ro")).toBe(`mailto:ion@example.md?subject=${encodeURIComponent("Răspuns la mesajul dumneavoastră")}`);
  });

  test("a purged sender is said to be removed, with no reply link", () => {
    renderEn(<MessagesView {...props()} />);
    const purged = messageOf("Sender's details removed after 30 days");
    expect(within(purged).queryByRole("link")).toBeNull();
    expect(within(purged).getByText("Bulgarian")).toBeTruthy();
  });

  test("marks a new message handled and a handled one new", () => {
    const onMark = vi.fn();
    renderEn(<MessagesView {...props({ onMark })} />);
    fireEvent.click(screen.getByRole("button", { name: /^Mark as handled ?: Olga Petrova$/ }));
    expect(onMark).toHaveBeenLastCalledWith(14, "handled");
    fireEvent.click(screen.getByRole("button", { name: /^Mark as new ?: Ion Zăpadă$/ }));
    expect(onMark).toHaveBeenLastCalledWith(13, "new");
  });

  test("filters by status and text from the first page", () => {
    const onQueryChange = vi.fn();
    renderEn(<MessagesView {...props({ onQueryChange, query: { page: 2 } })} />);
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "new" } });
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: " olga " } });
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));
    expect(onQueryChange).toHaveBeenCalledExactlyOnceWith({ page: 1, status: "new", search: "olga" });
  });
});
