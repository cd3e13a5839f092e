import type { ReactNode } from "react";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { Footer, type FooterProps } from "./Footer.js";
import { Header, type HeaderProps } from "./Header.js";

/** The id of the page's `<main>`, the skip link's target. */
export const MAIN_CONTENT_ID = "main-content";

/** Props of {@link Layout}. */
export interface LayoutProps {
  /** Everything the header needs. */
  readonly header: HeaderProps;
  /** Everything the footer needs. */
  readonly footer: FooterProps;
  /** The page. */
  readonly children: ReactNode;
  /** Overlays rendered after the footer: SearchOverlay, MobileMenu, SettingsModal, ScrollToTop. */
  readonly overlays?: ReactNode;
}

/** The storefront page frame: skip link, header, main content, footer and the overlays. */
export const Layout = ({ header, footer, children, overlays }: LayoutProps) => {
  const { LL } = useI18nContext();
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {LL.shell.skipToContent()}
      </a>
      <Header {...header} />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer {...footer} />
      {overlays}
    </>
  );
};
