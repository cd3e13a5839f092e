import { useEffect, useState } from "react";
import { DEFAULT_LOCALE, LOCALES, type FieldErrors, type LocaleSettings, type LocalizedText } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { ConflictNotice, type ConflictNoticeProps } from "./ConflictNotice.js";
import { Field, LocalizedField, Notice, SaveButton, emptyText, errorText } from "./parts.js";

/** Props of {@link LocaleSettingsView}. */
export interface LocaleSettingsViewProps {
  readonly settings: LocaleSettings;
  readonly errors: FieldErrors;
  readonly saving: boolean;
  readonly message: { readonly kind: "ok" | "error"; readonly text: string } | null;
  readonly onSave: (settings: LocaleSettings) => void;
  /** The last save was refused because someone else saved first. */
  readonly conflict?: ConflictNoticeProps | null;
  /** Told whether the form holds changes that are not saved, whenever that changes. */
  readonly onDirtyChange?: (dirty: boolean) => void;
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** Which languages the shop shows, and its contacts (addresses, pickup points and hours in four languages). */
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
  const listErrors = (key: string) =>
    Object.values(Object.fromEntries(Object.entries(errors).filter(([path]) => path === key || path.startsWith(`${key}.`)))).flat();
  const list = (key: keyof typeof texts, label: string) => (
    <Field label={label} path={key} errors={{ [key]: listErrors(key) }} hint={T.onePerLine()}>
      {(a) => <textarea {...a} rows={3} value={texts[key]} onChange={(e) => setTexts({ ...texts, [key]: e.currentTarget.value })} />}
    </Field>
  );
  // The shop's addresses and its pickup points are edited alike, each a list of texts in four languages.
  const addressList = (key: "addresses" | "pickup_addresses", legend: string, label: (number: number) => string, hint?: string) => {
    const setList = (list: ReadonlyArray<LocalizedText>) => setValue({ ...value, [key]: list });
    return (
      <fieldset>
        <legend>{legend}</legend>
        {hint ? <p className="field-hint">{hint}</p> : null}
        {errors[key] ? <p className="field-error">{errorText(LL, errors[key], key)}</p> : null}
        {value[key].map((a, i) => (
          <div key={i} className="attribute">
            <LocalizedField
              label={label(i + 1)}
              path={`${key}.${i}`}
              value={a}
              errors={errors}
              onChange={(text) => setList(value[key].map((b, j) => (j === i ? text : b)))}
            />
            <button type="button" className="btn btn--ghost btn--small" onClick={() => setList(value[key].filter((_, j) => j !== i))}>
              {LL.dashboard.common.remove()}
            </button>
          </div>
        ))}
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setList([...value[key], emptyText()])}>
          {LL.dashboard.common.add()}
        </button>
      </fieldset>
    );
  };
  return (
    <form
      className="dash-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave({
          ...value,
          phones: lines(texts.phones),
          emails: lines(texts.emails),
          salesPhones: lines(texts.salesPhones),
          salesEmails: lines(texts.salesEmails),
          order_emails: lines(texts.order_emails),
        });
      }}
    >
      <h1>{T.title()}</h1>
      {Object.keys(errors).length > 0 ? <Notice kind="error">{LL.dashboard.common.fixErrors()}</Notice> : null}
      <fieldset>
        <legend>{T.languages()}</legend>
        <p className="field-hint">{T.romanianAlways()}</p>
        {LOCALES.map((l) => (
          <label key={l} className="check">
            <input
              type="checkbox"
              disabled={l === DEFAULT_LOCALE}
              checked={value.active_languages.includes(l)}
              onChange={(e) =>
                setValue({
                  ...value,
                  active_languages: e.currentTarget.checked ? [...value.active_languages, l] : value.active_languages.filter((x) => x !== l),
                })
              }
            />
            {l.toUpperCase()}
          </label>
        ))}
      </fieldset>
      {addressList("addresses", T.addresses(), (number) => T.address({ number }))}
      {addressList("pickup_addresses", T.pickupAddresses(), (number) => T.pickupAddress({ number }), T.pickupHint())}
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
                {(a) => (
                  <input
                    {...a}
                    value={s[k]}
                    onChange={(e) => setValue({ ...value, socials: value.socials.map((x, j) => (j === i ? { ...x, [k]: e.currentTarget.value } : x)) })}
                  />
                )}
              </Field>
            ))}
          </div>
        ))}
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => setValue({ ...value, socials: [...value.socials, { name: "", url: "", code: "" }] })}
        >
          {LL.dashboard.common.add()}
        </button>
      </fieldset>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {conflict ? <ConflictNotice {...conflict} /> : null}
      <SaveButton saving={saving} />
    </form>
  );
};
