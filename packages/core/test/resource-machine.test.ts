import { describe, expect, test } from "vitest";
import { createActor, waitFor } from "xstate";
import { apiError, createResourceMachine, resourceSave, signInRefusalOf, withSaved, type AbortSignalLike, type CallOptions } from "../src/index.js";

// The one model of the dashboard's screens: load, edit, save, conflict, reload, on a bare actor.

interface Row {
  readonly id: number;
  readonly name: string;
  readonly version: number;
}

/** A read the test answers itself, keeping the signal it was given. */
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** A screen over a list of rows whose every read waits for the test; `reads` keeps each read's query and signal. */
const screen = <Q = void>(query: Q) => {
  const reads: Array<{ query: Q; signal: AbortSignalLike | undefined; answer: ReturnType<typeof deferred<ReadonlyArray<Row>>> }> = [];
  const machine = createResourceMachine<ReadonlyArray<Row>, Q, Row>({
    load: (q: Q, options: CallOptions) => {
      const answer = deferred<ReadonlyArray<Row>>();
      reads.push({ query: q, signal: options.signal, answer });
      return answer.promise;
    },
  });
  const actor = createActor(machine, { input: { query } }).start();
  return { actor, reads };
};

const kettle: Row = { id: 1, name: "Kettle", version: 1 };
const pan: Row = { id: 2, name: "Pan", version: 1 };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("resource machine: reads", () => {
  test("shows loading until the first read answers, then the data", async () => {
    const { actor, reads } = screen(undefined);
    expect(actor.getSnapshot().value).toBe("loading");
    reads[0]!.answer.resolve([kettle]);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.data).toEqual([kettle]);
  });

  test("a failed first read says why; reading again shows the data", async () => {
    const { actor, reads } = screen(undefined);
    reads[0]!.answer.reject(apiError(503, "Busy"));
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.failure).toMatchObject({ status: 503 });
    actor.send({ type: "resource.reload" });
    expect(actor.getSnapshot().value).toBe("loading");
    reads[1]!.answer.resolve([kettle]);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context).toMatchObject({ data: [kettle], failure: null });
  });

  test("a new query cancels the read of the old one, whose late answer is never shown", async () => {
    const { actor, reads } = screen({ page: 1 });
    actor.send({ type: "resource.query", query: { page: 2 } });
    expect(reads[0]!.signal?.aborted).toBe(true);
    expect(reads[1]!.query).toEqual({ page: 2 });
    reads[0]!.answer.resolve([kettle]);
    reads[1]!.answer.resolve([pan]);
    await waitFor(actor, (s) => s.matches("ready"));
    await settle();
    expect(actor.getSnapshot().context.data).toEqual([pan]);
  });

  test("a reload keeps the data on screen in a state of its own, and a screen left cancels it", async () => {
    const { actor, reads } = screen(undefined);
    reads[0]!.answer.resolve([kettle]);
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "resource.reload" });
    expect(actor.getSnapshot().value).toBe("reloading");
    expect(actor.getSnapshot().context.data).toEqual([kettle]);
    actor.stop();
    expect(reads[1]!.signal?.aborted).toBe(true);
  });

  test("a failed reload keeps what was on screen, with why it could not be read", async () => {
    const { actor, reads } = screen(undefined);
    reads[0]!.answer.resolve([kettle]);
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "resource.reload" });
    reads[1]!.answer.reject(apiError(0, "offline"));
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context).toMatchObject({ data: [kettle], failure: { kind: "network" } });
  });
});

