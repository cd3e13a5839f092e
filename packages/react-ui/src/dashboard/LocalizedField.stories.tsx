import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import "../dashboard.css";
import { lt } from "./fixtures.js";
import { LocalizedField } from "./parts.js";

const meta = {
  component: LocalizedField,
  args: {
    label: "Denumire",
    path: "title",
    value: lt("Tigaie Tefal Unlimited, 28 cm", "Tefal Unlimited frying pan, 28 cm", "Сковорода Tefal Unlimited, 28 см", ""),
    errors: {},
    onChange: fn(),
  },
  // The field is controlled: keep what is typed so every language can be edited.
  render: function Editable(args) {
    const [value, setValue] = useState(args.value);
    return (
      <LocalizedField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  decorators: [
    (Story) => (
      <div className="dash-form" style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocalizedField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const Multiline: Story = {
  args: {
    label: "Descriere",
    path: "description",
    multiline: true,
    value: lt(
      "Tigaie cu strat antiaderent Titanium, potrivită pentru toate tipurile de plite, inclusiv inducție.\n\nIndicatorul Thermo-Signal arată când tigaia a ajuns la temperatura potrivită.",
      "Titanium non-stick frying pan for every hob.",
    ),
  },
};
/** The English text is too long: its tab is marked; open it to read the message. */
export const ErrorOnOneLanguage: Story = {
  args: { value: lt("Tigaie Tefal Unlimited, 28 cm", "Tefal Unlimited frying pan ".repeat(12)), errors: { "title.en": ["max"] } },
};
/** The Romanian text is required: the message shows on the first tab. */
export const RomanianMissing: Story = { args: { value: lt("", "Tefal Unlimited frying pan, 28 cm"), errors: { "title.ro": ["required"] } } };
export const Empty: Story = { args: { value: lt("") } };
