import type { Db } from "../db/db.js";
import { tokenHash } from "../lib/auth.js";
import { randomToken } from "../lib/password.js";

// Keys are 256 random bits in base64url (43 characters); anything of another shape cannot be one.
const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Gives an order a new access key and returns it; only its SHA-256 is stored (the key has 256
 * random bits, so a fast hash is enough: nothing can be guessed from a leaked table).
 */
export const issueAccessKey = async (db: Pick<Db, "query">, orderId: number): Promise<string> => {
  const { key, hash } = newAccessKey();
  await db.query("insert into order_access_keys (key_hash, order_id) values ($1, $2)", [hash, orderId]);
  return key;
};

/** A new access key and the hash that is stored of it (see {@link issueAccessKey}). */
export const newAccessKey = (): { readonly key: string; readonly hash: string } => {
  const key = randomToken(32);
  return { key, hash: tokenHash(key) };
};

/**
 * Whether an order has this number, and whether the key is one of its access keys: the lookup's
 * limits need the first, which no answer tells.
 */
export const accessKeyOpens = async (
  db: Pick<Db, "query">,
  number: string,
  key: string | undefined,
): Promise<{ readonly exists: boolean; readonly opens: boolean }> => {
  // A key of another shape cannot be one: it is compared as no key at all.
  const hash = key && KEY_SHAPE.test(key) ? tokenHash(key) : null;
  const [row] = await db.query<{ opens: boolean }>(
    "select exists (select 1 from order_access_keys k where k.order_id = o.id and k.key_hash = $1) as opens from orders o where o.number = $2",
    [hash, number],
  );
  return { exists: row !== undefined, opens: row?.opens === true };
};
