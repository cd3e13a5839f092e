import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { sampleProducts } from "./fixtures.js";
import { ProductCard } from "./ProductCard.js";

const meta = {
  component: ProductCard,
  args: { product: sampleProducts[1]!, onAddToCart: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const Discounted: Story = { args: { product: sampleProducts[0]! } };
export const OutOfStock: Story = { args: { product: sampleProducts[3]! } };
export const LongTitle: Story = { args: { product: sampleProducts[4]! } };
export const WithoutPicture: Story = { args: { product: { ...sampleProducts[1]!, image: null } } };
