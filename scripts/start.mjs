// `npm start`: installs what is missing, then starts the shop on the embedded database with demo
// data (PORT, DATA_DIR, DATABASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD; see README).
import { join } from "node:path";
import { ensureInstalled, ensurePnpm, ensureWebBuilt, ROOT, run } from "./lib.mjs";

const pnpm = ensurePnpm();
ensureInstalled(pnpm);
ensureWebBuilt(pnpm);
run(pnpm, ["--filter", "@vitrina/server", "start"], { env: { DATA_DIR: process.env.DATA_DIR ?? join(ROOT, "data") } });
