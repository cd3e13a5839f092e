import type { ShopApi } from "@vitrina/core";

/**
 * A {@link ShopApi} whose implementation loads with its first call. The HTTP adapter, and effect's
 * runtime under it, then stay out of the page's first scripts: a visitor who only reads the page
 * never needs them. A failed load (a chunk gone after a deploy) is tried again on the next call.
 */
export const lazyShopApi = (load: () => Promise<ShopApi>): ShopApi => {
  let loading: Promise<ShopApi> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return new Proxy({} as ShopApi, {
    // Only method names are forwarded: the object is never taken for a promise (`then`) or inspected.
    get: (_target, name) =>
      typeof name !== "string" || name === "then"
        ? undefined
        : async (...args: unknown[]) => {
            const api = await loaded();
            return (api[name as keyof ShopApi] as (...a: unknown[]) => Promise<unknown>)(...args);
          },
  });
};
