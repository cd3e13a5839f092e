import { Hono } from "hono";
import { STAFF_ROUTES as ROUTE, adminOrderFilter, adminOrderListQuery, dashboardLanguageOf } from "@vitrina/core";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { requireStaff } from "../../lib/auth.js";
import { decodeQuery } from "../../lib/decode-query.js";
import { decodeOr422, fail, idParam, jsonBody } from "../../lib/http.js";
import { textStream } from "../../lib/text-stream.js";
import { orderExportCsv } from "../../orders/order-export.js";
import {
  addOrderNote,
  changeOrderPayment,
  changeOrderStatus,
  orderFilter,
  printedOrder,
  overview,
  staffOrder,
  staffOrderList,
} from "../../orders/staff-order-edits.js";

/** `/api/dashboard/orders`: the orders' list and its CSV export, detail, status changes with their history, and payment. */
export const orderRoutes = ({ db, config }: Deps) => {
  const orders = requireStaff(db, "orders");
  return new Hono<AppEnv>()
    .get(
      "/",
      orders,
      decodeQuery((query) => orderFilter(adminOrderListQuery(decodeOr422(ROUTE.listOrders.query, query)))),
      async (c) => c.json(await staffOrderList(db, c.req.valid("query"))),
    )
    .get(
      "/export",
      orders,
      decodeQuery((query) => adminOrderFilter(decodeOr422(ROUTE.exportOrders.query, query))),
      async (c) =>
        // no-transform: the file is streamed as it is read, not gathered whole to be compressed.
        c.body(await textStream(orderExportCsv(db, config.timeZone, c.req.valid("query"))), 200, {
          "Content-Type": `${ROUTE.exportOrders.contentType}; charset=utf-8`,
          "Content-Disposition": 'attachment; filename="orders.csv"',
          "Cache-Control": "no-store, no-transform",
        }),
    )
    .get("/:id", orders, async (c) => {
      const order = await staffOrder(db, idParam(c));
      return order ? c.json({ data: order }) : fail(404, "Order not found.");
    })
    .get("/:id/print", orders, async (c) => {
      const printed = await printedOrder(db, idParam(c));
      return printed ? c.json({ data: printed }) : fail(404, "Order not found.");
    })
    .post("/:id/status", orders, async (c) => {
      const id = idParam(c);
      const { status } = decodeOr422(ROUTE.changeOrderStatus.body, await jsonBody(c));
      await changeOrderStatus(db, config, id, status, c.get("staff").user.id);
      return c.json({ data: await staffOrder(db, id) });
    })
    .post("/:id/notes", orders, async (c) => {
      const id = idParam(c);
      const { text } = decodeOr422(ROUTE.addOrderNote.body, await jsonBody(c));
      await addOrderNote(db, id, text, c.get("staff").user.id);
      return c.json({ data: await staffOrder(db, id) }, 201);
    })
    .post("/:id/payment", orders, async (c) => {
      const id = idParam(c);
      const { paid } = decodeOr422(ROUTE.changeOrderPayment.body, await jsonBody(c));
      await changeOrderPayment(db, config, id, paid, c.get("staff").user.id);
      return c.json({ data: await staffOrder(db, id) });
    });
};

/** `/api/dashboard/overview`: today's and this month's orders and revenue, what awaits, what runs low. */
export const overviewRoutes = ({ db, config }: Deps) =>
  new Hono<AppEnv>().get(
    "/",
    requireStaff(db, "orders"),
    decodeQuery((query) => dashboardLanguageOf(decodeOr422(ROUTE.overview.query, query))),
    async (c) => c.json({ data: await overview(db, config.timeZone, c.req.valid("query")) }),
  );
