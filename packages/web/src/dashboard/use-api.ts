import { useCallback, useEffect, useState } from "react";
import { isApiError, type FieldErrors } from "@vitrina/core";

/** Data loaded from the API: the value once there, whether it is loading, and a reload. */
export interface Resource<T> {
  readonly data: T | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly reload: () => void;
  /** Replaces the value on screen (after a save answered the new one). */
  readonly set: (value: T) => void;
}

/** Loads `load()` now and whenever `deps` change; the previous value stays on screen meanwhile. */
export const useResource = <T,>(load: () => Promise<T>, deps: ReadonlyArray<unknown>): Resource<T> => {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; failed: boolean }>({ data: undefined, loading: true, failed: false });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => !cancelled && setState({ data, loading: false, failed: false }),
      () => !cancelled && setState((s) => ({ ...s, loading: false, failed: true })),
    );
    return () => {
      cancelled = true;
    };
  }, [...deps, version]);
  return { ...state, reload: useCallback(() => setVersion((v) => v + 1), []), set: (data: T) => setState({ data, loading: false, failed: false }) };
};

/** A save in progress and its outcome: field errors of a 422, or a failure message. */
export interface Save {
  readonly saving: boolean;
  readonly errors: FieldErrors;
  readonly message: { readonly kind: "ok" | "error"; readonly text: string } | null;
  /** The last save was refused (409) because someone else saved the same thing first. */
  readonly conflict: boolean;
  /** Runs `action`; on success shows `done` (when given), on a 422 its field errors, else `failed`. */
  readonly run: <T>(action: () => Promise<T>, texts: SaveTexts) => Promise<T | undefined>;
  readonly reset: () => void;
}

/** What a save shows: on success, on failure, on a 403, and on a 409 that is a refusal rather than an edit conflict. */
export interface SaveTexts {
  readonly done?: string;
  readonly failed: string;
  readonly forbidden?: string;
  /** The message of a refused action (a delete of something still in use); without it a 409 is an edit conflict. */
  readonly refused?: string;
}

/** Keeps the state of the saves of one form. */
export const useSave = (): Save => {
  const idle = { saving: false, errors: {}, message: null, conflict: false } as const;
  const [state, setState] = useState<Omit<Save, "run" | "reset">>(idle);
  const run: Save["run"] = async (action, texts) => {
    setState({ ...idle, saving: true });
    try {
      const result = await action();
      setState({ ...idle, message: texts.done ? { kind: "ok", text: texts.done } : null });
      return result;
    } catch (error) {
      // A conflict has its own notice (what changed, load the saved version), not a failure message.
      if (isApiError(error) && error.status === 409 && !texts.refused) return void setState({ ...idle, conflict: true });
      if (isApiError(error) && error.status === 409) return void setState({ ...idle, message: { kind: "error", text: texts.refused! } });
      const errors = isApiError(error) && error.status === 422 ? (error.errors ?? {}) : {};
      const text = isApiError(error) && error.status === 403 && texts.forbidden ? texts.forbidden : Object.keys(errors).length > 0 ? null : texts.failed;
      setState({ ...idle, errors, message: text ? { kind: "error", text } : null });
      return undefined;
    }
  };
  return { ...state, run, reset: () => setState(idle) };
};

/** After an edit conflict: drops the refused edit, closes its form (when given) and loads what is saved now. */
export const reloadAfterConflict = (save: Save, resource: Pick<Resource<unknown>, "reload">, close?: () => void): void => {
  save.reset();
  close?.();
  resource.reload();
};
