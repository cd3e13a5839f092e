import type { ProductImage, PublicShopIdentity } from "@vitrina/core";
import { createContext, useContext, type ReactNode } from "react";
import { useI18nContext } from "../../i18n/i18n-react.js";

/** The shop's name, logo and legal details as every shopper's page shows them (from the shop's settings). */
export type ShopIdentity = PublicShopIdentity;

const ShopIdentityContext = createContext<ShopIdentity>({ name: "", logo: null, company: "", idno: "", legalAddress: "" });

/**
 * Gives the shop's identity to the header, footer and pages below it: the app reads it from the API
 * once, the way it provides the language.
 * @example <ShopIdentityProvider value={general.shop}><Layout … /></ShopIdentityProvider>
 */
export const ShopIdentityProvider = ({ value, children }: { readonly value: ShopIdentity; readonly children: ReactNode }) => (
  <ShopIdentityContext.Provider value={value}>{children}</ShopIdentityContext.Provider>
);

/** The shop's identity provided by {@link ShopIdentityProvider}. */
export const useShopIdentity = (): ShopIdentity => useContext(ShopIdentityContext);

/** The shop's logo as an image, or a shop-window mark and its name when it has none. */
export const ShopLogo = ({ name, logo }: { readonly name: string; readonly logo: ProductImage | null }) =>
  logo ? (
    <img className="shop-logo__image" src={logo.url} srcSet={logo.srcset} sizes="160px" width={logo.width} height={logo.height} alt="" />
  ) : (
    <span className="shop-logo">
      <svg className="shop-logo__mark" width="26" height="32" viewBox="0 0 26 32" aria-hidden="true" focusable="false">
        <rect x="1" y="4" width="24" height="24" rx="5" fill="var(--c-brand)" />
        <path d="M5 8h16v3a2.67 2.67 0 0 1-5.33 0 2.67 2.67 0 0 1-5.34 0A2.67 2.67 0 0 1 5 11z" fill="#fff" />
        <rect x="8" y="16.5" width="10" height="7" rx="1" fill="none" stroke="#fff" strokeWidth="1.8" />
      </svg>
      <span className="shop-logo__name">{name}</span>
    </span>
  );

/** The footer's legal lines: the company, its IDNO and its legal address, those that are set. */
export const LegalDetails = ({ shop }: { readonly shop: ShopIdentity }) => {
  const { LL } = useI18nContext();
  const lines = [shop.company, shop.idno ? LL.shell.idno({ idno: shop.idno }) : "", shop.legalAddress].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <p className="legal-details">
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </p>
  );
};
