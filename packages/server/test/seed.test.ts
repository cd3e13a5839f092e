import { spawnSync } from "node:child_process";
import { get } from "node:http";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { seedGeneratedProducts } from "../src/seed/generated.js";
import { ROOT, seededDataDir } from "./support/processes.js";
import { startTestShop, type TestShop } from "./support/shop.js";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.stop());

// Each count on a connection of its own: seeding holds this thread for seconds, after which a kept-alive
// connection from before may be closed by the server just as it is reused (ECONNRESET under load).
const getJson = <T>(path: string) =>
  new Promise<T>((resolve, reject) => {
    get(`${shop.url}/api/${path}`, { agent: false }, (res) => {
      let body = "";
      res
        .setEncoding("utf8")
        .on("data", (chunk: string) => (body += chunk))
        .on("end", () => resolve(JSON.parse(body) as T));
    }).on("error", reject);
  });
const total = async (query = "") => (await getJson<{ total_items: number }>(`catalog/products?perPage=1${query}`)).total_items;

describe("generated products", () => {
  test("are added to the catalogue with pictures, attributes and search, reporting progress", async () => {
    const before = await total();
    const progress: number[] = [];
    await seedGeneratedProducts(shop.db, 1050, (done) => progress.push(done));
    expect(progress).toEqual([1000, 1050]);
    expect(await total()).toBe(before + 1050);
    const search = await getJson<{ items: Array<{ title: string; image: unknown }> }>("catalog/products?search=model%201049&perPage=5");
    const found = search.items.find((p) => p.title.endsWith(", model 1049"));
    expect(found?.image).not.toBeNull();
    // Every 50th is sold in 20 variants (five sizes by four colours), found by a variant's SKU.
    const sold = await shop.db.query<{ count: number }>(
      "select count(*)::int as count from (select product_id from product_variants where sku like 'GEN-%' group by product_id having count(*) = 20) v",
    );
    expect(sold[0]!.count).toBe(21);
    const shirt = await getJson<{ items: Array<{ slug: string }> }>("catalog/products?search=GEN-001000-XL-RED");
    const page = await getJson<{ data: { options: Array<{ values: unknown[] }>; variants: Array<{ sku: string }>; price_max?: number } }>(
      `catalog/product/${shirt.items[0]!.slug}`,
    );
    expect(page.data.options.map((o) => o.values.length)).toEqual([5, 4]);
    expect(page.data.variants).toHaveLength(20);
    expect(page.data.price_max).toBeDefined();
  });

  test("a second run continues the numbering instead of colliding", async () => {
    const before = await total();
    await seedGeneratedProducts(shop.db, 5);
    expect(await total()).toBe(before + 5);
  });
});

// The command seeds an embedded database of its own (DATABASE_URL unset): the same in both of npm
// test's server runs, so it runs in the PGlite one.
describe.skipIf(inject("seed").kind !== "pglite")("the seed command", () => {
  // As a user runs it: `npm run seed`, the compiled command (built first when missing), NODE_ENV=production.
  const seed = (args: string[], env: Record<string, string>) =>
    spawnSync("npm", ["run", "--silent", "seed", ...args], { cwd: ROOT, encoding: "utf8", env: { ...process.env, NODE_ENV: "development", ...env } });

  test("adds the products to the shop's embedded database, also when called through `npm run seed -- --products N`", async () => {
    // The demo shop's folder as `npm start` leaves it (an empty one would be migrated and given the
    // demo shop first, as global-setup does: a minute of a busy machine's time for nothing new).
    const dataDir = await seededDataDir((inject("seed") as { path: string }).path);
    try {
      const run = seed(["--", "--products", "3"], { DATA_DIR: dataDir, DATABASE_URL: "" });
      expect(run.stderr).not.toContain("Error");
      expect(run.stdout).toContain("Added 3 products");
      expect(run.status).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  test("refuses a product count that is not a whole number, changing nothing", () => {
    const run = seed(["--", "--products", "ten"], { DATA_DIR: "/nonexistent/never-created" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('--products must be a whole number from 0 to 10000000, not "ten".');
  });
});
