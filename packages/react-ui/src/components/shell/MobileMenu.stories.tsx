import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Locale } from "@vitrina/core";
import { useState } from "react";
import { fn } from "storybook/test";
import { categoriesIn, longCategories, openCategories, sampleCategories, samplePreferences, sampleSocials } from "./fixtures.js";
import { MobileMenu, type MobileMenuProps } from "./MobileMenu.js";
import type { MenuCategory } from "./parts.js";

// Mirrors core's rule (opening a category closes the others) so the story can be clicked through.
const Interactive = (args: MobileMenuProps) => {
  const [categories, setCategories] = useState<ReadonlyArray<MenuCategory>>(args.categories);
  const toggle = (uuid: string) => {
    args.onToggleCategory(uuid);
    setCategories((all) => all.map((c) => ({ ...c, isOpen: c.uuid === uuid ? !c.isOpen : false })));
  };
  return <MobileMenu {...args} categories={categories} onToggleCategory={toggle} />;
};

const meta = {
  component: MobileMenu,
  render: (args) => <Interactive {...args} />,
  args: {
    open: true,
    onClose: fn(),
    categories: sampleCategories,
    onToggleCategory: fn(),
    onSearchSubmit: fn(),
    cartBadge: "2",
    preferences: samplePreferences,
    onSettingsOpen: fn(),
    socials: sampleSocials,
    year: 2025,
  },
  // The menu in the toolbar's language.
  parameters: { layout: "fullscreen", localized: (locale: Locale) => ({ categories: categoriesIn(locale) }) },
  globals: { viewport: { value: "phone", isRotated: false } },
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ProductsOpen: Story = { args: { categories: openCategories, productsOpen: true } };
export const LongNames: Story = { args: { categories: longCategories, productsOpen: true, cartBadge: "99+" } };
export const Empty: Story = { args: { categories: [], socials: [], cartBadge: "" } };
export const Closed: Story = { args: { open: false } };
export const English: Story = { globals: { locale: "en" } };
export const Russian: Story = { args: { categories: openCategories, productsOpen: true }, globals: { locale: "ru" } };
export const Bulgarian: Story = { args: { preferences: { country: "bg", language: "bg", currency: "mdl" } }, globals: { locale: "bg" } };
