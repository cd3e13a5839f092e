import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { messages } from "./fixtures.js";
import { sampleInstructions } from "./shop-settings-fixtures.js";
import { InstructionsView } from "./ShopSettingsViews.js";

const meta = {
  component: InstructionsView,
  args: { instructions: sampleInstructions, errors: {}, saving: false, message: null, onSave: fn() },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InstructionsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Texts per payment and delivery method; English, Russian and Bulgarian partly empty (Romanian is shown instead). */
export const Instructions: Story = {};
/** A text over 2,000 characters: its language's tab is marked. */
export const TooLong: Story = { args: { errors: { "payment.bank_transfer.bg": ["max"] } } };
export const Saved: Story = { args: { message: messages.saved } };
export const Conflict: Story = { args: { conflict: { changed: [], onReload: fn() } } };
export const English: Story = { globals: { locale: "en" } };
export const Bulgarian: Story = { globals: { locale: "bg" } };
