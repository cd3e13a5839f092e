import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";

// The package-level boundary (only xstate and effect, no Node built-ins, no DOM types) is checked by
// `pnpm boundary` (dependency-cruiser + a compile without DOM or Node types). This test checks what
// those cannot see: which names core takes from effect, and ambient clocks and randomness.
const SRC = join(import.meta.dirname, "..", "src");
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : f.endsWith(".ts") ? [join(dir, f)] : []));
const sources = files(SRC).map((path) => ({ path: path.slice(SRC.length + 1), text: readFileSync(path, "utf8") }));

describe("core's import boundary", () => {
  test("takes only Schema from effect", () => {
    const offenders = sources.flatMap(({ path, text }) =>
      [...text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+"effect(\/[^"]*)?"/g)]
        .filter((m) => m[3] !== undefined || m[2]!.split(",").some((name) => name.trim() !== "" && name.trim() !== "Schema"))
        .map((m) => `${path}: ${m[0]}`),
    );
    expect(offenders).toEqual([]);
  });

  test("never reads the system clock or global randomness", () => {
    const offenders = sources.flatMap(({ path, text }) =>
      [/\bDate\.now\(/, /\bnew Date\(\)/, /\bMath\.random\(/, /\bperformance\.now\(/].filter((re) => re.test(text)).map((re) => `${path}: ${re}`),
    );
    expect(offenders).toEqual([]);
  });

  test("finds the sources it checks", () => {
    expect(sources.length).toBeGreaterThan(10);
  });
});
