import { useCallback, useEffect, useState } from "react";
import { Fragment } from "react";
import type { AdminSeoSetting, FieldErrors, LocaleSettings, LocalizedText, Role, SeoSetting, StaffAccount, StaffInput, StaffUpdate } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { ConflictNotice, type ConflictNoticeProps } from "./ConflictNotice.js";
import { Field, LocalizedField, Notice, SaveButton, TEXT_LOCALES, emptyText } from "./parts.js";

type Message = { readonly kind: "ok" | "error"; readonly text: string } | null;

/** Props of {@link SeoView}. */
export interface SeoViewProps {
  readonly settings: ReadonlyArray<AdminSeoSetting>;
  /** The kind whose errors and message are shown. */
  readonly savedKind: SeoSetting["kind"] | null;
  readonly errors: FieldErrors;
  readonly saving: boolean;
  readonly message: Message;
  readonly onSave: (setting: SeoSetting) => void;
  /** The last save was refused because someone else saved first. */
  readonly conflict?: ConflictNoticeProps | null;
  /** Told whether any page kind's form holds changes that are not saved, whenever that changes. */
  readonly onDirtyChange?: (dirty: boolean) => void;
}

const SeoForm = ({ setting, errors, saving, message, conflict, onSave, onDirtyChange }: { readonly setting: AdminSeoSetting; readonly errors: FieldErrors; readonly saving: boolean; readonly message: Message; readonly conflict: ConflictNoticeProps | null; readonly onSave: (s: SeoSetting) => void; readonly onDirtyChange: (kind: SeoSetting["kind"], dirty: boolean) => void }) => {
  const { LL } = useI18nContext();
  const T = LL.dashboard.seo;
  const [value, setValue] = useState(setting);
  const dirty = JSON.stringify(value) !== JSON.stringify(setting);
  useEffect(() => onDirtyChange(setting.kind, dirty), [dirty]);
  // A saved form is replaced by one holding the saved version: the old one no longer counts.
  useEffect(() => () => onDirtyChange(setting.kind, false), []);
  return (
    <form
      className="dash-form dash-form--panel"
      aria-label={T.kinds[setting.kind]()}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const { version: _read, ...edited } = value;
        onSave(edited);
      }}
    >
      <h2>{T.kinds[setting.kind]()}</h2>
      <LocalizedField label={T.pageTitle()} path="title" value={value.title} errors={errors} onChange={(title) => setValue({ ...value, title })} />
      <LocalizedField label={T.description()} path="description" value={value.description} errors={errors} multiline onChange={(description) => setValue({ ...value, description })} />
      <Field label={T.image()} path="image" errors={errors}>
        {(a) => <input {...a} value={value.image ?? ""} onChange={(e) => setValue({ ...value, image: e.currentTarget.value || null })} />}
      </Field>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {conflict ? <ConflictNotice {...conflict} /> : null}
      <SaveButton saving={saving} />
    </form>
  );
};

/** SEO titles and descriptions of every page kind, in four languages. */
export const SeoView = ({ settings, savedKind, errors, saving, message, onSave, conflict = null, onDirtyChange }: SeoViewProps) => {
  const { LL } = useI18nContext();
  const [dirtyKinds, setDirtyKinds] = useState<ReadonlySet<SeoSetting["kind"]>>(new Set());
  const formDirty = useCallback((kind: SeoSetting["kind"], dirty: boolean) => {
    setDirtyKinds((kinds) => {
      if (kinds.has(kind) === dirty) return kinds;
      const next = new Set(kinds);
      if (dirty) next.add(kind);
      else next.delete(kind);
      return next;
    });
  }, []);
  useEffect(() => onDirtyChange?.(dirtyKinds.size > 0), [dirtyKinds.size > 0]);
  return (
    <section>
      <h1>{LL.dashboard.seo.title()}</h1>
      <p className="field-hint">{LL.dashboard.seo.hint({ name: "{name}", shop: "{shop}" })}</p>
      {settings.map((s) => (
        <SeoForm
          key={`${s.kind}@${s.version}`}
          setting={s}
          errors={savedKind === s.kind ? errors : {}}
          saving={saving && savedKind === s.kind}
          message={savedKind === s.kind ? message : null}
          conflict={savedKind === s.kind ? conflict : null}
          onSave={onSave}
          onDirtyChange={formDirty}
        />
      ))}
    </section>
  );
};

