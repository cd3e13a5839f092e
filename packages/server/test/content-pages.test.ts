import { LOCALES } from "@vitrina/core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { migrate } from "../src/db/migrate.js";
import { neutralAbout } from "../src/seed/content/about.js";
import { json, signedIn } from "./reliability/helpers.js";
import { startTestShop, type TestShop } from "./support/shop.js";

// The "about us" page, versioned saves of content pages, and Markdown from staff that tries to put
// script on the storefront.

let shop: TestShop;
let manager: string;
beforeAll(async () => {
  shop = await startTestShop();
  const admin = await shop.adminToken();
  const account = { email: "content-manager@vitrina.md", name: "Mara", role: "manager", password: "manager-password-1" };
  expect((await shop.api("dashboard/staff", json("POST", account, admin))).status).toBe(201);
  manager = (await (await shop.api("auth/login", json("POST", { email: account.email, password: account.password }))).json()).token;
});
afterAll(() => shop.stop());

const read = async (kind: string) => (await (await shop.api(`dashboard/pages/${kind}`, signedIn(manager))).json()).data;
const save = (kind: string, input: unknown, version: number | undefined) =>
  shop.api(`dashboard/pages/${kind}`, json("PUT", input, manager, version === undefined ? {} : { "if-match": `"${version}"` }));
const publicPage = async (kind: string, lang: string) => (await (await shop.api(`pages/${kind}`, { headers: { "accept-language": lang } })).json()).data;
const pageInput = (page: { title: unknown; body: unknown; faq: unknown }) => ({ title: page.title, body: page.body, faq: page.faq });

describe("the about-us page", () => {
  test("answers in every language with its own title, rendered text and SEO texts", async () => {
    for (const lang of LOCALES) {
      const page = await publicPage("about", lang);
      expect(page.kind).toBe("about");
      expect(page.title.length, lang).toBeGreaterThan(0);
      expect(page.html, lang).toMatch(/^<p>/);
      expect(page.seo.title, lang).toContain(page.title);
    }
    expect((await publicPage("about", "ru")).title).toBe("О нас");
  });

  test("a manager reads it with its version and saves it; the storefront shows the new Markdown at once", async () => {
    await publicPage("about", "ro");
    const page = await read("about");
    expect(page.version).toBeGreaterThan(0);
    const res = await save(
      "about",
      { ...pageInput(page), body: { ...page.body, ro: "## Cine suntem\n\n- Magazin de familie\n- [Scrieți-ne](/contacts/)" } },
      page.version,
    );
    expect(res.status).toBe(200);
    expect((await res.json()).data.version).toBe(page.version + 1);
    expect((await publicPage("about", "ro")).html).toBe(
      '<h2>Cine suntem</h2>\n<ul>\n<li>Magazin de familie</li>\n<li><a href="/contacts/">Scrieți-ne</a></li>\n</ul>\n',
    );
  });

  test("the server-rendered page shows a save at once: the page cache does not keep the old text", async () => {
    const ssr = async (path: string) => (await fetch(`${shop.url}${path}`, { headers: { cookie: "i18n_redirected=ru" } })).text();
    const page = await read("about");
    // Rendered twice before the save, so it is in the page cache.
    expect(await ssr("/ru/about/")).toContain("<h1");
    const before = await ssr("/ru/about/");
    expect(before).not.toContain("Мы работаем с 2026 года");
    const res = await save("about", { ...pageInput(page), body: { ...page.body, ru: "## Мы работаем с 2026 года\n\n1. Заказ\n2. Доставка" } }, page.version);
    expect(res.status).toBe(200);
    const after = await ssr("/ru/about/");
    expect(after).toContain("<h2>Мы работаем с 2026 года</h2>");
    expect(after).toContain("<ol>");
  });

  test("a save without the version read is refused (428) and changes nothing", async () => {
    const page = await read("about");
    const blind = await save("about", { ...pageInput(page), title: { ...page.title, ro: "Orb" } }, undefined);
    expect(blind.status).toBe(428);
    expect((await read("about")).title.ro).toBe(page.title.ro);
  });

  test("only signed-in staff read or save it", async () => {
    expect((await shop.api("dashboard/pages/about")).status).toBe(401);
    expect((await shop.api("dashboard/pages/about", json("PUT", {}, undefined, { "if-match": '"1"' }))).status).toBe(401);
  });

  test("a shop that existed before the page gets it, with the neutral text that promises nothing, when it migrates", async () => {
    await shop.db.query("delete from pages where kind = 'about'");
    await shop.db.query("delete from seo_settings where kind = 'about'");
    await shop.db.query(
      "delete from schema_migrations where name in ('037_content_page_versions.sql', '076_about_page_quotes.sql', '080_about_page_promises.sql')",
    );
    await migrate(shop.db);
    const [page] = await shop.db.query<{ title: unknown; body: unknown }>("select title, body from pages where kind = 'about'");
    expect(page).toEqual({ title: neutralAbout.title, body: neutralAbout.body });
    expect((await publicPage("about", "bg")).seo.title).toMatch(/^За нас \| /);
  });
});

