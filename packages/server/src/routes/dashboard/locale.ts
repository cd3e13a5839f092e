import { Hono } from "hono";
import { STAFF_ROUTES as ROUTE } from "@vitrina/core";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { adminLocaleSettings, saveLocaleSettings } from "../../catalog/settings.js";
import { requireStaff } from "../../lib/auth.js";
import { decodeOr422, jsonBody } from "../../lib/http.js";
import { readVersion } from "../../lib/versions.js";

/** `/api/dashboard/locale-settings`: the shop's active languages and its contacts in each (admins). */
export const localeRoutes = ({ db }: Deps) => {
  const locale = requireStaff(db, "locale");
  return new Hono<AppEnv>()
    .get("/", locale, async (c) => c.json({ data: await adminLocaleSettings(db) }))
    .put("/", locale, async (c) => {
      const read = readVersion(c);
      await saveLocaleSettings(db, decodeOr422(ROUTE.updateLocaleSettings.body, await jsonBody(c)), read);
      return c.json({ data: await adminLocaleSettings(db) });
    });
};
