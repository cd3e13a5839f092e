import { useEffect, useId, useState, type ReactNode } from "react";
import { DEFAULT_LOCALE, LOCALES, staffErrorKeys, type FieldErrors, type Locale, type LocalizedText, type UploadedImage } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import type { TranslationFunctions } from "../i18n/i18n-types.js";
import { translateKey } from "../i18n/lookup.js";

/** The languages every localized text is written in, the shop's main one first. */

/** An empty text in every language. */
export const emptyText = (): LocalizedText => ({ ro: "", en: "", ru: "", bg: "" });

/**
 * The message of a field error in the dashboard's language: its first kind's, chosen by core's rule
 * ({@link staffErrorKeys}: the form's own message when `form` names one with messages of its own, else
 * the field's own message for the kind, else the kind's, else a general one).
 */
export const errorText = (LL: TranslationFunctions, kinds: ReadonlyArray<string> | undefined, path = "", form?: string): string | undefined => {
  const kind = kinds?.[0];
  return kind === undefined
    ? undefined
    : staffErrorKeys(path, kind, form)
        .map((key) => translateKey(LL.dashboard, key))
        .find((message) => message !== undefined);
};

/**
 * A row's name in the dashboard's language: its text in that language, else the first written one
 * (Romanian first) marked with its language ("Tigaie Tefal (румынский)"), so a missing translation
 * shows and a screen reader's button name says which language it reads; empty when none is written.
 */
export const useNameIn = (): ((text: LocalizedText) => string) => {
  const { LL, locale } = useI18nContext();
  return (text) => {
    const own = text[locale].trim();
    const other = LOCALES.find((l) => text[l].trim() !== "");
    return own || (other === undefined ? "" : `${text[other].trim()} (${LL.dashboard.common.languageNames[other]()})`);
  };
};

/** A language's name at the start of a line: "Română: …" though "Titlu (română)". */
const capitalized = (name: string) => name.charAt(0).toLocaleUpperCase() + name.slice(1);

/** Props of {@link Field}. */
export interface FieldProps {
  readonly label: string;
  /** The field's path in the payload, for its error (`price`, `title.ro`). */
  readonly path: string;
  readonly errors: FieldErrors;
  readonly hint?: string;
  /** The form whose own messages come first (`errors.forms.<form>`), for a field named like another form's. */
  readonly form?: string;
  readonly children: (input: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}

/**
 * Hides a field's error once the person changes the field (they are correcting it) until the next
 * answer brings a new set of errors. Returns the errors to show and the change handler of the field.
 */
const useCorrectedErrors = (errors: FieldErrors): [FieldErrors, () => void] => {
  const [corrected, setCorrected] = useState<FieldErrors | null>(null);
  return [corrected === errors ? {} : errors, () => setCorrected(errors)];
};

/** A labelled input with its error message under it; the message goes once the field is changed. */
export const Field = ({ label, path, errors: answered, hint, form, children }: FieldProps) => {
  const { LL } = useI18nContext();
  const id = useId();
  const [errors, corrected] = useCorrectedErrors(answered);
  const error = errorText(LL, errors[path], path, form);
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="field" onChange={corrected}>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(error ? { "aria-invalid": true as const } : {}), ...(described ? { "aria-describedby": described } : {}) })}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
};

/** A moment as the dashboard lists it (an order placed, a message received), in the dashboard's language. */
export const dateTime = (iso: string, locale: string): string => new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" });

/** The picture types an upload takes (the server checks the content too). */
export const IMAGE_TYPES = "image/png,image/webp,image/jpeg";

/** Props of {@link ImageField}. */
export interface ImageFieldProps extends Omit<FieldProps, "children"> {
  /** Uploads the chosen file; null when the upload failed (the caller shows why). */
  readonly onUpload: (file: File) => Promise<UploadedImage | null>;
  /** Told about the picture once it is uploaded. */
  readonly onUploaded: (image: UploadedImage) => void;
}

/** A field that uploads one picture as soon as it is chosen. */
export const ImageField = ({ onUpload, onUploaded, ...field }: ImageFieldProps) => (
  <Field {...field}>
    {(a) => (
      <input
        {...a}
        type="file"
        accept={IMAGE_TYPES}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void onUpload(file).then((uploaded) => uploaded && onUploaded(uploaded));
        }}
      />
    )}
  </Field>
);

/** Props of {@link LocalizedField}. */
export interface LocalizedFieldProps {
  readonly label: string;
  readonly path: string;
  readonly value: LocalizedText;
  readonly errors: FieldErrors;
  readonly multiline?: boolean;
  /** The form whose own messages come first (`errors.forms.<form>`), for a field named like another form's. */
  readonly form?: string;
  readonly onChange: (value: LocalizedText) => void;
}

