import type { Config } from "../config.js";
import type { Db } from "../db/db.js";
import type { Log } from "../lib/log.js";
import { hashPassword, randomToken } from "../lib/password.js";

/**
 * Makes sure the shop has an admin: on first start creates one from ADMIN_EMAIL / ADMIN_PASSWORD,
 * or with a generated password printed once. Demo data never ships a known password.
 */
export const ensureAdmin = async (db: Db, config: Config, log: Log): Promise<void> => {
  const [row] = await db.query<{ count: number }>("select count(*)::int as count from staff where role = 'admin'");
  if ((row?.count ?? 0) > 0) return;
  const email = (config.adminEmail ?? "admin@vitrina.md").toLowerCase();
  const password = config.adminPassword ?? randomToken(12);
  const created = await db.query(
    "insert into staff (email, name, role, password_hash) values ($1, $2, 'admin', $3) on conflict (email) do nothing returning id",
    [email, "Administrator", await hashPassword(password, config.passwordHashing)],
  );
  // Another process starting at the same moment created it first: its password is the one shown.
  if (created.length === 0) return;
  if (config.adminPassword) log.info("admin account created", { email });
  else
    console.log(
      `\nAn admin account was created. Sign in at /auth/login/ with\n  e-mail:   ${email}\n  password: ${password}\nThis password is shown only once; change it under /dashboard/reset-password/.\n`,
    );
};
