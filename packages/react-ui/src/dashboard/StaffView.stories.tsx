import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { adminUser, messages, staffUsers } from "./fixtures.js";
import { StaffView } from "./SettingsViews.js";

const meta = {
  component: StaffView,
  args: { staff: staffUsers, errors: {}, saving: false, message: null, onCreate: fn(), onUpdate: fn() },
  decorators: [(Story) => <div className="dash__main"><Story /></div>],
} satisfies Meta<typeof StaffView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator, managers and a long name and e-mail. */
export const Staff: Story = {};
export const OnlyMe: Story = { args: { staff: [adminUser] } };
export const Saving: Story = { args: { saving: true } };
export const Updated: Story = { args: { message: messages.staffUpdated } };
export const Failed: Story = { args: { message: messages.failed } };
/** A 422 answer for a new member: no name, an e-mail already used, a short password. */
export const FieldErrors: Story = { args: { errors: { name: ["required"], email: ["taken"], password: ["min"] } } };
export const Mobile: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };
