import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { QuantityInput } from "./QuantityInput.js";

const meta = {
  component: QuantityInput,
  args: { value: 2, min: 0, max: 24, onQuantity: fn(), "aria-label": "Cantitate" },
  argTypes: { value: { control: { type: "number", min: 0 } }, max: { control: { type: "number", min: 1 } } },
  decorators: [
    (Story) => (
      <div className="cart-line__quantity">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuantityInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The shop's most a line may hold: the field's maximum. */
export const AtTheLimit: Story = { args: { value: 24 } };
/**
 * A shopper clears the field and types: nothing is handed over while it is empty or not a whole
 * number; "5" is; leaving it empty shows the current quantity again.
 */
export const ClearsAndTypes: Story = {
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole("spinbutton");
    await userEvent.clear(field);
    await expect(args.onQuantity).not.toHaveBeenCalled();
    await userEvent.type(field, "5");
    await expect(args.onQuantity).toHaveBeenLastCalledWith(5);
    await userEvent.clear(field);
    await userEvent.tab();
    await expect(field).toHaveValue(2);
  },
};
