import { request } from "node:http";
import { expect } from "vitest";
import type { describedBy } from "./openapi-check.js";

// openapi-answers.test.ts's one call: a request to the running shop whose answer is checked against
// the OpenAPI description it serves (support/openapi-check.ts).

/** The API's limit of a body's size (app.ts). */
export const BODY_LIMIT = 1024 * 1024;

/**
 * The answer to a body over the limit, which the server sends before it has read the body and then
 * closes the connection (fetch reports the closed connection instead of the answer).
 */
const refused = (url: string, method: string, headers: Record<string, string>, body: string) =>
  new Promise<Response>((resolve, reject) => {
    let answered = false;
    const req = request(url, { method, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode!, headers: res.headers as Record<string, string> })));
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    req.end(body);
  });

/** What a call sends: a token, and a JSON body, a form or raw text (with its own content type in `headers`). */
export type Options = {
  readonly token?: string;
  readonly json?: unknown;
  readonly form?: FormData;
  readonly raw?: string;
  readonly headers?: Record<string, string>;
};

/**
 * A caller of the shop at `shop().url` whose every answer is checked by `shop().check`: it sends a
 * request to `path` (under /api/ unless it starts with /) and expects `status` and nothing the
 * description does not say; it resolves with the answer's JSON, or its text.
 */
export const answerChecker =
  (shop: () => { readonly url: string; readonly check: Awaited<ReturnType<typeof describedBy>> }) =>
  async (status: number, method: string, path: string, options: Options = {}): Promise<any> => {
    const url = path.startsWith("/") ? `${shop().url}${path}` : `${shop().url}/api/${path}`;
    const headers = {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.json !== undefined || options.raw !== undefined ? { "content-type": "application/json" } : {}),
      ...options.headers,
    };
    const body = options.json !== undefined ? JSON.stringify(options.json) : (options.form ?? options.raw);
    const res =
      typeof body === "string" && body.length > BODY_LIMIT
        ? await refused(url, method, headers, body)
        : await fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) });
    const sent = {
      method,
      url,
      headers,
      ...(options.json !== undefined ? { json: options.json } : {}),
      form: body !== undefined && options.json === undefined,
    };
    const text = await res.clone().text();
    expect({ status: res.status, problems: await shop().check(sent, res) }, `${method} ${path}: ${text.slice(0, 300)}`).toEqual({ status, problems: [] });
    return res.headers.get("content-type")?.startsWith("application/json") ? JSON.parse(text) : text;
  };
