// Every journey imports `test` from here: a page error or a console error fails the test that
// caused it, on every page it visits. Chromium's "Failed to load resource: … 404" for a page that
// is the 404 page is expected and let through; a test that provokes another error on purpose (a
// refused form, an injected script) names it with `allowConsoleError`, so only that one passes.
import { test as base, expect } from "@playwright/test";

export { CHAT_WIDGET_URL } from "./widget.js";

/** What the guard collects and lets through. */
interface ErrorGuard {
  /** Lets console errors matching `pattern` through in this test (an error the test provokes). */
  readonly allowConsoleError: (pattern: RegExp) => void;
}

/** Playwright's `test` with the page-error and console-error guard. */
export const test = base.extend<ErrorGuard>({
  allowConsoleError: [
    async ({ page }, use) => {
      const allowed: Array<RegExp> = [];
      const errors: Array<string> = [];
      const notFoundPages = new Set<string>();
      page.on("response", (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) notFoundPages.add(response.url());
      });
      page.on("pageerror", (error) => errors.push(`page error on ${page.url()}: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (notFoundPages.has(message.location().url) && httpError(404).test(text)) return;
        if (!allowed.some((pattern) => pattern.test(text))) errors.push(`console error on ${page.url()}: ${text}`);
      });
      await use((pattern) => void allowed.push(pattern));
      expect(errors, "the pages showed no page or console error").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
/** The console error Chromium writes when a page (or a request) is answered with `status`. */
export const httpError = (status: number) => new RegExp(`status of ${status}\\b`);
