import { Notice } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import type { Resource } from "../use-api.js";

/**
 * What a screen shows of a load that is not on screen yet or failed: "Loading…" until it answers,
 * why it failed when it did (above the previous value, when there is one), nothing otherwise.
 */
export const Pending = ({ resource }: { readonly resource: Pick<Resource<unknown>, "data" | "failure"> }) => {
  const { LL } = useI18nContext();
  if (resource.failure !== null) return <Notice kind="error">{resource.failure}</Notice>;
  return resource.data === undefined ? <p role="status">{LL.dashboard.common.loading()}</p> : null;
};
