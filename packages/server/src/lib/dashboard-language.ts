import type { Context } from "hono";
import { DEFAULT_LOCALE, Locale } from "@vitrina/core";
import { Schema } from "effect";
import { unprocessable } from "./http.js";

/**
 * The language a dashboard answer names products in: `?lang=` (the dashboard's own language,
 * decoded with core's `Locale`), Romanian when absent; any other value is a 422 on `lang`.
 */
export const dashboardLanguage = (c: Context): Locale => {
  const lang = c.req.query("lang");
  if (lang === undefined || lang === "") return DEFAULT_LOCALE;
  return Schema.is(Locale)(lang) ? lang : unprocessable({ lang: ["invalid"] });
};
