import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { KeyValueStore } from "@vitrina/core";
import { createHttpDashboardApi, createHttpShopApi, type HttpAdapterOptions } from "../src/index.js";

/** A scripted answer: the request (with its body read) and the response to write. */
export type Handler = (req: IncomingMessage & { body: string }, res: ServerResponse) => void;

/** The API's base URL on the server, set once it listens. */
export let base: string;
/** The requests the server received during the current test. */
export const seen: Array<IncomingMessage & { body: string }> = [];

/**
 * Starts a real local HTTP server before the calling file's tests and stops it after them; it answers each
 * request with the handler `current()` returns then, so each test scripts its answers.
 */
export const scriptServer = (current: () => Handler) => {
  let server: Server;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        const request = Object.assign(req, { body });
        seen.push(request);
        current()(request, res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  afterEach(() => void (seen.length = 0));
};

/** Writes a JSON answer. */
export const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};
/** A general-data answer with every list empty. */
export const general = {
  addresses: [],
  emails: [],
  salesPhones: [],
  salesEmails: [],
  phones: [],
  schedule: "",
  socials: [],
  currencies: [],
  languages: [],
  countries: [],
};

/** A key-value store in memory, its map open to the test. */
export const memoryStore = (values: Record<string, string> = {}) => {
  const map = new Map(Object.entries(values));
  const store: KeyValueStore = { get: (k) => map.get(k), set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
  return { store, map };
};
/** The shop and dashboard APIs on the scripted server, over a store holding `values`, with the paths they navigated to. */
export const setup = (values: Record<string, string> = {}, timeoutMs?: number, more: Partial<HttpAdapterOptions> = {}) => {
  const { store, map } = memoryStore(values);
  const navigated: string[] = [];
  const navigation = { navigate: (path: string) => void navigated.push(path), reload: () => {} };
  const options = { baseUrl: base, store, navigation, ...(timeoutMs ? { timeoutMs } : {}), ...more };
  return { shop: createHttpShopApi(options), dashboard: createHttpDashboardApi(options), map, navigated };
};
