import { Hono } from "hono";
import { STAFF_ROUTES as ROUTE, messageListQuery } from "@vitrina/core";
import type { AppEnv, Deps } from "../../lib/app-env.js";
import { messageList, readMessage, setMessageStatus } from "../../contact/inbox.js";
import { requireStaff } from "../../lib/auth.js";
import { decodeQuery } from "../../lib/decode-query.js";
import { decodeOr422, idParam, jsonBody } from "../../lib/http.js";
import { readVersion } from "../../lib/versions.js";

/** `/api/dashboard/messages`: contact-form messages for managers and admins, newest first, by status and text; marked handled or new. */
export const messageRoutes = ({ db }: Deps) => {
  const messages = requireStaff(db, "messages");
  return new Hono<AppEnv>()
    .get(
      "/",
      messages,
      decodeQuery((query) => messageListQuery(decodeOr422(ROUTE.listMessages.query, query))),
      async (c) => c.json(await messageList(db, c.req.valid("query"))),
    )
    .patch("/:id", messages, async (c) => {
      const id = idParam(c);
      const read = readVersion(c);
      const { status } = decodeOr422(ROUTE.setMessageStatus.body, await jsonBody(c));
      await setMessageStatus(db, id, read, status);
      return c.json({ data: await readMessage(db, id) });
    });
};
