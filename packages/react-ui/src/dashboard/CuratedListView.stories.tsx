import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { ProductCard } from "@vitrina/core";
import { fn } from "storybook/test";
import { sampleProducts } from "../components/catalog/fixtures.js";
import "../dashboard.css";
import { CuratedListView } from "./ContentViews.js";
import { messages } from "./fixtures.js";

const meta = {
  component: CuratedListView,
  args: {
    title: "Produse pe prima pagină",
    products: sampleProducts.slice(0, 4),
    searchResults: [],
    message: null,
    onSearch: fn(),
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CuratedListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomeProducts: Story = {};
/** Search results: products already in the list cannot be added twice. */
export const Bestsellers: Story = {
  args: { title: "Cele mai vândute", products: sampleProducts.slice(2, 5), searchResults: sampleProducts.filter((p) => p.id !== 2) },
};
/** Add, remove and reorder: the list changes on screen (every change is saved at once in the dashboard). */
export const Interactive: Story = {
  args: { searchResults: sampleProducts },
  render: function Interactive(args) {
    const [list, setList] = useState<ReadonlyArray<ProductCard>>(args.products);
    return (
      <CuratedListView
        {...args}
        products={list}
        onChange={(next) => {
          setList(next);
          args.onChange(next);
        }}
      />
    );
  },
};
export const Saved: Story = { args: { message: messages.saved } };
export const Failed: Story = { args: { message: messages.failed } };
export const Empty: Story = { args: { products: [] } };
export const Mobile: Story = { args: { searchResults: sampleProducts.slice(3) }, globals: { viewport: { value: "phone", isRotated: false } } };
/** A change refused because a colleague changed the list first: reload to see theirs. */
export const Conflict: Story = { args: { conflict: { changed: [], onReload: fn() } } };
