import type { Decorator, Preview } from "@storybook/react-vite";
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from "@vitrina/core";
import { TypesafeI18n, type Locales } from "@vitrina/react-ui/i18n";
import { ShopIdentityProvider } from "@vitrina/react-ui";
import { loadAllLocalesSync } from "@vitrina/react-ui/i18n-server";
import "@vitrina/react-ui/styles.css";

loadAllLocalesSync();

// The shop every story shows in its header, footer and texts (a retailer's, not the software's name).
const STORY_SHOP = { name: "Casa Bună", logo: null, company: "Casa Bună SRL", idno: "1003600098765", legalAddress: "mun. Chișinău, str. Florilor 1" };

// Every story can be seen in each of the four languages from the toolbar.
const withLocale: Decorator = (Story, context) => (
  <TypesafeI18n locale={(context.globals.locale as Locales) ?? DEFAULT_LOCALE}>
    <ShopIdentityProvider value={STORY_SHOP}>
      <Story />
    </ShopIdentityProvider>
  </TypesafeI18n>
);

const preview: Preview = {
  decorators: [withLocale],
  globalTypes: {
    locale: {
      description: "Language",
      toolbar: {
        icon: "globe",
        items: LOCALES.map((locale) => ({ value: locale, title: LOCALE_NAMES[locale] })),
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
};

export default preview;
