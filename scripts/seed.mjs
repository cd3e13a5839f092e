// `npm run seed -- --products N`: the demo shop plus N generated products in the database the shop
// uses (DATA_DIR or DATABASE_URL), by the compiled seed command; builds the server first if needed.
import { ensureInstalled, ensurePnpm, ensureServerBuilt, productionServer, ROOT, run } from "./lib.mjs";

const pnpm = ensurePnpm();
ensureInstalled(pnpm);
ensureServerBuilt(pnpm);
const seed = productionServer("seed.js");
process.exit(run(process.execPath, [...seed.args, ...process.argv.slice(2)], { cwd: ROOT, env: seed.env, allowFailure: true }));
