// How the journeys' staff sign in: through the sign-in form as a person does, or with a token of the
// API for a journey whose subject is elsewhere (its password check is as slow as the form's).
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures.js";
import { type Locale, open, type TEXTS } from "./texts.js";

/** A staff member's e-mail and password, as the sign-in form and `POST /api/auth/login` take them. */
export type Credentials = { readonly email: string; readonly password: string };

/** The admin of the journeys' shops (start-shop.mjs). */
export const ADMIN: Credentials = { email: "admin@e2e.vitrina.md", password: "e2e-admin-password" };

/** The dashboard's texts in one language, whose labels the sign-in form shows. */
type DashboardTexts = (typeof TEXTS)[Locale]["dashboard"];

/** Fills the sign-in form the page shows with `credentials` and sends it, for a journey that expects a refusal. */
export const submitSignIn = async (page: Page, texts: DashboardTexts, credentials: Credentials) => {
  await page.getByLabel(texts.login.email).fill(credentials.email);
  await page.getByLabel(texts.login.password).fill(credentials.password);
  await page.getByRole("button", { name: texts.login.submit }).click();
};

/**
 * Signs in through the form the page shows and waits for the dashboard. The password check is
 * memory-hard on purpose (scrypt): on a busy machine it takes seconds, hence the long wait.
 */
export const signInHere = async (page: Page, texts: DashboardTexts, credentials: Credentials = ADMIN) => {
  await submitSignIn(page, texts, credentials);
  await expect(page).toHaveURL(/\/dashboard\/$/, { timeout: 30_000 });
};

/** Opens the sign-in page and signs in with `credentials` ({@link signInHere}); `texts` are the dashboard's in the browser's language. */
export const signIn = async (page: Page, texts: DashboardTexts, credentials: Credentials = ADMIN) => {
  await open(page, "/auth/login/");
  await signInHere(page, texts, credentials);
};

/** A staff member's token of the API, for `authorization: Bearer …` or {@link signInWithToken}. */
export const staffToken = async (request: APIRequestContext, credentials: Credentials = ADMIN): Promise<string> =>
  ((await (await request.post("/api/auth/login", { data: credentials })).json()) as { token: string }).token;

/** The dashboard's session cookie (spec §6). */
const SESSION_COOKIE = "auth_token";

/** Makes the page's browser signed in with `token` (the dashboard's session cookie), without the sign-in form. */
export const signInWithToken = (page: Page, token: string, baseURL: string) =>
  page.context().addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL }]);

/** The token of the session the page's browser holds (its session cookie), or undefined when it holds none. */
export const sessionToken = async (page: Page): Promise<string | undefined> =>
  (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.value;
