import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Locale } from "@vitrina/core";
import { fn } from "storybook/test";
import { CATALOG_TEXTS } from "./content.js";
import { breadcrumbIn, facetsIn, productsIn, sampleProducts } from "./fixtures.js";
import { ListingView } from "./ListingView.js";

const meta = {
  component: ListingView,
  args: {
    title: CATALOG_TEXTS.ro.categories.cookware,
    breadcrumb: breadcrumbIn("ro"),
    items: sampleProducts,
    facets: facetsIn("ro"),
    query: { slug: "vase-de-gatit", filters: { brand: ["Tefal"] }, in_stock: true },
    totalItems: 27,
    loading: false,
    loadingMore: false,
    canLoadMore: true,
    failed: false,
    onQueryChange: fn(),
    onLoadMore: fn(),
    onAddToCart: fn(),
  },
  // The category and its products in the toolbar's language.
  parameters: {
    layout: "fullscreen",
    localized: (locale: Locale) => ({
      title: CATALOG_TEXTS[locale].categories.cookware,
      breadcrumb: breadcrumbIn(locale),
      items: productsIn(locale),
      facets: facetsIn(locale),
    }),
  },
} satisfies Meta<typeof ListingView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const Loading: Story = { args: { loading: true } };
export const LoadingMore: Story = { args: { loadingMore: true } };
export const Empty: Story = { args: { items: [], totalItems: 0, canLoadMore: false } };
export const Failed: Story = { args: { items: [], totalItems: 0, canLoadMore: false, failed: true } };
/** A failure after products were shown: they stay, with the message above them. */
export const FailedWithProducts: Story = { args: { failed: true } };
export const AllShown: Story = { args: { totalItems: sampleProducts.length, canLoadMore: false } };
