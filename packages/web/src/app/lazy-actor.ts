import { useEffect, useSyncExternalStore } from "react";

/** What the app needs of a running actor (an xstate actor has all of it). */
export interface RunningActor<TSnapshot, TEvent, TEmitted extends { readonly type: string }> {
  send(event: TEvent): void;
  subscribe(next: (snapshot: TSnapshot) => void): { unsubscribe(): void };
  getSnapshot(): TSnapshot;
  on(type: TEmitted["type"], handler: (emitted: TEmitted) => void): { unsubscribe(): void };
  stop(): void;
}

/**
 * An actor whose code (its machine, xstate under it) loads with the first event sent to it or with
 * {@link LazyActor.start}. Until then it shows `first`, what the page was rendered with; the events
 * sent meanwhile are kept and sent in order once it runs, so a click made before the code arrived
 * (an "add to cart") is not lost.
 */
export interface LazyActor<TSnapshot, TEvent, TEmitted extends { readonly type: string } = never> {
  readonly send: (event: TEvent) => void;
  /** Calls `listener` after each change of the snapshot (the loaded actor's, once it runs). */
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => TSnapshot;
  /** Listens to an event the actor emits (heard once it runs; nothing is emitted before). */
  readonly on: (type: TEmitted["type"], handler: (emitted: TEmitted) => void) => { unsubscribe(): void };
  /** Loads and starts the actor now, when its first use is near (a form got focus). */
  readonly start: () => void;
  /** Stops the actor, or keeps it from starting if its code is still on the way. */
  readonly stop: () => void;
}

type Handler<TEmitted> = { readonly type: string; readonly handler: (emitted: TEmitted) => void; sub?: { unsubscribe(): void } };

/**
 * Makes a {@link LazyActor}. A failed load (a chunk gone after a deploy) goes to `onLoadError` and
 * drops the events kept for it; the next event tries again.
 * @example const cart = lazyActor(() => import("./machines.js").then((m) => m.startCart(ports)), { context: firstCartContext(cookies) });
 */
export const lazyActor = <TSnapshot, TEvent, TEmitted extends { readonly type: string } = never>(
  load: () => Promise<RunningActor<TSnapshot, TEvent, TEmitted>>,
  first: TSnapshot,
  onLoadError: (error: unknown) => void = (error) => console.error("Failed to load the page's code", error),
): LazyActor<TSnapshot, TEvent, TEmitted> => {
  let actor: RunningActor<TSnapshot, TEvent, TEmitted> | undefined;
  let loading = false;
  let stopped = false;
  let queued: Array<TEvent> = [];
  const listeners = new Set<() => void>();
  const handlers = new Set<Handler<TEmitted>>();
  const listen = (running: RunningActor<TSnapshot, TEvent, TEmitted>, h: Handler<TEmitted>) => {
    h.sub = running.on(h.type, h.handler);
  };
  const start = () => {
    if (actor || loading || stopped) return;
    loading = true;
    load().then(
      (running) => {
        loading = false;
        if (stopped) return running.stop();
        actor = running;
        for (const h of handlers) listen(running, h);
        running.subscribe(() => {
          for (const listener of listeners) listener();
        });
        const events = queued;
        queued = [];
        for (const event of events) running.send(event);
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading = false;
        queued = [];
        onLoadError(error);
      },
    );
  };
  return {
    send: (event) => {
      if (actor) return actor.send(event);
      queued.push(event);
      start();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => (actor ? actor.getSnapshot() : first),
    on: (type, handler) => {
      const h: Handler<TEmitted> = { type, handler };
      handlers.add(h);
      if (actor) listen(actor, h);
      return {
        unsubscribe: () => {
          handlers.delete(h);
          h.sub?.unsubscribe();
        },
      };
    },
    start,
    stop: () => {
      stopped = true;
      queued = [];
      actor?.stop();
    },
  };
};

/**
 * A part of a lazy actor's snapshot, re-rendering when it changes. `select` must return a part of
 * the snapshot (the context, a list of it), not a new object on each call.
 * @example const lines = useActorPart(shop.cart, (s) => s.context.lines);
 */
export const useActorPart = <TSnapshot, T>(
  actor: Pick<LazyActor<TSnapshot, never, never>, "subscribe" | "getSnapshot">,
  select: (snapshot: TSnapshot) => T,
): T =>
  useSyncExternalStore(
    actor.subscribe,
    () => select(actor.getSnapshot()),
    () => select(actor.getSnapshot()),
  );

/**
 * Runs `run` once, at the visitor's first focus, tap or key in `target` (the document); the returned
 * function cancels it.
 */
export const onFirstInteraction = (target: EventTarget, run: () => void): (() => void) => {
  const kinds = ["focusin", "pointerdown", "keydown"];
  const stop = () => {
    for (const kind of kinds) target.removeEventListener(kind, once, { capture: true });
  };
  const once = () => {
    stop();
    run();
  };
  for (const kind of kinds) target.addEventListener(kind, once, { capture: true });
  return stop;
};

/**
 * Loads a page's actor at the visitor's first focus, tap or key on the page, so that a form's
 * machine is there by the time they type or send it; at once when a field took the focus before the
 * page came alive (the focus event came before anything listened to it).
 */
export const useStartOnFirstInteraction = (actor: Pick<LazyActor<unknown, never, never>, "start">): void => {
  useEffect(() => {
    if (document.activeElement && document.activeElement !== document.body) {
      actor.start();
      return undefined;
    }
    return onFirstInteraction(document, actor.start);
  }, [actor]);
};
