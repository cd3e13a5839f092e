import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestShop, type TestShop } from "./support/shop.js";

let shop: TestShop;
let admin: string;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  shop = await startTestShop();
  admin = await shop.adminToken();
  for (const role of ["manager"] as const) {
    const email = `${role}-pages@vitrina.md`;
    const password = `${role}-password-1`;
    await shop.api("dashboard/staff", {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ email, name: role, role, password }),
    });
    tokens[role] = (
      await (
        await shop.api("auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) })
      ).json()
    ).token;
  }
});
afterAll(() => shop.stop());

const call = (path: string, method = "GET", body?: unknown, token = tokens.manager) =>
  shop.api(path, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
const L = (ro: string, en: string, ru: string, bg: string) => ({ ro, en, ru, bg });
/** Saves a page as the dashboard does: with the version just read. */
const save = async (kind: string, input: unknown, token = tokens.manager) => {
  const read = await call(`dashboard/pages/${kind}`, "GET", undefined, token);
  const version = read.status === 200 ? (await read.json()).data.version : 0;
  return shop.api(`dashboard/pages/${kind}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "if-match": `"${version}"` },
    body: JSON.stringify(input),
  });
};
const publicPage = async (kind: string, lang: string) => (await (await shop.api(`pages/${kind}`, { headers: { "accept-language": lang } })).json()).data;

describe("content pages in the dashboard", () => {
  test("a manager edits the FAQ in ru and the storefront answers the new text at once", async () => {
    // Read first, so the public answer is in the answer cache before the edit.
    expect((await publicPage("faq", "ru")).faq.length).toBeGreaterThan(0);
    const page = (await (await call("dashboard/pages/faq")).json()).data;
    const faq = [
      {
        question: L("Cât costă livrarea?", "What does delivery cost?", "Сколько стоит доставка?", "Колко струва доставката?"),
        answer: L("Gratuit.", "Nothing.", "Доставка **бесплатная**.", "Безплатна."),
      },
      ...page.faq.slice(1),
    ];
    const res = await save("faq", { title: page.title, body: page.body, faq });
    expect(res.status).toBe(200);
    const shown = await publicPage("faq", "ru");
    expect(shown.faq[0]).toMatchObject({ question: "Сколько стоит доставка?", answer_html: "<p>Доставка <strong>бесплатная</strong>.</p>\n" });
    expect(shown.faq).toHaveLength(page.faq.length);
  });

  test("a policy's Markdown is rendered without the HTML a staff member typed", async () => {
    const body = L("## Retur\n\n<script>alert(1)</script> [x](javascript:alert(1))", "Returns", "Возврат", "Връщане");
    const res = await save("return-policy", { title: L("Retur", "Returns", "Возврат", "Връщане"), body, faq: [] });
    expect(res.status).toBe(200);
    const html: string = (await publicPage("return-policy", "ro")).html;
    expect(html).toContain("<h2>Retur</h2>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain('href="javascript:');
    const preview = await call("dashboard/pages/preview", "POST", { markdown: "<img src=x onerror=alert(1)> *ok*" });
    expect((await preview.json()).data.html).toBe("<p>&lt;img src=x onerror=alert(1)&gt; <em>ok</em></p>\n");
  });

  test("every change is in the audit trail, naming the page and the person", async () => {
    await save("terms-of-use", { title: L("Termeni noi", "Terms", "Условия", "Условия"), body: L("Text.", "", "", ""), faq: [] });
    const audit = (await (await call("dashboard/audit?entity=pages", "GET", undefined, admin)).json()).data;
    expect(audit[0]).toMatchObject({ entity: "pages", entity_id: "terms-of-use", action: "update", staff_email: "manager-pages@vitrina.md" });
    expect(audit[0].after.title.ro).toBe("Termeni noi");
    const faqAudit = (await (await call("dashboard/audit?entity=faq", "GET", undefined, admin)).json()).data;
    expect(faqAudit.length).toBeGreaterThan(0);
  });

  test("only signed-in managers and admins edit; bad input gets field errors; unknown pages 404", async () => {
    const input = { title: L("T", "", "", ""), body: L("B", "", "", ""), faq: [] };
    expect((await call("dashboard/pages/faq", "PUT", input, "not-a-token")).status).toBe(401);
    expect((await shop.api("dashboard/pages/preview", { method: "POST", body: "{}", headers: { "content-type": "application/json" } })).status).toBe(401);
    expect(
      (await shop.api("dashboard/pages/faq", { method: "PUT", body: JSON.stringify(input), headers: { "content-type": "application/json" } })).status,
    ).toBe(401);
    expect((await save("faq", input, admin)).status).toBe(200);
    const bad = await save("faq", {
      title: L("", "", "", ""),
      body: L("B", "", "", ""),
      faq: [{ question: L("x".repeat(201), "", "", ""), answer: L("a", "", "", "") }],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json()).errors)).toEqual(expect.arrayContaining(["title.ro", "faq.0.question.ro"]));
    expect((await save("nope", input)).status).toBe(404);
  });
});

describe("the home page's introduction (issue 30 item 6)", () => {
  const introduction = async (lang: string): Promise<string> =>
    (await (await shop.api("home", { headers: { "accept-language": lang } })).json()).data.introduction;

  test("is the opening paragraph of the owner's about page: the demo's promise is its text, and an edit changes the home page at once", async () => {
    expect(await introduction("ru")).toContain("бесплатная");
    expect(await introduction("ru")).toContain("14 дней");
    const page = (await (await call("dashboard/pages/about")).json()).data;
    const body = L(
      "# Despre noi\n\nLivrarea costă 50 de lei; retur în 30 de zile.\n\n## Mai mult\n\nAlt text.",
      page.body.en,
      "Доставка — 50 леев, возврат в течение **30 дней**.\n\nЕщё текст.",
      page.body.bg,
    );
    expect((await save("about", { title: page.title, body, faq: [] })).status).toBe(200);
    expect(await introduction("ro")).toBe("<p>Livrarea costă 50 de lei; retur în 30 de zile.</p>\n");
    expect(await introduction("ru")).toBe("<p>Доставка — 50 леев, возврат в течение <strong>30 дней</strong>.</p>\n");
  });
});
