import { cartContextOf, createLastSeenStore, type CartContext, type CartEvent, type KeyValueStore, type Logger, type ShopApi } from "@vitrina/core";
import { lazyActor } from "./lazy-actor.js";
import type { Shop } from "./shop-context.js";

/** What {@link createShop} needs from the platform it runs on. */
export interface ShopPlatform {
  readonly api: ShopApi;
  readonly cookies: KeyValueStore;
  readonly storage: KeyValueStore;
  readonly logger: Logger;
  readonly now: () => number;
  readonly origin: string;
  readonly chatWidgetUrl?: string;
  readonly onChunkError?: (path: string) => void;
  readonly onNavigate?: (path: string) => void;
}

/**
 * Creates the storefront's actors once per app (in the browser) or per request (on the
 * server, where they only render their first state).
 * @example
 * const shop = createShop({ api, cookies, logger: console, now: Date.now, origin: location.origin });
 */
export const createShop = (platform: ShopPlatform): Shop => {
  const { api, cookies, logger } = platform;
  // The cart's machine (and xstate) load with its first change; until then the cookie's lines show.
  const cart = lazyActor<{ readonly context: CartContext }, CartEvent>(
    () => import("./machines.js").then((m) => m.startCart({ api, store: cookies, logger })),
    { context: cartContextOf(cookies) },
    (error) => logger.error("Failed to load the cart", error),
  );
  const lastSeen = createLastSeenStore({ store: cookies, clock: { now: platform.now } });
  return {
    api,
    logger,
    origin: platform.origin,
    cookies,
    storage: platform.storage,
    cart,
    lastSeen,
    ...(platform.chatWidgetUrl ? { chatWidgetUrl: platform.chatWidgetUrl } : {}),
    ...(platform.onChunkError ? { onChunkError: platform.onChunkError } : {}),
    ...(platform.onNavigate ? { onNavigate: platform.onNavigate } : {}),
  };
};
