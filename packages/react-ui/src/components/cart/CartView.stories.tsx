import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { cartTotals } from "@vitrina/core";
import { sampleCartLines } from "../catalog/fixtures.js";
import { CartView } from "./CartView.js";

const meta = {
  component: CartView,
  args: { lines: sampleCartLines, totals: cartTotals(sampleCartLines), updating: false, problems: [], onQuantityChange: fn(), onRemove: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const Updating: Story = { args: { updating: true } };
export const NotAvailable: Story = {
  args: {
    problems: [
      { id: 1, problem: "out_of_stock", available: 2 },
      { id: 3, problem: "not_found" },
    ],
  },
};
export const BeforeRefresh: Story = { args: { lines: [{ id: 1, quantity: 2 }], totals: cartTotals([]) } };
export const Empty: Story = { args: { lines: [], totals: cartTotals([]) } };
