import { Hono } from "hono";
import { STAFF_ROUTES as ROUTE } from "@vitrina/core";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { adminAttributes, createAttribute, deleteAttribute, updateAttribute } from "../../catalog/attribute-edits.js";
import { requireStaff } from "../../lib/auth.js";
import { decodeOr422, idParam, jsonBody } from "../../lib/http.js";
import { readVersion } from "../../lib/versions.js";

/** `/api/dashboard/attributes`: the attribute dictionary, for managers and admins. */
export const attributeRoutes = ({ db }: Deps) => {
  const catalog = requireStaff(db, "catalog");
  const answer = async (id: number) => (await adminAttributes(db, id))[0];
  return new Hono<AppEnv>()
    .get("/", catalog, async (c) => c.json({ data: await adminAttributes(db) }))
    .post("/", catalog, async (c) => {
      const id = await createAttribute(db, decodeOr422(ROUTE.createAttribute.body, await jsonBody(c)));
      return c.json({ data: await answer(id) }, 201);
    })
    .put("/:id", catalog, async (c) => {
      const id = idParam(c);
      const read = readVersion(c);
      await updateAttribute(db, id, read, decodeOr422(ROUTE.updateAttribute.body, await jsonBody(c)));
      return c.json({ data: await answer(id) });
    })
    .delete("/:id", catalog, async (c) => {
      await deleteAttribute(db, idParam(c));
      return c.body(null, 204);
    });
};
