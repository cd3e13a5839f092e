import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { SimulatedClock, createActor } from "xstate";
import { BUILD_POLL_INTERVAL, RELOAD_GUARD_MS, canReloadAt, createAppUpdateMachine, reloadKey, type KeyValueStore } from "../src/index.js";

declare const setTimeout: (callback: () => void, ms: number) => unknown;
const flush = () => new Promise<void>((r) => setTimeout(r, 0));

/** Session storage on the simulated clock: values expire after their maxAge. */
const fakeSessionStore = (clock: { now(): number }): KeyValueStore => {
  const values = new Map<string, { value: string; expires: number }>();
  return {
    get: (name) => {
      const entry = values.get(name);
      return entry && entry.expires > clock.now() ? entry.value : undefined;
    },
    set: (name, value, options) => void values.set(name, { value, expires: options?.maxAge === undefined ? Infinity : clock.now() + options.maxAge * 1000 }),
    remove: (name) => void values.delete(name),
  };
};

const start = (deployed: Array<string | Error>) => {
  // One clock drives both the machine's timers and the Clock port, as one page's time would.
  const clock = new SimulatedClock();
  clock.set(1_700_000_000_000);
  const store = fakeSessionStore(clock);
  let checks = 0;
  let reloads = 0;
  const checkLatestBuild = () => {
    const answer = deployed[Math.min(checks, deployed.length - 1)]!;
    checks += 1;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const navigation = { navigate: () => {}, reload: () => void (reloads += 1) };
  const actor = createActor(createAppUpdateMachine({ checkLatestBuild, navigation, clock, store, currentBuildId: "build-1" }), { clock }).start();
  return {
    actor,
    clock,
    store,
    checks: () => checks,
    reloads: () => reloads,
    /** Lets an hour pass and the build check answer. */
    pollOnce: async () => {
      clock.increment(BUILD_POLL_INTERVAL);
      await flush();
    },
  };
};

describe("app update machine", () => {
  test("polls the latest build every hour", async () => {
    const app = start(["build-1"]);
    app.clock.increment(BUILD_POLL_INTERVAL - 1);
    expect(app.checks()).toBe(0);
    app.clock.increment(1);
    expect(app.checks()).toBe(1);
    await flush();
    await app.pollOnce();
    await app.pollOnce();
    expect(app.checks()).toBe(3);
  });

  test("does not reload while the build is the same", async () => {
    const app = start(["build-1"]);
    await app.pollOnce();
    app.actor.send({ type: "app.navigate", path: "/cart/" });
    expect(app.reloads()).toBe(0);
    expect(app.actor.getSnapshot().context).toMatchObject({ updateAvailable: false, latestBuildId: "build-1" });
  });

  test("does not reload before a newer build is noticed", () => {
    const app = start(["build-1", "build-2"]);
    app.actor.send({ type: "app.navigate", path: "/cart/" });
    expect(app.reloads()).toBe(0);
  });

  test("reloads on the next navigation after a newer build, and stops polling", async () => {
    const app = start(["build-1", "build-2"]);
    await app.pollOnce();
    await app.pollOnce();
    expect(app.actor.getSnapshot().context).toMatchObject({ updateAvailable: true, latestBuildId: "build-2" });
    expect(app.reloads()).toBe(0);

    app.actor.send({ type: "app.navigate", path: "/cart/" });
    expect(app.reloads()).toBe(1);
    expect(app.store.get(reloadKey("/cart/"))).toBe(String(app.clock.now()));

    await app.pollOnce();
    expect(app.checks()).toBe(2);
  });

  test("reloads a path at most once per 10 s, and again after 10 s", async () => {
    const app = start(["build-2"]);
    await app.pollOnce();
    app.actor.send({ type: "app.navigate", path: "/cart/" });
    expect(app.reloads()).toBe(1);

    app.clock.increment(RELOAD_GUARD_MS - 1);
    app.actor.send({ type: "app.navigate", path: "/cart/" });
    expect(app.reloads()).toBe(1);

    app.actor.send({ type: "app.navigate", path: "/faq/" });
    expect(app.reloads()).toBe(2);

    app.clock.increment(1);
    app.actor.send({ type: "app.navigate", path: "/cart/" });
    expect(app.reloads()).toBe(3);
  });

  test("the guard holds across page loads through the store", async () => {
    const app = start(["build-2"]);
    await app.pollOnce();
    app.actor.send({ type: "app.navigate", path: "/cart/" });
    // A fresh page (new actor) still sees the last reload of that path.
    let reloadsAfter = 0;
    const again = createActor(
      createAppUpdateMachine({
        checkLatestBuild: () => Promise.resolve("build-3"),
        navigation: { navigate: () => {}, reload: () => void (reloadsAfter += 1) },
        clock: app.clock,
        store: app.store,
        currentBuildId: "build-2",
      }),
      { clock: app.clock },
    ).start();
    app.clock.increment(1000);
    again.send({ type: "app.chunkLoadFailed", path: "/cart/" });
    expect(reloadsAfter).toBe(0);
    again.send({ type: "app.chunkLoadFailed", path: "/" });
    expect(reloadsAfter).toBe(1);
  });

  test("a failed chunk load reloads at once, under the same guard", () => {
    const app = start(["build-1"]);
    app.actor.send({ type: "app.chunkLoadFailed", path: "/product/divan/" });
    expect(app.reloads()).toBe(1);
    app.actor.send({ type: "app.chunkLoadFailed", path: "/product/divan/" });
    expect(app.reloads()).toBe(1);
    app.clock.increment(RELOAD_GUARD_MS);
    app.actor.send({ type: "app.chunkLoadFailed", path: "/product/divan/" });
    expect(app.reloads()).toBe(2);
  });

  test("a failed check waits for the next hour", async () => {
    const app = start([new Error("offline"), "build-2"]);
    await app.pollOnce();
    expect(app.actor.getSnapshot().context.updateAvailable).toBe(false);
    await app.pollOnce();
    expect(app.checks()).toBe(2);
    expect(app.actor.getSnapshot().context.updateAvailable).toBe(true);
  });
});

describe("canReloadAt", () => {
  test("allows a path never reloaded or with an unreadable time", () => {
    expect(canReloadAt(undefined, 0)).toBe(true);
    expect(canReloadAt("garbage", 0)).toBe(true);
  });

  test("property: allowed exactly when 10 s or more have passed", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 42 }), fc.integer({ min: 0, max: 60_000 }), (last, elapsed) => {
        expect(canReloadAt(String(last), last + elapsed)).toBe(elapsed >= RELOAD_GUARD_MS);
      }),
    );
  });
});
