import { dictionary } from "@zxcvbn-ts/language-common";
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import pLimit from "p-limit";

/**
 * Hashes computed at once. scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE
 * says otherwise), which also reads files and compresses: two hashes leave it room for them.
 */
export const HASHES_AT_ONCE = 2;
/** Password checks of sign-ins that may wait for a hash; past them a sign-in is refused, not queued. */
export const CHECKS_WAITING = 8;
/** What a refused sign-in is told to wait: about the time the checks ahead of it take. */
export const BUSY_RETRY_SECONDS = 5;

const hashing = pLimit(HASHES_AT_ONCE);

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  hashing(() => new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)))));

let checksInLine = 0;

/**
 * Takes a place in line for the password check of a sign-in (or of a password change): undefined
 * when HASHES_AT_ONCE + CHECKS_WAITING checks are already in line, so that a flood of guesses from
 * many addresses is refused at once instead of making every sign-in wait behind it. Call the
 * function returned once, when the check is over, to give the place back.
 */
export const takeCheckPlace = (): (() => void) | undefined => {
  if (checksInLine >= HASHES_AT_ONCE + CHECKS_WAITING) return undefined;
  checksInLine += 1;
  return () => {
    checksInLine -= 1;
  };
};

/** scrypt's cost parameters: N (a power of two) the CPU and memory cost, r the block size, p the parallelism. */
export interface PasswordHashing {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * OWASP's Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB per hash, a few hundred
 * ms here). The shop's hashes always use them (config.ts); only test shops choose cheaper ones.
 */
export const OWASP_SCRYPT: PasswordHashing = { N: 2 ** 17, r: 8, p: 1 };

// Room above the 128 MiB that OWASP's parameters need (and any cheaper ones).
const MAX_MEMORY = 256 * 1024 * 1024;
const KEY_LENGTH = 32;

/** The start of a stored hash made with `params`. */
const prefix = ({ N, r, p }: PasswordHashing) => `scrypt$${N}$${r}$${p}$`;

/**
 * Hashes a password with scrypt and `params`; the result carries its parameters and salt.
 * @example await hashPassword("ceainic-roșu-din-Bălți", OWASP_SCRYPT) // "scrypt$131072$8$1$…$…"
 */
export const hashPassword = async (password: string, params: PasswordHashing): Promise<string> => {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...params, maxmem: MAX_MEMORY });
  return `${prefix(params)}${salt.toString("base64")}$${key.toString("base64")}`;
};

/** Checks a password against a stored hash in constant time. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await scrypt(password.normalize("NFKC"), Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
};

/**
 * Whether a stored hash was made with other parameters than `params`, the shop's (an older, cheaper
 * N): after a successful sign-in the password, known at that moment, is hashed again with them.
 */
export const needsRehash = (stored: string, params: PasswordHashing): boolean => !stored.startsWith(prefix(params));

// The 49,000 passwords most found in leaks, as the maintained zxcvbn-ts project ships them (lower case).
const COMMON_PASSWORDS = new Set(dictionary["passwords-common"]);

/**
 * Whether a password is one of the most common ones, which attackers try first whatever its length.
 * @example isCommonPassword("password1234") // true
 */
export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.normalize("NFKC").toLowerCase());

/** A random secret: URL-safe base64 of `bytes` random bytes. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString("base64url");
