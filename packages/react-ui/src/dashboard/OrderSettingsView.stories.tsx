import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { OrderSettingsView } from "./OrderSettingsView.js";

const meta = {
  component: OrderSettingsView,
  args: { settings: { max_per_order: 20, unpaid_transfer_days: 5, version: 3 }, errors: {}, saving: false, message: null, onSave: fn() },
} satisfies Meta<typeof OrderSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's rules as saved: 20 units a line, transfers wait 5 days. */
export const Saved: Story = {};
/** A save refused with a field error on each number. */
export const Refused: Story = { args: { errors: { max_per_order: ["min"], unpaid_transfer_days: ["max"] } } };
/** Saving: the button waits. */
export const Saving: Story = { args: { saving: true } };
