import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { ConflictNotice } from "./ConflictNotice.js";

const meta = {
  component: ConflictNotice,
  args: { changed: ["Preț", "Stoc"], onReload: fn() },
  decorators: [
    (Story) => (
      <div className="dash-form" style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConflictNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A colleague saved the price and the stock while this form was open. */
export const FieldsKnown: Story = {};
/** The refusal names no field (a reorder, for example): the notice still offers to reload. */
export const FieldsUnknown: Story = { args: { changed: [] } };
