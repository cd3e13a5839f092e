import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { sampleProducts } from "./fixtures.js";
import { ListingView } from "./ListingView.js";

const meta = {
  component: ListingView,
  args: {
    title: "Vase de gătit",
    breadcrumb: [
      { name: "Bucătărie", slug: "bucatarie" },
      { name: "Vase de gătit", slug: "vase-de-gatit" },
    ],
    items: sampleProducts,
    facets: [
      {
        key: "brand",
        name: "Marcă",
        values: [
          { value: "Tefal", count: 6 },
          { value: "Fiskars", count: 2 },
          { value: "Philips", count: 1 },
        ],
      },
      {
        key: "material",
        name: "Material",
        values: [
          { value: "Aluminiu", count: 4 },
          { value: "Oțel inoxidabil", count: 3 },
        ],
      },
    ],
    query: { slug: "vase-de-gatit", filters: { brand: ["Tefal"] }, in_stock: true },
    totalItems: 27,
    loading: false,
    loadingMore: false,
    canLoadMore: true,
    error: null,
    onQueryChange: fn(),
    onLoadMore: fn(),
    onAddToCart: fn(),
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof ListingView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const Loading: Story = { args: { loading: true } };
export const LoadingMore: Story = { args: { loadingMore: true } };
export const Empty: Story = { args: { items: [], totalItems: 0, canLoadMore: false } };
export const Failed: Story = { args: { items: [], totalItems: 0, canLoadMore: false, error: "Failed to load products: network" } };
export const AllShown: Story = { args: { totalItems: sampleProducts.length, canLoadMore: false } };
