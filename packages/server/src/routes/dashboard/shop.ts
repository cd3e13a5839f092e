import { Hono } from "hono";
import { STAFF_ROUTES as ROUTE } from "@vitrina/core";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { requireStaff } from "../../lib/auth.js";
import { decodeOr422, jsonBody } from "../../lib/http.js";
import { readVersion } from "../../lib/versions.js";
import { readIdentity, readInstructions, saveIdentity, saveInstructions } from "../../shop/identity.js";
import { readMethodSettings, saveMethodSettings } from "../../shop/method-settings.js";
import { readOrderSettings, saveOrderSettings } from "../../shop/order-settings.js";

/**
 * `/api/dashboard/shop-identity`, `/api/dashboard/instructions`, `/api/dashboard/order-settings` and
 * `/api/dashboard/methods`: the shop's identity (name, logo, legal and bank details), its payment and
 * delivery instructions, its order rules and its delivery and payment methods, admins only, like the locale settings. Every save says the version it read (409 when stale) and lands in the audit trail through
 * the settings table's trigger.
 */
export const shopRoutes = ({ db }: Deps) => {
  const admin = requireStaff(db, "locale");
  return new Hono<AppEnv>()
    .get("/shop-identity", admin, async (c) => c.json({ data: await readIdentity(db) }))
    .put("/shop-identity", admin, async (c) => {
      const read = readVersion(c);
      await saveIdentity(db, decodeOr422(ROUTE.updateShopIdentity.body, await jsonBody(c)), read);
      return c.json({ data: await readIdentity(db) });
    })
    .get("/instructions", admin, async (c) => c.json({ data: await readInstructions(db) }))
    .put("/instructions", admin, async (c) => {
      const read = readVersion(c);
      await saveInstructions(db, decodeOr422(ROUTE.updateInstructions.body, await jsonBody(c)), read);
      return c.json({ data: await readInstructions(db) });
    })
    .get("/order-settings", admin, async (c) => c.json({ data: await readOrderSettings(db) }))
    .put("/order-settings", admin, async (c) => {
      const read = readVersion(c);
      await saveOrderSettings(db, decodeOr422(ROUTE.updateOrderSettings.body, await jsonBody(c)), read);
      return c.json({ data: await readOrderSettings(db) });
    })
    .get("/methods", admin, async (c) => c.json({ data: await readMethodSettings(db) }))
    .put("/methods", admin, async (c) => {
      const read = readVersion(c);
      await saveMethodSettings(db, decodeOr422(ROUTE.updateMethodSettings.body, await jsonBody(c)), read);
      return c.json({ data: await readMethodSettings(db) });
    });
};
