import { assign, fromPromise, setup } from "xstate";
import type { Actor, SnapshotFrom } from "xstate";
import type { FieldErrors } from "../schemas/index.js";
import { isApiError, type CallOptions } from "../ports/index.js";
import type { ResourceSave, SaveOutcome } from "./resource-changes.js";

/** What a dashboard screen's machine needs: how to read its data for a query. */
export interface ResourcePorts<T, Q> {
  /** Reads the screen's data for `query`; rejects with an `ApiError`. Aborting `options.signal` cancels the request. */
  readonly load: (query: Q, options: CallOptions) => Promise<T>;
}

/** What a dashboard screen shows. */
export interface ResourceContext<T, Q, E> {
  /** The query the data was (or is being) read for: a list's filters, a record's id. */
  readonly query: Q;
  /** The data on screen; undefined until first read. It stays on screen while it is read again. */
  readonly data: T | undefined;
  /** Why the last read failed (an `ApiError`), null when it did not. */
  readonly failure: unknown;
  /** The record whose form is open (null: a new one), undefined when no form is open. */
  readonly editing: E | null | undefined;
  /** The open form holds changes that are not saved. */
  readonly dirty: boolean;
  /** Field errors of the last save (a 422), shown at their fields. */
  readonly errors: FieldErrors;
  /** How the last change ended, null before any and after the outcome was dismissed. */
  readonly outcome: SaveOutcome | null;
  /** After an edit conflict: the data as it is saved now, to name what the colleague changed; undefined until read. */
  readonly current: T | undefined;
  /** The change running or last run. */
  readonly pending: ResourceSave<T> | null;
  /** A change asked for while another ran, made once that one is saved (the latest one asked for). */
  readonly queued: ResourceSave<T> | null;
}

/** Events a dashboard screen's machine accepts. */
export type ResourceEvent<T, Q, E> =
  /** Reads the data for another query (a list's filters or page); what runs for the old one is cancelled. */
  | { readonly type: "resource.query"; readonly query: Q }
  /** Reads the data again, keeping what is on screen meanwhile (after a conflict: the saved version, and the form closes). */
  | { readonly type: "resource.reload" }
  /** Opens the form of a record (null: a new one); the last save's outcome and errors go. */
  | { readonly type: "resource.edit"; readonly editing: E | null }
  /** Closes the open form. */
  | { readonly type: "resource.close" }
  /** The open form holds unsaved changes, or no longer does. */
  | { readonly type: "resource.dirty"; readonly dirty: boolean }
  | ResourceSave<T>
  /** A change the screen refused itself before sending it (a picture of the wrong type), said as a refused save is. */
  | { readonly type: "resource.refuse"; readonly error: unknown; readonly label?: unknown }
  /** Takes away the last outcome's message and field errors. */
  | { readonly type: "resource.dismiss" };

/** The machine's input: the first query. */
export interface ResourceInput<Q> {
  readonly query: Q;
}

const fieldErrorsOf = (error: unknown): FieldErrors => (isApiError(error) && error.status === 422 ? (error.errors ?? {}) : {});
const isConflictAnswer = (error: unknown): boolean => isApiError(error) && error.status === 409;

/**
 * The one model of every dashboard screen: load, edit, save, conflict, reload. It reads the data
 * for a query (`loading` the first time, `reloading` with the old data kept on screen, `failed`
 * when the first read failed), runs one change at a time (`saving`), answers a 422 with field
 * errors, a 409 with the `conflict` state (reading what is saved now) or a refusal, and reads again
 * when asked. Leaving a state cancels its read: a new query, a reload or a stopped actor (a screen
 * left) aborts the signal of the request it no longer needs. A save is not cancelled: once sent, the
 * person asked for it.
 * @example
 * const attributes = createActor(createResourceMachine<ReadonlyArray<AdminAttribute>, void, AdminAttribute>({
 *   load: (_query, options) => api.listAttributes(options),
 * }), { input: { query: undefined } }).start();
 */
