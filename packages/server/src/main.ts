import cluster from "node:cluster";
import { readConfig } from "./config.js";
import { runWorkers, workerCount } from "./lib/workers.js";
import { DataDirInUse, startShop } from "./server.js";

const config = readConfig();
const workers = workerCount(process.env, config.databaseUrl !== undefined);
if (cluster.isPrimary && workers.warning) console.warn(workers.warning);

/** Starts the shop in this process; the first (or only) process says where it runs. */
const serve = async () => {
  // STOREFRONT=off answers the API only: `npm run dev` renders the pages in Vite's server instead.
  const shop = await startShop(config, { storefront: process.env.STOREFRONT !== "off" }).catch((error: unknown) => {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  const shutdown = async () => {
    await shop.stop();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  if ((process.env.WORKER_NUMBER ?? "1") !== "1") return;
  const database = shop.db.kind === "pglite" ? `embedded, in ${config.dataDir}` : "PostgreSQL";
  const processes = workers.count > 1 ? `, ${workers.count} processes` : "";
  console.log(`\nVitrina${process.env.STOREFRONT === "off" ? "'s API" : ""} is running at ${shop.url}/  (database: ${database}${processes})`);
  console.log(
    `Order e-mails: ${config.smtpUrl ? `sent through ${shop.mailer.destination}` : `written as .eml files to ${shop.mailer.destination} (set SMTP_URL to send them)`}\n`,
  );
  // A hint only: a database lost since the start leaves it out rather than ending the shop.
  const [catalogue] = await shop.db.query<{ empty: boolean }>("select not exists (select 1 from products) as empty").catch(() => []);
  if (catalogue?.empty) {
    console.log(`The shop has no products yet. Sign in at ${config.publicUrl}/auth/login/ and add a category under "Categories",`);
    console.log(`then your first product under "Products" → "New product"; it is on the storefront as soon as it is saved.\n`);
  }
};

if (cluster.isPrimary && workers.count > 1) runWorkers(workers.count);
else await serve();
