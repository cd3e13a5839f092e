import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { Router, useLocation, useSearch } from "wouter";
import { DEFAULT_COUNTRY, DEFAULT_LOCALE, isApiError, localeFromPath, type CartLine, type Locale } from "@vitrina/core";
import { TypesafeI18n, isLocaleLoaded, loadLocale, useI18nContext } from "@vitrina/react-ui/i18n";
import { usePage, type PageState } from "./page-context.js";
import { PageDataProvider } from "./page-data.js";
import { RenderedCartProvider, markHydrated } from "./personal.js";
import { ShellDataProvider, ShopProvider, shopIdentityOf, useShellData as useShellDataContext, useShop, type Shop, type ShellData } from "./shop-context.js";
import { pageComponent, pageHead } from "./page-view.js";
import { Shell } from "./shell.js";
import { LinkProvider, ShopIdentityProvider, type KeptMarkup } from "@vitrina/react-ui";
import { AppLink } from "./link.js";
import { KeepFirstPage } from "./kept.js";

/** Props of the whole storefront app. */
export interface AppProps {
  readonly shop: Shop;
  /** The page the server rendered (or is rendering). */
  readonly initial: PageState;
  /** The shell data of the first page's language. */
  readonly shell: ShellData;
  /** The cart lines the server rendered the first page with (none on a page shared by every visitor). */
  readonly renderedCart: ReadonlyArray<CartLine>;
  /** Browser only: reads the server's markup of react-ui's `Kept` parts, kept while the first page is on screen. */
  readonly keptMarkup?: KeptMarkup;
  /** Server rendering only: the requested path and query. */
  readonly ssrPath?: string;
  readonly ssrSearch?: string;
}

const messageOf = (error: unknown): string => (error instanceof Error || isApiError(error) ? error.message : String(error));

/**
 * Loads the header and footer data (contacts, categories) in a language, and the visitor's country.
 * Without categories the menu is empty and without the country md is assumed; without the general
 * data there is no page to show (each failure logged with spec §8's message).
 */
export const loadShell = async ({
  api,
  logger,
}: {
  readonly api: Pick<Shop["api"], "getGeneral" | "getCategories" | "getCountry">;
  readonly logger: Shop["logger"];
}): Promise<ShellData> => {
  const [general, categories, country] = await Promise.all([
    api.getGeneral().catch((error: unknown) => {
      logger.error(`Failed to fetch general data: ${messageOf(error)}`, error);
      throw error;
    }),
    api.getCategories().catch((error: unknown) => {
      logger.error("Failed to fetch categories", error);
      return [];
    }),
    api.getCountry().catch((error: unknown) => {
      logger.error(`Failed to fetch country data: ${messageOf(error)}`, error);
      return DEFAULT_COUNTRY;
    }),
  ]);
  return { general, categories, country };
};

/**
 * Once the first page is hydrated, page part included: refreshes the cart's product data (only now,
 * so that the first render matches the server's HTML) and marks the document (the journeys wait for
 * it before clicking). Rendered just before the page, so its effects run before the page's own.
 */
