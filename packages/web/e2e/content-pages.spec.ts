import { expect, httpError, test } from "./fixtures.js";
import { signIn, staffToken } from "./staff.js";
import { TEXTS, fill, open } from "./texts.js";

// A manager edits the shop's content pages: adds a question to the FAQ in Russian and sees it on
// /ru/faq/, then writes the about-us page in Romanian with Markdown (a heading, a list, a link),
// previews it and sees it rendered on /about/, reached from the footer.
const MANAGER = { email: "pages.manager@e2e.vitrina.md", name: "Petra Pagini", password: "pages-e2e-password" };
const T = TEXTS.en.dashboard;
const QUESTION = "Можно ли забрать заказ в субботу?";
const ANSWER = "Да, пункт выдачи работает **по субботам**.";
const ABOUT = "Suntem un magazin de familie.\n\n## Cine suntem\n\n- Livrare gratuită\n- Plata la livrare\n\nScrieți-ne pe pagina [Contacte](/contacts/).";

test.use({ locale: "en-US" });

test("a manager adds an FAQ question in Russian and writes the about page in Markdown; the shop shows both at once", async ({
  page,
  request,
  allowConsoleError,
}) => {
  test.setTimeout(120_000);
  const token = await staffToken(request);
  const created = await request.post("/api/dashboard/staff", {
    headers: { authorization: `Bearer ${token}` },
    data: { email: MANAGER.email, name: MANAGER.name, role: "manager", password: MANAGER.password },
  });
  expect(created.status()).toBe(201);
  // Seen before the edit, so the shop has the old FAQ in its caches.
  await open(page, "/ru/faq/");
  await expect(page.getByText(QUESTION)).toHaveCount(0);

  await signIn(page, T, MANAGER);

  await page.getByRole("link", { name: T.nav.pages, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/pages\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.pages.title);
  const faqForm = page.getByRole("form", { name: T.pages.kinds.faq });
  await faqForm.getByRole("group", { name: T.pages.languages }).getByRole("button", { name: "Русский" }).click();
  await expect(faqForm.getByLabel(/^Title/)).toHaveValue("Часто задаваемые вопросы");
  const before = await faqForm.getByLabel(/^Question \d+$/).count();
  await faqForm.getByRole("button", { name: T.pages.addQuestion }).click();
  await faqForm.getByLabel(fill(T.pages.question, { position: before + 1 })).fill(QUESTION);
  await faqForm.getByLabel(fill(T.pages.answer, { position: before + 1 })).fill(ANSWER);
  // Moved to the top: the shop shows the questions in the order set here.
  for (let i = 0; i < before; i++) await faqForm.getByRole("button", { name: `${T.common.moveUp}: ${QUESTION}` }).click();
  await expect(faqForm.getByLabel(fill(T.pages.question, { position: 1 }))).toHaveValue(QUESTION);
  // Romanian is the shop's main language: a question needs its Romanian text, and the tab says so.
  allowConsoleError(httpError(422));
  await faqForm.getByRole("button", { name: T.common.save }).click();
  const romanian = faqForm.getByRole("group", { name: T.pages.languages }).getByRole("button", { name: /^Română/ });
  await expect(romanian).toHaveText(`Română — ${T.pages.hasErrors}`);
  await romanian.click();
  await expect(faqForm.getByLabel(fill(T.pages.question, { position: 1 }))).toHaveAttribute("aria-invalid", "true");
  await faqForm.getByLabel(fill(T.pages.question, { position: 1 })).fill("Pot ridica comanda sâmbăta?");
  await faqForm.getByLabel(fill(T.pages.answer, { position: 1 })).fill("Da, punctul de ridicare lucrează **sâmbăta**.");
  await faqForm.getByRole("button", { name: T.common.save }).click();
  await expect(faqForm.getByRole("status")).toHaveText(T.common.saved);

  await open(page, "/ru/faq/");
  const first = page.locator("details.faq-item").first();
  await expect(first.locator("summary")).toHaveText(QUESTION);
  await first.locator("summary").click();
  await expect(first.getByText("по субботам")).toHaveJSProperty("tagName", "STRONG");

  await open(page, "/dashboard/pages/");
  await page.getByLabel(T.pages.page).selectOption("about");
  await expect(page).toHaveURL(/\/dashboard\/pages\/\?kind=about$/);
  const aboutForm = page.getByRole("form", { name: T.pages.kinds.about });
  await expect(aboutForm.getByRole("group", { name: T.pages.languages }).getByRole("button", { name: "Română" })).toHaveAttribute("aria-pressed", "true");
  await aboutForm.getByLabel(/^Text/).fill(ABOUT);
  await aboutForm.getByRole("button", { name: T.pages.preview }).click();
  const preview = aboutForm.getByRole("region", { name: fill(T.pages.previewOf, { language: T.common.languageNames.ro }) });
  await expect(preview.getByRole("heading", { level: 2, name: "Cine suntem" })).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveText(["Livrare gratuită", "Plata la livrare"]);
  await aboutForm.getByRole("button", { name: T.common.save }).click();
  await expect(aboutForm.getByRole("status")).toHaveText(T.common.saved);

  // Meanwhile an admin renames the page: the manager's next save is refused, says what changed and
  // loads the saved version on request.
  const auth = { authorization: `Bearer ${token}` };
  const current = (
    (await (await request.get("/api/dashboard/pages/about", { headers: auth })).json()) as {
      data: { version: number; title: Record<string, string>; body: Record<string, string> };
    }
  ).data;
  const renamed = await request.put("/api/dashboard/pages/about", {
    headers: { ...auth, "if-match": `"${current.version}"` },
    data: { title: { ...current.title, ro: "Despre magazin" }, body: current.body, faq: [] },
  });
  expect(renamed.status()).toBe(200);
  allowConsoleError(httpError(409));
  await aboutForm.getByLabel(/^Text/).fill(`${ABOUT}\n\nÎn plus.`);
  await aboutForm.getByRole("button", { name: T.common.save }).click();
  const conflict = aboutForm.getByRole("alert");
  await expect(conflict).toContainText(T.common.conflict);
  await expect(conflict).toContainText(fill(T.common.conflictChanged, { fields: T.pages.pageTitle }));
  await conflict.getByRole("button", { name: T.common.conflictReload }).click();
  await expect(aboutForm.getByLabel(/^Title/)).toHaveValue("Despre magazin");
  await expect(aboutForm.getByLabel(/^Text/)).toHaveValue(ABOUT);

  // A shopper reading in Romanian: the footer leads to the page, which shows the Markdown rendered.
  await page.context().addCookies([{ name: "i18n_redirected", value: "ro", url: new URL("/", page.url()).href }]);
  await open(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: TEXTS.ro.shell.aboutUs, exact: true }).click();
  await expect(page).toHaveURL(/\/about\/$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Despre magazin");
  await expect(main.getByText("Suntem un magazin de familie.")).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Cine suntem" })).toBeVisible();
  await expect(main.getByRole("listitem")).toHaveText(["Livrare gratuită", "Plata la livrare"]);
  await expect(main.getByRole("link", { name: "Contacte" })).toHaveAttribute("href", "/contacts/");
  // Loaded afresh (server-rendered), too.
  await open(page, "/about/");
  await expect(page.getByRole("main").getByRole("heading", { level: 2, name: "Cine suntem" })).toBeVisible();
});
