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

/** The order's number when the key is one of the access keys of the order with this number; undefined otherwise, alike for every kind of miss. */
export const accessKeyOrderNumber = async (db: Pick<Db, "query">, number: string, key: string | undefined): Promise<string | undefined> => {
  if (!key || !KEY_SHAPE.test(key)) return undefined;
  const [row] = await db.query<{ number: string }>(
    "select o.number from order_access_keys k join orders o on o.id = k.order_id where k.key_hash = $1 and o.number = $2",
    [tokenHash(key), number],
  );
  return row?.number;
};
