import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { messages } from "./fixtures.js";
import { PasswordView } from "./PasswordView.js";

const meta = {
  component: PasswordView,
  args: { errors: {}, saving: false, message: null, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type two different new passwords to see the mismatch message. */
export const Empty: Story = {};
export const Saving: Story = { args: { saving: true } };
export const Changed: Story = { args: { message: messages.passwordChanged } };
export const WrongCurrent: Story = { args: { message: messages.wrongCurrent } };
/** A 422 answer: no current password and a new one shorter than 12 characters. */
export const FieldErrors: Story = { args: { errors: { current_password: ["required"], new_password: ["min"] } } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
