// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";

// What is the visitor's own (the cart's badge, the chosen country, the products seen before) shows
// from the render after hydration; a component whose own value is the shared one renders once only
// (a second render of the shell and the product page was a long task of its own on a phone).

afterEach(cleanup);

type Personal = typeof import("../src/app/personal.js");
let personal: Personal;
const renders: Record<string, number> = {};
const Shown = ({ name, shared, own }: { readonly name: string; readonly shared: string; readonly own: string }) => {
  renders[name] = (renders[name] ?? 0) + 1;
  return <span data-testid={name}>{personal.useAfterHydrationValue(shared, own)}</span>;
};

test("a value of the visitor's own replaces the shared one after hydration; an equal one costs no second render", async () => {
  // A fresh copy of the module: the hydration flag is set once per page.
  vi.resetModules();
  personal = await import("../src/app/personal.js");
  render(
    <>
      <Shown name="badge" shared="" own="" />
      <Shown name="country" shared="md" own="bg" />
    </>,
  );
  expect(screen.getByTestId("country").textContent).toBe("md");
  act(() => personal.markHydrated());
  expect(screen.getByTestId("country").textContent).toBe("bg");
  expect(renders).toEqual({ badge: 1, country: 2 });
});
