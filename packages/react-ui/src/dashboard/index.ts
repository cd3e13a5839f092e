/** @vitrina/react-ui/dashboard: the staff dashboard's views (kept apart so storefront pages never load them). */
export { DashboardLayout, DASHBOARD_SECTIONS, canUse } from "./DashboardLayout.js";
export type { DashboardLayoutProps } from "./DashboardLayout.js";
export { LoginView } from "./LoginView.js";
export type { LoginFailure, LoginViewProps } from "./LoginView.js";
export { OverviewView } from "./OverviewView.js";
export { ProductsView } from "./ProductsView.js";
export type { ProductsViewProps } from "./ProductsView.js";
export { ProductForm, emptyProductDraft } from "./ProductForm.js";
export type { ProductDraft, ProductFormProps, Upload } from "./ProductForm.js";
export { CategoriesView } from "./CategoriesView.js";
export type { CategoriesViewProps } from "./CategoriesView.js";
export { OrdersView, OrderDetailView } from "./OrdersView.js";
export type { OrdersViewProps, OrderDetailViewProps } from "./OrdersView.js";
export { SlidersView, CuratedListView } from "./ContentViews.js";
export type { SlidersViewProps, CuratedListViewProps } from "./ContentViews.js";
export { SeoView, LocaleSettingsView, PasswordView, StaffView } from "./SettingsViews.js";
export type { SeoViewProps, LocaleSettingsViewProps, PasswordViewProps, StaffViewProps } from "./SettingsViews.js";
export { Field, LocalizedField, Notice, OrderedList, Pager, emptyText, errorText, moveItem } from "./parts.js";
