import { Hono } from "hono";
import { STAFF_ROUTES as ROUTE } from "@vitrina/core";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { adminCategories, createCategory, deleteCategory, reorderCategories, updateCategory } from "../../catalog/category-edits.js";
import { requireStaff } from "../../lib/auth.js";
import { decodeOr422, idParam, jsonBody } from "../../lib/http.js";
import { readVersion } from "../../lib/versions.js";

/** `/api/dashboard/categories`: the catalogue's categories and subcategories, for managers and admins. */
export const categoryRoutes = ({ db }: Deps) => {
  const catalog = requireStaff(db, "catalog");
  const answer = async (id: number) => (await adminCategories(db, id))[0];
  return (
    new Hono<AppEnv>()
      .get("/", catalog, async (c) => c.json({ data: await adminCategories(db) }))
      .post("/", catalog, async (c) => {
        const id = await createCategory(db, decodeOr422(ROUTE.createCategory.body, await jsonBody(c)));
        return c.json({ data: await answer(id) }, 201);
      })
      // Before "/:id": "order" is not a category's id.
      .put("/order", catalog, async (c) => {
        await reorderCategories(db, decodeOr422(ROUTE.reorderCategories.body, await jsonBody(c)));
        return c.json({ data: await adminCategories(db) });
      })
      .put("/:id", catalog, async (c) => {
        const id = idParam(c);
        const read = readVersion(c);
        await updateCategory(db, id, read, decodeOr422(ROUTE.updateCategory.body, await jsonBody(c)));
        return c.json({ data: await answer(id) });
      })
      .delete("/:id", catalog, async (c) => {
        await deleteCategory(db, idParam(c));
        return c.body(null, 204);
      })
  );
};
