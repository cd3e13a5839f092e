import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ROUTES } from "@vitrina/core";
import { createApp } from "../src/app.js";
import { readConfig } from "../src/config.js";
import type { Db } from "../src/db/db.js";
import { createLog } from "../src/lib/log.js";
import { mountStorefront, type Storefront } from "../src/web.js";
import { freshDb } from "./support/shop.js";

let db: Db;
beforeAll(async () => {
  db = await freshDb();
});
afterAll(() => db.close());

/** A storefront build that is mounted but never asked for a page: only its routes are read. */
const storefront: Storefront = {
  render: () => Promise.reject(new Error("no page is rendered in this test")),
  templateFiller: () => () => "",
  template: "",
  dashboard: "",
  root: "",
  build: "test",
  react: "production",
  inlineScripts: [],
};

/** What the server answers besides the contract's routes: the storefront's pages and the dashboard's page (web.ts). */
const PAGE_ROUTES = ["GET /auth", "GET /auth/*", "GET /dashboard", "GET /dashboard/*", "GET /*"];

describe("the route contract", () => {
  test("declares each method and path once", () => {
    const declared = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(declared.filter((route, i) => declared.indexOf(route) !== i)).toEqual([]);
  });

  test("the server registers every route of core's contract, and only those besides the storefront's pages", () => {
    const deps = { db, config: readConfig({}), log: createLog({ silent: true }) };
    const app = createApp(deps);
    mountStorefront(app, deps, storefront);
    // Handlers, not middleware (registered for every method); a route's guards and its handler are one route.
    const registered = new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`));
    const declared = ROUTES.map((r) => `${r.method} ${r.path.replace(/\{(\w+)\}/g, ":$1")}`);
    expect([...registered].sort()).toEqual([...declared, ...PAGE_ROUTES].sort());
  });
});
