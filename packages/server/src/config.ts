import { resolve } from "node:path";

/** Server settings, read from the environment once at start. */
export interface Config {
  readonly port: number;
  /** Folder of the embedded database and the mail outbox. */
  readonly dataDir: string;
  /** A PostgreSQL URL; when absent the embedded PGlite database in dataDir is used. */
  readonly databaseUrl: string | undefined;
  /** The public address of the shop, used in the sitemap, canonical links and e-mails. */
  readonly publicUrl: string;
  readonly adminEmail: string | undefined;
  readonly adminPassword: string | undefined;
  /** A request header set by a trusted proxy with the visitor's country (e.g. cf-ipcountry). */
  readonly countryHeader: string | undefined;
  /** Script URL of the third-party chat widget; no widget when absent. */
  readonly chatWidgetUrl: string | undefined;
  /** Whether the server sets the Secure flag on cookies. */
  readonly secureCookies: boolean;
  /** Where order e-mails are sent (smtp://user:pass@host:port); without it they are written to DATA_DIR/outbox as .eml files. */
  readonly smtpUrl: string | undefined;
  /** The sender of order e-mails. */
  readonly mailFrom: string;
}

/** Reads the configuration from environment variables. */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    dataDir: resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    countryHeader: env.COUNTRY_HEADER?.toLowerCase() || undefined,
    chatWidgetUrl: env.CHAT_WIDGET_URL || undefined,
    secureCookies: env.SECURE_COOKIES === "1" || env.SECURE_COOKIES === "true",
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Vitrina <comenzi@vitrina.md>",
  };
};
