import { Hono } from "hono";
import { STAFF_ROUTES as ROUTE } from "@vitrina/core";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { requireStaff } from "../../lib/auth.js";
import { decodeOr422, idParam, jsonBody } from "../../lib/http.js";
import { readVersion } from "../../lib/versions.js";
import { adminDiscountCodes, createDiscountCode, updateDiscountCode } from "../../orders/discount-codes.js";

/** `/api/dashboard/discount-codes`: the shop's discount codes, for managers and admins; switching one off is an edit (`active`). */
export const discountCodeRoutes = ({ db }: Deps) => {
  const staff = requireStaff(db, "orders");
  const answer = async (id: number) => (await adminDiscountCodes(db, id))[0];
  return new Hono<AppEnv>()
    .get("/", staff, async (c) => c.json({ data: await adminDiscountCodes(db) }))
    .post("/", staff, async (c) => {
      const id = await createDiscountCode(db, decodeOr422(ROUTE.createDiscountCode.body, await jsonBody(c)));
      return c.json({ data: await answer(id) }, 201);
    })
    .put("/:id", staff, async (c) => {
      const id = idParam(c);
      const read = readVersion(c);
      await updateDiscountCode(db, id, read, decodeOr422(ROUTE.updateDiscountCode.body, await jsonBody(c)));
      return c.json({ data: await answer(id) });
    });
};
