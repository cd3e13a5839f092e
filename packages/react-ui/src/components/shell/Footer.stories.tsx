import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { sampleContacts, samplePreferences } from "./fixtures.js";
import { Footer } from "./Footer.js";

const meta = {
  component: Footer,
  args: { ...sampleContacts, preferences: samplePreferences, onSettingsOpen: fn(), year: 2025 },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { phones: [], emails: [], addresses: [], schedule: "", salesPhones: [], salesEmails: [], socials: [] } };
export const LongNames: Story = {
  args: {
    emails: ["customer.service.department.moldova@vitrina-online-marketplace.md"],
    addresses: ["Bulevardul Ștefan cel Mare și Sfânt 123/4, oficiul 567, Centrul de afaceri „Panorama”, Chișinău, MD-2001, Republica Moldova"],
  },
};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const English: Story = { globals: { locale: "en" } };
export const Russian: Story = { globals: { locale: "ru" } };
export const Bulgarian: Story = { args: { preferences: { country: "bg", language: "bg", currency: "mdl" } }, globals: { locale: "bg" } };
