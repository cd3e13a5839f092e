import { useI18nContext } from "../i18n/i18n-react.js";

/** Props of {@link ConflictNotice}. */
export interface ConflictNoticeProps {
  /** Labels of the fields someone else changed since the form was opened; empty when not known. */
  readonly changed: ReadonlyArray<string>;
  /** Replaces the form's values with the saved ones. */
  readonly onReload: () => void;
}

/**
 * Says that a save was refused because someone else saved first (a 409), which fields they changed,
 * and offers to load their version, so nobody overwrites a colleague's edit without seeing it.
 */
export const ConflictNotice = ({ changed, onReload }: ConflictNoticeProps) => {
  const { LL } = useI18nContext();
  const T = LL.dashboard.common;
  return (
    <div role="alert" className="alert conflict">
      <p>{T.conflict()}</p>
      {changed.length > 0 ? <p>{T.conflictChanged({ fields: changed.join(", ") })}</p> : null}
      <button type="button" className="btn btn--small" onClick={onReload}>
        {T.conflictReload()}
      </button>
    </div>
  );
};
