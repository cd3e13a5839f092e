import type { Locale, Overview as OverviewFigures } from "@vitrina/core";
import { OverviewView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useScreen } from "../screen.js";
import { ScreenStatus } from "../status.js";

/** Overview figures. */
export const Overview = () => {
  const { locale } = useI18nContext();
  // Low-stock titles in the dashboard's language.
  const screen = useScreen<OverviewFigures, Locale>((api, lang, options) => api.overview({ lang }, options), locale);
  return screen.data ? (
    <>
      <ScreenStatus screen={screen} />
      <OverviewView overview={screen.data} />
    </>
  ) : (
    <ScreenStatus screen={screen} />
  );
};