const Hydrated = () => {
  const { cart } = useShop();
  // A layout effect runs before the page's own effects, so a page's cart events (the cart page
  // refreshes and checks availability) come after this one, as they did before hydration.
  // An empty cart has nothing to refresh: its machine then loads with the first change only.
  useLayoutEffect(() => {
    if (cart.getSnapshot().context.lines.length > 0) cart.send({ type: "cart.refresh" });
  }, []);
  useEffect(() => {
    markHydrated();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
};

// The first page's own part (inside the shell) hydrates in a task of its own, after the shell's:
// two shorter tasks on a phone instead of one long one. While hydrating, Preact keeps the server's
// markup of a part that suspends and hydrates it once the promise is resolved.
let pagePart: Promise<void> | "hydrated" | undefined;
const HydrateLater = ({ children }: { readonly children: ReactNode }) => {
  if (pagePart === "hydrated" || typeof window === "undefined") return children;
  pagePart ??= new Promise<void>((resolve) => setTimeout(resolve)).then(() => {
    pagePart = "hydrated";
  });
  throw pagePart;
};

/** The storefront: language from the path, messages, shell and the page. */
export const App = ({ shop, initial, shell, renderedCart, keptMarkup, ssrPath, ssrSearch }: AppProps) => (
  <Router {...(ssrPath !== undefined ? { ssrPath, ssrSearch: ssrSearch ?? "" } : {})}>
    <LinkProvider component={AppLink}>
      <ShopProvider shop={shop}>
        <RenderedCartProvider lines={renderedCart}>
          <LocaleRoot initial={initial} shell={shell} keptMarkup={keptMarkup} />
        </RenderedCartProvider>
      </ShopProvider>
    </LinkProvider>
  </Router>
);

const prefixOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? "" : `/${locale}`);

/** The shell data follows the language: a switch reloads it in the new language. */
const useShellData = (locale: Locale, initial: ShellData): ShellData => {
  const shop = useShop();
  const [state, setState] = useState({ locale, data: initial });
  useEffect(() => {
    if (state.locale === locale) return;
    let cancelled = false;
    // A failure is logged by loadShell; the previous language's shell stays.
    loadShell(shop).then(
      (data) => !cancelled && setState({ locale, data }),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [locale]);
  return state.data;
};

/**
 * The language whose messages are on screen: a new language's messages load on demand and the
 * previous language stays until they are there; a failed load is only logged (spec §8).
 */
const useLoadedMessages = (locale: Locale): Locale => {
  const [shown, setShown] = useState(locale);
  useEffect(() => {
    if (isLocaleLoaded(locale)) return setShown(locale);
    let cancelled = false;
    loadLocale(locale).then(
      () => !cancelled && setShown(locale),
      (error: unknown) => console.error(`Failed to load language ${locale}`, error),
    );
    return () => {
      cancelled = true;
    };
  }, [locale]);
  return isLocaleLoaded(locale) ? locale : shown;
};

const LocaleRoot = ({
  initial,
  shell,
  keptMarkup,
}: {
  readonly initial: PageState;
  readonly shell: ShellData;
  readonly keptMarkup: KeptMarkup | undefined;
}) => {
  const [location] = useLocation();
  const search = useSearch();
  const { locale, rest } = localeFromPath(location);
  const url = rest + (search ? `?${search}` : "");
  const shellData = useShellData(locale, shell);
  const { onNavigate } = useShop();
  useEffect(() => {
    onNavigate?.(location);
  }, [location]);
  const messages = useLoadedMessages(locale);
  return (
    <Router base={prefixOf(locale)}>
      <PageDataProvider initial={initial} url={url} locale={locale}>
        {/* typesafe-i18n's provider keeps its first locale: a new language mounts a new provider. */}
        <TypesafeI18n key={messages} locale={messages}>
          <ShellDataProvider data={shellData}>
            <ShopIdentityProvider value={shopIdentityOf(shellData.general)}>
              <KeepFirstPage address={`${locale}:${url}`} initial={initial} keptMarkup={keptMarkup}>
                <Shell data={shellData}>
                  <Suspense fallback={null}>
                    <HydrateLater>
                      <Hydrated />
                      <PageView />
                    </HydrateLater>
                  </Suspense>
                </Shell>
              </KeepFirstPage>
            </ShopIdentityProvider>
          </ShellDataProvider>
        </TypesafeI18n>
      </PageDataProvider>
    </Router>
  );
};

/** Keeps the document's language, title and description in step with the page after a navigation. */
const useDocumentHead = (page: PageState) => {
  const { LL, locale } = useI18nContext();
  const { origin } = useShop();
  const shop = shopIdentityOf(useShellDataContext().general);
  useEffect(() => {
    const head = pageHead(page, { locale, LL, path: page.url.split("?")[0] ?? "/", origin, shop });
    document.documentElement.lang = locale;
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", head.description);
  }, [page, locale]);
};

const PageView = () => {
  const { page, loading } = usePage();
  useDocumentHead(page);
  const Page = pageComponent(page.routeId);
  return (
    <div aria-busy={loading || undefined}>
      <Page data={page.data} />
    </div>
  );
};
