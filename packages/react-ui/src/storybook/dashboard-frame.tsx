// The dashboard's views are shown inside the dashboard's frame (issue 37 item 3): its header, menu
// and phone styles (tables scrolling inside themselves, the menu behind its button) apply to them
// as in the shop.
import type { Decorator } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { DashboardLayout } from "../dashboard/DashboardLayout.js";
import { adminUser } from "../dashboard/fixtures.js";
import { useI18nContext } from "../i18n/i18n-react.js";
import "../dashboard.css";

/** The menu entry each view's stories mark as the current page (the file's name). */
const SECTIONS: Readonly<Record<string, string>> = {
  AttributesView: "/dashboard/attributes/",
  AuditView: "/dashboard/audit/",
  CategoriesView: "/dashboard/categories/",
  ConflictNotice: "/dashboard/product/",
  CuratedListView: "/dashboard/home-products/",
  FilterToolbar: "/dashboard/orders/",
  LocaleSettingsView: "/dashboard/locale-settings/",
  LocalizedField: "/dashboard/product/",
  MessagesView: "/dashboard/messages/",
  MethodSettingsView: "/dashboard/methods/",
  OrderDetailView: "/dashboard/orders/",
  OrderSettingsView: "/dashboard/shop-settings/",
  OrderedList: "/dashboard/home-products/",
  OrdersView: "/dashboard/orders/",
  PagesView: "/dashboard/pages/",
  PasswordView: "/dashboard/reset-password/",
  ProductForm: "/dashboard/product/",
  ProductsView: "/dashboard/product/",
  SeoView: "/dashboard/seo/",
  ShopSettingsViews: "/dashboard/shop-settings/",
  SlidersView: "/dashboard/sliders/",
  StaffView: "/dashboard/reset-password/",
};

/** The frame in the story's language, with the administrator signed in (who sees every section). */
const Frame = ({ current, children }: { readonly current: string; readonly children: ReactNode }) => {
  const { locale } = useI18nContext();
  return (
    <DashboardLayout user={adminUser} current={current} locale={locale} onLocaleChange={() => undefined} onLogout={() => undefined}>
      {children}
    </DashboardLayout>
  );
};

/** Wraps the stories of the dashboard's views (not the frame's own, nor the sign-in page's) in the frame. */
export const withDashboardFrame: Decorator = (Story, context) => {
  const [folder, name = ""] = context.title.split("/");
  const current = SECTIONS[name];
  if (folder !== "dashboard" || current === undefined) return <Story />;
  return (
    <Frame current={current}>
      <Story />
    </Frame>
  );
};
