import { readConfig } from "./config.js";
import { DataDirInUse, startShop } from "./server.js";

const config = readConfig();
const shop = await startShop(config).catch((error: unknown) => {
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exit(1);
});
console.log(`\nVitrina is running at ${shop.url}/  (database: ${shop.db.kind === "pglite" ? `embedded, in ${config.dataDir}` : "PostgreSQL"})`);
console.log(`Order e-mails: ${config.smtpUrl ? `sent through ${shop.mailer.destination}` : `written as .eml files to ${shop.mailer.destination} (set SMTP_URL to send them)`}\n`);

const shutdown = async () => {
  await shop.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
