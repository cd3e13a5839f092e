import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { cartTotals } from "@vitrina/core";
import { sampleCartLines } from "../catalog/fixtures.js";
import { sampleCountries } from "../shell/fixtures.js";
import { CheckoutView } from "./CheckoutView.js";

const meta = {
  component: CheckoutView,
  args: {
    lines: sampleCartLines,
    totals: cartTotals(sampleCartLines),
    countries: sampleCountries,
    defaultCountry: "md",
    errors: {},
    problems: [],
    onQuantityChange: fn(),
    onRemove: fn(),
    failed: false,
    submitting: false,
    onSubmit: fn(),
    onEdit: fn(),
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CheckoutView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
export const FieldErrors: Story = {
  args: {
    errors: {
      "contactDetails.phone": "Introduceți un număr de telefon al țării de livrare, ca în exemplu.",
      "billingAddress.city": "Completați acest câmp.",
      agreement: "Acceptați termenii pentru a plasa comanda.",
    },
  },
};
export const RefusedForStock: Story = {
  args: {
    problems: [
      { id: sampleCartLines[0]!.id, problem: "out_of_stock", available: 1 },
      ...(sampleCartLines[1] ? [{ id: sampleCartLines[1].id, problem: "not_found" as const }] : []),
    ],
  },
};
export const Placing: Story = { args: { submitting: true } };
export const Failed: Story = { args: { failed: true } };
export const EmptyCart: Story = { args: { lines: [], totals: cartTotals([]) } };
