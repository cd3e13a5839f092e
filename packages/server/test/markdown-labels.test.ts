import fc from "fast-check";
import MarkdownIt from "markdown-it";
import { afterEach, describe, expect, test, vi } from "vitest";
import { linearLinkLabels } from "../src/content/link-labels.js";
import { renderMarkdown } from "../src/content/markdown.js";

// Content pages render staff's Markdown on every uncached page view (and any order clears the page
// cache): a text of many `[` must cost about what any text of its length costs.

/** Counts the steps markdown-it's inline parser takes over the text (each `skipToken`, the walk's step). */
const countSteps = () => vi.spyOn(Object.getPrototypeOf(new MarkdownIt().inline) as { skipToken: (state: unknown) => void }, "skipToken");
afterEach(() => vi.restoreAllMocks());

const BRACKETS = [
  ["unclosed [", (n: number) => "[".repeat(n)],
  ["unclosed [ and one ]", (n: number) => `${"[".repeat(n - 1)}]`],
  ["unclosed ![", (n: number) => "![".repeat(n / 2)],
  ["[ on lines of their own", (n: number) => "[\n".repeat(n / 2)],
  ["nested pairs", (n: number) => "[".repeat(n / 2) + "]".repeat(n / 2)],
  ["[ and a code span opener", (n: number) => "[`".repeat(n / 2)],
] as const;

describe("link labels", () => {
  test("a text of 20,000 [ renders as that text, each character read a bounded number of times", () => {
    const steps = countSteps();
    const text = "[".repeat(20_000);
    expect(renderMarkdown(text)).toBe(`<p>${text}</p>\n`);
    // markdown-it's own reading takes about 100 steps a character here (its nesting limit).
    expect(steps.mock.calls.length).toBeLessThanOrEqual(2 * text.length);
  });

  test.each(BRACKETS)("%s: the steps grow with the text's length, not faster", (_name, make) => {
    const steps = countSteps();
    const perCharacter = [4_000, 40_000].map((n) => {
      steps.mockClear();
      renderMarkdown(make(n));
      return steps.mock.calls.length / n;
    });
    expect(perCharacter[1]).toBeLessThanOrEqual(3);
    expect(perCharacter[1]).toBeLessThanOrEqual(perCharacter[0]! * 1.1);
  });

  test("links after a long run of [ are still links", () => {
    expect(renderMarkdown(`${"[".repeat(19_990)} see [the terms](/en/terms-of-use/)`)).toBe(
      `<p>${"[".repeat(19_990)} see <a href="/en/terms-of-use/">the terms</a></p>\n`,
    );
  });

  test("every text renders as markdown-it's own reading renders it", () => {
    const own = new MarkdownIt({ html: false, linkify: false, typographer: false });
    const linear = new MarkdownIt({ html: false, linkify: false, typographer: false }).use(linearLinkLabels);
    const piece = fc.constantFrom("[", "[", "]", "]", "(", ")", "![", "<", ">", "`", "*", "_", "\\", " ", "a", "x:", "\n", '"', "&amp;", "/u", "[x]");
    const text = fc.tuple(fc.boolean(), fc.array(piece, { maxLength: 60 })).map(([defined, parts]) => (defined ? "[x]: /u\n\n" : "") + parts.join(""));
    fc.assert(
      fc.property(text, (markdown) => linear.render(markdown) === own.render(markdown)),
      { numRuns: 3000 },
    );
    // Around markdown-it's nesting limit (100) too.
    for (const depth of [99, 100, 101, 150]) {
      const deep = `${"[".repeat(depth)}foo](/u)]] ![${"[".repeat(depth)}a] [x][${"[".repeat(depth)}`;
      expect(linear.render(deep)).toBe(own.render(deep));
    }
  });
});
