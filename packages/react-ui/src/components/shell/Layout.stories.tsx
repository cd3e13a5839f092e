import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Locale } from "@vitrina/core";
import { fn } from "storybook/test";
import { categoriesIn, sampleCategories, sampleContacts, samplePreferences, sampleSocials } from "./fixtures.js";
import { Layout } from "./Layout.js";
import { MobileMenu } from "./MobileMenu.js";
import { ScrollToTop } from "./ScrollToTop.js";

const meta = {
  component: Layout,
  args: {
    header: {
      categories: sampleCategories,
      onToggleCategory: fn(),
      cartBadge: "3",
      preferences: samplePreferences,
      onSettingsOpen: fn(),
      onSearchOpen: fn(),
      onMenuOpen: fn(),
    },
    footer: { ...sampleContacts, preferences: samplePreferences, onSettingsOpen: fn(), year: 2025 },
    children: (
      <div className="container" style={{ padding: "32px 16px" }}>
        <h1>Vitrina</h1>
        <p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>
      </div>
    ),
    overlays: <ScrollToTop visible onClick={fn()} />,
  },
  // The menu in the toolbar's language.
  parameters: { layout: "fullscreen", localized: (locale: Locale) => ({ header: { ...meta.args.header, categories: categoriesIn(locale) } }) },
} satisfies Meta<typeof Layout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: { viewport: { value: "phone", isRotated: false } } };
export const MobileMenuOpen: Story = {
  args: {
    overlays: (
      <MobileMenu
        open
        onClose={fn()}
        categories={sampleCategories}
        onToggleCategory={fn()}
        onSearchSubmit={fn()}
        cartBadge="3"
        preferences={samplePreferences}
        onSettingsOpen={fn()}
        socials={sampleSocials}
        year={2025}
      />
    ),
  },
  globals: { viewport: { value: "phone", isRotated: false } },
};
export const English: Story = { globals: { locale: "en" } };
export const Russian: Story = { globals: { locale: "ru" } };
export const Bulgarian: Story = { globals: { locale: "bg" } };
