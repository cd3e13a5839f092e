import { assign, fromPromise, setup } from "xstate";
import type { Actor, SnapshotFrom } from "xstate";
import type { CallOptions, Clock, KeyValueStore, Navigation } from "../ports/index.js";
import { canReloadAt, reloadKey, RELOAD_GUARD_MS } from "./reload-guard.js";

/** How often the latest build id is fetched: every hour (spec §7). */
export const BUILD_POLL_INTERVAL = 3_600_000;
/** What the app knows about its build. */
export interface AppUpdateContext {
  /** The build this page runs. */
  readonly currentBuildId: string;
  /** The latest build id the server reported; null before the first answer. */
  readonly latestBuildId: string | null;
  /** A different build is deployed: the next navigation reloads the page. */
  readonly updateAvailable: boolean;
}

/** Events the app's router and chunk loader send. */
export type AppUpdateEvent =
  /** The router has moved to `path` (send it after the move, so a reload loads `path`). */
  | { readonly type: "app.navigate"; readonly path: string }
  /** A script chunk of the page at `path` failed to load, usually because a new build replaced it. */
  | { readonly type: "app.chunkLoadFailed"; readonly path: string };

/** Ports the update machine needs. */
export interface AppUpdatePorts {
  /** Fetches `builds/latest.json` and resolves with its build id; the signal aborts when the machine stops. */
  readonly checkLatestBuild: (options?: CallOptions) => Promise<string>;
  readonly navigation: Navigation;
  /** Time of reloads, compared across page loads. */
  readonly clock: Clock;
  /** Survives a reload within the tab (session storage): when each path was last reloaded. */
  readonly store: KeyValueStore;
  /** The build this page runs. */
  readonly currentBuildId: string;
}

/**
 * Notices new builds and reloads onto them. Every {@link BUILD_POLL_INTERVAL} ms it asks for the
 * latest build id; once it differs from the running one, polling stops and the next `app.navigate`
 * reloads the page. `app.chunkLoadFailed` reloads at any time. Either reload happens at most once per
 * {@link RELOAD_GUARD_MS} ms for the same path. A failed check waits for the next interval.
 * @example
 * const updates = createActor(createAppUpdateMachine({ checkLatestBuild, navigation, clock, store: sessionStore, currentBuildId })).start();
 * router.afterEach((to) => updates.send({ type: "app.navigate", path: to.fullPath }));
 */
export const createAppUpdateMachine = ({ checkLatestBuild, navigation, clock, store, currentBuildId }: AppUpdatePorts) =>
  setup({
    types: {
      context: {} as AppUpdateContext,
      events: {} as AppUpdateEvent,
    },
    actors: {
      checkLatestBuild: fromPromise<string>(({ signal }) => checkLatestBuild({ signal })),
    },
    delays: { poll: BUILD_POLL_INTERVAL },
    guards: {
      isOtherBuild: (_, params: { readonly buildId: string }) => params.buildId !== "" && params.buildId !== currentBuildId,
      canReload: ({ event }) => canReloadAt(store.get(reloadKey(event.path)), clock.now()),
    },
    actions: {
      noteLatest: assign((_, params: { readonly buildId: string }) => ({ latestBuildId: params.buildId })),
      markUpdate: assign({ updateAvailable: true }),
      reload: ({ event }) => {
        store.set(reloadKey(event.path), String(clock.now()), { maxAge: RELOAD_GUARD_MS / 1000 });
        navigation.reload();
      },
    },
  }).createMachine({
    id: "appUpdate",
    context: { currentBuildId, latestBuildId: null, updateAvailable: false },
    initial: "upToDate",
    on: {
      "app.chunkLoadFailed": { guard: "canReload", actions: "reload" },
    },
    states: {
      upToDate: {
        after: { poll: "checking" },
      },
      checking: {
        invoke: {
          src: "checkLatestBuild",
          onDone: [
            {
              guard: { type: "isOtherBuild", params: ({ event }) => ({ buildId: event.output }) },
              target: "updateAvailable",
              actions: { type: "noteLatest", params: ({ event }) => ({ buildId: event.output }) },
            },
            { target: "upToDate", actions: { type: "noteLatest", params: ({ event }) => ({ buildId: event.output }) } },
          ],
          onError: "upToDate",
        },
      },
      updateAvailable: {
        entry: "markUpdate",
        on: {
          "app.navigate": { guard: "canReload", actions: "reload" },
        },
      },
    },
  });

/** The app update watch machine, as `createAppUpdateMachine` returns it. */
export type AppUpdateMachine = ReturnType<typeof createAppUpdateMachine>;
/** A started app update watch: `createActor(createAppUpdateMachine(ports)).start()`; pass it to what renders or drives it. */
export type AppUpdateActor = Actor<AppUpdateMachine>;
/** What a app update watch actor's `getSnapshot()` returns (and `useSelector` selects from). */
export type AppUpdateSnapshot = SnapshotFrom<AppUpdateMachine>;
