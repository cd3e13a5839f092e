import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { ProductCard } from "@vitrina/core";
import { fn } from "storybook/test";
import { sampleProducts } from "../components/catalog/fixtures.js";
import "../dashboard.css";
import { OrderedList } from "./OrderedList.js";

/** The list of products, as the home products and bestsellers screens use it. */
const ProductList = OrderedList<ProductCard>;

const meta = {
  component: ProductList,
  args: {
    items: sampleProducts.slice(0, 5),
    keyOf: (p) => p.id,
    labelOf: (p) => p.title,
    render: (p) => (
      <span>
        {p.title} <span className="muted">· {p.sku}</span>
      </span>
    ),
    onReorder: fn(),
    onRemove: fn(),
  },
  // The list is controlled: keep the new order so dragging and the arrows show their effect.
  render: function Reorderable(args) {
    const [items, setItems] = useState(args.items);
    return (
      <ProductList
        {...args}
        items={items}
        onReorder={(next) => {
          setItems(next);
          args.onReorder(next);
        }}
        {...(args.onRemove
          ? {
              onRemove: (p: ProductCard) => {
                setItems((list) => list.filter((x) => x.id !== p.id));
                args.onRemove?.(p);
              },
            }
          : {})}
      />
    );
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {};
/** Without a remove button, only reordering. */
export const ReorderOnly: Story = { args: { onRemove: undefined } };
export const OneItem: Story = { args: { items: sampleProducts.slice(0, 1) } };
export const Empty: Story = { args: { items: [] } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
