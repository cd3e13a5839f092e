import { Suspense, lazy, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { CURRENCY_CODE, buildMenuTree, canSubmitMobileSearch, savePreferences, switchLocalePath, toggleMenuItem, type Locale } from "@vitrina/core";
import { Layout, ScrollToTop, type ShellPreferences } from "@vitrina/react-ui";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { COUNTRY_COOKIE, COUNTRY_MAX_AGE, visitorCountry } from "./country.js";
import { useAfterHydrationValue, useShownCartBadge } from "./personal.js";
import { useShop, type ShellData } from "./shop-context.js";

// The overlays load when first opened (shell-overlays.tsx); the server and the hydration render none.
const overlays = () => import("./shell-overlays.js");
const SearchPanel = lazy(() => overlays().then((m) => ({ default: m.SearchPanel })));
const MobileMenu = lazy(() => overlays().then((m) => ({ default: m.MobileMenu })));
const SettingsModal = lazy(() => overlays().then((m) => ({ default: m.SettingsModal })));

/** Below this width the mobile menu replaces the header's menu and the search overlay closes (spec §2). */
const MOBILE_MENU_QUERY = "(max-width: 991.98px)";
/** The scroll-to-top button appears past the navigation height (spec §9). */
const SCROLL_TOP_AFTER = 100;

const useScrolledPast = (offset: number): boolean => {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [offset]);
  return past;
};

/**
 * The storefront frame around every page: header with mega-menu, search overlay, settings modal,
 * mobile menu, footer and scroll-to-top. The three overlays, and the search machine, load when first opened.
 */
export const Shell = ({ data, children }: { readonly data: ShellData; readonly children: ReactNode }) => {
  const shop = useShop();
  const { locale } = useI18nContext();
  const [location, navigate] = useLocation();
  const [openCategory, setOpenCategory] = useState<string | null>(null);
  const [megaMenuOpen, setMegaMenuOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [productsOpen, setProductsOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const scrolled = useScrolledPast(SCROLL_TOP_AFTER);

  const tree = useMemo(() => buildMenuTree(data.categories), [data.categories]);
  // The open category is kept by its uuid, the same in every language, so it stays open across a language switch.
  const categories = tree.map((c) => ({ ...c, isOpen: c.uuid === openCategory }));
  const toggleCategory = (uuid: string) => setOpenCategory(toggleMenuItem(categories, uuid).find((c) => c.isOpen)?.uuid ?? null);
  const badge = useShownCartBadge();
  // The country the visitor chose is theirs: the shared page shows the one the shop detected.
  const country = useAfterHydrationValue(data.country, visitorCountry(shop.cookies, data));

  const preferences: ShellPreferences = {
    country,
    language: locale,
    currency: CURRENCY_CODE,
  };

  const closeSearch = () => setSearchOpen(false);

  // Closing and navigating follow every page change.
  useEffect(() => {
    setMenuOpen(false);
    setMegaMenuOpen(false);
    setSearchOpen(false);
  }, [location]);

  const onSearch = useCallback(
    (text: string) => {
      closeSearch();
      navigate(`/search/?text=${encodeURIComponent(text)}`);
    },
    [navigate],
  );

  // The search overlay closes on scroll and when the viewport becomes mobile (spec §2).
  useEffect(() => {
    if (!searchOpen) return;
    const mobile = window.matchMedia(MOBILE_MENU_QUERY);
    const onMobile = () => mobile.matches && closeSearch();
    const startY = window.scrollY;
    const onScroll = () => Math.abs(window.scrollY - startY) > 10 && closeSearch();
    mobile.addEventListener("change", onMobile);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      mobile.removeEventListener("change", onMobile);
      window.removeEventListener("scroll", onScroll);
    };
  }, [searchOpen]);

  const saveSettings = (choice: ShellPreferences) => {
    shop.cookies.set(COUNTRY_COOKIE, choice.country, { maxAge: COUNTRY_MAX_AGE, path: "/", sameSite: "lax" });
    const language = choice.language.toLowerCase() as Locale;
    savePreferences(shop.cookies, { country: choice.country, language, currency: choice.currency });
    setSettingsOpen(false);
    setMenuOpen(false);
    if (language !== locale) {
      shop.lastSeen.onLanguageChange();
      // The app's router is nested under the language prefix: leave it for the new language's path.
      navigate(`~${switchLocalePath(window.location.pathname, language)}${window.location.search}`);
    }
  };

  const { general } = data;
  const year = new Date().getFullYear();
  return (
    <Layout
      header={{
        categories,
        onToggleCategory: toggleCategory,
        megaMenuOpen,
        onMegaMenuOpenChange: setMegaMenuOpen,
        cartBadge: badge,
        preferences,
        onSettingsOpen: () => setSettingsOpen(true),
        onSearchOpen: () => setSearchOpen(true),
        searchOpen,
        onSearchClose: closeSearch,
        onMenuOpen: () => setMenuOpen(true),
        menuOpen,
      }}
      footer={{
        phones: general.phones,
        emails: general.emails,
        addresses: general.addresses,
        schedule: general.schedule,
        salesPhones: general.salesPhones,
        salesEmails: general.salesEmails,
        socials: general.socials,
        preferences,
        onSettingsOpen: () => setSettingsOpen(true),
        year,
      }}
      overlays={
        <>
          {/* One boundary each: one overlay loading never hides another already open. */}
          <Suspense fallback={null}>
            {searchOpen && (
              <SearchPanel
                onClose={closeSearch}
                onSearch={onSearch}
                onResult={(slug) => {
                  closeSearch();
                  navigate(`/product/${slug}/`);
                }}
              />
            )}
          </Suspense>
          <Suspense fallback={null}>
            {menuOpen && (
              <MobileMenu
                open
                onClose={() => setMenuOpen(false)}
                categories={categories}
                onToggleCategory={toggleCategory}
                productsOpen={productsOpen}
                onProductsOpenChange={setProductsOpen}
                onSearchSubmit={(text) => canSubmitMobileSearch(text) && navigate(`/search/?text=${encodeURIComponent(text.trim())}`)}
                cartBadge={badge}
                preferences={preferences}
                onSettingsOpen={() => setSettingsOpen(true)}
                socials={general.socials}
                year={year}
              />
            )}
          </Suspense>
          <Suspense fallback={null}>
            {settingsOpen && (
              <SettingsModal
                open
                value={preferences}
                countries={general.countries}
                languages={general.languages}
                currencies={general.currencies}
                onSave={saveSettings}
                onClose={() => setSettingsOpen(false)}
              />
            )}
          </Suspense>
          <ScrollToTop visible={scrolled} onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })} />
        </>
      }
    >
      {children}
    </Layout>
  );
};
