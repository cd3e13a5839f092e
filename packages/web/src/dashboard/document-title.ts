import { DASHBOARD_SECTIONS } from "@vitrina/react-ui/dashboard";
import type { TranslationFunctions } from "@vitrina/react-ui/i18n";

/**
 * The browser tab's title of the dashboard screen at `path`, in the dashboard's language: the
 * screen ("Products", "New product"), then the dashboard ("Products — Shop dashboard"), so that
 * several tabs of the dashboard can be told apart. A screen inside a section (an order, a product's
 * form) is named by its section unless it has a name of its own; `name` names what the screen shows
 * once it is loaded ("Order VT-0042").
 */
export const dashboardDocumentTitle = (path: string, LL: TranslationFunctions, name?: string): string => {
  const D = LL.dashboard;
  const screen = (() => {
    if (name !== undefined) return name;
    if (path.startsWith("/auth/")) return D.login.title();
    if (path.startsWith("/dashboard/product/new/")) return D.products.new();
    if (path.startsWith("/dashboard/product/edit/")) return D.products.edit();
    // The longest section path that the path starts with: /dashboard/orders/7/ is in Orders, not in Overview.
    const section = [...DASHBOARD_SECTIONS].sort((a, b) => b.path.length - a.path.length).find((s) => path.startsWith(s.path));
    return section ? D.nav[section.id]() : null;
  })();
  return screen ? `${screen} — ${D.title()}` : D.title();
};
