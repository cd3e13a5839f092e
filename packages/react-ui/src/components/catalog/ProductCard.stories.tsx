import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Locale } from "@vitrina/core";
import { expect, fn, userEvent, within } from "storybook/test";
import { productsIn, sampleProducts } from "./fixtures.js";
import { ProductCard, type ProductCardProps } from "./ProductCard.js";

/** What a designer flips on a card: the units in stock, the discount and the picture. */
type CardArgs = ProductCardProps & { readonly stock: number; readonly discountPercent: number; readonly withPicture: boolean };

/** The card of `product` with the stock, discount and picture of the controls. */
const Card = ({ product, stock, discountPercent, withPicture, ...props }: CardArgs) => (
  <ProductCard
    {...props}
    product={{
      ...product,
      stock,
      in_stock: stock > 0,
      old_price: discountPercent > 0 ? Math.round(product.price / (1 - discountPercent / 100)) : null,
      image: withPicture ? product.image : null,
    }}
  />
);

const meta = {
  component: ProductCard,
  render: Card,
  args: { product: sampleProducts[1]!, stock: 8, discountPercent: 0, withPicture: true, onAddToCart: fn() },
  argTypes: {
    product: { control: false },
    stock: { control: { type: "number", min: 0 }, description: "Units in stock: 0 is out of stock (no button, a badge)." },
    discountPercent: {
      control: { type: "range", min: 0, max: 70, step: 5 },
      description: "The discount: the old price is struck through and a badge shows it.",
    },
    withPicture: { control: "boolean", description: "Whether the product has a picture." },
  },
  // The product in the toolbar's language.
  parameters: { localized: (locale: Locale) => ({ product: productsIn(locale)[1] }) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<CardArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const Discounted: Story = { args: { discountPercent: 20 } };
export const OutOfStock: Story = { args: { stock: 0 } };
export const LongTitle: Story = {
  args: { product: sampleProducts[4]!, stock: 13, discountPercent: 15 },
  parameters: { localized: (locale: Locale) => ({ product: productsIn(locale)[4] }) },
};
export const WithoutPicture: Story = { args: { withPicture: false } };
/** "Add to cart" adds this product; a product out of stock has no button. */
export const AddsToCart: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.product.id);
  },
};
/** A product whose variants differ in price: "from" its lowest price, chosen on its page. */
export const FromPrice: Story = { args: { product: { ...sampleProducts[1]!, price_max: 1499 } } };
/** A product with options whose variants cost the same: one price, chosen on its page ("Choose options"). */
export const WithOptions: Story = { args: { product: { ...sampleProducts[1]!, has_options: true } } };
