import { describe, expect, test, vi } from "vitest";
import { reloadKey, type AppUpdatePorts } from "@vitrina/core";
import { watchUpdates } from "../src/app/updates.js";

const ports = () => {
  const values = new Map<string, string>();
  return {
    checkLatestBuild: vi.fn(async () => "b2"),
    navigation: { navigate: vi.fn(), reload: vi.fn() },
    clock: { now: () => 100_000 },
    store: { get: (name: string) => values.get(name), set: (name: string, value: string) => void values.set(name, value), remove: () => undefined },
    currentBuildId: "b1",
  } satisfies AppUpdatePorts;
};

describe("the watch for a newer build", () => {
  test("loads nothing until the visitor's first interaction, then starts the machine", async () => {
    const target = new EventTarget();
    const load = vi.fn(() => import("../src/app/machines.js"));
    const watch = watchUpdates(ports(), target, load);
    watch.navigated("/cart/");
    expect(load).not.toHaveBeenCalled();
    target.dispatchEvent(new Event("pointerdown"));
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("a chunk that fails before the first interaction loads the machine, which reloads the page", async () => {
    const p = ports();
    const watch = watchUpdates(p, new EventTarget(), () => import("../src/app/machines.js"));
    watch.chunkFailed("/cart/");
    await vi.waitFor(() => expect(p.navigation.reload).toHaveBeenCalledTimes(1));
  });

  test("when the machine's own chunk is gone too, the page reloads once per guard time", async () => {
    const p = ports();
    const watch = watchUpdates(p, new EventTarget(), () => Promise.reject(new Error("chunk gone")));
    watch.chunkFailed("/cart/");
    await vi.waitFor(() => expect(p.navigation.reload).toHaveBeenCalledTimes(1));
    expect(p.store.get(reloadKey("/cart/"))).toBe("100000");
    watch.chunkFailed("/cart/");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(p.navigation.reload).toHaveBeenCalledTimes(1);
  });
});