describe("resource machine: edits and saves", () => {
  const ready = async () => {
    const s = screen(undefined);
    s.reads[0]!.answer.resolve([kettle, pan]);
    await waitFor(s.actor, (snapshot) => snapshot.matches("ready"));
    return s;
  };

  test("a save shows its answer in the list, closes the form and reads the list again", async () => {
    const { actor, reads } = await ready();
    actor.send({ type: "resource.edit", editing: kettle });
    actor.send({ type: "resource.dirty", dirty: true });
    const renamed = { ...kettle, name: "Electric kettle", version: 2 };
    actor.send(resourceSave(() => Promise.resolve(renamed), { apply: withSaved, close: true, reload: true }));
    expect(actor.getSnapshot().value).toBe("saving");
    await waitFor(actor, (s) => s.matches("reloading"));
    expect(actor.getSnapshot().context).toMatchObject({ data: [renamed, pan], editing: undefined, dirty: false, outcome: { kind: "saved", answer: renamed } });
    reads[1]!.answer.resolve([renamed, pan]);
    await waitFor(actor, (s) => s.matches("ready"));
  });

  test("a 422 keeps the form open with its field errors and no message", async () => {
    const { actor } = await ready();
    actor.send({ type: "resource.edit", editing: null });
    actor.send(resourceSave(() => Promise.reject(apiError(422, "Invalid", { "name.ro": ["required"] })), { close: true }));
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context).toMatchObject({ editing: null, errors: { "name.ro": ["required"] }, outcome: null });
  });

  test("a 409 is a conflict: what is saved now is read, and loading it closes the form and shows it", async () => {
    const { actor, reads } = await ready();
    actor.send({ type: "resource.edit", editing: kettle });
    actor.send(resourceSave(() => Promise.reject(apiError(409, "Stale")), { close: true }));
    await waitFor(actor, (s) => s.matches("conflict"));
    expect(actor.getSnapshot().context.editing).toEqual(kettle);
    const theirs = { ...kettle, name: "Their kettle", version: 2 };
    reads[1]!.answer.resolve([theirs, pan]);
    await waitFor(actor, (s) => s.context.current !== undefined);
    expect(actor.getSnapshot().context.current).toEqual([theirs, pan]);
    expect(actor.getSnapshot().context.data).toEqual([kettle, pan]);
    actor.send({ type: "resource.reload" });
    expect(actor.getSnapshot().value).toBe("reloading");
    expect(actor.getSnapshot().context.editing).toBeUndefined();
    reads[2]!.answer.resolve([theirs, pan]);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.data).toEqual([theirs, pan]);
  });

  test("a change of a row is answered at that row: a 409 refuses it, or reads the list again when the row is stale", async () => {
    const { actor, reads } = await ready();
    actor.send(resourceSave(() => Promise.reject(apiError(409, "In use")), { row: 2, label: "in use" }));
    await waitFor(actor, (s) => s.matches("ready") && s.context.outcome !== null);
    expect(actor.getSnapshot().context.outcome).toMatchObject({ kind: "refused", row: 2, label: "in use", error: { status: 409 } });
    actor.send(resourceSave(() => Promise.reject(apiError(409, "Stale")), { row: 1, on409: "stale" }));
    await waitFor(actor, (s) => s.matches("reloading"));
    expect(actor.getSnapshot().context.outcome).toMatchObject({ kind: "refused", row: 1 });
    reads[1]!.answer.resolve([{ ...kettle, version: 3 }, pan]);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context.data?.[0]?.version).toBe(3);
  });

  test("a row's 422 is a refusal at the row, not field errors of a form", async () => {
    const { actor } = await ready();
    actor.send(resourceSave(() => Promise.reject(apiError(422, "Last admin", { id: ["last_admin"] })), { row: 1 }));
    await waitFor(actor, (s) => s.context.outcome !== null);
    expect(actor.getSnapshot().context).toMatchObject({ errors: {}, outcome: { kind: "refused", row: 1 } });
  });

  test("what a change shows at once stays while it runs; a dismissed outcome says nothing", async () => {
    const { actor } = await ready();
    const change = deferred<ReadonlyArray<Row>>();
    actor.send(resourceSave<ReadonlyArray<Row>, ReadonlyArray<Row>>(() => change.promise, { shown: [pan, kettle], apply: (_data, answer) => answer }));
    expect(actor.getSnapshot().context.data).toEqual([pan, kettle]);
    change.resolve([pan, kettle]);
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "resource.dismiss" });
    expect(actor.getSnapshot().context.outcome).toBeNull();
  });
});

describe("resource machine: one change at a time", () => {
  test("a change asked for while another runs is shown at once and made with the version the first one's answer brought", async () => {
    interface Listed {
      readonly ids: ReadonlyArray<number>;
      readonly version: number;
    }
    const first = deferred<Listed>();
    const machine = createResourceMachine<Listed>({ load: () => Promise.resolve({ ids: [1], version: 1 }) });
    const actor = createActor(machine, { input: { query: undefined } }).start();
    await waitFor(actor, (s) => s.matches("ready"));
    const sent: Array<{ ids: ReadonlyArray<number>; version: number }> = [];
    const change = (ids: ReadonlyArray<number>, answer: () => Promise<Listed>) =>
      resourceSave<Listed, Listed>(
        (data) => {
          sent.push({ ids, version: data.version });
          return answer();
        },
        // As a screen does: the list shown at once with the version it read, the answer's version kept.
        { shown: { ids, version: 1 }, apply: (shown, saved) => ({ ids: shown.ids, version: saved.version }) },
      );
    actor.send(change([1, 2], () => first.promise));
    actor.send(change([1, 2, 3], () => Promise.resolve({ ids: [1, 2, 3], version: 3 })));
    expect(actor.getSnapshot().context.data?.ids).toEqual([1, 2, 3]);
    expect(sent).toEqual([{ ids: [1, 2], version: 1 }]);
    first.resolve({ ids: [1, 2], version: 2 });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(sent).toEqual([
      { ids: [1, 2], version: 1 },
      { ids: [1, 2, 3], version: 2 },
    ]);
    expect(actor.getSnapshot().context.data).toEqual({ ids: [1, 2, 3], version: 3 });
  });
});

describe("signInRefusalOf", () => {
  test("the lockout lasts as long as the server's Retry-After says, in whole minutes", () => {
    const throttled = (retryAfter?: number) => signInRefusalOf({ ...apiError(429, "Too many"), ...(retryAfter === undefined ? {} : { retryAfter }) });
    expect(throttled(900)).toEqual({ kind: "throttled", minutes: 15 });
    expect(throttled(300)).toEqual({ kind: "throttled", minutes: 5 });
    expect(throttled(61)).toEqual({ kind: "throttled", minutes: 2 });
    expect(throttled(20)).toEqual({ kind: "throttled", minutes: 1 });
    expect(throttled()).toEqual({ kind: "throttled", minutes: undefined });
  });

  test("other refusals", () => {
    expect(signInRefusalOf(apiError(401, "Wrong"))).toEqual({ kind: "wrong" });
    expect(signInRefusalOf(apiError(403, "Disabled"))).toEqual({ kind: "disabled" });
    expect(signInRefusalOf(apiError(503, "Busy"))).toEqual({ kind: "busy" });
    expect(signInRefusalOf(new Error("x"))).toEqual({ kind: "failed" });
  });
});
