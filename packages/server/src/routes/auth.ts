import { Hono } from "hono";
import { STAFF_ROUTES as ROUTE } from "@vitrina/core";
import type { AppEnv, Deps } from "../lib/app-env.js";
import { closeSession, requireStaff } from "../lib/auth.js";
import { clientAddress } from "../lib/client-address.js";
import { decodeOr422, jsonBody } from "../lib/http.js";
import { changePassword, signIn } from "../staff/sign-in.js";

/** `/api/auth`: staff sign-in, sessions and passwords (decisions.md "Staff and the dashboard"). */
export const authRoutes = ({ db, config }: Deps) =>
  new Hono<AppEnv>()
    .post("/login", async (c) => {
      const { email, password } = decodeOr422(ROUTE.login.body, await jsonBody(c));
      return c.json(await signIn(db, email, password, clientAddress(c), config.passwordHashing));
    })
    .post("/logout", requireStaff(db, "any"), async (c) => {
      await closeSession(db, c.get("staff").token);
      return c.body(null, 204);
    })
    .get("/me", requireStaff(db, "any"), (c) => c.json({ data: c.get("staff").user }))
    .post("/password", requireStaff(db, "any"), async (c) => {
      const input = decodeOr422(ROUTE.changePassword.body, await jsonBody(c));
      await changePassword(db, c.get("staff"), input, clientAddress(c), config.passwordHashing);
      return c.body(null, 204);
    });
