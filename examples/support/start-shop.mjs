// Starts the shop's API for the examples as `npm start` runs it (compiled server, NODE_ENV=production,
// built first when missing or stale), without its pages, on a fresh embedded database with the demo
// data in a temporary folder. PORT picks the port (0: any free one); the URL is printed on start.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensurePnpm, ensureServerBuilt, loadDemoDump, productionServer, ROOT } from "../../scripts/lib.mjs";

ensureServerBuilt(ensurePnpm());
const dataDir = mkdtempSync(join(tmpdir(), "vitrina-examples-"));
// In npm test, the shop starts from the run's seeded demo shop instead of seeding its own.
await loadDemoDump(dataDir);
const server = productionServer();
const child = spawn(process.execPath, server.args, {
  cwd: ROOT,
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    STOREFRONT: "off",
    ADMIN_EMAIL: "admin@examples.vitrina.md",
    ADMIN_PASSWORD: "examples-admin-password",
    // The examples place several orders from 127.0.0.1 with one shopper.
    CHECKOUT_LIMIT: "off",
    ...server.env,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