/** Props of {@link LocaleSettingsView}. */
export interface LocaleSettingsViewProps {
  readonly settings: LocaleSettings;
  readonly errors: FieldErrors;
  readonly saving: boolean;
  readonly message: Message;
  readonly onSave: (settings: LocaleSettings) => void;
  /** The last save was refused because someone else saved first. */
  readonly conflict?: ConflictNoticeProps | null;
  /** Told whether the form holds changes that are not saved, whenever that changes. */
  readonly onDirtyChange?: (dirty: boolean) => void;
}

const lines = (text: string) => text.split("\n").map((l) => l.trim()).filter(Boolean);

/** Which languages the shop shows, and its contacts (addresses and hours in four languages). */
export const LocaleSettingsView = ({ settings, errors, saving, message, onSave, conflict = null, onDirtyChange }: LocaleSettingsViewProps) => {
  const { LL } = useI18nContext();
  const T = LL.dashboard.locale;
  const [value, setValue] = useState(settings);
  const [initialTexts] = useState(() => ({
    phones: settings.phones.join("\n"),
    emails: settings.emails.join("\n"),
    salesPhones: settings.salesPhones.join("\n"),
    salesEmails: settings.salesEmails.join("\n"),
    order_emails: settings.order_emails.join("\n"),
  }));
  const [texts, setTexts] = useState(initialTexts);
  const dirty = JSON.stringify(value) !== JSON.stringify(settings) || JSON.stringify(texts) !== JSON.stringify(initialTexts);
  useEffect(() => onDirtyChange?.(dirty), [dirty]);
  useEffect(() => () => onDirtyChange?.(false), []);
  // The server reports a list's errors per line (`emails.1`); the field shows them as its own.
  const listErrors = (key: string) => Object.values(Object.fromEntries(Object.entries(errors).filter(([path]) => path === key || path.startsWith(`${key}.`)))).flat();
  const list = (key: keyof typeof texts, label: string) => (
    <Field label={label} path={key} errors={{ [key]: listErrors(key) }} hint={T.onePerLine()}>
      {(a) => <textarea {...a} rows={3} value={texts[key]} onChange={(e) => setTexts({ ...texts, [key]: e.currentTarget.value })} />}
    </Field>
  );
  const setAddress = (i: number, text: LocalizedText) => setValue({ ...value, addresses: value.addresses.map((a, j) => (j === i ? text : a)) });
  return (
    <form
      className="dash-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ ...value, phones: lines(texts.phones), emails: lines(texts.emails), salesPhones: lines(texts.salesPhones), salesEmails: lines(texts.salesEmails), order_emails: lines(texts.order_emails) });
      }}
    >
      <h1>{T.title()}</h1>
      {Object.keys(errors).length > 0 ? <Notice kind="error">{LL.dashboard.common.fixErrors()}</Notice> : null}
      <fieldset>
        <legend>{T.languages()}</legend>
        <p className="field-hint">{T.romanianAlways()}</p>
        {TEXT_LOCALES.map((l) => (
          <label key={l} className="check">
            <input
              type="checkbox"
              disabled={l === "ro"}
              checked={value.active_languages.includes(l)}
              onChange={(e) => setValue({ ...value, active_languages: e.currentTarget.checked ? [...value.active_languages, l] : value.active_languages.filter((x) => x !== l) })}
            />
            {l.toUpperCase()}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{T.addresses()}</legend>
        {value.addresses.map((a, i) => (
          <div key={i} className="attribute">
            <LocalizedField label={`${T.addresses()} ${i + 1}`} path={`addresses.${i}`} value={a} errors={errors} onChange={(text) => setAddress(i, text)} />
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setValue({ ...value, addresses: value.addresses.filter((_, j) => j !== i) })}>
              {LL.dashboard.common.remove()}
            </button>
          </div>
        ))}
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setValue({ ...value, addresses: [...value.addresses, emptyText()] })}>
          {LL.dashboard.common.add()}
        </button>
      </fieldset>
      <LocalizedField label={T.schedule()} path="schedule" value={value.schedule} errors={errors} onChange={(schedule) => setValue({ ...value, schedule })} />
      <div className="form-grid">
        {list("phones", T.phones())}
        {list("emails", T.emails())}
        {list("salesPhones", T.salesPhones())}
        {list("salesEmails", T.salesEmails())}
        {list("order_emails", T.orderEmails())}
      </div>
      <fieldset>
        <legend>{T.socials()}</legend>
        {value.socials.map((s, i) => (
          <div key={i} className="form-grid">
            {(["name", "url", "code"] as const).map((k) => (
              <Field key={k} label={k === "name" ? T.socialName() : k === "url" ? T.socialUrl() : T.socialCode()} path={`socials.${i}.${k}`} errors={errors}>
                {(a) => <input {...a} value={s[k]} onChange={(e) => setValue({ ...value, socials: value.socials.map((x, j) => (j === i ? { ...x, [k]: e.currentTarget.value } : x)) })} />}
              </Field>
            ))}
          </div>
        ))}
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setValue({ ...value, socials: [...value.socials, { name: "", url: "", code: "" }] })}>
          {LL.dashboard.common.add()}
        </button>
      </fieldset>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {conflict ? <ConflictNotice {...conflict} /> : null}
      <SaveButton saving={saving} />
    </form>
  );
};

