import { resolve } from "node:path";
import { DEFAULT_COUNTRY, isCountryCode } from "@vitrina/core";
import { parseTrustProxy, type TrustProxy } from "./lib/client-address.js";
import { OWASP_SCRYPT, type PasswordHashing } from "./lib/password.js";
import { parseRate, type Rate } from "./lib/rate-limit.js";

/** CHECKOUT_LIMIT's default: 10 placed orders per client address, and per e-mail or phone, in 10 minutes. */
export const DEFAULT_CHECKOUT_LIMIT = "10/10m";

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
  /** Whether cookies carry the Secure flag (sent over https only): SECURE_COOKIES=1, or a PUBLIC_URL on https. */
  readonly secureCookies: boolean;
  /** Where order e-mails are sent (smtp://user:pass@host:port); without it they are written to DATA_DIR/outbox as .eml files. */
  readonly smtpUrl: string | undefined;
  /** OUTBOX_KEEP: how many .eml files DATA_DIR/outbox keeps without SMTP_URL, the newest; older ones are deleted. */
  readonly outboxKeep: number;
  /**
   * MAIL_FROM: the sender of the shop's e-mails. With a display name ("Casa Bună <comenzi@casa.md>") it is
   * used as it is; an address alone is shown under the shop's name; unset, comenzi@ the public URL's host.
   */
  readonly mailFrom: string | undefined;
  /** URLs in one sitemap file: the protocol's limit, 50,000 (tests lower it to split a small catalogue). */
  readonly sitemapMaxUrls: number;
  /** The proxies trusted to forward the client's address (TRUST_PROXY); none when absent. */
  readonly trustProxy: TrustProxy | undefined;
  /** Placed orders allowed per client address and per e-mail or phone (CHECKOUT_LIMIT); no limit when absent. */
  readonly checkoutLimit: Rate | undefined;
  /** Whether a new database gets the demo shop (the default) or starts empty (DEMO=off). */
  readonly demo: boolean;
  /** The shop's time zone (SHOP_TIME_ZONE, an IANA name): the overview's "today" and "this month". */
  readonly timeZone: string;
  /**
   * scrypt's parameters for staff passwords: OWASP's, never read from the environment. Test shops
   * lower them (as Django's test settings swap in a fast hasher), so their many sign-ins take
   * milliseconds; one test holds a shop started as `npm start` starts it to OWASP's.
   */
  readonly passwordHashing: PasswordHashing;
}

/** Reads the configuration from environment variables. */
export const readConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
  return {
    port,
    dataDir: resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    countryHeader: env.COUNTRY_HEADER?.toLowerCase() || undefined,
    chatWidgetUrl: env.CHAT_WIDGET_URL || undefined,
    secureCookies: env.SECURE_COOKIES === "1" || env.SECURE_COOKIES === "true" || publicUrl.startsWith("https:"),
    smtpUrl: env.SMTP_URL || undefined,
    outboxKeep: positiveCount(env.OUTBOX_KEEP || String(DEFAULT_OUTBOX_KEEP), "OUTBOX_KEEP"),
    mailFrom: env.MAIL_FROM?.trim() || undefined,
    sitemapMaxUrls: 50_000,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    checkoutLimit: parseRate(env.CHECKOUT_LIMIT || DEFAULT_CHECKOUT_LIMIT, "CHECKOUT_LIMIT"),
    demo: env.DEMO?.toLowerCase() !== "off",
    timeZone: timeZone(env.SHOP_TIME_ZONE || DEFAULT_TIME_ZONE),
    passwordHashing: OWASP_SCRYPT,
  };
};

/** OUTBOX_KEEP's default: the e-mails of about 500 orders, some 6 MB. */
export const DEFAULT_OUTBOX_KEEP = 1000;

/** A whole number above zero, or an error that says what `name` takes. */
const positiveCount = (text: string, name: string): number => {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0, not "${text}".`);
  return n;
};

/** SHOP_TIME_ZONE's default: the shop is in Moldova. */
export const DEFAULT_TIME_ZONE = "Europe/Chisinau";

/** An IANA time zone name, as Intl knows it, or an error that says what SHOP_TIME_ZONE takes. */
const timeZone = (name: string): string => {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`SHOP_TIME_ZONE must be a time zone name such as ${DEFAULT_TIME_ZONE} or Europe/Bucharest, not "${name}".`);
  }
};

/**
 * The visitor's country, as the trusted proxy's COUNTRY_HEADER names it (md when it names none of
 * the shop's countries, or no header is configured). `header` reads a request header by name.
 * @example visitorCountry({ countryHeader: "cf-ipcountry" }, (name) => "BG") // "bg"
 */
export const visitorCountry = (config: Pick<Config, "countryHeader">, header: (name: string) => string | undefined): string => {
  const named = config.countryHeader ? header(config.countryHeader)?.toLowerCase() : undefined;
  return isCountryCode(named) ? named : DEFAULT_COUNTRY;
};
