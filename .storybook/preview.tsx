import type { Decorator, Preview } from "@storybook/react-vite";
import { TypesafeI18n, type Locales } from "@vitrina/react-ui/i18n";
import { loadAllLocalesSync } from "@vitrina/react-ui/i18n-server";
import "@vitrina/react-ui/styles.css";

loadAllLocalesSync();

// Every story can be seen in each of the four languages from the toolbar.
const withLocale: Decorator = (Story, context) => (
  <TypesafeI18n locale={(context.globals.locale as Locales) ?? "ro"}>
    <Story />
  </TypesafeI18n>
);

const preview: Preview = {
  decorators: [withLocale],
  globalTypes: {
    locale: {
      description: "Language",
      toolbar: { icon: "globe", items: [{ value: "ro", title: "Română" }, { value: "en", title: "English" }, { value: "ru", title: "Русский" }, { value: "bg", title: "Български" }] },
    },
  },
  initialGlobals: { locale: "ro" },
};

export default preview;