/**
 * A text written in the four languages: one tab per language, the tab of a language with an error
 * marked, Romanian (required) first.
 */
export const LocalizedField = ({ label, path, value, errors: answered, multiline = false, form, onChange }: LocalizedFieldProps) => {
  const { LL } = useI18nContext();
  const id = useId();
  const [errors, corrected] = useCorrectedErrors(answered);
  const [shown, setShown] = useState<Locale>(DEFAULT_LOCALE);
  // A refused save opens the first language with an error, so its message is on screen, not only a red tab.
  useEffect(() => {
    const first = LOCALES.find((l) => answered[`${path}.${l}`]);
    if (first && !answered[`${path}.${shown}`]) setShown(first);
  }, [answered]);
  const error = errorText(LL, errors[`${path}.${shown}`] ?? errors[path], path, form);
  // The other languages' errors are named under the field too, with their language.
  const others = LOCALES.filter((l) => l !== shown && errors[`${path}.${l}`]).map((l) => ({ l, text: errorText(LL, errors[`${path}.${l}`], path, form) }));
  const common = {
    id: `${id}-input`,
    value: value[shown],
    lang: shown,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    onChange: (e: { currentTarget: { value: string } }) => {
      corrected();
      onChange({ ...value, [shown]: e.currentTarget.value });
    },
  };
  return (
    <div className="field localized">
      <label htmlFor={common.id}>
        {label} <span className="muted">({LL.dashboard.common.languageNames[shown]()})</span>
      </label>
      <div role="group" aria-label={`${label}: ${LL.dashboard.common.languageTab()}`} className="localized__tabs">
        {LOCALES.map((l) => (
          <button
            key={l}
            type="button"
            className="localized__tab"
            aria-pressed={l === shown}
            data-error={errors[`${path}.${l}`] ? true : undefined}
            onClick={() => setShown(l)}
          >
            {l.toUpperCase()}
            {errors[`${path}.${l}`] ? <span className="visually-hidden"> — {errorText(LL, errors[`${path}.${l}`], path, form)}</span> : null}
          </button>
        ))}
      </div>
      {multiline ? <textarea {...common} rows={5} /> : <input {...common} />}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {others.map(({ l, text }) => (
        <p key={l} className="field-error">
          {capitalized(LL.dashboard.common.languageNames[l]())}: {text}
        </p>
      ))}
    </div>
  );
};

/** A message after a save or a failure. */
export const Notice = ({ kind, children }: { readonly kind: "ok" | "error"; readonly children: ReactNode }) => (
  <p role={kind === "error" ? "alert" : "status"} className={kind === "error" ? "alert" : "notice"}>
    {children}
  </p>
);

/** Props of {@link Pager}. */
export interface PagerProps {
  readonly page: number;
  readonly totalPages: number;
  readonly onPage: (page: number) => void;
}

/** Previous / next page buttons with "page N of M". */
export const Pager = ({ page, totalPages, onPage }: PagerProps) => {
  const { LL } = useI18nContext();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={LL.dashboard.common.pageOf({ page, total: totalPages })}>
      <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {LL.dashboard.common.previous()}
      </button>
      <span>{LL.dashboard.common.pageOf({ page, total: totalPages })}</span>
      <button type="button" className="btn btn--ghost btn--small" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {LL.dashboard.common.next()}
      </button>
    </nav>
  );
};

/** The save button of a dashboard form, disabled while saving. */
export const SaveButton = ({ saving, disabled = false }: { readonly saving: boolean; readonly disabled?: boolean }) => {
  const { LL } = useI18nContext();
  return (
    <button type="submit" className="btn" disabled={saving || disabled}>
      {saving ? LL.dashboard.common.saving() : LL.dashboard.common.save()}
    </button>
  );
};

/** The end of an editing panel: the "active" switch, save and cancel. */
export const EditorFooter = ({
  active,
  onActive,
  saving,
  onCancel,
}: {
  readonly active: boolean;
  readonly onActive: (active: boolean) => void;
  readonly saving: boolean;
  readonly onCancel: () => void;
}) => {
  const { LL } = useI18nContext();
  return (
    <>
      <label className="check">
        <input type="checkbox" checked={active} onChange={(e) => onActive(e.currentTarget.checked)} />
        {LL.dashboard.common.active()}
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </>
  );
};

/** The save and cancel buttons at the end of an editing panel. */
export const FormActions = ({ saving, onCancel }: { readonly saving: boolean; readonly onCancel: () => void }) => {
  const { LL } = useI18nContext();
  return (
    <div className="actions">
      <SaveButton saving={saving} />
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        {LL.dashboard.common.cancel()}
      </button>
    </div>
  );
};
