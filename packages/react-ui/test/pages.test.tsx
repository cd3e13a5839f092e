import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import type { GeneralData } from "@vitrina/core";
import { ContactsView, type ContactsViewProps } from "../src/components/pages/ContactsView.js";
import { ErrorView } from "../src/components/pages/ErrorView.js";
import { StaticPageView } from "../src/components/pages/StaticPageView.js";
import { renderEn } from "./render.js";

const general: GeneralData = {
  addresses: ["str. Ștefan cel Mare 1, Chișinău"],
  emails: ["info@vitrina.md"],
  salesPhones: [],
  salesEmails: ["corporate@vitrina.md"],
  phones: ["+373 22 123 456"],
  schedule: "Mon–Fri 09:00–18:00",
  socials: [],
  currencies: [],
  languages: [],
  countries: [],
};

describe("ContactsView", () => {
  const props = (overrides: Partial<ContactsViewProps> = {}): ContactsViewProps => ({
    general,
    draft: { name: "", email: "", phone: "", message: "" },
    errors: {},
    message: null,
    status: "editing",
    onEdit: vi.fn(),
    onSubmit: vi.fn(),
    onReset: vi.fn(),
    ...overrides,
  });

  test("the shop's phones and e-mails are links to call and write", () => {
    renderEn(<ContactsView {...props()} />);
    expect(screen.getByRole("link", { name: "+373 22 123 456" }).getAttribute("href")).toBe("tel:+37322123456");
    expect(screen.getByRole("link", { name: "corporate@vitrina.md" }).getAttribute("href")).toBe("mailto:corporate@vitrina.md");
  });

  test("typing and sending go to the form's machine; errors and messages show", () => {
    const p = props({ errors: { email: "Enter a valid email address, like name@example.com." }, message: "Too many messages" });
    renderEn(<ContactsView {...p} />);
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Ion" } });
    expect(p.onEdit).toHaveBeenCalledWith("name", "Ion");
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("Too many messages");
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(p.onSubmit).toHaveBeenCalledOnce();
  });

  test("once sent, thanks the shopper and offers another message", () => {
    const p = props({ status: "sent" });
    renderEn(<ContactsView {...p} />);
    expect(screen.getByText("Thank you! We will get back to you soon.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Write another message" }));
    expect(p.onReset).toHaveBeenCalledOnce();
  });
});

describe("StaticPageView and ErrorView", () => {
  test("a page shows the server's HTML (headings, lists, links); FAQ answers open on click", () => {
    renderEn(
      <StaticPageView
        title="FAQ"
        html={'<p>Intro.</p>\n<h2>Delivery</h2>\n<ul>\n<li>Free</li>\n</ul>\n<p><a href="/en/contacts/">Write to us</a></p>\n'}
        faq={[{ question: "Do you deliver?", answer_html: "<p>Yes, <strong>everywhere</strong>.</p>\n" }]}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Delivery" })).toBeTruthy();
    expect(screen.getByRole("listitem").textContent).toBe("Free");
    expect(screen.getByRole("link", { name: "Write to us" }).getAttribute("href")).toBe("/en/contacts/");
    expect(screen.getByText("Do you deliver?").tagName).toBe("SUMMARY");
    expect(screen.getByText("everywhere").tagName).toBe("STRONG");
  });

  test("HTML the server escaped stays text on the page", () => {
    const { container } = renderEn(<StaticPageView title="T" html={"<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n"} faq={[]} />);
    expect(screen.getByText("<script>alert(1)</script>")).toBeTruthy();
    expect(container.querySelector("script")).toBeNull();
  });

  test("the 404 page names the missing path and leads to the shop", () => {
    renderEn(<ErrorView kind="not-found" path="/x/" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found: /x/");
    expect(screen.getByRole("link", { name: "Go to the shop" }).getAttribute("href")).toBe("/");
  });
});
