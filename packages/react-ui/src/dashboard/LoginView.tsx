import { useState } from "react";
import type { SignInRefusal } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { Notice } from "./parts.js";

/** Why the last sign-in failed (core's `signInRefusalOf` tells it from the server's answer). */
export type LoginFailure = SignInRefusal;

/** Props of {@link LoginView}. */
export interface LoginViewProps {
  readonly submitting: boolean;
  readonly failure: LoginFailure | null;
  readonly onSubmit: (credentials: { readonly email: string; readonly password: string }) => void;
}

/** The staff sign-in page. */
export const LoginView = ({ submitting, failure, onSubmit }: LoginViewProps) => {
  const { LL } = useI18nContext();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const message =
    failure?.kind === "wrong"
      ? LL.dashboard.login.wrong()
      : failure?.kind === "throttled"
        ? failure.minutes === undefined
          ? LL.dashboard.login.throttledLater()
          : LL.dashboard.login.throttled({ minutes: failure.minutes })
        : failure?.kind === "busy"
          ? LL.dashboard.login.busy()
          : failure?.kind === "disabled"
            ? LL.dashboard.login.disabled()
            : failure
              ? LL.dashboard.login.failed()
              : null;
  return (
    <main className="auth">
      <form
        className="auth__card"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit({ email, password });
        }}
      >
        <h1>{LL.dashboard.login.title()}</h1>
        <div className="field">
          <label htmlFor="login-email">{LL.dashboard.login.email()}</label>
          <input id="login-email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        </div>
        <div className="field">
          <label htmlFor="login-password">{LL.dashboard.login.password()}</label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
        </div>
        {message ? <Notice kind="error">{message}</Notice> : null}
        <button type="submit" className="btn btn--wide" disabled={submitting}>
          {submitting ? LL.dashboard.login.signingIn() : LL.dashboard.login.submit()}
        </button>
      </form>
    </main>
  );
};
