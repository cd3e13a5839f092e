// The rules of the storefront's style sheet that a rendered page can use: what its HTML carries
// inline, so that the page paints at once and still fits the first round trip of a slow network
// (the whole sheet follows once the page has loaded, see vite-first-paint.ts).
import postcss, { type ChildNode } from "postcss";

/**
 * A part of a style sheet: a rule with, for each of its selectors, the classes an element must
 * have for that selector to match; or a group (`@media`) of such parts.
 */
type Part = { readonly css: string; readonly needs: ReadonlyArray<ReadonlyArray<string>> } | { readonly open: string; readonly parts: ReadonlyArray<Part> };

/** Applies on every page. */
const ALWAYS: ReadonlyArray<ReadonlyArray<string>> = [[]];

/**
 * The classes an element of the page must have for `selector` to match anything. What a functional
 * pseudo-class holds (`:not(.open)`, `:has(a)`, `:is(.a, .b)`) need not be on the page, nor what a
 * string or an attribute selector says; a selector with an escaped character is kept on every page.
 */
const classesNeeded = (selector: string): ReadonlyArray<string> => {
  if (selector.includes("\\")) return [];
  let plain = selector.replace(/"[^"]*"|'[^']*'/g, "").replace(/\[[^\]]*\]/g, "");
  for (let before = ""; before !== plain; ) {
    before = plain;
    plain = plain.replace(/\([^()]*\)/g, "");
  }
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
};

const partOf = (node: ChildNode): ReadonlyArray<Part> => {
  if (node.type === "comment") return [];
  if (node.type === "rule") return [{ css: node.toString(), needs: node.selectors.map(classesNeeded) }];
  if (node.type === "atrule" && (node.name === "media" || node.name === "supports") && node.nodes) {
    const css = node.toString();
    return [{ open: css.slice(0, css.indexOf("{") + 1), parts: node.nodes.flatMap(partOf) }];
  }
  // @keyframes, @font-face and the like.
  return [{ css: node.toString(), needs: ALWAYS }];
};

const usedParts = (parts: ReadonlyArray<Part>, classes: ReadonlySet<string>): string =>
  parts
    .map((part) => {
      if ("open" in part) {
        const inner = usedParts(part.parts, classes);
        return inner && `${part.open}${inner}}`;
      }
      return part.needs.some((needed) => needed.every((name) => classes.has(name))) ? part.css : "";
    })
    .join("");

/** Every class named in `html`'s class attributes. */
const classesIn = (html: string): ReadonlySet<string> => {
  const classes = new Set<string>();
  for (const [, names] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of names!.split(/\s+/)) if (name) classes.add(name);
  return classes;
};

/**
 * For a style sheet, the function that gives the rules of it a page's `html` can use, in the
 * sheet's order: those with a selector whose classes are all on the page (rules without a class,
 * `:root` and elements, always), inside their `@media` when they are in one. What only a later
 * state needs (an open menu, a toast, a page reached by a link) comes with the whole sheet.
 * @example pageStyles(".a{color:red}.b{color:blue}")('<p class="a">') // ".a{color:red}"
 */
export const pageStyles = (sheet: string): ((html: string) => string) => {
  const parts = postcss.parse(sheet).nodes.flatMap(partOf);
  return (html) => usedParts(parts, classesIn(html));
};
