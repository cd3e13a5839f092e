import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { sampleCartLines } from "../catalog/fixtures.js";
import { StockWarning, StockWarnings } from "./StockWarning.js";

const meta = {
  component: StockWarning,
  args: { problem: { id: 1, problem: "out_of_stock", available: 2 }, title: sampleCartLines[0]!.title, onQuantityChange: fn() },
  argTypes: {
    problem: {
      options: ["fewLeft", "soldOut", "perOrder", "gone", "chooseVariant"],
      mapping: {
        fewLeft: { id: 1, problem: "out_of_stock", available: 2 },
        soldOut: { id: 1, problem: "out_of_stock", available: 0 },
        perOrder: { id: 1, problem: "max_per_order", available: 5 },
        gone: { id: 1, problem: "not_found" },
        chooseVariant: { id: 1, problem: "choose_variant" },
      },
      control: {
        type: "inline-radio",
        labels: { fewLeft: "2 left", soldOut: "Sold out", perOrder: "5 per order", gone: "No longer sold", chooseVariant: "Options to choose" },
      },
    },
  },
} satisfies Meta<typeof StockWarning>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fewer units left than the line holds: the button sets the line to them. */
export const FewLeft: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    await expect(args.onQuantityChange).toHaveBeenCalledWith({ id: 1 }, 2);
  },
};
export const SoldOut: Story = { args: { problem: { id: 1, problem: "out_of_stock", available: 0 } } };
export const OverTheOrderLimit: Story = { args: { problem: { id: 1, problem: "max_per_order", available: 5 } } };
export const NoLongerSold: Story = { args: { problem: { id: 1, problem: "not_found" } } };
/** A line of a product with options that names none of its variants (a cart saved before the product had options). */
export const OptionsToChoose: Story = { args: { problem: { id: 1, problem: "choose_variant" } } };
/** The checkout's list of refused lines, each with its warning and a remove button. */
export const RefusedLines: Story = {
  render: (args) => (
    <StockWarnings
      problems={[
        { id: 1, problem: "out_of_stock", available: 2 },
        { id: 3, problem: "not_found" },
      ]}
      lines={sampleCartLines}
      onQuantityChange={args.onQuantityChange}
      onRemove={fn()}
    />
  ),
};
