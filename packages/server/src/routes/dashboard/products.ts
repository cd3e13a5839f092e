import { Hono } from "hono";
import { STAFF_ROUTES as ROUTE, adminProductListQuery } from "@vitrina/core";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { readAdminProduct, adminProductPage } from "../../catalog/product-data.js";
import { createProduct, deleteProduct, productFilter, updateProduct } from "../../catalog/product-edits.js";
import { requireStaff } from "../../lib/auth.js";
import { decodeQuery } from "../../lib/decode-query.js";
import { decodeOr422, fail, idParam, jsonBody } from "../../lib/http.js";
import { pageOf } from "../../lib/list-query.js";
import { readVersion } from "../../lib/versions.js";

/** `/api/dashboard/products`: the catalogue's products, every language, for managers and admins. */
export const productRoutes = ({ db }: Deps) => {
  const catalog = requireStaff(db, "catalog");
  return new Hono<AppEnv>()
    .get(
      "/",
      catalog,
      decodeQuery((query) => productFilter(adminProductListQuery(decodeOr422(ROUTE.listProducts.query, query)))),
      async (c) => {
        const filter = c.req.valid("query");
        const { products, total } = await adminProductPage(db, filter);
        return c.json(pageOf(products, filter.page, filter.perPage, total));
      },
    )
    .get("/:id", catalog, async (c) => {
      const product = await readAdminProduct(db, idParam(c));
      return product ? c.json({ data: product }) : fail(404, "Product not found.");
    })
    .post("/", catalog, async (c) => {
      const id = await createProduct(db, decodeOr422(ROUTE.createProduct.body, await jsonBody(c)));
      return c.json({ data: await readAdminProduct(db, id) }, 201);
    })
    .put("/:id", catalog, async (c) => {
      const id = idParam(c);
      const read = readVersion(c);
      await updateProduct(db, id, read, decodeOr422(ROUTE.updateProduct.body, await jsonBody(c)));
      return c.json({ data: await readAdminProduct(db, id) });
    })
    .delete("/:id", catalog, async (c) => {
      await deleteProduct(db, idParam(c));
      return c.body(null, 204);
    });
};
