import type { AuditEntity, AuditEntry, AuditQuery, Page, StaffUser } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { Pager } from "./parts.js";

const ENTITIES: ReadonlyArray<AuditEntity> = ["products", "categories", "images", "sliders", "home-products", "bestsellers", "seo_settings", "settings", "staff", "orders"];

/** Props of {@link AuditView}. */
export interface AuditViewProps {
  readonly page: Page<AuditEntry>;
  readonly query: AuditQuery;
  readonly staff: ReadonlyArray<StaffUser>;
  readonly loading: boolean;
  readonly onQueryChange: (query: AuditQuery) => void;
}

/** A value of an audited field as a short text (texts in several languages show their Romanian one). */
const show = (value: unknown): string => {
  if (value === null || value === undefined) return "—";
  if (typeof value === "object" && !Array.isArray(value) && "ro" in value) return String((value as { ro: unknown }).ro);
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
};

const changes = (entry: AuditEntry): ReadonlyArray<[string, string, string]> => {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter((k) => k !== "id" && k !== "uuid");
  return keys.map((k) => [k, show(entry.before?.[k]), show(entry.after?.[k])]);
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
            {ENTITIES.map((e) => (
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
                {T.entities[entry.entity]()} #{entry.entity_id} — {T.actions[entry.action]()}
              </td>
              <td>
                <ul className="audit-changes">
                  {changes(entry).map(([field, before, after]) => (
                    <li key={field}>
                      <code>{field}</code>: {entry.action === "create" ? after : entry.action === "delete" ? before : `${before} → ${after}`}
                    </li>
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
