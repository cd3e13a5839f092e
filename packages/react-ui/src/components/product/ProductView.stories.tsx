import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Locale } from "@vitrina/core";
import { fn } from "storybook/test";
import { lastSeenIn, productIn, productsIn, sampleLastSeen, sampleProduct, sampleProducts } from "../catalog/fixtures.js";
import { ProductView } from "./ProductView.js";

const meta = {
  component: ProductView,
  args: { product: sampleProduct, similar: sampleProducts.slice(1, 5), lastSeen: sampleLastSeen, onAddToCart: fn() },
  // The product and its neighbours in the toolbar's language.
  parameters: {
    layout: "fullscreen",
    localized: (locale: Locale) => ({ product: productIn(locale), similar: productsIn(locale).slice(1, 5), lastSeen: lastSeenIn(locale) }),
  },
} satisfies Meta<typeof ProductView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const FewLeft: Story = { args: { product: { ...sampleProduct, stock: 2 } } };
export const OutOfStock: Story = { args: { product: { ...sampleProduct, stock: 0, in_stock: false } } };
export const FirstVisit: Story = { args: { similar: [], lastSeen: [], product: { ...sampleProduct, images: [], image: null, attributes: [] } } };
export const LongTitle: Story = { args: { product: { ...sampleProduct, title: sampleProducts[4]!.title } } };
