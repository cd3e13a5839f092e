import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { DEFAULT_METHOD_SETTINGS, shopMethods, type Locale } from "@vitrina/core";
import { sampleCartLines } from "../catalog/fixtures.js";
import { sampleCountries } from "../shell/fixtures.js";
import { variantCartLinesIn } from "../cart/variant-lines.js";
import { CheckoutView } from "./CheckoutView.js";

const meta = {
  component: CheckoutView,
  args: {
    lines: sampleCartLines,
    methods: shopMethods(DEFAULT_METHOD_SETTINGS, { bankAccount: true }),
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
    appliedCode: null,
    checkingCode: false,
    onApplyCode: fn(),
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CheckoutView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
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
/** Products with options: the summary prints each line's options under its title; one variant was refused for stock. */
export const WithVariants: Story = {
  args: { lines: variantCartLinesIn("ro"), problems: [{ id: 90, variant_id: 43, problem: "out_of_stock", available: 1 }] },
  parameters: { localized: (locale: Locale) => ({ lines: variantCartLinesIn(locale) }) },
};
export const Placing: Story = { args: { submitting: true } };
export const Failed: Story = { args: { failed: true } };
export const EmptyCart: Story = { args: { lines: [] } };
/** Courier priced (free from 5 000 lei) and served in Moldova only; pickup not offered; bank transfers with post only. */
export const PricedDelivery: Story = {
  args: {
    methods: {
      delivery: [
        { method: "courier", price: 75.5, free_from: 5000, countries: ["md"] },
        { method: "post", price: 40, free_from: null, countries: ["md", "ro", "bg"] },
      ],
      payment: [
        { method: "cash_on_delivery", delivery_methods: ["courier", "post"] },
        { method: "bank_transfer", delivery_methods: ["post"] },
      ],
    },
  },
};

/** A code applied: 10 % off the goods after old prices, in the summary. */
export const CodeApplied: Story = { args: { appliedCode: { code: "TOAMNA10", kind: "percent", value: 10, min_subtotal: null } } };
/** A code the shop refused, its message next to the field. */
export const CodeRefused: Story = { args: { codeError: "This code has expired." } };
