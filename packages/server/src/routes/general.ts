import { Hono } from "hono";
import { SHOP_ROUTES as ROUTE } from "@vitrina/core";
import type { AppEnv, Deps } from "../lib/app-env.js";
import { visitorCountry } from "../config.js";
import { CONTACT_WINDOW_MINUTES, contactLimitMessage, sendContactMessage } from "../contact/send.js";
import { clientAddress } from "../lib/client-address.js";
import { decodeOr422, fail, formBody, isJson, jsonBody, requestLocale } from "../lib/http.js";
import { generalData } from "../shop/general.js";

/** `/api/general`: the shop's contacts and languages, the visitor's country, the contact form. */
export const generalRoutes = ({ db, config }: Deps) =>
  new Hono<AppEnv>()
    .get("/", async (c) => c.json({ data: await generalData(db, requestLocale(c)) }))
    .get("/country", (c) => c.json({ code: visitorCountry(config, (name) => c.req.header(name)) }))
    .post("/contact", async (c) => {
      const body = isJson(c) ? await jsonBody(c) : await formBody(c);
      const form = decodeOr422(ROUTE.sendContact.body, body);
      const locale = requestLocale(c);
      if (!(await sendContactMessage(db, config, { form, locale, ip: clientAddress(c) })))
        return fail(429, contactLimitMessage[locale], { "Retry-After": String(CONTACT_WINDOW_MINUTES * 60) });
      return c.json({ message: "sent" }, 201);
    });
