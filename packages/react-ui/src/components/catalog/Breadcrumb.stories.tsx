import type { Meta, StoryObj } from "@storybook/react-vite";
import { Breadcrumb } from "./Breadcrumb.js";

const meta = {
  component: Breadcrumb,
  args: {
    items: [
      { name: "Bucătărie", slug: "bucatarie" },
      { name: "Vase de gătit", slug: "vase-de-gatit" },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Category: Story = {};
export const Product: Story = { args: { current: "Tigaie Tefal Unlimited, 28 cm" } };
export const TopCategory: Story = { args: { items: [{ name: "Bucătărie", slug: "bucatarie" }] } };
export const LongNames: Story = {
  args: {
    items: [
      { name: "Echipamente profesionale pentru bucătării industriale și restaurante", slug: "a" },
      { name: "Mașini profesionale de spălat vase cu capotă", slug: "b" },
    ],
    current: "Mașină de spălat vase cu capotă Electrolux Professional, 1200 coșuri pe oră",
  },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};
