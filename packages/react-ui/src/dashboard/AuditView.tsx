import {
  AUDIT_ENTITIES,
  auditEntryChanges,
  type AuditChange,
  type AuditEntity,
  type AuditEntry,
  type AuditQuery,
  type Page,
  type StaffUser,
} from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { auditChangeLabel, auditThing, auditValue } from "./audit-sentences.js";
import { Pager } from "./parts.js";

/** Props of {@link AuditView}. */
export interface AuditViewProps {
  readonly page: Page<AuditEntry>;
  readonly query: AuditQuery;
  readonly staff: ReadonlyArray<StaffUser>;
  readonly loading: boolean;
  readonly onQueryChange: (query: AuditQuery) => void;
}

/** Sign-in events: their one recorded value is the client's address. */
const SIGN_IN_EVENTS: ReadonlySet<AuditEntry["action"]> = new Set(["sign_in", "sign_in_failed", "lockout", "password_change"]);

/** One change as a sentence: the field's label (and the text's language), then its values by their names. */
const ChangeLine = ({ change, entry }: { readonly change: AuditChange; readonly entry: AuditEntry }) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.audit;
  if (SIGN_IN_EVENTS.has(entry.action) && change.kind === "value" && change.field === "address")
    return <li>{T.signInFrom({ address: change.after ?? change.before ?? "—" })}</li>;
  const label = auditChangeLabel(LL, entry, change);
  if (label === null && change.field) return null;
  const value = (v: string | null) => (v === null || v === "" ? "—" : auditValue(LL, locale, entry, change.field, v));
  const field = label ? <>{label}: </> : null;
  switch (change.kind) {
    case "order":
      return <li>{T.reordered({ before: change.before.join(", "), after: change.after.join(", ") })}</li>;
    case "added":
      return (
        <li>
          {field}
          {T.added({ item: value(change.item) })}
        </li>
      );
    case "removed":
      return (
        <li>
          {field}
          {T.removed({ item: value(change.item) })}
        </li>
      );
    default:
      return (
        <li>
          {field}
          <span className="audit-changes__value">
            {entry.action === "create" || entry.action === "import"
              ? value(change.after)
              : entry.action === "delete"
                ? value(change.before)
                : `${value(change.before)} → ${value(change.after)}`}
          </span>
        </li>
      );
  }
};

/** The audit trail: every dashboard change, newest first, filtered by person, kind and dates. */
export const AuditView = ({ page, query, staff, loading, onQueryChange }: AuditViewProps) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.audit;
  return (
    <section>
      <h1>{T.title()}</h1>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          const text = (name: string) => String(form.get(name) ?? "");
          onQueryChange({
            page: 1,
            ...(text("staff_id") ? { staff_id: Number(text("staff_id")) } : {}),
            ...(text("entity") ? { entity: text("entity") as AuditEntity } : {}),
            ...(text("from") ? { from: text("from") } : {}),
            ...(text("to") ? { to: text("to") } : {}),
          });
        }}
      >
        <label>
          {T.person()}{" "}
          <select name="staff_id" defaultValue={query.staff_id ?? ""}>
            <option value="">{T.everyone()}</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.email})
              </option>
            ))}
          </select>
        </label>
        <label>
          {T.entity()}{" "}
          <select name="entity" defaultValue={query.entity ?? ""}>
            <option value="">{T.allEntities()}</option>
            {AUDIT_ENTITIES.map((e) => (
              <option key={e} value={e}>
                {T.entities[e]()}
              </option>
            ))}
          </select>
        </label>
        <label>
          {T.from()} <input type="date" name="from" defaultValue={query.from ?? ""} />
        </label>
        <label>
          {T.to()} <input type="date" name="to" defaultValue={query.to ?? ""} />
        </label>
        <button type="submit" className="btn btn--small">
          {T.filter()}
        </button>
      </form>
      <table className="table" aria-busy={loading || undefined}>
        <thead>
          <tr>
            <th scope="col">{T.at()}</th>
            <th scope="col">{T.who()}</th>
            <th scope="col">{T.entity()}</th>
            <th scope="col">{T.change()}</th>
          </tr>
        </thead>
        <tbody>
          {page.data.map((entry) => (
            <tr key={entry.id}>
              <td>{new Date(entry.at).toLocaleString(locale, { dateStyle: "medium", timeStyle: "medium" })}</td>
              <td>{entry.staff_email}</td>
              <td>
                {auditThing(LL, locale, entry)} — {T.actions[entry.action]()}
              </td>
              <td>
                <ul className="audit-changes">
                  {auditEntryChanges(entry, locale).map((change, i) => (
                    <ChangeLine key={i} change={change} entry={entry} />
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {page.data.length === 0 ? <p>{T.empty()}</p> : null}
      <Pager page={page.current_page} totalPages={page.total_pages} onPage={(n) => onQueryChange({ ...query, page: n })} />
    </section>
  );
};
