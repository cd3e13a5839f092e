import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageStyles } from "../src/page-styles.js";
import { templateFiller } from "../src/template.js";

const SHEET = [
  ":root{--c-text:#1f1d1a}",
  "body{margin:0}",
  ".card{padding:8px}",
  ".card__title{font-weight:600}",
  ".menu.is-open .menu__panel{display:block}",
  ".toast,.card .price{color:red}",
  ".field:not(.field--error){border-color:gray}",
  ".footer li:not(:has(a)){color:gray}",
  '.link[href^=".pdf"]{color:blue}',
  "@media (max-width:767.98px){.card{padding:4px}.drawer{width:100%}}",
  "@media (min-width:992px){.drawer{width:400px}}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
].join("");

describe("the rules of the style sheet a page keeps", () => {
  const stylesOf = pageStyles(SHEET);

  it("keeps the rules whose classes its elements have, and every rule without a class, in the sheet's order", () => {
    expect(stylesOf('<main><article class="card"><h3 class="card__title">Tigaie</h3></article></main>')).toBe(
      ":root{--c-text:#1f1d1a}body{margin:0}.card{padding:8px}.card__title{font-weight:600}@media (max-width:767.98px){.card{padding:4px}}@keyframes spin{to{transform:rotate(1turn)}}",
    );
  });

  it("leaves out what only a later state or another page uses: an open menu, a toast, a drawer", () => {
    const styles = stylesOf('<nav class="menu"><div class="menu__panel"></div></nav>');
    expect(styles).not.toContain("is-open");
    expect(styles).not.toContain("toast");
    expect(styles).not.toContain("drawer");
    expect(stylesOf('<nav class="menu is-open"><div class="menu__panel"></div></nav>')).toContain(".menu.is-open .menu__panel{display:block}");
  });

  it("keeps a rule when one of its selectors can match, whole", () => {
    expect(stylesOf('<p class="card"><b class="price">5</b></p>')).toContain(".toast,.card .price{color:red}");
  });

  it("does not ask for what :not() and :has() hold, nor for a class named inside an attribute selector", () => {
    const styles = stylesOf('<input class="field"><ul class="footer"><li>x</li></ul><a class="link" href="a.pdf">a</a>');
    expect(styles).toContain(".field:not(.field--error){border-color:gray}");
    expect(styles).toContain(".footer li:not(:has(a)){color:gray}");
    expect(styles).toContain('.link[href^=".pdf"]{color:blue}');
  });

  it("reads every class of an element, not a class that only starts like one", () => {
    expect(stylesOf('<div class="  x card  y"></div>')).toContain(".card{padding:8px}");
    expect(stylesOf('<div class="card__title-x cards"></div>')).not.toContain("padding:8px");
  });

  it("keeps, for any set of classes on the page, exactly the rules that need no other class", () => {
    const classes = ["card", "card__title", "menu", "is-open", "menu__panel", "toast", "price", "field", "footer", "link", "drawer"];
    fc.assert(
      fc.property(fc.subarray(classes), (present) => {
        const styles = stylesOf(`<div class="${present.join(" ")}"></div>`);
        const has = (name: string) => present.includes(name);
        expect(styles.includes(".card{padding:8px}")).toBe(has("card"));
        expect(styles.includes(".menu.is-open .menu__panel")).toBe(has("menu") && has("is-open") && has("menu__panel"));
        expect(styles.includes(".toast,.card .price")).toBe(has("toast") || (has("card") && has("price")));
        expect(styles.includes("@media (min-width:992px)")).toBe(has("drawer"));
        expect(styles.startsWith(":root{--c-text:#1f1d1a}body{margin:0}")).toBe(true);
      }),
    );
  });
});

describe("the page template's filling", () => {
  it("puts into a filled page the rules of the template's style sheet its markup uses", () => {
    const fill = templateFiller(`<head><style>${SHEET}</style></head><div id="root"><!--app-html--></div>`, ["html"]);
    const page = fill({ html: '<p class="toast">Added</p>' });
    expect(page).toBe(
      '<head><style>:root{--c-text:#1f1d1a}body{margin:0}.toast,.card .price{color:red}@keyframes spin{to{transform:rotate(1turn)}}</style></head><div id="root"><p class="toast">Added</p></div>',
    );
  });

  it("fills a template without a style sheet (the development server's) as it is", () => {
    expect(templateFiller("<title><!--app-head--></title><!--app-html-->", ["head", "html"])({ head: "$'", html: '<p class="card">' })).toBe(
      '<title>$\'</title><p class="card">',
    );
  });
});
