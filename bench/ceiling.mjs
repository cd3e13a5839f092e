// The ceiling of the API benchmarks: a bare Hono JSON handler on the same Node server adapter, run
// as its own process like the shop. `node ceiling.mjs PORT`.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.json({ data: { id: 1, slug: "ceiling", title: "A bare JSON answer", price: 100 } }));
serve({ fetch: app.fetch, port: Number(process.argv[2]), hostname: "127.0.0.1" });
