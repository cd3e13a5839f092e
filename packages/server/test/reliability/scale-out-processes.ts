// The scale-out test's shop processes: each runs the compiled server on the shared PostgreSQL
// database, as one process or as a primary and its WORKERS.
import { readdir, readFile } from "node:fs/promises";
import { startShopProcess, type ShopProcess } from "../support/processes.js";
import { TEST_ADMIN } from "../support/shop.js";
import { STOREFRONT_BUILT } from "./helpers.js";

/** Starts the shop as its own process (with `workers` processes answering) on the database, the way the shop runs in production. */
export const startProcess = (databaseUrl: string, workers = 1): Promise<ShopProcess> =>
  startShopProcess({
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...(STOREFRONT_BUILT ? {} : { WEB_DIST: "/nonexistent" }),
    PG_POOL_SIZE: "10",
    CHECKOUT_LIMIT: "off",
    WORKERS: String(workers),
  });

/** The workers of the primary `pid`: its child processes that run the shop, read from /proc. */
export const workersOf = async (pid: number): Promise<number[]> => {
  const children: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    // The parent's pid is the second field after the command's closing parenthesis.
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    // A worker runs the primary's script.
    if (parent === pid && (await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "")).includes("main.js")) children.push(Number(entry));
  }
  return children;
};
