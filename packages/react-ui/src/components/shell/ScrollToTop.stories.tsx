import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ScrollToTop } from "./ScrollToTop.js";

const meta = { component: ScrollToTop, args: { visible: true, onClick: fn() } } satisfies Meta<typeof ScrollToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {};
export const Hidden: Story = { args: { visible: false } };
export const Russian: Story = { globals: { locale: "ru" } };
