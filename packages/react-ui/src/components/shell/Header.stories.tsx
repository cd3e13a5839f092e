import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Locale } from "@vitrina/core";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { categoriesIn, longCategories, openCategories, sampleCategories, samplePreferences } from "./fixtures.js";
import { Header, type HeaderProps } from "./Header.js";
import type { MenuCategory } from "./parts.js";

// Mirrors core's rule (opening a category closes the others) so the story can be clicked through.
const Interactive = (args: HeaderProps) => {
  const [categories, setCategories] = useState<ReadonlyArray<MenuCategory>>(args.categories);
  const toggle = (uuid: string) => {
    args.onToggleCategory(uuid);
    setCategories((all) => all.map((c) => ({ ...c, isOpen: c.uuid === uuid ? !c.isOpen : false })));
  };
  return <Header {...args} categories={categories} onToggleCategory={toggle} />;
};

const meta = {
  component: Header,
  render: (args) => <Interactive {...args} />,
  args: {
    categories: sampleCategories,
    onToggleCategory: fn(),
    onMegaMenuOpenChange: fn(),
    cartBadge: "3",
    preferences: samplePreferences,
    onSettingsOpen: fn(),
    onSearchOpen: fn(),
    onMenuOpen: fn(),
  },
  // The menu in the toolbar's language.
  parameters: { layout: "fullscreen", localized: (locale: Locale) => ({ categories: categoriesIn(locale) }) },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MegaMenuOpen: Story = {
  args: { categories: openCategories, megaMenuOpen: true },
  parameters: { localized: (locale: Locale) => ({ categories: categoriesIn(locale, "c-2") }) },
};
/** "Products" opens the menu; a category opens its subcategories and closes the other one. */
export const OpensMenuAndCategory: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = canvasElement.querySelector<HTMLButtonElement>(".mega__trigger")!;
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const [first, second] = canvasElement.querySelectorAll<HTMLButtonElement>(".mega__cat");
    await userEvent.click(first!);
    await expect(args.onToggleCategory).toHaveBeenLastCalledWith("c-1");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(second!);
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(second).toHaveAttribute("aria-expanded", "true");
  },
};
export const LongNames: Story = { args: { categories: longCategories, megaMenuOpen: true, cartBadge: "99+" } };
export const EmptyCartNoCategories: Story = { args: { categories: [], cartBadge: "" } };
export const SearchOpen: Story = { args: { searchOpen: true, onSearchClose: fn() } };
export const RomaniaCountry: Story = { args: { preferences: { country: "ro", language: "ro", currency: "mdl" } } };
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const English: Story = { args: { preferences: { country: "md", language: "en", currency: "mdl" } }, globals: { locale: "en" } };
export const Russian: Story = {
  args: { categories: openCategories, megaMenuOpen: true, preferences: { country: "md", language: "ru", currency: "mdl" } },
  globals: { locale: "ru" },
};
export const Bulgarian: Story = { args: { preferences: { country: "bg", language: "bg", currency: "mdl" } }, globals: { locale: "bg" } };
