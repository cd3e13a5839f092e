import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { ProductsBulkEdit } from "./ProductsBulkEdit.js";

const meta = {
  component: ProductsBulkEdit,
  args: { count: 3, saving: false, errors: {}, message: null, onApply: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductsBulkEdit>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSelected: Story = {};
export const Saving: Story = { args: { saving: true } };
export const WrongValue: Story = { args: { errors: { price: ["type"] } } };
/** A product the change would break is named; nothing was saved. */
export const Refused: Story = {
  args: { message: { kind: "error", text: "“Tigaie Tefal Unlimited, 28 cm”: there is not that much stock to take away." } },
};
export const Saved: Story = { args: { count: 0, message: { kind: "ok", text: "3 products changed." } } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
