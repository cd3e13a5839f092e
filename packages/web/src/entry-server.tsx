import { renderToString } from "react-dom/server";
import { createHttpShopApi } from "@vitrina/api-adapter";
import { detectLocale, localeFromPath, localizePath, resolveActiveLocale, LOCALE_COOKIE, type KeyValueStore, type Locale } from "@vitrina/core";
import { i18nObject } from "@vitrina/react-ui/i18n";
import { loadAllLocalesSync } from "@vitrina/react-ui/i18n-server";
import { App, loadShell } from "./app/App.js";
import { loadPage } from "./app/page-data.js";
import { pageHead } from "./app/page-view.js";
import { createShop } from "./app/services.js";
import { STATE_ELEMENT_ID, type SsrState } from "./app/state.js";
import { safeJson, renderHead } from "./app/head.js";

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
  /** Calls the shop API in the same process. */
  readonly fetchApi: (request: Request) => Promise<Response>;
}

/** What the server sends: a redirect, or a status and the parts of the HTML template. */
export type RenderResult =
  | { readonly redirect: string }
  | { readonly status: number; readonly lang: string; readonly head: string; readonly html: string; readonly state: string };

const readOnlyStore = (values: Readonly<Record<string, string>>): KeyValueStore => ({
  get: (name) => values[name],
  set: () => undefined,
  remove: () => undefined,
});

/** Renders a storefront page on the server, with its data loaded and serialised for hydration. */
export const render = async (request: RenderRequest): Promise<RenderResult> => {
  const [pathname = "/", search = ""] = request.url.split("?");
  const query = search ? `?${search}` : "";
  // Every path ends with '/': redirect the others once, keeping the query.
  if (!pathname.endsWith("/") && !/\.[a-z0-9]+$/i.test(pathname)) return { redirect: `${pathname}/${query}` };
  const { locale, rest } = localeFromPath(pathname);
  if (pathname === "/" && !request.cookies[LOCALE_COOKIE]) {
    // First visit to the root: the visitor's browser languages pick the language (spec §4).
    const detected = detectLocale({ cookie: undefined, browserLanguages: parseAcceptLanguage(request.acceptLanguage) });
    if (detected !== "ro") return { redirect: localizePath("/", detected) + query };
  }
  // The page's language, not the cookie's, decides the language of the API's answers.
  const cookies = readOnlyStore({ ...request.cookies, [LOCALE_COOKIE]: locale });
  const api = createHttpShopApi({
    baseUrl: `${request.origin}/api`,
    fetch: (input, init) => request.fetchApi(new Request(input, init)),
    store: cookies,
    navigation: { navigate: () => undefined, reload: () => undefined },
  });
  const [shell, page] = await Promise.all([loadShell({ api }), loadPage(api, locale, rest + query)]);
  // A language the shop has switched off falls back to the stored language, without a prefix (spec §4).
  const active = resolveActiveLocale(locale, shell.general.languages.map((l) => l.code), request.cookies[LOCALE_COOKIE]);
  if (active.locale !== locale) return { redirect: localizePath(rest, active.locale) + query };

  const shop = createShop({ api, cookies, storage: readOnlyStore({}), logger: console, now: Date.now, origin: request.origin });
  const html = renderToString(<App shop={shop} initial={page} shell={shell} ssrPath={pathname} ssrSearch={search} />);
  shop.cart.stop();
  shop.search.stop();
  const head = pageHead(page, { locale, LL: i18nObject(locale), path: rest, origin: request.origin });
  const state: SsrState = { locale, shell, page, ...(request.chatWidgetUrl ? { chatWidgetUrl: request.chatWidgetUrl } : {}) };
  return {
    status: page.status,
    lang: locale,
    head: renderHead(head, { locale, path: rest, origin: request.origin, languages: shell.general.languages.map((l) => l.code as Locale) }),
    html,
    state: `<script id="${STATE_ELEMENT_ID}" type="application/json">${safeJson(state)}</script>`,
  };
};

const parseAcceptLanguage = (header: string): string[] =>
  header
    .split(",")
    .map((part) => {
      const [tag = "", q = "q=1"] = part.trim().split(";");
      return { tag: tag.trim(), q: Number(q.split("=")[1] ?? 1) };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag);

/** The language of a rendered page (for logs and tests). */
export type { Locale };
