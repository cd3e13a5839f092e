// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { useStartOnFirstInteraction } from "../src/app/lazy-actor.js";

// A page's form machine loads at the visitor's first focus, tap or key; a field focused before the
// page came alive (before anything listened) loads it at once instead of waiting for the next key.

const Page = ({ start }: { start: () => void }) => {
  useStartOnFirstInteraction({ start });
  return <input aria-label="City" />;
};

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

test("nothing loads before the first interaction; the first focus loads it once", () => {
  const start = vi.fn();
  const { getByLabelText } = render(<Page start={start} />);
  expect(start).not.toHaveBeenCalled();
  getByLabelText("City").focus();
  getByLabelText("City").dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
  expect(start).toHaveBeenCalledTimes(1);
});

test("a field focused before the page came alive loads it at once", () => {
  const early = document.createElement("input");
  document.body.append(early);
  early.focus();
  const start = vi.fn();
  render(<Page start={start} />);
  expect(start).toHaveBeenCalledTimes(1);
});
