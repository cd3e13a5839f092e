import { describe, expect, test, vi } from "vitest";
import type { ShopApi } from "@vitrina/core";
import { lazyShopApi } from "../src/app/lazy-api.js";

const fakeApi = (): ShopApi => ({ search: vi.fn(async (text: string) => [{ slug: text }]), getCountry: vi.fn(async () => "md") }) as unknown as ShopApi;

describe("an API port that loads with its first call", () => {
  test("nothing loads until a method is called; calls at once share one load and get their own answers", async () => {
    const real = fakeApi();
    const load = vi.fn(async () => real);
    const api = lazyShopApi(load);
    expect(load).not.toHaveBeenCalled();
    const [found, country] = await Promise.all([api.search("tigaie"), api.getCountry()]);
    expect(found).toEqual([{ slug: "tigaie" }]);
    expect(country).toBe("md");
    expect(real.search).toHaveBeenCalledWith("tigaie");
    await api.search("cafea");
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("a load that failed (a chunk gone after a deploy) is tried again on the next call", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("chunk gone")).mockResolvedValue(fakeApi());
    const api = lazyShopApi(load);
    await expect(api.getCountry()).rejects.toThrow("chunk gone");
    await expect(api.getCountry()).resolves.toBe("md");
    expect(load).toHaveBeenCalledTimes(2);
  });

  test("is not mistaken for a promise", async () => {
    const load = vi.fn(async () => fakeApi());
    const api = lazyShopApi(load);
    expect(await Promise.resolve(api)).toBe(api);
    expect(load).not.toHaveBeenCalled();
  });
});
