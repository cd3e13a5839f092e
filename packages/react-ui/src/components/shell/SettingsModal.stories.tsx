import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
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
/** A shopper picks Bulgaria and Bulgarian: saving hands over the three choices. */
export const ChoosesBulgaria: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole("dialog"));
    const bulgaria = dialog.getAllByRole<HTMLInputElement>("radio").find((radio) => radio.value === "bg");
    await userEvent.click(bulgaria!);
    const [language] = dialog.getAllByRole("combobox");
    await userEvent.selectOptions(language!, "bg");
    const save = dialog.getAllByRole("button").find((button) => button.getAttribute("type") === "submit");
    await userEvent.click(save!);
    await expect(args.onSave).toHaveBeenCalledWith({ country: "bg", language: "bg", currency: "mdl" });
  },
};
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
