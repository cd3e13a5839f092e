import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { sampleCountries, sampleCurrencies, sampleLanguages, samplePreferences } from "./fixtures.js";
import { SettingsModal } from "./SettingsModal.js";

const meta = {
  component: SettingsModal,
  args: {
    open: true,
    value: samplePreferences,
    countries: sampleCountries,
    languages: sampleLanguages,
    currencies: sampleCurrencies,
    onSave: fn(),
    onClose: fn(),
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof SettingsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Bulgaria: Story = { args: { value: { country: "bg", language: "bg", currency: "mdl" } } };
export const EmptyLists: Story = { args: { countries: [], languages: [], currencies: [] } };
export const LongNames: Story = {
  args: {
    countries: [...sampleCountries.slice(0, 2), { code: "bg", name: "Република България (Republic of Bulgaria), a very long country name" }],
    languages: [...sampleLanguages, { code: "xx", name: "A language with a very long display name indeed" }],
  },
};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const English: Story = { globals: { locale: "en" } };
export const Russian: Story = { args: { value: { country: "md", language: "ru", currency: "mdl" } }, globals: { locale: "ru" } };
export const Bulgarian: Story = { args: { value: { country: "bg", language: "bg", currency: "mdl" } }, globals: { locale: "bg" } };
