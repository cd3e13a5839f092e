import { Hono } from "hono";
import { STAFF_ROUTES as ROUTE, dashboardLanguageOf } from "@vitrina/core";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { cardsByIds } from "../../catalog/products.js";
import { isCuratedList, readCuratedList, saveCuratedList } from "../../content/curated-lists.js";
import { adminSliders, createSlider, deleteSlider, readSliders, reorderSliders, updateSlider } from "../../content/slider-edits.js";
import { requireStaff } from "../../lib/auth.js";
import { decodeQuery } from "../../lib/decode-query.js";
import { decodeOr422, fail, idParam, jsonBody } from "../../lib/http.js";
import { readVersion } from "../../lib/versions.js";

/** `/api/dashboard/sliders` and `/api/dashboard/lists/:list`: the home page's slides and its curated products and bestsellers. */
export const contentRoutes = ({ db }: Deps) => {
  const content = requireStaff(db, "content");
  const slide = async (id: number) => (await adminSliders(db, id))[0];
  const listParam = (list: string) => (isCuratedList(list) ? list : fail(404, "Unknown list."));
  return (
    new Hono<AppEnv>()
      .get("/sliders", content, async (c) => c.json(await readSliders(db)))
      .post("/sliders", content, async (c) => {
        const id = await createSlider(db, decodeOr422(ROUTE.createSlider.body, await jsonBody(c)));
        return c.json({ data: await slide(id) }, 201);
      })
      // Before "/sliders/:id": "order" is not a slide's id.
      .put("/sliders/order", content, async (c) => {
        const read = readVersion(c);
        const version = await reorderSliders(db, read, decodeOr422(ROUTE.reorderSliders.body, await jsonBody(c)).ids);
        return c.json({ data: await adminSliders(db), version });
      })
      .put("/sliders/:id", content, async (c) => {
        const id = idParam(c);
        const read = readVersion(c);
        await updateSlider(db, id, read, decodeOr422(ROUTE.updateSlider.body, await jsonBody(c)));
        return c.json({ data: await slide(id) });
      })
      .delete("/sliders/:id", content, async (c) => {
        await deleteSlider(db, idParam(c));
        return c.body(null, 204);
      })
      .get(
        "/lists/:list",
        content,
        decodeQuery((query) => dashboardLanguageOf(decodeOr422(ROUTE.getProductList.query, query))),
        async (c) => c.json(await readCuratedList(db, listParam(c.req.param("list")), c.req.valid("query"))),
      )
      .put(
        "/lists/:list",
        content,
        decodeQuery((query) => dashboardLanguageOf(decodeOr422(ROUTE.setProductList.query, query))),
        async (c) => {
          const list = listParam(c.req.param("list"));
          const lang = c.req.valid("query");
          const read = readVersion(c);
          const { ids } = decodeOr422(ROUTE.setProductList.body, await jsonBody(c));
          const version = await saveCuratedList(db, list, read, ids);
          return c.json({ data: await cardsByIds(db, lang, ids), version });
        },
      )
  );
};
