import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seedGeneratedProducts } from "../src/seed/generated.js";
import { startTestShop, type TestShop } from "./support/shop.js";

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.stop());

const total = async (query = "") => ((await (await shop.api(`catalog/products?perPage=1${query}`)).json()) as { total_items: number }).total_items;

describe("generated products", () => {
  test("are added to the catalogue with pictures, attributes and search, reporting progress", async () => {
    const before = await total();
    const progress: number[] = [];
    await seedGeneratedProducts(shop.db, 1050, (done) => progress.push(done));
    expect(progress).toEqual([1000, 1050]);
    expect(await total()).toBe(before + 1050);
    const search = (await (await shop.api("catalog/products?search=model 1049&perPage=5")).json()) as { items: Array<{ title: string; image: unknown }> };
    const found = search.items.find((p) => p.title.endsWith(", model 1049"));
    expect(found?.image).not.toBeNull();
  });

  test("a second run continues the numbering instead of colliding", async () => {
    const before = await total();
    await seedGeneratedProducts(shop.db, 5);
    expect(await total()).toBe(before + 5);
  });
});

describe("the seed command", () => {
  test("refuses a product count that is not a whole number, changing nothing", () => {
    const run = spawnSync(process.execPath, ["--conditions=@vitrina/source", "--import", "tsx", "src/seed/cli.ts", "--products", "ten"], {
      cwd: new URL("..", import.meta.url),
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: "/nonexistent/never-created" },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('--products must be a whole number from 0 to 10000000, not "ten".');
  });
});