export const createResourceMachine = <T, Q = void, E = never>(ports: ResourcePorts<T, Q>) =>
  setup({
    types: {} as { context: ResourceContext<T, Q, E>; events: ResourceEvent<T, Q, E>; input: ResourceInput<Q> },
    actors: {
      loadData: fromPromise<T, { readonly query: Q }>(({ input, signal }) => ports.load(input.query, { signal })),
      runChange: fromPromise<unknown, { readonly run: () => Promise<unknown> }>(({ input }) => input.run()),
    },
    guards: {
      hasData: ({ context }) => context.data !== undefined,
      isConflict: ({ context, event }) =>
        isConflictAnswer((event as { error?: unknown }).error) &&
        (context.pending?.on409 ?? (context.pending?.row === undefined ? "conflict" : "refused")) === "conflict",
      isStale: ({ context, event }) => isConflictAnswer((event as { error?: unknown }).error) && context.pending?.on409 === "stale",
      hasFieldErrors: ({ context, event }) => context.pending?.row === undefined && Object.keys(fieldErrorsOf((event as { error?: unknown }).error)).length > 0,
      reloadsAfterSave: ({ context }) => context.pending?.reload === true,
      hasQueued: ({ context }) => context.queued !== null,
    },
    actions: {
      startChange: assign(({ context, event }) => {
        const save = event as ResourceSave<T>;
        return { pending: save, outcome: null, errors: {}, current: undefined, data: save.shown ?? context.data };
      }),
      takeQuery: assign({ query: ({ context, event }) => (event.type === "resource.query" ? event.query : context.query) }),
      clearOutcome: assign({ outcome: null, errors: {} }),
      refuseChange: assign(({ context, event }) => {
        const error = (event as { error?: unknown }).error;
        const { pending } = context;
        return { errors: {}, outcome: { kind: "refused" as const, error, ...(pending?.row !== undefined ? { row: pending.row } : {}), label: pending?.label } };
      }),
    },
  }).createMachine({
    id: "resource",
    context: ({ input }) => ({
      query: input.query,
      data: undefined,
      failure: null,
      editing: undefined,
      dirty: false,
      errors: {},
      outcome: null,
      current: undefined,
      pending: null,
      queued: null,
    }),
    initial: "loading",
    on: {
      "resource.edit": { actions: assign({ editing: ({ event }) => event.editing, dirty: false, outcome: null, errors: {} }) },
      "resource.close": { actions: assign({ editing: undefined, dirty: false, errors: {} }) },
      "resource.dirty": { actions: assign({ dirty: ({ event }) => event.dirty }) },
      "resource.dismiss": { actions: "clearOutcome" },
      "resource.refuse": {
        actions: assign({ errors: {}, outcome: ({ event }) => ({ kind: "refused" as const, error: event.error, label: event.label }) }),
      },
    },
    states: {
      loading: {
        invoke: {
          src: "loadData",
          input: ({ context }) => ({ query: context.query }),
          onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output, failure: null }) },
          onError: { target: "failed", actions: assign({ failure: ({ event }) => event.error }) },
        },
        on: { "resource.query": { target: "loading", reenter: true, actions: "takeQuery" } },
      },
      failed: {
        on: {
          "resource.save": { guard: "hasData", target: "saving", actions: "startChange" },
          "resource.reload": [{ guard: "hasData", target: "reloading" }, { target: "loading" }],
          "resource.query": [
            { guard: "hasData", target: "reloading", actions: "takeQuery" },
            { target: "loading", actions: "takeQuery" },
          ],
        },
      },
      ready: {
        on: {
          "resource.reload": { target: "reloading" },
          "resource.query": { target: "reloading", actions: "takeQuery" },
          "resource.save": { target: "saving", actions: "startChange" },
        },
      },
      reloading: {
        invoke: {
          src: "loadData",
          input: ({ context }) => ({ query: context.query }),
          onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output, failure: null }) },
          // What was on screen stays there, with why it could not be read again.
          onError: { target: "failed", actions: assign({ failure: ({ event }) => event.error }) },
        },
        on: {
          "resource.reload": { target: "reloading", reenter: true },
          "resource.query": { target: "reloading", reenter: true, actions: "takeQuery" },
          "resource.save": { target: "saving", actions: "startChange" },
        },
      },
      saving: {
        invoke: {
          src: "runChange",
          input: ({ context }) => {
            const { pending, data } = context;
            return { run: () => (pending ? pending.run(data as T) : Promise.resolve(undefined)) };
          },
          onDone: [
            {
              guard: "hasQueued",
              target: "saving",
              reenter: true,
              actions: [
                assign(({ context, event }) => savedContext(context, event.output)),
                assign(({ context }) => ({ pending: context.queued, queued: null, outcome: null, errors: {} })),
              ],
            },
            {
              guard: "reloadsAfterSave",
              target: "reloading",
              actions: assign(({ context, event }) => savedContext(context, event.output)),
            },
            { target: "ready", actions: assign(({ context, event }) => savedContext(context, event.output)) },
          ],
          onError: [
            // A change waiting for this one would be refused the same way: it is dropped with it.
            { guard: "isConflict", target: "conflict", actions: assign({ queued: null }) },
            { guard: "isStale", target: "reloading", actions: ["refuseChange", assign({ queued: null })] },
            { guard: "hasFieldErrors", target: "ready", actions: assign({ errors: ({ event }) => fieldErrorsOf(event.error), queued: null }) },
            { target: "ready", actions: ["refuseChange", assign({ queued: null })] },
          ],
        },
        on: {
          "resource.save": {
            actions: assign(({ context, event }) => ({ queued: event, data: event.shown ?? context.data })),
          },
        },
      },
      conflict: {
        // What the colleague saved, read to name the fields they changed; the notice stands without it.
        invoke: {
          src: "loadData",
          input: ({ context }) => ({ query: context.query }),
          onDone: { actions: assign({ current: ({ event }) => event.output }) },
          onError: {},
        },
        on: {
          "resource.reload": { target: "reloading", actions: assign({ editing: undefined, dirty: false, current: undefined }) },
          "resource.save": { target: "saving", actions: "startChange" },
          "resource.edit": {
            target: "ready",
            actions: assign({ editing: ({ event }) => event.editing, dirty: false, outcome: null, errors: {}, current: undefined }),
          },
          "resource.close": { target: "ready", actions: assign({ editing: undefined, dirty: false, current: undefined }) },
        },
      },
    },
  });

/** The context once a change was answered: the answer applied, the outcome said, the form closed when asked. */
const savedContext = <T, Q, E>(context: ResourceContext<T, Q, E>, answer: unknown): Partial<ResourceContext<T, Q, E>> => {
  const { pending, data } = context;
  const applied = pending?.apply && data !== undefined ? pending.apply(data, answer) : data;
  return {
    data: applied,
    errors: {},
    outcome: { kind: "saved", answer, ...(pending?.row !== undefined ? { row: pending.row } : {}), label: pending?.label },
    ...(pending?.close ? { editing: undefined, dirty: false } : {}),
  };
};

/** The machine of a screen whose data is `T`, read for a query `Q`, with forms of records `E`. */
export type ResourceMachine<T, Q = void, E = never> = ReturnType<typeof createResourceMachine<T, Q, E>>;
/** A started screen machine. */
export type ResourceActor<T, Q = void, E = never> = Actor<ResourceMachine<T, Q, E>>;
/** What a screen machine's `getSnapshot()` returns. */
export type ResourceSnapshot<T, Q = void, E = never> = SnapshotFrom<ResourceMachine<T, Q, E>>;
