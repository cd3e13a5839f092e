import { OverviewView } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useResource } from "../use-api.js";
import { Pending } from "./pending.js";

/** Overview figures. */
export const Overview = () => {
  const { locale } = useI18nContext();
  // Low-stock titles in the dashboard's language.
  const overview = useResource((api) => api.overview({ lang: locale }), [locale]);
  return overview.data ? <OverviewView overview={overview.data} /> : <Pending resource={overview} />;
};
