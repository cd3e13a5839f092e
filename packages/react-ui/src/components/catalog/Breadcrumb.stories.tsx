import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Locale } from "@vitrina/core";
import { Breadcrumb } from "./Breadcrumb.js";
import { CATALOG_TEXTS } from "./content.js";
import { breadcrumbIn } from "./fixtures.js";

const meta = {
  component: Breadcrumb,
  args: { items: breadcrumbIn("ro") },
  // The path and the product in the toolbar's language.
  parameters: { localized: (locale: Locale) => ({ items: breadcrumbIn(locale), current: CATALOG_TEXTS[locale].titles[0] }) },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Category: Story = {};
export const Product: Story = { args: { current: CATALOG_TEXTS.ro.titles[0] } };
export const TopCategory: Story = { args: { items: [{ name: "Bucătărie", slug: "bucatarie" }] } };
export const LongNames: Story = {
  args: {
    items: [
      { name: "Echipamente profesionale pentru bucătării industriale și restaurante", slug: "a" },
      { name: "Mașini profesionale de spălat vase cu capotă", slug: "b" },
    ],
    current: "Mașină de spălat vase cu capotă Electrolux Professional, 1200 coșuri pe oră",
  },
  globals: { viewport: { value: "phone", isRotated: false } },
};
