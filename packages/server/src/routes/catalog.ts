import { Hono } from "hono";
import { SHOP_ROUTES as ROUTE, productListQuery } from "@vitrina/core";
import type { AppEnv, Deps } from "../lib/app-env.js";
import { categoryListings } from "../catalog/listing.js";
import { productDetail, similarProducts } from "../catalog/product-page.js";
import { listProducts, menuCategories } from "../catalog/products.js";
import { quickSearch } from "../catalog/quick-search.js";
import { decodeBracketQuery, decodeQuery } from "../lib/decode-query.js";
import { decodeOr422, fail, requestLocale } from "../lib/http.js";

/** `/api/catalog`: listings and searches, the search overlay, product pages (spec §7). */
export const catalogRoutes = ({ db }: Deps) => {
  const listings = categoryListings(db);
  const search = quickSearch(db);
  return new Hono<AppEnv>()
    .get(
      "/products",
      decodeBracketQuery((query) => productListQuery(decodeOr422(ROUTE.getProducts.query, query))),
      async (c) => {
        const query = c.req.valid("query");
        return c.json(await listProducts({ db, listings, version: c.get("catalogVersion") }, requestLocale(c), query));
      },
    )
    .get(
      "/search",
      decodeQuery((query) => decodeOr422(ROUTE.search.query, query)),
      async (c) => c.json(await search(requestLocale(c), c.req.valid("query").text ?? "", c.get("catalogVersion"))),
    )
    .get("/product/:slug", async (c) => {
      const data = await productDetail({ db, listings, version: c.get("catalogVersion") }, requestLocale(c), c.req.param("slug"));
      return data ? c.json({ data }) : fail(404, `Product not found: ${c.req.param("slug")}`);
    })
    .get("/product/:slug/similar", async (c) => {
      const data = await similarProducts({ db, listings, version: c.get("catalogVersion") }, requestLocale(c), c.req.param("slug"));
      return data ? c.json({ data }) : fail(404, `Product not found: ${c.req.param("slug")}`);
    });
};

/** `/api/menu`: the menu's categories. */
export const menuRoutes = ({ db }: Deps) => new Hono<AppEnv>().get("/categories", async (c) => c.json({ data: await menuCategories(db, requestLocale(c)) }));
