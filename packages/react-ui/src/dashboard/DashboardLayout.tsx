import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { Locale, Role, StaffUser } from "@vitrina/core";
import { DASHBOARD_ACCESS, LOCALES, LOCALE_NAMES } from "@vitrina/core";
import { Link } from "../components/Link.js";
import { useI18nContext } from "../i18n/i18n-react.js";

/** The dashboard's sections, their paths and the area whose roles may use them. */
export const DASHBOARD_SECTIONS = [
  { id: "overview", path: "/dashboard/", area: "orders" },
  { id: "products", path: "/dashboard/product/", area: "catalog" },
  { id: "categories", path: "/dashboard/categories/", area: "catalog" },
  { id: "attributes", path: "/dashboard/attributes/", area: "catalog" },
  { id: "orders", path: "/dashboard/orders/", area: "orders" },
  { id: "discountCodes", path: "/dashboard/discount-codes/", area: "orders" },
  { id: "messages", path: "/dashboard/messages/", area: "messages" },
  { id: "pages", path: "/dashboard/pages/", area: "content" },
  { id: "sliders", path: "/dashboard/sliders/", area: "content" },
  { id: "homeProducts", path: "/dashboard/home-products/", area: "content" },
  { id: "bestsellers", path: "/dashboard/bestseller/", area: "content" },
  { id: "seo", path: "/dashboard/seo/", area: "seo" },
  { id: "localeSettings", path: "/dashboard/locale-settings/", area: "locale" },
  { id: "shopSettings", path: "/dashboard/shop-settings/", area: "locale" },
  { id: "methods", path: "/dashboard/methods/", area: "locale" },
  { id: "audit", path: "/dashboard/audit/", area: "audit" },
  { id: "password", path: "/dashboard/reset-password/", area: "orders" },
] as const satisfies ReadonlyArray<{ id: string; path: string; area: keyof typeof DASHBOARD_ACCESS }>;

/** Whether a role may use a section (the server checks again on every call). */
export const canUse = (role: Role, area: keyof typeof DASHBOARD_ACCESS): boolean => DASHBOARD_ACCESS[area].includes(role);

/** Props of {@link DashboardLayout}. */
export interface DashboardLayoutProps {
  readonly user: StaffUser;
  /** The path of the section on screen. */
  readonly current: string;
  readonly locale: Locale;
  readonly onLocaleChange: (locale: Locale) => void;
  readonly onLogout: () => void;
  readonly children: ReactNode;
}

/** The dashboard frame: the sections the user's role may use, the language, the user and sign-out. */
export const DashboardLayout = ({ user, current, locale, onLocaleChange, onLogout, children }: DashboardLayoutProps) => {
  const { LL } = useI18nContext();
  // On a phone-sized screen the sections fold behind a menu button (CSS shows the button there only).
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const navId = useId();
  useEffect(() => setMenuOpen(false), [current]);
  const closeOnEscape = (e: { key: string }) => {
    if (e.key !== "Escape" || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape pressed anywhere in the dashboard (bubbling up from the focused control) closes the open menu
    <div className="dash" onKeyDown={closeOnEscape}>
      <header className="dash__header">
        <button
          ref={menuButton}
          type="button"
          className="btn btn--ghost btn--small dash__menu-btn"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {LL.dashboard.nav.menu()}
        </button>
        <strong className="dash__brand">{LL.dashboard.title()}</strong>
        <label className="dash__lang">
          <span className="visually-hidden">{LL.dashboard.nav.language()}</span>
          <select value={locale} onChange={(e) => onLocaleChange(e.currentTarget.value as Locale)}>
            {LOCALES.map((code) => (
              // Each language's name in that language, marked so for screen readers (as the storefront's picker).
              <option key={code} value={code} lang={code}>
                {LOCALE_NAMES[code]}
              </option>
            ))}
          </select>
        </label>
        <span className="dash__user">
          {user.name} · {LL.dashboard.password.roles[user.role]()}
        </span>
        <a href="/" className="btn btn--ghost btn--small">
          {LL.dashboard.nav.storefront()}
        </a>
        <button type="button" className="btn btn--ghost btn--small" onClick={onLogout}>
          {LL.dashboard.nav.logout()}
        </button>
      </header>
      <div className="dash__body">
        <nav id={navId} className="dash__nav" data-open={menuOpen || undefined} aria-label={LL.dashboard.title()}>
          <ul>
            {DASHBOARD_SECTIONS.filter((s) => canUse(user.role, s.area)).map((s) => (
              <li key={s.id}>
                <Link href={s.path} aria-current={current === s.path ? "page" : undefined}>
                  {LL.dashboard.nav[s.id]()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main className="dash__main" id="main">
          {children}
        </main>
      </div>
    </div>
  );
};
