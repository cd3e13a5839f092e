import { Hono } from "hono";
import { MethodInstructions, ShopIdentityInput } from "@vitrina/core";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { requireStaff } from "../../lib/auth.js";
import { decodeOr422, jsonBody } from "../../lib/http.js";
import { readVersion } from "../../lib/versions.js";
import { readIdentity, readInstructions, saveIdentity, saveInstructions } from "../../shop/identity.js";

/**
 * `/api/dashboard/shop-identity` and `/api/dashboard/instructions`: the shop's identity (name, logo,
 * legal and bank details) and its payment and delivery instructions, admins only, like the locale
 * settings. Every save says the version it read (409 when stale) and lands in the audit trail through
 * the settings table's trigger.
 */
export const shopRoutes = ({ db }: Deps) => {
  const admin = requireStaff(db, "locale");
  return new Hono<AppEnv>()
    .get("/shop-identity", admin, async (c) => c.json({ data: await readIdentity(db) }))
    .put("/shop-identity", admin, async (c) => {
      const read = readVersion(c);
      await saveIdentity(db, decodeOr422(ShopIdentityInput, await jsonBody(c)), read);
      return c.json({ data: await readIdentity(db) });
    })
    .get("/instructions", admin, async (c) => c.json({ data: await readInstructions(db) }))
    .put("/instructions", admin, async (c) => {
      const read = readVersion(c);
      await saveInstructions(db, decodeOr422(MethodInstructions, await jsonBody(c)), read);
      return c.json({ data: await readInstructions(db) });
    });
};
