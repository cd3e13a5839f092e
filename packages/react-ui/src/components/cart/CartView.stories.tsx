import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { cartTotals, type Locale } from "@vitrina/core";
import { sampleCartLines } from "../catalog/fixtures.js";
import { CartView } from "./CartView.js";
import { variantCartLinesIn } from "./variant-lines.js";

const meta = {
  component: CartView,
  args: { lines: sampleCartLines, totals: cartTotals(sampleCartLines), updating: false, problems: [], onQuantityChange: fn(), onRemove: fn() },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
/** A shopper types a quantity and removes a line: the cart is told the line and the number. */
export const ChangesAndRemoves: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole("spinbutton");
    await userEvent.clear(first!);
    await userEvent.type(first!, "3");
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith({ id: 1 }, 3);
    const second = sampleCartLines[1]!;
    const remove = canvas.getAllByRole("button").find((button) => button.textContent?.endsWith(`: ${second.title}`));
    await userEvent.click(remove!);
    await expect(args.onRemove).toHaveBeenCalledWith({ id: second.id });
  },
};
const withVariants = (locale: Locale) => ({ lines: variantCartLinesIn(locale), totals: cartTotals(variantCartLinesIn(locale)) });
/**
 * Products with options: each variant bought is a line of its own with its options under the title
 * (the apron in two colours, the kettle in grey); the cart is told the line's product and variant.
 */
export const WithVariants: Story = {
  args: withVariants("ro"),
  parameters: { localized: withVariants },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [apronRed, apronBlue] = args.lines;
    await expect(canvas.getByText(apronBlue!.variant!.label)).toBeVisible();
    const remove = canvas.getAllByRole("button").find((button) => button.textContent?.endsWith(`: ${apronBlue!.title} (${apronBlue!.variant!.label})`));
    await userEvent.click(remove!);
    await expect(args.onRemove).toHaveBeenCalledWith({ id: 90, variant_id: 43 });
    await expect(canvas.getByText(apronRed!.variant!.label)).toBeVisible();
  },
};
export const WithVariantsMobile: Story = { ...WithVariants, play: undefined, globals: { viewport: { value: "phone", isRotated: false } } };
export const Updating: Story = { args: { updating: true } };
export const NotAvailable: Story = {
  args: {
    problems: [
      { id: 1, problem: "out_of_stock", available: 2 },
      { id: 3, problem: "not_found" },
    ],
  },
};
export const BeforeRefresh: Story = { args: { lines: [{ id: 1, quantity: 2 }], totals: cartTotals([]) } };
export const Empty: Story = { args: { lines: [], totals: cartTotals([]) } };
