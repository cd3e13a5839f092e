import { expect } from "vitest";
import type { AnyActorLogic, AnyMachineSnapshot, EventObject } from "xstate";
import { getAdjacencyMap, getShortestPaths, serializeSnapshot, type AdjacencyValue } from "xstate/graph";

/** An answer of an invoked actor: `done` with an output or `error` with a rejection. */
export type Answer = { readonly done: unknown } | { readonly error: unknown };

/** How to explore one machine with xstate's graph utilities. */
export interface ModelOptions<S extends AnyMachineSnapshot> {
  /** Events the outside world may send in `snapshot`. */
  readonly events: (snapshot: S) => ReadonlyArray<EventObject>;
  /** Answers each running actor (by the state that invoked it, e.g. `cart.products.refreshing`) may give. */
  readonly answers?: (state: string, snapshot: S) => ReadonlyArray<Answer>;
  /** Timers that may fire in `snapshot` (`xstate.after…` or raised delayed events). */
  readonly timers?: (snapshot: S) => ReadonlyArray<EventObject>;
  /** States not explored further (the bound of the model: the graph must stay finite). */
  readonly stopWhen: (snapshot: S) => boolean;
  /** What must hold in every reachable state. */
  readonly invariant: (snapshot: S) => void;
  /** What must hold across every transition. */
  readonly step?: (before: S, event: EventObject, after: S) => void;
}

/** `xstate.done.actor.*` and `xstate.error.actor.*` events for the actors running in `snapshot`. */
const actorAnswers = <S extends AnyMachineSnapshot>(snapshot: S, answers: ModelOptions<S>["answers"]): Array<EventObject> =>
  Object.keys(snapshot.children).flatMap((id) => {
    // Invoke ids are "<index>.<state node id>".
    const state = id.replace(/^\d+\./, "");
    return (answers?.(state, snapshot) ?? []).map((answer) =>
      "done" in answer ? { type: `xstate.done.actor.${id}`, output: answer.done } : { type: `xstate.error.actor.${id}`, error: answer.error },
    );
  });

const describePath = (steps: ReadonlyArray<{ readonly event: EventObject }>) =>
  steps.map((s) => JSON.stringify(s.event, (key, value) => (key === "output" || key === "error" ? "…" : value))).join(" → ");

/**
 * Explores every state of `logic` reachable with the model's events, actor answers and timers
 * (until `stopWhen`) with xstate's adjacency map, asserts the invariant in each state and the step
 * rule on every transition, and names the shortest path to a failing state. Returns how many states
 * and transitions were checked.
 */
export const checkModel = <S extends AnyMachineSnapshot>(logic: AnyActorLogic, options: ModelOptions<S>) => {
  const traversal = {
    events: (snapshot: S) => [...options.events(snapshot), ...actorAnswers(snapshot, options.answers), ...(options.timers?.(snapshot) ?? [])],
    stopWhen: options.stopWhen,
  };
  const adjacency = getAdjacencyMap(logic, traversal as never);
  const states = Object.entries(adjacency);
  let transitions = 0;
  for (const [key, { state, transitions: next }] of states as Array<[string, AdjacencyValue<S, EventObject>]>) {
    try {
      options.invariant(state as S);
    } catch (error) {
      // Only on failure: the shortest way there, so the report reads as a scenario.
      const [path] = getShortestPaths(logic, { ...traversal, toState: (s: S) => serializeSnapshot(s) === key } as never);
      throw new Error(`Invariant broken after ${describePath(path?.steps ?? [])}: ${(error as Error).message}`);
    }
    for (const { event, state: after } of Object.values(next)) {
      transitions++;
      try {
        options.step?.(state as S, event as EventObject, after as S);
      } catch (error) {
        const [path] = getShortestPaths(logic, { ...traversal, toState: (s: S) => serializeSnapshot(s) === key } as never);
        throw new Error(
          `Step rule broken by ${describePath([{ event: event as EventObject }])} after ${describePath(path?.steps ?? [])}: ${(error as Error).message}`,
        );
      }
    }
  }
  expect(states.length).toBeGreaterThan(1);
  return { states: states.length, transitions };
};
