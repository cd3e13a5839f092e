import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { messages, staffAccounts } from "./fixtures.js";
import { StaffView } from "./StaffView.js";

const meta = {
  component: StaffView,
  args: { staff: staffAccounts, errors: {}, saving: false, message: null, onCreate: fn(), onUpdate: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StaffView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator, managers (one disabled) and a long name and e-mail. */
export const Staff: Story = {};
export const OnlyMe: Story = { args: { staff: staffAccounts.slice(0, 1) } };
/** A manager just disabled: the row says so, and offers to enable them again. */
export const Disabled: Story = {
  args: {
    staff: staffAccounts.map((a) => (a.id === 2 ? { ...a, status: "disabled" } : a)),
    rowMessage: { id: 2, kind: "ok", text: "Contul a fost dezactivat, iar toate sesiunile lui au fost închise." },
  },
};
/** Disabling the last active administrator is refused, on that administrator's row. */
export const LastAdminRefused: Story = {
  args: { rowMessage: { id: 1, kind: "error", text: "Magazinul trebuie să păstreze cel puțin un administrator activ." } },
};
/** An account was deleted: its row is gone, and the outcome shows above the list. */
export const Deleted: Story = {
  args: { staff: staffAccounts.filter((a) => a.id !== 2), listMessage: { kind: "ok", text: "Contul lui Ion Ceban a fost șters." } },
};
export const Saving: Story = { args: { saving: true } };
export const Updated: Story = { args: { message: messages.staffUpdated } };
export const Failed: Story = { args: { message: messages.failed } };
/** A 422 answer for a new member: no name, an e-mail already used, a short password. */
export const FieldErrors: Story = { args: { errors: { name: ["required"], email: ["taken"], password: ["min"] } } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
