import type { Meta, StoryObj } from "@storybook/react-vite";
import { Price } from "./Price.js";

const meta = { component: Price, args: { price: 1299, locale: "ro" } } satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};
export const Discounted: Story = { args: { price: 999.5, oldPrice: 1299 } };
export const Russian: Story = { args: { price: 999.5, oldPrice: 1299, locale: "ru" } };
export const Bulgarian: Story = { args: { price: 24999, locale: "bg" } };
/** The lowest of a product's variant prices, which differ: "de la 149 lei". */
export const From: Story = { args: { price: 149, from: true } };
