import { Hono } from "hono";
import { PRODUCT_IMPORT_MAX_BYTES, STAFF_ROUTES as ROUTE, adminProductListQuery } from "@vitrina/core";
import { bulkEditProducts } from "../../catalog/product-bulk-edit.js";
import { productExportCsv } from "../../catalog/product-export.js";
import { importProducts } from "../../catalog/product-import.js";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { createProduct, deleteProduct, productFilter, productList, staffProduct, updateProduct } from "../../catalog/product-edits.js";
import { requireStaff } from "../../lib/auth.js";
import { decodeQuery } from "../../lib/decode-query.js";
import { decodeOr422, idParam, jsonBody, unprocessable, uploadedFile } from "../../lib/http.js";
import { textStream } from "../../lib/text-stream.js";
import { readVersion } from "../../lib/versions.js";

/** `/api/dashboard/products`: the catalogue's products, every language, its CSV and bulk edits, for managers and admins. */
export const productRoutes = ({ db }: Deps) => {
  const catalog = requireStaff(db, "catalog");
  return new Hono<AppEnv>()
    .get(
      "/",
      catalog,
      decodeQuery((query) => productFilter(adminProductListQuery(decodeOr422(ROUTE.listProducts.query, query)))),
      async (c) => c.json(await productList(db, c.req.valid("query"))),
    )
    .get("/export", catalog, async (c) =>
      // no-transform: the file is streamed as it is read, not gathered whole to be compressed.
      c.body(await textStream(productExportCsv(db)), 200, {
        "Content-Type": `${ROUTE.exportProducts.contentType}; charset=utf-8`,
        "Content-Disposition": 'attachment; filename="products.csv"',
        "Cache-Control": "no-store, no-transform",
      }),
    )
    .post(
      "/import",
      catalog,
      decodeQuery((query) => decodeOr422(ROUTE.importProducts.query, query)),
      async (c) => {
        const file = await uploadedFile(c);
        if (file.size > PRODUCT_IMPORT_MAX_BYTES) unprocessable({ file: ["max"] }, "The file is larger than 1 MB: import it in parts.");
        return c.json({ data: await importProducts(db, await file.text(), c.req.valid("query").dry_run === "1") });
      },
    )
    .post("/bulk-edit", catalog, async (c) => c.json({ data: await bulkEditProducts(db, decodeOr422(ROUTE.bulkEditProducts.body, await jsonBody(c))) }))
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
