import { Hono } from "hono";
import { STAFF_ROUTES as ROUTE, adminProductListQuery } from "@vitrina/core";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { createProduct, deleteProduct, productFilter, productList, staffProduct, updateProduct } from "../../catalog/product-edits.js";
import { requireStaff } from "../../lib/auth.js";
import { decodeQuery } from "../../lib/decode-query.js";
import { decodeOr422, idParam, jsonBody } from "../../lib/http.js";
import { readVersion } from "../../lib/versions.js";

/** `/api/dashboard/products`: the catalogue's products, every language, for managers and admins. */
export const productRoutes = ({ db }: Deps) => {
  const catalog = requireStaff(db, "catalog");
  return new Hono<AppEnv>()
    .get(
      "/",
      catalog,
      decodeQuery((query) => productFilter(adminProductListQuery(decodeOr422(ROUTE.listProducts.query, query)))),
      async (c) => c.json(await productList(db, c.req.valid("query"))),
    )
    .get("/:id", catalog, async (c) => c.json({ data: await staffProduct(db, idParam(c)) }))
    .post("/", catalog, async (c) => {
      const id = await createProduct(db, decodeOr422(ROUTE.createProduct.body, await jsonBody(c)));
      return c.json({ data: await staffProduct(db, id) }, 201);
    })
    .put("/:id", catalog, async (c) => {
      const id = idParam(c);
      const read = readVersion(c);
      await updateProduct(db, id, read, decodeOr422(ROUTE.updateProduct.body, await jsonBody(c)));
      return c.json({ data: await staffProduct(db, id) });
    })
    .delete("/:id", catalog, async (c) => {
      await deleteProduct(db, idParam(c));
      return c.body(null, 204);
    });
};
