import { renderToString } from "react-dom/server";
import { createHttpShopApi } from "@vitrina/api-adapter";
import { localeFromPath, localizePath, resolveActiveLocale, LOCALE_COOKIE, type KeyValueStore, type Locale, type StoreOptions } from "@vitrina/core";
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

/** A page request as the server hands it over. */
export interface RenderRequest {
  /** Path and query, e.g. `/ru/category/x/?page=2`. */
  readonly url: string;
  readonly cookies: Readonly<Record<string, string>>;
  readonly acceptLanguage: string;
  /** The shop's public origin, e.g. `https://vitrina.md`. */
  readonly origin: string;
  /** Script URL of the third-party chat widget of the error page, when configured. */
  readonly chatWidgetUrl?: string;
  /** Whether cookies get the Secure flag (an https shop or SECURE_COOKIES=1). */
  readonly secureCookies?: boolean;
  /** Calls the shop API in the same process. */
  readonly fetchApi: (request: Request) => Promise<Response>;
  /**
   * Keeps pages every visitor gets alike: called with the page's key (language, path and query) and
   * the function that renders it, it answers a page it keeps for that key, or renders and may keep
   * it. The server's cache adds to the key what else the page depends on (the catalogue's version,
   * the build). Without it every page is rendered.
   */
  readonly sharedPages?: SharedPages;
}

/** A page as rendered, apart from what belongs to one request (redirects, cookies). */
export interface RenderedPage {
  readonly status: number;
  readonly lang: string;
  readonly head: string;
  readonly html: string;
  readonly state: string;
  /** The languages the shop had switched on when the page was rendered. */
  readonly languages: ReadonlyArray<string>;
}

/** See {@link RenderRequest.sharedPages}. */
export type SharedPages = (key: string, render: () => Promise<RenderedPage>) => Promise<RenderedPage>;

/** Headers every answer may carry: cookies to set and the request headers the answer depends on. */
export interface RenderMeta {
  readonly cookies: ReadonlyArray<{ readonly name: string; readonly value: string; readonly options: StoreOptions }>;
  /** The value of the Vary header, when the answer depends on more than the URL. */
  readonly vary?: string;
}

/** What the server sends: a redirect, or a status and the parts of the HTML template. */
export type RenderResult = RenderMeta &
  (
    | { readonly redirect: string; readonly permanent: boolean }
    | { readonly status: number; readonly lang: string; readonly head: string; readonly html: string; readonly state: string }
  );

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

/** The messages of each language, made once (the dictionaries are loaded once at start). */
const translations = new Map<Locale, ReturnType<typeof i18nObject>>();
const messagesOf = (locale: Locale) => translations.get(locale) ?? translations.set(locale, i18nObject(locale)).get(locale)!;

/** Loads a page's data and renders it with `cookies` (the page's language, and the visitor's own on personal pages). */
const renderPage = async ({ request, locale, pathname, rest, search, cookies }: {
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
  const [shell, page] = await Promise.all([loadShell({ api, logger: console }), loadPage(api, locale, rest + query, { cookies, logger: console })]);
  const shop = createShop({ api, cookies, storage: readOnlyStore({}), logger: console, now: Date.now, origin: request.origin });
  const renderedCart = shop.cart.getSnapshot().context.lines;
  const html = renderToString(<App shop={shop} initial={page} shell={shell} renderedCart={renderedCart} ssrPath={pathname} ssrSearch={search} />);
  shop.cart.stop();
  shop.search.stop();
  const languages = shell.general.languages.map((l) => l.code as Locale);
  const head = pageHead(page, { locale, LL: messagesOf(locale), path: rest, origin: request.origin, shop: shopIdentityOf(shell.general) });
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

/** The language of a rendered page (for logs and tests). */
export type { Locale };

/** Fills the page template's places (see template.ts); the shop's server and `npm run dev` both use it. */
export { templateFiller } from "./template.js";
