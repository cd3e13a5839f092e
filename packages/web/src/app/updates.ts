import { RELOAD_GUARD_MS, canReloadAt, reloadKey, type AppUpdateActor, type AppUpdatePorts } from "@vitrina/core";
import { onFirstInteraction } from "./lazy-actor.js";

/** The watch for a newer build, as the app tells it where it went and which chunk failed. */
export interface UpdateWatch {
  /** The router moved to `path`. */
  readonly navigated: (path: string) => void;
  /** A script chunk of `path` failed to load: the page reloads (at most once per guard time). */
  readonly chunkFailed: (path: string) => void;
}

/**
 * Core's app-update machine (builds/latest.json polled hourly, a reload on the next navigation once
 * a newer build is out, and at once when a chunk is gone), loaded at the visitor's first focus, tap
 * or key: a page only read needs none of it, and its code stays out of the page's first scripts. A
 * chunk that fails earlier loads it then; if the machine's own chunk is gone too, the page reloads
 * under the same guard as the machine's.
 */
export const watchUpdates = (ports: AppUpdatePorts, target: EventTarget, load = () => import("./machines.js")): UpdateWatch => {
  let running: AppUpdateActor | undefined;
  let loading: Promise<AppUpdateActor> | undefined;
  const start = () => (loading ??= load().then((m) => (running = m.startAppUpdates(ports))));
  onFirstInteraction(target, () => void start().catch(() => undefined));
  const reload = (path: string) => {
    const now = ports.clock.now();
    if (!canReloadAt(ports.store.get(reloadKey(path)), now)) return;
    ports.store.set(reloadKey(path), String(now), { maxAge: RELOAD_GUARD_MS / 1000 });
    ports.navigation.reload();
  };
  return {
    navigated: (path) => running?.send({ type: "app.navigate", path }),
    chunkFailed: (path) =>
      void start().then(
        (actor) => actor.send({ type: "app.chunkLoadFailed", path }),
        () => reload(path),
      ),
  };
};
