import { useEffect, useRef, useState } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import { waitFor } from "xstate";
import {
  createResourceMachine,
  isApiError,
  resourceSave,
  type ApiError,
  type CallOptions,
  type DashboardApi,
  type FieldErrors,
  type ResourceSave,
  type SaveOutcome,
} from "@vitrina/core";
import { useI18nContext } from "@vitrina/react-ui/i18n";
import { useDashboard } from "./context.js";
import { refusalText } from "./refusal.js";

/** A message about a form or a list: a success or a refusal. */
export interface Message {
  readonly kind: "ok" | "error";
  readonly text: string;
}

/** A message shown at one row of a list. */
export interface RowMessage extends Message {
  readonly id: number;
}

/** What a change says: when it is saved, and why it was refused. */
export interface ChangeTexts<R = unknown> {
  /** Said once it is saved; nothing when left out. */
  readonly done?: string | ((answer: R) => string);
  /** The message of a 409 that refuses this change (still in use), instead of the policy's. */
  readonly refused?: string;
  /** A refusal this change explains itself (the server's reasons of a 422), else the policy's message. */
  readonly explain?: (error: ApiError) => string | undefined;
  /** The whole refusal, for one the screen decided on itself before sending anything. */
  readonly refusal?: string;
}

/** A change as a screen asks for it: the call, and how the machine treats its answer (core's `ResourceSave`). */
export type Change<T, R> = Omit<ResourceSave<T>, "type" | "run" | "apply" | "label"> & {
  readonly apply?: (data: T, answer: R) => T;
  readonly texts?: ChangeTexts<R>;
};

/**
 * Every dashboard screen's one model: core's resource machine (load, edit, save, conflict, reload)
 * run on the dashboard API, with what it shows in the dashboard's language. `query` is what the
 * data is read for (a list's filters); when it changes, the data is read for the new one and the
 * read of the old one is cancelled, as is every read when the screen is left.
 */
export const useScreen = <T, Q = void, E = never>(load: (api: DashboardApi, query: Q, options: CallOptions) => Promise<T>, query: Q) => {
  const { api } = useDashboard();
  const { LL } = useI18nContext();
  const [machine] = useState(() => createResourceMachine<T, Q, E>({ load: (q, options) => load(api, q, options) }));
  const actor = useActorRef(machine, { input: { query } });
  const key = JSON.stringify(query);
  const asked = useRef(key);
  useEffect(() => {
    if (asked.current === key) return;
    asked.current = key;
    actor.send({ type: "resource.query", query });
  }, [key]);
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const said = sayOutcome(context.outcome, LL);
  const rowOf = context.outcome?.row;
  return {
    /** The data on screen, undefined until first read. */
    data: context.data,
    /** Why the last read failed, in the dashboard's language; null when it did not. */
    failure: context.failure === null ? null : refusalText(context.failure, LL),
    /** The first read of the data (or of a new query without data yet) is running. */
    loading: snapshot.matches("loading"),
    /** The data on screen is being read again (a reload, another page or filter). */
    reloading: snapshot.matches("reloading"),
    saving: snapshot.matches("saving"),
    /** The row the running change is about; undefined while none runs, or for a form's save. */
    savingRow: snapshot.matches("saving") ? context.pending?.row : undefined,
    /** How the last change ended (the screen's own words come with `message` and `rowMessage`). */
    outcome: context.outcome,
    /** The last save was refused because someone else saved first. */
    conflict: snapshot.matches("conflict"),
    /** After a conflict: the data as saved now, once read. */
    current: context.current,
    editing: context.editing,
    dirty: context.dirty,
    errors: context.errors as FieldErrors,
    /** The last change's message above the form or list (not one of a row). */
    message: said && rowOf === undefined ? said : null,
    /** The last change's message at its row. */
    rowMessage: said && rowOf !== undefined ? { ...said, id: rowOf } : null,
    /**
     * Runs a change, made from the data as it is when the change starts (after the answer of one
     * still running); resolves with its outcome once answered, or null when it was not made.
     */
    save: async <R>(run: (api: DashboardApi, data: T) => Promise<R>, change: Change<T, R> = {}): Promise<SaveOutcome | null> => {
      const { texts, ...options } = change;
      actor.send(resourceSave<T, R>((data) => run(api, data), { ...options, label: texts }));
      if (!actor.getSnapshot().matches("saving")) return null;
      // The screen may be left before the answer: its outcome is then no one's.
      const done = await waitFor(actor, (s) => !s.matches("saving")).catch(() => null);
      return done?.context.outcome ?? null;
    },
    edit: (editing: E | null) => actor.send({ type: "resource.edit", editing }),
    close: () => actor.send({ type: "resource.close" }),
    setDirty: (dirty: boolean) => actor.send({ type: "resource.dirty", dirty }),
    /** Reads the data again (after a conflict: loads the saved version and closes the form). */
    reload: () => actor.send({ type: "resource.reload" }),
    /** Says a refusal the screen decided on itself (a picture of the wrong type), as a refused save would. */
    refuse: (text: string) => actor.send({ type: "resource.refuse", error: null, label: { refusal: text } satisfies ChangeTexts }),
    /** Takes away the last change's message and field errors. */
    dismiss: () => actor.send({ type: "resource.dismiss" }),
  };
};

/** A screen's model, as {@link useScreen} returns it. */
export type Screen<T, Q = void, E = never> = ReturnType<typeof useScreen<T, Q, E>>;

/** What the last change says, in the dashboard's language: its text when saved, why it was refused. */
const sayOutcome = (outcome: SaveOutcome | null, LL: ReturnType<typeof useI18nContext>["LL"]): Message | null => {
  if (!outcome) return null;
  const texts = (outcome.label ?? {}) as ChangeTexts;
  if (outcome.kind === "saved") {
    const text = typeof texts.done === "function" ? texts.done(outcome.answer) : texts.done;
    return text ? { kind: "ok", text } : null;
  }
  const explained = texts.refusal ?? (isApiError(outcome.error) ? texts.explain?.(outcome.error) : undefined);
  return { kind: "error", text: explained ?? refusalText(outcome.error, LL, texts.refused) };
};

/** The answer of a saved change, when it was saved. */
export const savedAnswer = <R>(outcome: SaveOutcome | null): R | undefined => (outcome?.kind === "saved" ? (outcome.answer as R) : undefined);

/** A change's `apply` when its answer is the whole data (a settings form, a reordered list). */
export const byAnswer = <T>(_data: T, answer: T): T => answer;
