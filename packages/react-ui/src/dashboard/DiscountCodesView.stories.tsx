import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { DiscountCodesView } from "./DiscountCodesView.js";
import { discountCodes, messages } from "./fixtures.js";

const meta = {
  component: DiscountCodesView,
  args: {
    codes: discountCodes,
    editing: undefined,
    errors: {},
    saving: false,
    message: null,
    onEdit: fn(),
    onCancel: fn(),
    onSave: fn(),
    onSwitch: fn(),
  },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DiscountCodesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Codes by percentage and by amount, with their minimum, days and uses; one switched off. */
export const List: Story = {};
export const Empty: Story = { args: { codes: [] } };
export const New: Story = { args: { editing: null } };
export const Edit: Story = { args: { editing: discountCodes[1]! } };
/** Refused fields: a code with a space, a percentage above 100, the last day before the first, no uses. */
export const FieldErrors: Story = {
  args: { editing: null, errors: { code: ["format"], value: ["max"], ends_at: ["before_start"], max_uses: ["min"] } },
};
/** A code being switched off. */
export const Switching: Story = { args: { switching: 3 } };
export const Saved: Story = { args: { message: messages.saved } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
