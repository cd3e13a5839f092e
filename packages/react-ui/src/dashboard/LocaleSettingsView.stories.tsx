import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import "../dashboard.css";
import { localeSettings } from "./content-fixtures.js";
import { lt, messages } from "./fixtures.js";
import { LocaleSettingsView } from "./LocaleSettingsView.js";

const meta = {
  component: LocaleSettingsView,
  args: { settings: localeSettings, errors: {}, saving: false, message: null, onSave: fn() },
  decorators: [
    (Story) => (
      <div className="dash__main">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocaleSettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three languages shown (Bulgarian off), two shops, socials and order alert e-mails. */
export const Settings: Story = {};
export const Saving: Story = { args: { saving: true } };
export const Saved: Story = { args: { message: messages.saved } };
/** A manager's save is refused by the server. */
export const Forbidden: Story = { args: { message: messages.forbidden } };
export const Failed: Story = { args: { message: messages.failed } };
/** A 422 answer: the second address has no Romanian text, a social network has no address. */
export const FieldErrors: Story = {
  args: {
    settings: {
      ...localeSettings,
      addresses: [localeSettings.addresses[0]!, lt("", "Bălți, 24 Independenței St")],
      socials: [...localeSettings.socials, { name: "TikTok", url: "", code: "tiktok" }],
    },
    errors: { "addresses.1.ro": ["required"], "socials.2.url": ["required"], "schedule.bg": ["max"] },
  },
};
/** A shop that has not filled anything in yet: Romanian only. */
export const Empty: Story = {
  args: {
    settings: {
      active_languages: ["ro"],
      addresses: [],
      pickup_addresses: [],
      schedule: lt(""),
      phones: [],
      emails: [],
      salesPhones: [],
      salesEmails: [],
      socials: [],
      order_emails: [],
    },
  },
};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
