import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { navigate } from "wouter/use-browser-location";
import { LOCALE_COOKIE, localeFromPath, type KeyValueStore } from "@vitrina/core";
import { loadLocale } from "@vitrina/react-ui/i18n";
import { App } from "./app/App.js";
import { lazyShopApi } from "./app/lazy-api.js";
import { loadRouteModule } from "./app/page-data.js";
import { routes } from "./app/routes.js";
import { installLinkPreloading } from "./app/preload.js";
import { installPlainLinkNavigation } from "./app/plain-links.js";
import { createShop } from "./app/services.js";
import { STATE_ELEMENT_ID, type SsrState } from "./app/state.js";
import { watchUpdates } from "./app/updates.js";
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
// next navigation, or at once when a page's script chunk is gone (spec §4, §8). The watch starts at
// the visitor's first interaction (app/updates.ts).
const updates = watchUpdates(
  {
    checkLatestBuild: async () => {
      const response = await fetch("/builds/latest.json", { cache: "no-store" });
      return ((await response.json()) as { buildId: string }).buildId;
    },
    navigation,
    clock: { now: Date.now },
    store: webStorage(() => sessionStorage),
    currentBuildId: import.meta.env.VITE_BUILD_ID ?? "dev",
  },
  document,
);
const onChunkError = updates.chunkFailed;
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
  onNavigate: updates.navigated,
  ...(state.chatWidgetUrl ? { chatWidgetUrl: state.chatWidgetUrl } : {}),
});

// The parts of the first page that show nothing of the visitor's own keep the server's markup
// instead of being hydrated (react-ui's Kept): most of the page's first long task on a phone.
const keptMarkup = (name: string) => document.querySelector(`[data-kept="${name}"]`)?.innerHTML;

// The first page's code and messages are there before hydration, so it matches the server's HTML.
// (No top-level await: the page chunks import this one's modules, which the bundler can then keep
// in this chunk instead of splitting them into many small ones.)
const route = routes.find((r) => r.id === state.page.routeId);
void Promise.all([route && loadRouteModule(route).catch(() => onChunkError(location.pathname)), loadLocale(state.locale)]).then(() => {
  // Hydrated as a transition, React yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page in one task.
  startTransition(() => {
    hydrateRoot(
      document.getElementById("root")!,
      <App shop={shop} initial={state.page} shell={state.shell} renderedCart={state.cart ?? []} keptMarkup={keptMarkup} />,
    );
  });
  installLinkPreloading(document);
  installPlainLinkNavigation(document, navigate);
});
