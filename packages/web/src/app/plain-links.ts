import { localeFromPath } from "@vitrina/core";
import { matchPath } from "./match.js";
import { routes } from "./routes.js";

/**
 * Links the app did not render itself, those inside markup kept as the server rendered it (react-ui's
 * `Kept`: product cards, the footer's columns, the closed mega-menu), navigate within the app as its
 * own links do: one listener on the document follows a plain click on a link to one of the
 * storefront's pages with `navigate` (the app's router follows the address). A click the app's own
 * link already took, with a modifier key, another button, a target or a download, to a place on the
 * same page, or to an address that is not a storefront page, is left to the browser. Returns the listener's removal.
 */
export const installPlainLinkNavigation = (doc: Document, navigate: (to: string) => void): (() => void) => {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
    if (!link || link.origin !== location.origin || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    // A jump within this page (the skip link to the content, an anchor) is the browser's: it scrolls and moves the focus.
    if (link.hash && link.pathname === location.pathname && link.search === location.search) return;
    if (!matchPath(routes, localeFromPath(link.pathname).rest)) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
};
