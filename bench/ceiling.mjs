// The ceilings of the benchmarks, each run as its own process like the shop:
// `node ceiling.mjs PORT node` answers a small JSON from a bare node:http server (the machine's
// ceiling); `node ceiling.mjs PORT hono` answers it from a bare Hono handler on the shop's Node adapter.
import { createServer } from "node:http";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const [port, kind] = [Number(process.argv[2]), process.argv[3] ?? "node"];
const answer = { data: { id: 1, slug: "ceiling", title: "A bare JSON answer", price: 100 } };

if (kind === "hono") {
  const app = new Hono();
  app.get("/", (c) => c.json(answer));
  serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
} else {
  const body = JSON.stringify(answer);
  createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  }).listen(port, "127.0.0.1");
}
