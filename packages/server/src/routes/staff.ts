import { Hono } from "hono";
import { STAFF_ROUTES as ROUTE } from "@vitrina/core";
import type { AppEnv, Deps } from "../lib/app-env.js";
import { requireStaff } from "../lib/auth.js";
import { clientAddress } from "../lib/client-address.js";
import { decodeOr422, idParam, jsonBody } from "../lib/http.js";
import { readVersion } from "../lib/versions.js";
import { addAccount, editAccount, listAccounts, removeAccount } from "../staff/accounts.js";

/** `/api/dashboard/staff`: the staff accounts, which only admins manage (decisions.md "Staff and the dashboard"). */
export const staffRoutes = ({ db, config }: Deps) => {
  const admins = requireStaff(db, "staff");
  return new Hono<AppEnv>()
    .get("/", admins, async (c) => c.json({ data: await listAccounts(db) }))
    .post("/", admins, async (c) => c.json({ data: await addAccount(db, decodeOr422(ROUTE.createStaff.body, await jsonBody(c)), config.passwordHashing) }, 201))
    .patch("/:id", admins, async (c) => {
      const id = idParam(c);
      const version = readVersion(c);
      const input = decodeOr422(ROUTE.updateStaff.body, await jsonBody(c));
      return c.json({ data: await editAccount(db, c.get("staff").user, id, version, input, clientAddress(c), config.passwordHashing) });
    })
    .delete("/:id", admins, async (c) => {
      await removeAccount(db, c.get("staff").user, idParam(c));
      return c.body(null, 204);
    });
};
