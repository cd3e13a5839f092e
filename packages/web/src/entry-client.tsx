import { hydrateRoot } from "react-dom/client";
import { createHttpShopApi } from "@vitrina/api-adapter";
import { LOCALE_COOKIE, localeFromPath, type KeyValueStore } from "@vitrina/core";
import { loadLocale } from "@vitrina/react-ui/i18n";
import "@vitrina/react-ui/styles.css";
import { App } from "./app/App.js";
import type { PageState } from "./app/page-data.js";
import { browserCookies } from "./platform/cookies.js";

const state = JSON.parse(document.getElementById("vitrina-state")?.textContent ?? "{}") as { locale: "ro" | "en" | "ru" | "bg"; page: PageState };

const cookies = browserCookies();
// The API answers in the language of the page on screen.
const apiStore: KeyValueStore = {
  ...cookies,
  get: (name) => (name === LOCALE_COOKIE ? localeFromPath(location.pathname).locale : cookies.get(name)),
};

const api = createHttpShopApi({
  baseUrl: "/api",
  store: apiStore,
  navigation: { navigate: (path) => location.assign(path), reload: () => location.reload() },
});

await loadLocale(state.locale);
hydrateRoot(document.getElementById("root")!, <App shop={{ api, origin: location.origin }} initial={state.page} />);
