/** The changes a dashboard screen's machine runs, and how they end. */

/**
 * What a 409 answer to a save means: an edit conflict (someone saved first: the conflict state,
 * with what is saved now), a refusal (still in use: said at the row or above the form), or a stale
 * row (said, and the data read again so the row shows what it is now).
 */
export type ConflictMeaning = "conflict" | "refused" | "stale";

/** A save (or any change) asked for by the screen, as the machine runs it. */
export interface ResourceSave<T> {
  readonly type: "resource.save";
  /**
   * The change itself (an API call) made from the data as it is when the change starts: a change
   * asked for while another runs waits for its answer and is made with the version it brought.
   */
  readonly run: (data: T) => Promise<unknown>;
  /** The data shown once the change is answered (the saved row in its list); unchanged when left out. */
  readonly apply?: (data: T, answer: unknown) => T;
  /** The data shown at once while the change runs (a list in its new order). */
  readonly shown?: T;
  /** The row of a list the change is about: its outcome is said at that row, and a 422 is a refusal, not field errors. */
  readonly row?: number;
  /** What a 409 means for this change; `conflict` unless said (`refused` for a change of a row). */
  readonly on409?: ConflictMeaning;
  /** Closes the open form once saved. */
  readonly close?: boolean;
  /** Reads the data again once saved (a list whose order the server decides). */
  readonly reload?: boolean;
  /** The screen's own note on this change (its texts), given back with its outcome. */
  readonly label?: unknown;
}

/** How the last change ended: saved with the server's answer, or refused with its error. */
export type SaveOutcome =
  | { readonly kind: "saved"; readonly row?: number; readonly answer: unknown; readonly label?: unknown }
  | { readonly kind: "refused"; readonly row?: number; readonly error: unknown; readonly label?: unknown };

/**
 * A change for `createResourceMachine`, typed by its answer: `run` makes it, `apply` shows the
 * answer in the data.
 * @example
 * actor.send(resourceSave(() => api.updateAttribute(id, input, version), { apply: withSaved, close: true }));
 */
export const resourceSave = <T, R>(
  run: (data: T) => Promise<R>,
  options: Omit<ResourceSave<T>, "type" | "run" | "apply"> & { readonly apply?: (data: T, answer: R) => T } = {},
): ResourceSave<T> => {
  const { apply, ...rest } = options;
  return { ...rest, type: "resource.save", run, ...(apply ? { apply: apply as (data: T, answer: unknown) => T } : {}) };
};

/**
 * `list` with `saved` in place of the row of the same id, or added at its end (a create): shown at
 * once after a save, so a form reopened before the list's reload answers shows what was saved.
 */
export const withSaved = <R extends { readonly id: number }>(list: ReadonlyArray<R>, saved: R): ReadonlyArray<R> =>
  list.some((item) => item.id === saved.id) ? list.map((item) => (item.id === saved.id ? saved : item)) : [...list, saved];
