import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { DEFAULT_METHOD_SETTINGS } from "@vitrina/core";
import "../dashboard.css";
import { MethodSettingsView } from "./MethodSettingsView.js";

const meta = {
  component: MethodSettingsView,
  args: { settings: { ...DEFAULT_METHOD_SETTINGS, version: 0 }, errors: {}, saving: false, message: null, onSave: fn() },
} satisfies Meta<typeof MethodSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A shop that set nothing: every method offered, free, everywhere. */
export const Defaults: Story = {};
/** Courier priced and free from 1 000 lei in Moldova only; pickup not offered; bank transfers with post only. */
export const Priced: Story = {
  args: {
    settings: {
      version: 4,
      delivery: [
        { method: "courier", enabled: true, price: 60, free_from: 1000, countries: ["md"] },
        { method: "pickup", enabled: false, price: 0, free_from: null, countries: ["md"] },
        { method: "post", enabled: true, price: 35.5, free_from: null, countries: ["md", "ro", "bg"] },
      ],
      payment: [
        { method: "cash_on_delivery", enabled: true, delivery_methods: ["courier", "post"] },
        { method: "card_on_delivery", enabled: false, delivery_methods: ["courier"] },
        { method: "bank_transfer", enabled: true, delivery_methods: ["post"] },
      ],
    },
  },
};
/** A save refused: no country for courier, no delivery left for bank transfer, no payment on. */
export const Refused: Story = {
  args: { errors: { "delivery.0.countries": ["required"], "payment.2.delivery_methods": ["required"], payment: ["none_enabled"] } },
};
/** Saving: the button waits. */
export const Saving: Story = { args: { saving: true } };
