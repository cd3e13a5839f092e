/** @vitrina/react-ui: presentational React components of the storefront and the dashboard. */
export { formatPrice } from "./format.js";
export { Price } from "./components/Price.js";
export type { PriceProps } from "./components/Price.js";
export { ProductGrid } from "./components/ProductGrid.js";
export type { ProductGridProps } from "./components/ProductGrid.js";
// Storefront shell.
export { Header } from "./components/shell/Header.js";
export type { HeaderProps } from "./components/shell/Header.js";
export { MobileMenu } from "./components/shell/MobileMenu.js";
export type { MobileMenuProps } from "./components/shell/MobileMenu.js";
export { SearchOverlay } from "./components/shell/SearchOverlay.js";
export type { SearchOverlayProps, SearchOverlayResult, HighlightSegment } from "./components/shell/SearchOverlay.js";
export { SettingsModal } from "./components/shell/SettingsModal.js";
export type { SettingsModalProps } from "./components/shell/SettingsModal.js";
export { Footer } from "./components/shell/Footer.js";
export type { FooterProps } from "./components/shell/Footer.js";
export { ScrollToTop } from "./components/shell/ScrollToTop.js";
export type { ScrollToTopProps } from "./components/shell/ScrollToTop.js";
export { Layout, MAIN_CONTENT_ID } from "./components/shell/Layout.js";
export type { LayoutProps } from "./components/shell/Layout.js";
export { SettingsButton, CartLink } from "./components/shell/parts.js";
export type { MenuCategory, ShellPreferences, SocialLink, SettingsButtonProps, CartLinkProps } from "./components/shell/parts.js";
export { SEARCH_TOGGLE_ATTRIBUTE } from "./components/shell/overlay.js";
