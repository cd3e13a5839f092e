import type { Hono } from "hono";
import { MethodInstructions, ShopIdentityInput } from "@vitrina/core";
import type { AppEnv, Deps } from "../app.js";
import { requireStaff } from "../lib/auth.js";
import { decodeOr422, jsonBody, unprocessable } from "../lib/http.js";
import { readVersion, staleEdit } from "../lib/versions.js";
import { IDENTITY_KEY, INSTRUCTIONS_KEY, readIdentity, readInstructions, saveSetting, storedIdentity } from "../shop/identity.js";

/**
 * The shop's identity (name, logo, legal and bank details) and its payment and delivery instructions:
 * admins only, like the locale settings. Every save says the version it read (409 when stale) and
 * lands in the audit trail through the settings table's trigger.
 */
export const dashboardShopRoutes = (app: Hono<AppEnv>, { db }: Deps): void => {
  const admin = requireStaff(db, "locale");

  app.get("/api/dashboard/shop-identity", admin, async (c) => c.json({ data: await readIdentity(db) }));

  app.put("/api/dashboard/shop-identity", admin, async (c) => {
    const version = readVersion(c);
    const input = storedIdentity(decodeOr422(ShopIdentityInput, await jsonBody(c)));
    if (input.logo_image_id !== null) {
      const [image] = await db.query("select id from images where id = $1", [input.logo_image_id]);
      if (!image) return unprocessable({ logo_image_id: ["not_found"] });
    }
    return (await saveSetting(db, IDENTITY_KEY, input, version)) ? c.json({ data: await readIdentity(db) }) : staleEdit();
  });

  app.get("/api/dashboard/instructions", admin, async (c) => c.json({ data: await readInstructions(db) }));

  app.put("/api/dashboard/instructions", admin, async (c) => {
    const version = readVersion(c);
    const input = decodeOr422(MethodInstructions, await jsonBody(c));
    return (await saveSetting(db, INSTRUCTIONS_KEY, input, version)) ? c.json({ data: await readInstructions(db) }) : staleEdit();
  });
};
