import { createServer } from "node:http";

/** How the proxy answers every checkout. */
export interface Refusal {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

/**
 * A proxy in front of the shop that answers every `POST /api/cart/checkout` with `refusal` and
 * passes every other request on, so a client sees the real shop refuse the order.
 */
export const refusingCheckout = (shopUrl: string, refusal: Refusal) =>
  new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    const server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (req.method === "POST" && req.url?.startsWith("/api/cart/checkout")) {
        res.writeHead(refusal.status, { "content-type": "application/json", ...refusal.headers });
        res.end(JSON.stringify(refusal.body));
        return;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string" && !["host", "connection", "content-length"].includes(entry[0]),
        ),
      );
      const upstream = await fetch(`${shopUrl}${req.url}`, { method: req.method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined });
      res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/json" });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    });
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
