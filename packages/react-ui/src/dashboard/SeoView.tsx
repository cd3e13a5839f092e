import { useCallback, useEffect, useState } from "react";
import type { AdminSeoSetting, FieldErrors, SeoSetting } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { ConflictNotice, type ConflictNoticeProps } from "./ConflictNotice.js";
import { Field, LocalizedField, Notice, SaveButton } from "./parts.js";

/** Props of {@link SeoView}. */
export interface SeoViewProps {
  readonly settings: ReadonlyArray<AdminSeoSetting>;
  /** The kind whose errors and message are shown. */
  readonly savedKind: SeoSetting["kind"] | null;
  readonly errors: FieldErrors;
  readonly saving: boolean;
  readonly message: { readonly kind: "ok" | "error"; readonly text: string } | null;
  readonly onSave: (setting: SeoSetting) => void;
  /** The last save was refused because someone else saved first. */
  readonly conflict?: ConflictNoticeProps | null;
  /** Told whether any page kind's form holds changes that are not saved, whenever that changes. */
  readonly onDirtyChange?: (dirty: boolean) => void;
}

const SeoForm = ({
  setting,
  errors,
  saving,
  message,
  conflict,
  onSave,
  onDirtyChange,
}: {
  readonly setting: AdminSeoSetting;
  readonly errors: FieldErrors;
  readonly saving: boolean;
  readonly message: { readonly kind: "ok" | "error"; readonly text: string } | null;
  readonly conflict: ConflictNoticeProps | null;
  readonly onSave: (s: SeoSetting) => void;
  readonly onDirtyChange: (kind: SeoSetting["kind"], dirty: boolean) => void;
}) => {
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
      <LocalizedField
        label={T.description()}
        path="description"
        value={value.description}
        errors={errors}
        multiline
        onChange={(description) => setValue({ ...value, description })}
      />
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
