import { Notice } from "@vitrina/react-ui/dashboard";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import type { Screen } from "./screen.js";

/**
 * What a screen says of its data's reads: "Loading…" until the first one answers, "Loading the
 * latest version…" while the data on screen is read again (after a conflict, a save, another page),
 * and why a read failed (above the previous data, when there is some); nothing otherwise.
 */
export const ScreenStatus = ({
  screen,
  announceLoading = true,
}: {
  readonly screen: Pick<Screen<unknown>, "data" | "failure" | "reloading">;
  /** Says "Loading…" during the first read; a screen of several parts says it once, for its first part. */
  readonly announceLoading?: boolean;
}) => {
  const { LL } = useI18nContext();
  if (screen.failure !== null) return <Notice kind="error">{screen.failure}</Notice>;
  if (screen.data === undefined) return announceLoading ? <p role="status">{LL.dashboard.common.loading()}</p> : null;
  // Over the page rather than above the list: the list does not move under the pointer when the read starts or ends.
  return screen.reloading ? (
    <p role="status" className="screen-reloading">
      {LL.dashboard.common.reloading()}
    </p>
  ) : null;
};
