// The language toolbar (issue 37 item 1): every story follows it, props that carry a language
// included, and products and categories are written in the chosen language.
import { composeStory, setProjectAnnotations } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import * as price from "../src/components/Price.stories.js";
import * as header from "../src/components/shell/Header.stories.js";
import * as listing from "../src/components/catalog/ListingView.stories.js";
import * as layout from "../src/dashboard/DashboardLayout.stories.js";
import * as staff from "../src/dashboard/StaffView.stories.js";
import preview from "../src/storybook/preview.js";

setProjectAnnotations([preview]);
/** A story as shown with the toolbar set to a language ("all" for the four side by side). */
const inLanguage = <T extends object>(story: T, meta: object, locale: string) => composeStory({ ...story, globals: { locale } }, meta);

test("the header's settings button and menu follow the toolbar's Russian", () => {
  const Story = inLanguage(header.Default, header.default, "ru");
  render(<Story />);
  expect(screen.getByRole("button", { name: /RU - MDL/ })).toBeTruthy();
  expect(screen.getByText("Бытовая техника")).toBeTruthy();
  expect(screen.queryByText("Electrocasnice")).toBeNull();
});

test("a price given its language as a prop is written in the toolbar's Bulgarian", () => {
  const Story = inLanguage(price.Discounted, price.default, "bg");
  const { container } = render(<Story />);
  expect(container.textContent?.replace(/\s/g, " ")).toBe("999,50 леи1 299 леи");
});

test("the dashboard's own language menu shows the toolbar's English", () => {
  const Story = inLanguage(layout.Admin, layout.default, "en");
  render(<Story />);
  expect(screen.getByRole("combobox", { name: /language/i })).toHaveProperty("value", "en");
});

test("a listing shows Bulgarian products, and a story's own empty list stays empty", () => {
  const Desktop = inLanguage(listing.Desktop, listing.default, "bg");
  const { unmount } = render(<Desktop />);
  expect(screen.getByRole("heading", { level: 1, name: "Съдове за готвене" })).toBeTruthy();
  expect(screen.getByText("Тиган Tefal Unlimited, 28 см")).toBeTruthy();
  unmount();
  const Empty = inLanguage(listing.Empty, listing.default, "bg");
  render(<Empty />);
  expect(screen.queryByText("Тиган Tefal Unlimited, 28 см")).toBeNull();
});

test("'all four' shows a story once in each language, side by side", () => {
  const Story = inLanguage(price.Regular, price.default, "all");
  render(<Story />);
  const texts = ["ro", "en", "ru", "bg"].map((locale) =>
    within(screen.getByRole("region", { name: locale.toUpperCase() }))
      .getByText(/1/)
      .textContent?.replace(/\s/g, " "),
  );
  expect(texts).toEqual(["1 299 lei", "MDL 1,299", "1 299 лей", "1 299 леи"]);
});

test("a dashboard view is shown inside the dashboard's frame, in the toolbar's language, its section marked", () => {
  const Story = inLanguage(staff.Staff, { ...staff.default, title: "dashboard/StaffView" }, "ru");
  const { container } = render(<Story />);
  expect(container.querySelector(".dash .dash__main table")).not.toBeNull();
  expect(screen.getByRole("link", { current: "page" }).getAttribute("href")).toBe("/dashboard/reset-password/");
  expect(container.querySelector<HTMLSelectElement>(".dash__lang select")?.value).toBe("ru");
});
