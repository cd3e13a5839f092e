import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, test, vi } from "vitest";

const root = join(import.meta.dirname, "..");

afterEach(() => vi.restoreAllMocks());

test("the README's example is the example script, and it runs as the README says", async () => {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  expect(block).toBe(readFileSync(join(root, "examples", "cart-script.ts"), "utf8"));

  const printed: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: string) => void printed.push(line));
  await import("../examples/cart-script.js");
  expect(printed).toEqual([
    "lines: 7 12:40 12:41",
    "items: 5",
    "total: 4315 MDL (discount 600)",
    'cookie: {"v":2,"lines":[{"id":7,"quantity":3},{"id":12,"variant_id":40,"quantity":1},{"id":12,"variant_id":41,"quantity":1}]}',
  ]);
  // Importing the script transforms it and every module it imports: seconds on a busy machine.
}, 60_000);
