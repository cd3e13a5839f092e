// The guide's code is the examples' code: every block marked `<!-- excerpt: path -->` is a run of
// whole lines of that file, and every `<!-- file: path -->` block is the whole file, so the guide
// cannot drift from what the other tests run.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const guide = readFileSync(join(ROOT, "docs", "without-react.md"), "utf8");
const blocks = [...guide.matchAll(/<!-- (excerpt|file): (\S+) -->\n```ts\n([\s\S]*?)```\n/g)].map(([, kind, path, code]) => ({
  kind,
  path: path!,
  code: code!,
}));

test("the guide shows both examples, whole and in excerpts", () => {
  expect(blocks.filter((b) => b.kind === "file").map((b) => b.path)).toEqual(["examples/node-purchase/purchase.ts"]);
  expect(new Set(blocks.filter((b) => b.kind === "excerpt").map((b) => b.path))).toEqual(
    new Set(["examples/node-purchase/purchase.ts", "examples/vanilla/src/main.ts"]),
  );
  // Every ts block of the guide is marked, so none escapes the check.
  expect(guide.match(/```ts\n/g)).toHaveLength(blocks.length);
});

test.each(blocks.map((b, i) => [i + 1, b.kind, b.path, b] as const))("block %i (%s of %s) is the example's code", (_i, kind, path, block) => {
  const source = readFileSync(join(ROOT, path), "utf8");
  if (kind === "file") expect(block.code).toBe(source);
  else expect(`\n${source}`).toContain(`\n${block.code}`);
});
