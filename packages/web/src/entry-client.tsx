import { hydrateRoot } from "react-dom/client";
import { createActor } from "xstate";
import { LOCALE_COOKIE, createAppUpdateMachine, localeFromPath, type KeyValueStore } from "@vitrina/core";
import { loadLocale } from "@vitrina/react-ui/i18n";
import { App } from "./app/App.js";
import { lazyShopApi } from "./app/lazy-api.js";
import { loadRouteModule } from "./app/page-data.js";
import { routes } from "./app/routes.js";
import { installLinkPreloading } from "./app/preload.js";
import { createShop } from "./app/services.js";
import { STATE_ELEMENT_ID, type SsrState } from "./app/state.js";
import { browserCookies, webStorage } from "@vitrina/api-adapter/browser-cookies";
import { secureCookiesWanted } from "./platform/cookies.js";

const state = JSON.parse(document.getElementById(STATE_ELEMENT_ID)?.textContent ?? "{}") as SsrState;

const cookies = browserCookies({ secure: secureCookiesWanted() });
const navigation = { navigate: (path: string) => location.assign(path), reload: () => location.reload() };
// The API answers in the language of the page on screen.
const apiStore: KeyValueStore = {
  ...cookies,
  get: (name) => (name === LOCALE_COOKIE ? localeFromPath(location.pathname).locale : cookies.get(name)),
};
// The HTTP adapter loads with the first API call (a cart action, a search, the next page), not with the page.
const api = lazyShopApi(() =>
  import("@vitrina/api-adapter/shop").then(({ createHttpShopApi }) => createHttpShopApi({ baseUrl: "/api", store: apiStore, navigation, logger: console })),
);

// A newer build is noticed through builds/latest.json (polled hourly); the page then reloads on the
// next navigation, or at once when a page's script chunk is gone (spec §4, §8).
const updates = createActor(
  createAppUpdateMachine({
    checkLatestBuild: async () => {
      const response = await fetch("/builds/latest.json", { cache: "no-store" });
      return ((await response.json()) as { buildId: string }).buildId;
    },
    navigation,
    clock: { now: Date.now },
    store: webStorage(() => sessionStorage),
    currentBuildId: import.meta.env.VITE_BUILD_ID ?? "dev",
  }),
).start();
const onChunkError = (path: string) => updates.send({ type: "app.chunkLoadFailed", path });
window.addEventListener("vite:preloadError", (event) => {
  event.preventDefault();
  onChunkError(location.pathname);
});

const shop = createShop({
  api,
  cookies,
  storage: webStorage(() => localStorage),
  logger: console,
  now: Date.now,
  origin: location.origin,
  onChunkError,
  onNavigate: (path) => updates.send({ type: "app.navigate", path }),
  ...(state.chatWidgetUrl ? { chatWidgetUrl: state.chatWidgetUrl } : {}),
});

// The first page's code and messages are there before hydration, so it matches the server's HTML.
const route = routes.find((r) => r.id === state.page.routeId);
await Promise.all([route && loadRouteModule(route).catch(() => onChunkError(location.pathname)), loadLocale(state.locale)]);
hydrateRoot(document.getElementById("root")!, <App shop={shop} initial={state.page} shell={state.shell} renderedCart={state.cart ?? []} />);
installLinkPreloading(document);
