import { Fragment, useState } from "react";
import type { FieldErrors, Role, StaffAccount, StaffInput, StaffUpdate } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { Field, Notice, SaveButton } from "./parts.js";

/** Props of {@link StaffView}. */
export interface StaffViewProps {
  readonly staff: ReadonlyArray<StaffAccount>;
  readonly errors: FieldErrors;
  readonly saving: boolean;
  /** The outcome of adding an account, shown under its form. */
  readonly message: { readonly kind: "ok" | "error"; readonly text: string } | null;
  /** The outcome of a change of one account (role, password, status, deletion), shown on that account's row. */
  readonly rowMessage?: { readonly id: number; readonly kind: "ok" | "error"; readonly text: string } | null;
  /** The outcome of a change that has no row left to show it on (a deletion), shown above the list. */
  readonly listMessage?: { readonly kind: "ok" | "error"; readonly text: string } | null;
  /** Adds an account; the form is cleared when it resolves to true (the account was created). */
  // biome-ignore lint/suspicious/noConfusingVoidType: a plain handler returns nothing; one that reports whether the account was created resolves to a boolean
  readonly onCreate: (input: StaffInput) => void | Promise<boolean>;
  /** Changes an account: its role, a new password, or its status (disabling or enabling it). */
  readonly onUpdate: (id: number, update: StaffUpdate) => void;
  /** Deletes an account. */
  readonly onDelete: (id: number) => void;
}

/** Staff accounts (admins only): roles, new passwords for others, disabling, deleting, new accounts. */
export const StaffView = ({ staff, errors, saving, message, rowMessage = null, listMessage = null, onCreate, onUpdate, onDelete }: StaffViewProps) => {
  const { LL } = useI18nContext();
  const T = LL.dashboard.password;
  const blank: StaffInput = { email: "", name: "", role: "manager", password: "" };
  const [draft, setDraft] = useState<StaffInput>(blank);
  const roleSelect = (value: Role, onRole: (r: Role) => void, label: string) => (
    <select aria-label={label} value={value} onChange={(e) => onRole(e.currentTarget.value as Role)}>
      <option value="manager">{T.roles.manager()}</option>
      <option value="admin">{T.roles.admin()}</option>
    </select>
  );
  return (
    <section>
      <h2>{T.staff()}</h2>
      {listMessage ? <Notice kind={listMessage.kind}>{listMessage.text}</Notice> : null}
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{T.name()}</th>
            <th scope="col">{T.email()}</th>
            <th scope="col">{T.role()}</th>
            <th scope="col">{T.status()}</th>
            <th scope="col">{T.new()}</th>
            <th scope="col">{T.actions()}</th>
          </tr>
        </thead>
        <tbody>
          {staff.map((u) => (
            <Fragment key={u.id}>
              <tr>
                <td>{u.name}</td>
                <td>{u.email}</td>
                <td>{roleSelect(u.role, (role) => onUpdate(u.id, { role }), `${T.role()}: ${u.name}`)}</td>
                <td>
                  <span className={`status status--${u.status}`}>{T.statuses[u.status]()}</span>
                </td>
                <td>
                  <form
                    className="inline-form"
                    onSubmit={(e) => {
                      e.preventDefault();
                      const password = String(new FormData(e.currentTarget).get("password") ?? "");
                      onUpdate(u.id, { password });
                      e.currentTarget.reset();
                    }}
                  >
                    <input name="password" type="password" autoComplete="new-password" aria-label={T.setPassword({ name: u.name })} />
                    <button type="submit" className="btn btn--small" disabled={saving}>
                      {LL.dashboard.common.save()}
                    </button>
                  </form>
                </td>
                <td className="table__actions">
                  {u.status === "active" ? (
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      aria-label={T.disableNamed({ name: u.name })}
                      onClick={() => onUpdate(u.id, { status: "disabled" })}
                    >
                      {T.disable()}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      aria-label={T.enableNamed({ name: u.name })}
                      onClick={() => onUpdate(u.id, { status: "active" })}
                    >
                      {T.enable()}
                    </button>
                  )}{" "}
                  <button type="button" className="btn btn--danger btn--small" aria-label={T.removeNamed({ name: u.name })} onClick={() => onDelete(u.id)}>
                    {T.remove()}
                  </button>
                </td>
              </tr>
              {rowMessage?.id === u.id ? (
                <tr className="table__message">
                  <td colSpan={6}>
                    <Notice kind={rowMessage.kind}>{rowMessage.text}</Notice>
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
      <form
        className="dash-form dash-form--panel"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void Promise.resolve(onCreate(draft)).then((created) => created === true && setDraft(blank));
        }}
      >
        <h3>{T.addStaff()}</h3>
        <div className="form-grid">
          <Field label={T.name()} path="name" errors={errors}>
            {(a) => <input {...a} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })} />}
          </Field>
          <Field label={T.email()} path="email" errors={errors}>
            {(a) => <input {...a} type="email" value={draft.email} onChange={(e) => setDraft({ ...draft, email: e.currentTarget.value })} />}
          </Field>
          <Field label={T.new()} path="password" errors={errors}>
            {(a) => (
              <input
                {...a}
                type="password"
                autoComplete="new-password"
                value={draft.password}
                onChange={(e) => setDraft({ ...draft, password: e.currentTarget.value })}
              />
            )}
          </Field>
          <div className="field">
            <span>{T.role()}</span>
            {roleSelect(draft.role, (role) => setDraft({ ...draft, role }), T.role())}
          </div>
        </div>
        {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
        <SaveButton saving={saving} />
      </form>
    </section>
  );
};
