import { useEffect, useState } from "react";
import { Router, useLocation, useSearch } from "wouter";
import { localeFromPath, type Locale } from "@vitrina/core";
import { TypesafeI18n, isLocaleLoaded, loadLocale, useI18nContext } from "@vitrina/react-ui/i18n";
import { PageDataProvider, usePage, type PageState } from "./page-data.js";
import { ShellDataProvider, ShopProvider, useShop, type Shop, type ShellData } from "./shop-context.js";
import { pageComponent, pageHead } from "./page-view.js";
import { Shell } from "./shell.js";

/** Props of the whole storefront app. */
export interface AppProps {
  readonly shop: Shop;
  /** The page the server rendered (or is rendering). */
  readonly initial: PageState;
  /** The shell data of the first page's language. */
  readonly shell: ShellData;
  /** Server rendering only: the requested path and query. */
  readonly ssrPath?: string;
  readonly ssrSearch?: string;
}

/** Loads the header and footer data (contacts, categories) in a language. */
export const loadShell = async (shop: Pick<Shop, "api">): Promise<ShellData> => {
  const [general, categories] = await Promise.all([shop.api.getGeneral(), shop.api.getCategories().catch(() => [])]);
  return { general, categories };
};

/** Marks the document once the app is interactive (the journeys wait for it before clicking). */
const useHydratedMark = () =>
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

/** The storefront: language from the path, messages, shell and the page. */
export const App = ({ shop, initial, shell, ssrPath, ssrSearch }: AppProps) => (
  <Router {...(ssrPath !== undefined ? { ssrPath, ssrSearch: ssrSearch ?? "" } : {})}>
    <ShopProvider shop={shop}>
      <LocaleRoot initial={initial} shell={shell} />
    </ShopProvider>
  </Router>
);

const prefixOf = (locale: Locale) => (locale === "ro" ? "" : `/${locale}`);

/** The shell data follows the language: a switch reloads it in the new language. */
const useShellData = (locale: Locale, initial: ShellData): ShellData => {
  const shop = useShop();
  const [state, setState] = useState({ locale, data: initial });
  useEffect(() => {
    if (state.locale === locale) return;
    let cancelled = false;
    void loadShell(shop).then((data) => !cancelled && setState({ locale, data }));
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

const LocaleRoot = ({ initial, shell }: { readonly initial: PageState; readonly shell: ShellData }) => {
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
  useHydratedMark();
  return (
    <Router base={prefixOf(locale)}>
      <PageDataProvider initial={initial} url={url} locale={locale}>
        {/* typesafe-i18n's provider keeps its first locale: a new language mounts a new provider. */}
        <TypesafeI18n key={messages} locale={messages}>
          <ShellDataProvider data={shellData}>
            <Shell data={shellData}>
              <PageView />
            </Shell>
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
  useEffect(() => {
    const head = pageHead(page, { locale, LL, path: page.url.split("?")[0] ?? "/", origin });
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
