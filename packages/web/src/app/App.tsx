import { Router, useLocation, useSearch } from "wouter";
import { localeFromPath, type Locale } from "@vitrina/core";
import { TypesafeI18n } from "@vitrina/react-ui/i18n";
import { PageDataProvider, usePage, type PageState } from "./page-data.js";
import { ShopProvider, type Shop } from "./shop-context.js";
import { pageComponent } from "./page-view.js";

/** Props of the whole storefront app. */
export interface AppProps {
  readonly shop: Shop;
  /** The page the server rendered (or is rendering). */
  readonly initial: PageState;
  /** Server rendering only: the requested path and query. */
  readonly ssrPath?: string;
  readonly ssrSearch?: string;
}

/** The storefront: language from the path, messages, page data and the page. */
export const App = ({ shop, initial, ssrPath, ssrSearch }: AppProps) => (
  <Router {...(ssrPath !== undefined ? { ssrPath, ssrSearch: ssrSearch ?? "" } : {})}>
    <ShopProvider shop={shop}>
      <LocaleRoot initial={initial} />
    </ShopProvider>
  </Router>
);

const prefixOf = (locale: Locale) => (locale === "ro" ? "" : `/${locale}`);

const LocaleRoot = ({ initial }: { readonly initial: PageState }) => {
  const [location] = useLocation();
  const search = useSearch();
  const { locale, rest } = localeFromPath(location);
  const url = rest + (search ? `?${search}` : "");
  return (
    <TypesafeI18n locale={locale}>
      <Router base={prefixOf(locale)}>
        <PageDataProvider initial={initial} url={url} locale={locale}>
          <PageView />
        </PageDataProvider>
      </Router>
    </TypesafeI18n>
  );
};

const PageView = () => {
  const { page } = usePage();
  const Page = pageComponent(page.routeId);
  return <Page data={page.data} />;
};
