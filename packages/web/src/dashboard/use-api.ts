import { useCallback, useEffect, useState } from "react";
import { isApiError, type ApiError, type DashboardApi, type FieldErrors } from "@vitrina/core";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useDashboard } from "./context.js";
import { refusalText } from "./refusal.js";

/**
 * The dashboard screens' one way to the API: every load and save is a call of the dashboard API
 * (the port the app was given), and every failure is shown with the dashboard's message policy
 * ({@link refusalText}), never dropped.
 */
export type Call<T> = (api: DashboardApi) => Promise<T>;

/** Data loaded from the API: the value once there, whether it is loading, why it failed, and a reload. */
export interface Resource<T> {
  readonly data: T | undefined;
  readonly loading: boolean;
  /** Why the last load failed, in the dashboard's language; null while it has not. */
  readonly failure: string | null;
  readonly reload: () => void;
  /** Replaces the value on screen (after a save answered the new one). */
  readonly set: (value: T) => void;
}

/** Loads `load` now and whenever `deps` change; the previous value stays on screen meanwhile. */
export const useResource = <T>(load: Call<T>, deps: ReadonlyArray<unknown>): Resource<T> => {
  const { api } = useDashboard();
  const { LL } = useI18nContext();
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; failure: string | null }>({ data: undefined, loading: true, failure: null });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState((s) => ({ ...s, loading: true }));
    load(api).then(
      (data) => !cancelled && setState({ data, loading: false, failure: null }),
      (error: unknown) => !cancelled && setState((s) => ({ ...s, loading: false, failure: refusalText(error, LL) })),
    );
    return () => {
      cancelled = true;
    };
  }, [...deps, version]);
  return { ...state, reload: useCallback(() => setVersion((v) => v + 1), []), set: (data: T) => setState({ data, loading: false, failure: null }) };
};

/**
 * `list` with `saved` in place of the row of the same id, or added at its end (a create): shown at
 * once after a save, so a form reopened before the list's reload answers shows what was saved.
 */
export const withSaved = <T extends { readonly id: number }>(list: ReadonlyArray<T>, saved: T): ReadonlyArray<T> =>
  list.some((item) => item.id === saved.id) ? list.map((item) => (item.id === saved.id ? saved : item)) : [...list, saved];

/** A message about a form or a list: a success or a refusal. */
export interface Message {
  readonly kind: "ok" | "error";
  readonly text: string;
}

/** A save in progress and its outcome: field errors of a 422, or a message. */
export interface Save {
  readonly saving: boolean;
  readonly errors: FieldErrors;
  readonly message: Message | null;
  /** The last save was refused (409) because someone else saved the same thing first. */
  readonly conflict: boolean;
  /** Runs `action`; on success shows `done` (when given), on a 422 its field errors, on a 409 the conflict, else why it failed. */
  readonly run: <T>(action: Call<T>, texts?: SaveTexts) => Promise<T | undefined>;
  /** Shows a refusal the screen decided on itself (a picture of the wrong type), as a failed save would. */
  readonly refuse: (text: string) => void;
  readonly reset: () => void;
}

/** What a save says on success, and on a 409 that is a refusal rather than an edit conflict. */
export interface SaveTexts {
  readonly done?: string;
  /** The message of a refused action (a change of something still in use); without it a 409 is an edit conflict. */
  readonly refused?: string;
}

const idle = { saving: false, errors: {}, message: null, conflict: false } as const;

/** Keeps the state of the saves of one form. */
export const useSave = (): Save => {
  const { api } = useDashboard();
  const { LL } = useI18nContext();
  const [state, setState] = useState<Pick<Save, "saving" | "errors" | "message" | "conflict">>(idle);
  const run: Save["run"] = async (action, texts = {}) => {
    setState({ ...idle, saving: true });
    try {
      const result = await action(api);
      setState({ ...idle, message: texts.done ? { kind: "ok", text: texts.done } : null });
      return result;
    } catch (error) {
      // A conflict has its own notice (what changed, load the saved version), not a failure message.
      if (isApiError(error) && error.status === 409 && !texts.refused) return void setState({ ...idle, conflict: true });
      const errors = isApiError(error) && error.status === 422 ? (error.errors ?? {}) : {};
      // Field errors are shown at their fields; any other failure is said once, above the form.
      const message = Object.keys(errors).length > 0 ? null : ({ kind: "error", text: refusalText(error, LL, texts.refused) } as const);
      setState({ ...idle, errors, message });
      return undefined;
    }
  };
  return { ...state, run, refuse: (text) => setState({ ...idle, message: { kind: "error", text } }), reset: () => setState(idle) };
};

/** After an edit conflict: drops the refused edit, closes its form (when given) and loads what is saved now. */
export const reloadAfterConflict = (save: Save, resource: Pick<Resource<unknown>, "reload">, close?: () => void): void => {
  save.reset();
  close?.();
  resource.reload();
};

/** A message shown at one row of a list. */
export interface RowMessage extends Message {
  readonly id: number;
}

/** What an action on one row says: on success, and why it was refused. */
export interface RowTexts<T> {
  readonly done?: (result: T) => string;
  /** The message of a 409 for this action (still in use, changed meanwhile). */
  readonly refused?: string;
  /** A refusal this action explains itself (the server's reasons of a 422), else the policy's message. */
  readonly explain?: (error: ApiError) => string | undefined;
  /** Reloaded after a 409: the row changed meanwhile, so the list shows it as it is now. */
  readonly stale?: Pick<Resource<unknown>, "reload">;
}

/** Actions on the rows of a list (delete, mark, change a role), each answered at its own row. */
export const useRowActions = () => {
  const { api } = useDashboard();
  const { LL } = useI18nContext();
  const [message, setMessage] = useState<RowMessage | null>(null);
  /** Runs `action` for the row `id`; its result once done, null when refused (the row then says why). */
  const run = async <T>(id: number, action: Call<T>, texts: RowTexts<T> = {}): Promise<{ readonly value: T } | null> => {
    setMessage(null);
    try {
      const value = await action(api);
      if (texts.done) setMessage({ id, kind: "ok", text: texts.done(value) });
      return { value };
    } catch (error) {
      const text = (isApiError(error) ? texts.explain?.(error) : undefined) ?? refusalText(error, LL, texts.refused);
      setMessage({ id, kind: "error", text });
      if (isApiError(error) && error.status === 409) texts.stale?.reload();
      return null;
    }
  };
  return { message, run, clear: () => setMessage(null) };
};

/** The API for a screen's own flow of calls (a change, then a read of what refused it); the screen shows every failure itself. */
export const useCall = () => {
  const { api } = useDashboard();
  return <T>(action: Call<T>): Promise<T> => action(api);
};
