import { createRoot } from "react-dom/client";
import { navigate } from "wouter/use-browser-location";
import { createHttpDashboardApi } from "@vitrina/api-adapter";
import { LOCALE_COOKIE, detectLocale } from "@vitrina/core";
import "@vitrina/react-ui/styles.css";
import "@vitrina/react-ui/dashboard.css";
import { browserCookies } from "@vitrina/api-adapter/browser-cookies";
import { DashboardApp } from "./App.js";

const cookies = browserCookies();
// A 401 anywhere clears the token and returns to the sign-in page (spec §8).
const api = createHttpDashboardApi({
  baseUrl: "/api",
  store: cookies,
  navigation: { navigate: (path) => navigate(path), reload: () => location.reload() },
  logger: console,
});
const locale = detectLocale({ cookie: cookies.get(LOCALE_COOKIE), browserLanguages: navigator.languages });
createRoot(document.getElementById("root")!).render(<DashboardApp api={api} cookies={cookies} initialLocale={locale} />);
