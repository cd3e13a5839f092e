import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { afterAll, beforeAll, describe, expect, test } from "vitest";

// The layers of the server are rules of `pnpm run boundary` (.dependency-cruiser.cjs): these cases
// lay out a small server in a temporary folder, one file breaking each rule, and run
// dependency-cruiser with the project's own rules on it.

const root = fileURLToPath(new URL("../../../", import.meta.url));
const rules = createRequire(import.meta.url)(join(root, ".dependency-cruiser.cjs"));

/** The files of the probe shop: path under packages/server/src → its source. */
const FILES: Readonly<Record<string, string>> = {
  "app.ts": 'import { routes } from "./routes/index.js";\nexport const app = routes;\n',
  "main.ts": 'import { app } from "./app.js";\nexport const main = app;\n',
  "lib/http.ts": 'import type { Context } from "hono";\nexport const status = (c: Context) => c.req.path;\n',
  "lib/errors.ts": "export class NotFound extends Error {}\n",
  "catalog/shelf-data.ts": "export const shelfRows = async () => [];\n",
  "catalog/shelf.ts":
    'import { NotFound } from "../lib/errors.js";\nimport { shelfRows } from "./shelf-data.js";\nexport const shelf = async () => (await shelfRows())[0] ?? new NotFound();\n',
  "routes/index.ts": 'import { shelf } from "../catalog/shelf.js";\nimport { status } from "../lib/http.js";\nexport const routes = [shelf, status];\n',
  // Each one breaks a rule.
  "routes/reads-data.ts": 'import { shelfRows } from "../catalog/shelf-data.js";\nexport const rows = shelfRows;\n',
  "lib/imports-app.ts": 'import { app } from "../app.js";\nexport const again = app;\n',
  "catalog/answers-http.ts":
    'import { HTTPException } from "hono/http-exception";\nimport { status } from "../lib/http.js";\nexport const refuse = [HTTPException, status];\n',
  "catalog/circle-a.ts": 'import { b } from "./circle-b.js";\nexport const a = () => b;\n',
  "catalog/circle-b.ts": 'import { a } from "./circle-a.js";\nexport const b = () => a;\n',
};

let dir: string;
let violations: Map<string, Set<string>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "vitrina-boundaries-"));
  const src = join(dir, "packages/server/src");
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(src, path)), { recursive: true });
    await writeFile(join(src, path), text);
  }
  // hono resolves from the probe as from the server's own sources.
  await symlink(join(root, "packages/server/node_modules"), join(dir, "packages/server/node_modules"), "dir");
  const { output } = await cruise(["packages/server/src"], { ...rules.options, baseDir: dir, ruleSet: { forbidden: rules.forbidden }, validate: true });
  violations = new Map();
  for (const v of (output as ICruiseResult).summary.violations) {
    const file = v.from.replace("packages/server/src/", "");
    violations.set(file, (violations.get(file) ?? new Set()).add(v.rule.name));
  }
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("the server's layers fail the boundary check when broken", () => {
  test("a route that imports a data module", () => {
    expect([...(violations.get("routes/reads-data.ts") ?? [])]).toEqual(["server-routes-no-data-modules"]);
  });

  test("lib/ that imports the app: above the ground, and the app is imported by the entry points only", () => {
    expect([...(violations.get("lib/imports-app.ts") ?? [])].sort()).toEqual(["server-app-is-the-composition-root", "server-ground-imports-nothing-above"]);
  });

  test("a domain module that imports hono or lib/http.ts", () => {
    expect([...(violations.get("catalog/answers-http.ts") ?? [])]).toEqual(["server-domain-no-http"]);
  });

  test("an import circle", () => {
    // A circle is reported once, from the module the cruise met first.
    const circle = [...(violations.get("catalog/circle-a.ts") ?? []), ...(violations.get("catalog/circle-b.ts") ?? [])];
    expect(circle).toEqual(["no-circular"]);
  });

  test("routes → domain → data, lib/ at the ground and the app imported by main.ts pass", () => {
    for (const file of ["app.ts", "main.ts", "lib/http.ts", "lib/errors.ts", "catalog/shelf.ts", "catalog/shelf-data.ts", "routes/index.ts"]) {
      expect(violations.get(file), file).toBeUndefined();
    }
  });
});
