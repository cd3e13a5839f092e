import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Locale } from "@vitrina/core";
import { fn } from "storybook/test";
import { homeIn, sampleHome } from "./fixtures.js";
import { HomeView } from "./HomeView.js";

const meta = {
  component: HomeView,
  args: { data: sampleHome, onAddToCart: fn() },
  parameters: { layout: "fullscreen", localized: (locale: Locale) => ({ data: homeIn(locale) }) },
} satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const EmptyShop: Story = { args: { data: { ...sampleHome, sliders: [], home_products: [], bestsellers: [] } } };
/** A shop whose "about us" page has no opening paragraph yet: the block links to the page and promises nothing. */
export const NoIntroduction: Story = { args: { data: { ...sampleHome, introduction: "" } } };
