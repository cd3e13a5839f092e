// `pnpm --filter @vitrina/server run seed --products N`: the demo shop plus N generated products,
// in the database the server would use (DATABASE_URL, or the embedded one in DATA_DIR).
import { parseArgs } from "node:util";
import { SingleBar, Presets } from "cli-progress";
import { readConfig } from "../config.js";
import { migrate } from "../db/migrate.js";
import { createLog } from "../lib/log.js";
import { openDatabase } from "../server.js";
import { seedGeneratedProducts } from "./generated.js";
import { seedIfEmpty } from "./seed.js";

// A "--" before the options (as `npm run seed -- --products N` passes it) is not an argument.
const { values } = parseArgs({ args: process.argv.slice(2).filter((a) => a !== "--"), options: { products: { type: "string", default: "0" } }, strict: true });
const count = Number(values.products);
if (!Number.isInteger(count) || count < 0 || count > 10_000_000) {
  console.error(`--products must be a whole number from 0 to 10000000, not "${values.products}".`);
  process.exit(1);
}

const config = readConfig();
const db = await openDatabase(config);
await migrate(db);
await seedIfEmpty(db, createLog());
const started = performance.now();
const bar = new SingleBar({ format: "products {bar} {value}/{total} ({percentage}%) eta {eta}s", stream: process.stderr }, Presets.shades_classic);
bar.start(count, 0);
await seedGeneratedProducts(db, count, (done) => bar.update(done));
bar.stop();
console.log(
  `Added ${count} products in ${((performance.now() - started) / 1000).toFixed(1)} s (${config.databaseUrl ? "PostgreSQL" : `embedded database in ${config.dataDir}`}).`,
);
await db.close();
