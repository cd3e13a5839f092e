import { useState } from "react";
import type { FieldErrors } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { Field, Notice, SaveButton } from "./parts.js";

/** Props of {@link PasswordView}. */
export interface PasswordViewProps {
  readonly errors: FieldErrors;
  readonly saving: boolean;
  readonly message: { readonly kind: "ok" | "error"; readonly text: string } | null;
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