/** Props of {@link PasswordView}. */
export interface PasswordViewProps {
  readonly errors: FieldErrors;
  readonly saving: boolean;
  readonly message: Message;
  readonly onChange: (payload: { readonly current_password: string; readonly new_password: string }) => void;
}

/** Changing one's own password (current + new twice). */
export const PasswordView = ({ errors, saving, message, onChange }: PasswordViewProps) => {
  const { LL } = useI18nContext();
  const T = LL.dashboard.password;
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const [tried, setTried] = useState(false);
  const mismatch = (tried || repeat !== "") && next !== repeat;
  return (
    <form
      className="dash-form dash-form--panel"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (next === repeat) onChange({ current_password: current, new_password: next });
      }}
    >
      <h1>{T.title()}</h1>
      <Field label={T.current()} path="current_password" errors={errors}>
        {(a) => <input {...a} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.currentTarget.value)} />}
      </Field>
      <Field label={T.new()} path="new_password" errors={errors}>
        {(a) => <input {...a} type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.currentTarget.value)} />}
      </Field>
      <Field label={T.repeat()} path="repeat" errors={mismatch ? { repeat: ["invalid"] } : {}}>
        {(a) => <input {...a} type="password" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.currentTarget.value)} />}
      </Field>
      {mismatch ? <p className="field-error">{T.mismatch()}</p> : null}
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      <SaveButton saving={saving} />
    </form>
  );
};

/** Props of {@link StaffView}. */
export interface StaffViewProps {
  readonly staff: ReadonlyArray<StaffAccount>;
  readonly errors: FieldErrors;
  readonly saving: boolean;
  /** The outcome of adding an account, shown under its form. */
  readonly message: Message;
  /** The outcome of a change of one account (role, password, status, deletion), shown on that account's row. */
  readonly rowMessage?: { readonly id: number; readonly kind: "ok" | "error"; readonly text: string } | null;
  /** The outcome of a change that has no row left to show it on (a deletion), shown above the list. */
  readonly listMessage?: Message;
  /** Adds an account; the form is cleared when it resolves to true (the account was created). */
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
                  <button type="button" className="btn btn--ghost btn--small" aria-label={T.disableNamed({ name: u.name })} onClick={() => onUpdate(u.id, { status: "disabled" })}>
                    {T.disable()}
                  </button>
                ) : (
                  <button type="button" className="btn btn--ghost btn--small" aria-label={T.enableNamed({ name: u.name })} onClick={() => onUpdate(u.id, { status: "active" })}>
                    {T.enable()}
                  </button>
                )}{" "}
                <button type="button" className="btn btn--ghost btn--small" aria-label={T.removeNamed({ name: u.name })} onClick={() => onDelete(u.id)}>
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
            {(a) => <input {...a} type="password" autoComplete="new-password" value={draft.password} onChange={(e) => setDraft({ ...draft, password: e.currentTarget.value })} />}
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
