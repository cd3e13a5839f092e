import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CartLink } from "./parts.js";

/** The header's cart link and its badge of items (core's badge label: "99+" above 99). */
const meta = {
  component: CartLink,
  args: { badge: "3", withText: false, onNavigate: fn() },
  argTypes: { badge: { control: "inline-radio", options: ["", "1", "3", "42", "99+"] } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};
export const Empty: Story = { args: { badge: "" } };
export const ManyItems: Story = { args: { badge: "99+" } };
/** The mobile menu's link, with the word beside the icon. */
export const WithText: Story = { args: { withText: true } };
