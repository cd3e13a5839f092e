// `npm start`: installs and builds what is missing, then starts the shop the way production runs
// it (compiled server, NODE_ENV=production) on the embedded database with demo data
// (PORT, DATA_DIR, DATABASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD; see README).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ensureInstalled, ensurePnpm, ensureShopBuilt, productionServer, ROOT } from "./lib.mjs";

const pnpm = ensurePnpm();
ensureInstalled(pnpm);
ensureShopBuilt(pnpm);
const server = productionServer();
const shop = spawn(process.execPath, server.args, {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(ROOT, "data"), ...server.env },
});
// A supervisor's SIGTERM reaches the shop, which closes its database before exiting.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => shop.kill(signal));
shop.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