describe("Markdown from staff never puts script on the storefront", () => {
  const HOSTILE = [
    "<script>alert(1)</script>",
    "[click](javascript:alert(1))",
    "[click](JaVaScRiPt:alert(1))",
    "[click](jav&#x61;script:alert(1))",
    "[click](&#106;avascript:alert(1))",
    "<javascript:alert(1)>",
    "[ref][r]\n\n[r]: javascript:alert(1)",
    "[click](vbscript:msgbox(1))",
    "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
    '![x" onerror="alert(1)](/images/x.webp)',
    "<img src=x onerror=alert(1)>",
    '<a href="javascript:alert(1)">x</a>',
    "<iframe src=https://example.com></iframe>",
    '<div onmouseover="alert(1)">hover</div>',
  ].join("\n\n");

  /** Every tag of the HTML with its attributes: what a browser would build elements from. */
  const tags = (html: string) => [...html.matchAll(/<([a-z0-9]+)([^>]*)>/gi)].map((m) => ({ name: m[1]!.toLowerCase(), attributes: m[2]! }));

  const expectHarmless = (html: string) => {
    for (const tag of tags(html)) {
      expect(["p", "a", "img", "h2", "ul", "li", "em", "strong", "code"]).toContain(tag.name);
      // Attributes are name="value" pairs (quotes inside a value are escaped), none of them a handler.
      expect(tag.attributes.replace(/\s[a-z-]+="[^"]*"/gi, "")).toBe("");
      const names = [...tag.attributes.matchAll(/\s([a-z-]+)="/gi)].map((m) => m[1]!.toLowerCase());
      for (const name of names) expect(["href", "src", "alt", "title"]).toContain(name);
      expect(tag.attributes).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
    }
    expect(html).not.toMatch(/<(script|iframe|div)/i);
  };

  test("in a policy, the FAQ's answers and the preview, the hostile parts stay text", async () => {
    const policy = await read("terms-of-use");
    expect((await save("terms-of-use", { ...pageInput(policy), body: { ...policy.body, en: HOSTILE } }, policy.version)).status).toBe(200);
    const shown = (await publicPage("terms-of-use", "en")).html;
    expectHarmless(shown);
    expect(shown).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(shown).toContain('alt="x&quot; onerror=&quot;alert(1)"');

    const faq = await read("faq");
    const entries = [{ question: { ro: "Sigur?", en: "Safe?", ru: "", bg: "" }, answer: { ro: HOSTILE, en: HOSTILE, ru: HOSTILE, bg: HOSTILE } }, ...faq.faq];
    expect((await save("faq", { ...pageInput(faq), faq: entries }, faq.version)).status).toBe(200);
    for (const lang of LOCALES) expectHarmless((await publicPage("faq", lang)).faq[0].answer_html);

    // The server-rendered page, with the page's data it carries for hydration: no script from the text.
    const document = await (await fetch(`${shop.url}/en/terms-of-use/`, { headers: { cookie: "i18n_redirected=en" } })).text();
    expect(document).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(document).not.toMatch(/<script>alert|<img src=x|<iframe|<div onmouseover|href="javascript:/i);
    expect(document).not.toContain("</script><script>");

    const preview = await shop.api("dashboard/pages/preview", json("POST", { markdown: HOSTILE }, manager));
    expect(preview.status).toBe(200);
    expectHarmless((await preview.json()).data.html);
  });

  test("FAQ answers of 20,000 [ each are saved and shown as they were typed", async () => {
    const faq = await read("faq");
    const brackets = "[".repeat(20_000);
    const linked = `${"[".repeat(19_950)} see [the terms](/en/terms-of-use/)`;
    const entries = [brackets, linked, `${"![".repeat(10_000)}`].map((answer, i) => ({
      question: { ro: `Întrebarea ${i}`, en: `Question ${i}`, ru: "", bg: "" },
      answer: { ro: answer, en: answer, ru: "", bg: "" },
    }));
    expect((await save("faq", { ...pageInput(faq), faq: entries }, faq.version)).status).toBe(200);
    const shown = (await publicPage("faq", "en")).faq.map((entry: { answer_html: string }) => entry.answer_html);
    expect(shown).toEqual([
      `<p>${brackets}</p>\n`,
      `<p>${"[".repeat(19_950)} see <a href="/en/terms-of-use/">the terms</a></p>\n`,
      `<p>${"![".repeat(10_000)}</p>\n`,
    ]);
  });

  test("safe links stay links: web addresses, e-mail, phone and the shop's own pages", async () => {
    const preview = await shop.api(
      "dashboard/pages/preview",
      json("POST", { markdown: "[a](https://example.md/x) [b](mailto:shop@example.md) [c](tel:+37322000000) [d](/en/faq/)" }, manager),
    );
    const html: string = (await preview.json()).data.html;
    for (const href of ["https://example.md/x", "mailto:shop@example.md", "tel:+37322000000", "/en/faq/"]) expect(html).toContain(`href="${href}"`);
  });
});
