// @vitest-environment jsdom
import { afterEach, expect, test, vi } from "vitest";
import { installPlainLinkNavigation } from "../src/app/plain-links.js";

// Links inside markup the browser kept as the server rendered it (product cards, the footer's
// columns, the closed mega-menu) have no handler of their own: one listener on the document takes
// them inside the app, and leaves to the browser what a plain link would not do in the app.

let remove = () => {};
afterEach(() => {
  remove();
  document.body.innerHTML = "";
});

/** A link in the page; clicks it with `init` and says whether the browser was left to follow it. */
const click = (html: string, init: MouseEventInit = {}) => {
  document.body.innerHTML = html;
  let followed = false;
  // Last on the click's way up: notes whether the browser would follow the link (jsdom cannot).
  window.addEventListener(
    "click",
    (event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  document.querySelector("a span, a")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  return followed;
};

test("a plain click on a link to a storefront page navigates within the app, with its language, query and hash", () => {
  const navigate = vi.fn();
  remove = installPlainLinkNavigation(document, navigate);
  expect(click('<a href="/ru/product/tigaie/?variant=2#reviews"><span>Tigaie</span></a>')).toBe(false);
  expect(click('<a href="/faq/">FAQ</a>')).toBe(false);
  expect(navigate.mock.calls).toEqual([["/ru/product/tigaie/?variant=2#reviews"], ["/faq/"]]);
});

test("the browser keeps what the app does not do: modifier keys, other buttons, targets, downloads, other sites and pages, anchors of the page on screen, links the app took", () => {
  const navigate = vi.fn();
  remove = installPlainLinkNavigation(document, navigate);
  expect(click('<a href="/faq/">FAQ</a>', { ctrlKey: true })).toBe(true);
  expect(click('<a href="/faq/">FAQ</a>', { metaKey: true })).toBe(true);
  expect(click('<a href="/faq/">FAQ</a>', { shiftKey: true })).toBe(true);
  expect(click('<a href="/faq/">FAQ</a>', { button: 1 })).toBe(true);
  expect(click('<a href="/faq/" target="_blank">FAQ</a>')).toBe(true);
  expect(click('<a href="/faq/" download>FAQ</a>')).toBe(true);
  expect(click('<a href="https://facebook.com/shop/">Facebook</a>')).toBe(true);
  expect(click('<a href="mailto:shop@example.md">mail</a>')).toBe(true);
  expect(click('<a href="/dashboard/">staff</a>')).toBe(true);
  // The skip link and other anchors of the page on screen: the browser scrolls and moves the focus.
  expect(click(`<a href="#main-content">Skip</a>`)).toBe(true);
  expect(click(`<a href="${location.pathname}#main-content">Skip</a>`)).toBe(true);
  document.body.innerHTML = '<a href="/faq/">FAQ</a>';
  const link = document.querySelector("a")!;
  link.addEventListener("click", (event) => event.preventDefault());
  link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  expect(navigate).not.toHaveBeenCalled();
});
