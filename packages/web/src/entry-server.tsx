import { renderToString } from "react-dom/server";
import { createHttpShopApi } from "@vitrina/api-adapter";
import { localeFromPath, localizePath, resolveActiveLocale, LOCALE_COOKIE, type KeyValueStore, type Locale } from "@vitrina/core";
import type { RenderMeta, RenderRequest as PageRequest, RenderResult, RenderedPage, SharedData } from "@vitrina/core/contract";
import { i18nObject } from "@vitrina/react-ui/i18n";
import { loadAllLocalesSync } from "@vitrina/react-ui/i18n-server";
import { App, loadShell } from "./app/App.js";
import { loadPage } from "./app/page-data.js";
import { matchPath } from "./app/match.js";
import { routes } from "./app/routes.js";
import { pageHead } from "./app/page-view.js";
import { createShop } from "./app/services.js";
import { shopIdentityOf } from "./app/shop-context.js";
import { STATE_ELEMENT_ID, type SsrState } from "./app/state.js";
import { safeJson, renderHead } from "./app/head.js";
import { decideLanguage } from "./app/language.js";

loadAllLocalesSync();

// This module is the storefront's side of core's StorefrontEntry (the server loads its build as
// one); test/entry-server.test.ts has the compiler check its exports against it.

/** A page request as the server hands it over, with the platform's fetch types. */
type RenderRequest = PageRequest<Request, Response>;

const readOnlyStore = (values: Readonly<Record<string, string>>): KeyValueStore => ({
  get: (name) => values[name],
  set: () => undefined,
  remove: () => undefined,
});

/** Renders a storefront page on the server, with its data loaded and serialised for hydration. */
export const render = async (request: RenderRequest): Promise<RenderResult> => {
  const [pathname = "/", search = ""] = request.url.split("?");
  const query = search ? `?${search}` : "";
  const { locale, rest } = localeFromPath(pathname);
  // A path starting with `//` or `/\` (after the language prefix too) is no page of the shop: the 404
  // page, never a redirect, which browsers would follow to another site (`//evil.example/login/`).
  const foreign = /^\/[/\\]/.test(pathname) || /^\/[/\\]/.test(rest);
  // Every path ends with '/': redirect the others once for good, keeping the query.
  if (!foreign && !pathname.endsWith("/") && !/\.[a-z0-9]+$/i.test(pathname)) return { redirect: `${pathname}/${query}`, permanent: true, cookies: [] };
  const language = decideLanguage({
    pathname,
    query,
    cookie: request.cookies[LOCALE_COOKIE],
    acceptLanguage: request.acceptLanguage,
    secure: request.secureCookies ?? false,
  });
  const meta: RenderMeta = {
    cookies: language.cookie ? [{ name: LOCALE_COOKIE, ...language.cookie }] : [],
    ...(language.vary ? { vary: "Cookie, Accept-Language" } : {}),
  };
  if (language.redirect && !foreign) return { ...meta, redirect: language.redirect, permanent: false };
  // A shared page is rendered without the visitor's cookies (only the page's language), so nothing
  // of one visitor's can reach another's page; the cart and order pages are the visitor's own.
  const personal = matchPath(routes, rest)?.route.personal === true;
  const cookies = readOnlyStore(personal ? { ...request.cookies, [LOCALE_COOKIE]: locale } : { [LOCALE_COOKIE]: locale });
  const make = () => renderPage({ request, locale, pathname, rest, search, cookies });
  const page = personal || !request.sharedPages ? await make() : await request.sharedPages(`${locale} ${rest}${query}`, make);
  // A language the shop has switched off falls back to the stored language, without a prefix (spec §4).
  const active = resolveActiveLocale(locale, page.languages, request.cookies[LOCALE_COOKIE]);
  if (active.locale !== locale && !foreign) return { ...meta, redirect: localizePath(rest, active.locale) + query, permanent: false };
  const { languages: _, ...parts } = page;
  return { ...meta, ...parts };
};

/** Loads a page's data and renders it with `cookies` (the page's language, and the visitor's own on personal pages). */
const renderPage = async ({
  request,
  locale,
  pathname,
  rest,
  search,
  cookies,
}: {
  readonly request: RenderRequest;
  readonly locale: Locale;
  readonly pathname: string;
  readonly rest: string;
  readonly search: string;
  readonly cookies: KeyValueStore;
}): Promise<RenderedPage> => {
  const query = search ? `?${search}` : "";
  const api = createHttpShopApi({
    baseUrl: `${request.origin}/api`,
    fetch: (input, init) => request.fetchApi(new Request(input, init)),
    store: cookies,
    navigation: { navigate: () => undefined, reload: () => undefined },
    logger: console,
  });
  // What every page loads alike, loaded once per catalogue version when the server keeps it: each
  // part on its own, so that one that failed (and was replaced by a default) is not kept.
  const shared: SharedData = request.sharedData ?? ((_key, load) => load());
  const shellApi = {
    getGeneral: () => shared(`general ${locale}`, () => api.getGeneral()),
    getCategories: () => shared(`categories ${locale}`, () => api.getCategories()),
    getCountry: () => shared("country", () => api.getCountry()),
  };
  const [shell, page] = await Promise.all([loadShell({ api: shellApi, logger: console }), loadPage(api, locale, rest + query, { cookies, logger: console })]);
  const shop = createShop({ api, cookies, storage: readOnlyStore({}), logger: console, now: Date.now, origin: request.origin });
  const renderedCart = shop.cart.getSnapshot().context.lines;
  const html = withoutHoistedPreloads(
    renderToString(<App shop={shop} initial={page} shell={shell} renderedCart={renderedCart} ssrPath={pathname} ssrSearch={search} />),
  );
  shop.cart.stop();
  const languages = shell.general.languages.map((l) => l.code as Locale);
  const head = pageHead(page, { locale, LL: i18nObject(locale), path: rest, origin: request.origin, shop: shopIdentityOf(shell.general) });
  const state: SsrState = {
    locale,
    shell,
    page,
    cart: renderedCart,
    ...(request.chatWidgetUrl ? { chatWidgetUrl: request.chatWidgetUrl } : {}),
  };
  return {
    status: page.status,
    lang: locale,
    head: renderHead(head, { locale, path: rest, origin: request.origin, languages }),
    html,
    state: `<script id="${STATE_ELEMENT_ID}" type="application/json">${safeJson(state)}</script>`,
    languages,
  };
};

/**
 * React puts a preload of every picture not loaded lazily ahead of the markup it renders outside a
 * whole document, here inside #root. The head already preloads the page's largest picture (head.ts),
 * and links left there stand where hydration expects the page's first element: the browser then
 * takes every element of the page out and puts it back, which lays the whole page out again.
 */
const withoutHoistedPreloads = (html: string): string => html.replace(/^(?:<link rel="preload" as="image"[^>]*\/>)+/, "");

/** The language of a rendered page (for logs and tests). */
export type { Locale };

/** Fills the page template's places (see template.ts); the shop's server and `npm run dev` both use it. */
export { templateFiller } from "./template.js";
