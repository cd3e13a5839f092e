import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Locale } from "@vitrina/core";
import { fn } from "storybook/test";
import { productsIn, sampleProducts } from "./catalog/fixtures.js";
import { ProductGrid } from "./ProductGrid.js";

const meta = {
  component: ProductGrid,
  args: { name: "products", products: sampleProducts, onAddToCart: fn(), eagerCount: 3 },
  parameters: { localized: (locale: Locale) => ({ products: productsIn(locale) }) },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const WithoutButtons: Story = { args: { onAddToCart: undefined } };
