// The Storybook preview of the components: the language toolbar, the sizes, docs and accessibility
// panels (.storybook/preview.tsx is this file; react-ui's tests compose stories with it).
import type { Preview } from "@storybook/react-vite";
import { LOCALE_NAMES, LOCALES } from "@vitrina/core";
import { loadAllLocalesSync } from "../i18n-server.js";
import "../styles.css";
import "./preview.css";
import { withDashboardFrame } from "./dashboard-frame.js";
import { ALL_LOCALES, withLocale } from "./locale.js";
import { VIEWPORTS } from "./viewports.js";

loadAllLocalesSync();

const preview: Preview = {
  // The later decorator is the outer one: the dashboard's frame is drawn in the story's language.
  decorators: [withDashboardFrame, withLocale],
  globalTypes: {
    locale: {
      description: "Language",
      toolbar: {
        icon: "globe",
        dynamicTitle: true,
        items: [
          ...LOCALES.map((locale) => ({ value: locale, title: LOCALE_NAMES[locale], right: locale.toUpperCase() })),
          { value: ALL_LOCALES, title: "All four side by side", icon: "grid" },
        ],
      },
    },
  },
  initialGlobals: { locale: "ro" },
  parameters: {
    viewport: { options: VIEWPORTS },
    // Controls show a colour picker or a date field for props named so.
    controls: { matchers: { color: /(background|color)$/i, date: /(At|Date)$/ } },
    // The accessibility panel runs axe on every story; findings are listed there, not failed on.
    a11y: { test: "todo" },
  },
};

export default preview;
