import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { sampleHome } from "./fixtures.js";
import { HomeView } from "./HomeView.js";

const meta = { component: HomeView, args: { data: sampleHome, onAddToCart: fn() }, parameters: { layout: "fullscreen" } } satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const EmptyShop: Story = { args: { data: { ...sampleHome, sliders: [], home_products: [], bestsellers: [] } } };
