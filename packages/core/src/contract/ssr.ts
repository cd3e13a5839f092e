import type { StoreOptions } from "../ports/index.js";

// The hand-off between the shop's server and the storefront's server-side build (web's
// entry-server), which the server loads at run time from a file: declared once here, so the
// compiler checks both sides against it. `Req` and `Res` are the platform's HTTP Request and
// Response, which core does not name.

/** A page request as the server hands it over. */
export interface RenderRequest<Req, Res> {
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
  readonly fetchApi: (request: Req) => Promise<Res>;
  /**
   * Keeps pages every visitor gets alike: called with the page's key (language, path and query) and
   * the function that renders it, it answers a page it keeps for that key, or renders and may keep
   * it. The server's cache adds to the key what else the page depends on (the catalogue's version,
   * the build). Without it every page is rendered.
   *
   * The answer to a request whose page is shared depends on `url`, the language cookie
   * (`LOCALE_COOKIE`) and `acceptLanguage` alone, besides the shop's fixed settings (origin, Secure
   * cookies, chat widget): the server may send it again to a request with the same three without
   * calling `render`.
   */
  readonly sharedPages?: SharedPages;
  /**
   * Keeps what every page loads alike in a language (the shop's settings, its categories, the
   * visitor's country) for as long as pages alike are kept: called with a key (naming the language
   * where the data depends on it) and the function that loads it, it answers what it keeps for that
   * key, or loads it and keeps it unless the load fails. The server adds to the key what it adds for
   * {@link sharedPages}. Without it every render loads its own.
   */
  readonly sharedData?: SharedData;
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

/** See {@link RenderRequest.sharedData}. */
export type SharedData = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/** Headers every answer may carry: cookies to set and the request headers the answer depends on. */
export interface RenderMeta {
  readonly cookies: ReadonlyArray<{ readonly name: string; readonly value: string; readonly options: StoreOptions }>;
  /** The value of the Vary header, when the answer depends on more than the URL. */
  readonly vary?: string;
}

/** What the server sends: a redirect, or a status and the parts of the HTML template. */
export type RenderResult = RenderMeta & ({ readonly redirect: string; readonly permanent: boolean } | Omit<RenderedPage, "languages">);

/** Fills a page template's `<!--app-NAME-->` places with texts inserted literally. */
export type TemplateFiller = <K extends string>(template: string, names: ReadonlyArray<K>) => (values: Readonly<Record<K, string>>) => string;

/** What the storefront's server-side entry exports: the server loads its build as one of these. */
export interface StorefrontEntry<Req, Res> {
  /** Renders a storefront page, with its data loaded and serialised for hydration. */
  readonly render: (request: RenderRequest<Req, Res>) => Promise<RenderResult>;
  /** Fills the page template's places; the server fills its template with it once per build. */
  readonly templateFiller: TemplateFiller;
}
