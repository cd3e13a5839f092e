import { describe, expect, test } from "vitest";
import { createHttpShopApi } from "../src/index.js";
import { browserCookies } from "../src/browser-cookies.js";
import { base, general, json, memoryStore, scriptServer, seen, setup, type Handler } from "./scripted-server.js";

let handler: Handler;
scriptServer(() => handler);

/** Answers 429 with `Retry-After` first, then the general data. */
const limitedOnce =
  (retryAfter: string): Handler =>
  (_req, res) => {
    if (seen.length > 1) return json(res, 200, { data: general });
    res.writeHead(429, { "content-type": "application/json", "retry-after": retryAfter });
    res.end(JSON.stringify({ message: "Too many requests" }));
  };

describe("Retry-After", () => {
  test("a 429 on a GET is retried after the server's Retry-After, not after the backoff", async () => {
    // A backoff of a minute would outlast the test: the retry comes at once because the shop said 0.
    handler = limitedOnce("0");
    await expect(setup({}, undefined, { retry: { backoffMs: 60_000 } }).shop.getGeneral()).resolves.toMatchObject({ phones: [] });
    expect(seen).toHaveLength(2);

    seen.length = 0;
    const arrivals: number[] = [];
    const limited = limitedOnce("1");
    handler = (req, res) => {
      arrivals.push(Date.now());
      limited(req, res);
    };
    await expect(setup({}, undefined, { retry: { backoffMs: 1 } }).shop.getGeneral()).resolves.toMatchObject({ phones: [] });
    // The retry waited the second the shop asked for (a lower bound: a timer never fires early).
    expect(arrivals).toHaveLength(2);
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(990);
  });

  test("a Retry-After longer than the client waits fails at once as rate-limited, carrying retryAfter", async () => {
    handler = limitedOnce("30");
    await expect(setup().shop.getGeneral()).rejects.toMatchObject({
      _tag: "ApiError",
      kind: "rate-limited",
      status: 429,
      retryAfter: 30,
      url: `${base}/general`,
    });
    expect(seen).toHaveLength(1);
    // The cap is the caller's to set.
    seen.length = 0;
    handler = limitedOnce("1");
    await expect(setup({}, undefined, { retry: { maxRetryAfterMs: 500 } }).shop.getGeneral()).rejects.toMatchObject({ kind: "rate-limited", retryAfter: 1 });
    expect(seen).toHaveLength(1);
  });
});

describe("signals and set-up", () => {
  test("a call whose AbortSignal.timeout() runs out fails with kind timeout, not aborted", async () => {
    handler = () => {};
    await expect(setup({}, undefined, { retry: { times: 0 } }).shop.getGeneral({ signal: AbortSignal.timeout(100) })).rejects.toMatchObject({
      kind: "timeout",
      status: 0,
      url: `${base}/general`,
    });
    await expect(setup().shop.getGeneral({ signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: "aborted" });
  });

  test("in Node the default base URL /api fails with a configuration error, sending and retrying nothing", async () => {
    let fetched = 0;
    const errors: string[] = [];
    const shop = createHttpShopApi({
      store: memoryStore().store,
      navigation: { navigate: () => {}, reload: () => {} },
      logger: { warn: () => {}, error: (message) => void errors.push(message) },
      fetch: () => {
        fetched++;
        return Promise.reject(new TypeError("Failed to parse URL"));
      },
    });
    const error = await shop.getGeneral().catch((e: unknown) => e);
    expect(error).toMatchObject({ _tag: "ApiError", kind: "configuration", status: 0, url: "/api/general" });
    expect((error as Error).message).toMatch(/relative.*absolute baseUrl/);
    expect(fetched).toBe(0);
    expect(errors).toHaveLength(1);
  });

  test("the browser cookie store created on a server says what to use instead, not a bare TypeError", () => {
    expect(globalThis.document).toBeUndefined();
    expect(() => browserCookies()).toThrow(/no document here.*KeyValueStore over the request's cookies/);
  });
});
