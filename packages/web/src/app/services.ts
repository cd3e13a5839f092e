import { createActor } from "xstate";
import { createCartMachine, createLastSeenStore, createSearchMachine, type KeyValueStore, type Logger, type ShopApi } from "@vitrina/core";
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
 * Creates and starts the storefront's actors once per app (in the browser) or per request (on the
 * server, where they only render their first state).
 * @example
 * const shop = createShop({ api, cookies, logger: console, now: Date.now, origin: location.origin });
 */
export const createShop = (platform: ShopPlatform): Shop => {
  const { api, cookies, logger } = platform;
  const cart = createActor(createCartMachine({ api, store: cookies, logger })).start();
  const search = createActor(createSearchMachine({ api, logger })).start();
  const lastSeen = createLastSeenStore({ store: cookies, clock: { now: platform.now } });
  return {
    api,
    logger,
    origin: platform.origin,
    cookies,
    storage: platform.storage,
    cart,
    search,
    lastSeen,
    ...(platform.chatWidgetUrl ? { chatWidgetUrl: platform.chatWidgetUrl } : {}),
    ...(platform.onChunkError ? { onChunkError: platform.onChunkError } : {}),
    ...(platform.onNavigate ? { onNavigate: platform.onNavigate } : {}),
  };
};
