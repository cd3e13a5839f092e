import {
  discountCodeRefusal,
  shopDay,
  type CodeCharge,
  type DiscountCodeInput,
  type DiscountCodeRefusal,
  type DiscountCodeTerms,
  type FieldErrors,
} from "@vitrina/core";
import type { Db, Tx } from "../db/db.js";
import { InvalidInput, TooManyAttempts } from "../lib/errors.js";
import { countEvents, isLimited, type Rate } from "../lib/rate-limit.js";
import { saveVersionedEdit } from "../lib/versioned-edit.js";
import { emailUses, findDiscountCode, insertDiscountCode, isDiscountCodeTaken, lockDiscountCode, updateDiscountCodeRow } from "./discount-code-data.js";

/** The codes as the dashboard lists them (a read with no rule of its own). */
export { adminDiscountCodes } from "./discount-code-data.js";

// Discount codes' rules (decisions.md "Discount codes"): core's discountCodeRefusal judges a code on
// the shop's day; a checkout judges and counts it while its row is locked, so parallel orders queue
// on the code and a one-use code is used once; refusals that guess at codes are limited per client.

/** A code that cannot be used: a 422 on `discountCode` with the reason (core's DiscountCodeRefusal). */
export class DiscountCodeRefused extends InvalidInput {
  constructor(readonly reason: DiscountCodeRefusal) {
    super({ discountCode: [reason] }, "This discount code cannot be used.");
  }
}

/** Too many codes refused from this client. */
export class CodeGuessesLimited extends TooManyAttempts {
  constructor(retryAfter: number) {
    super("Too many discount codes tried. Try again later.", retryAfter);
  }
}

/** Refused codes allowed per client address (wrong, not yet started, expired or used up) before a 429. */
const CODE_MISSES: Rate = { count: 10, windowSeconds: 10 * 60 };

/** Refusals a guesser gets; the minimum and an e-mail's own uses are the shopper's to mend, and are not counted. */
const isMiss = (reason: DiscountCodeRefusal) => reason !== "min_subtotal" && reason !== "used_by_email";

const missKey = (address: string) => `code-miss:${address}`;

/** Refuses a client past its refused codes (before any work). */
export const admitCodeTry = async (db: Db, address: string): Promise<void> => {
  const verdict = await isLimited(db, [missKey(address)], CODE_MISSES);
  if (!verdict.allowed) throw new CodeGuessesLimited(verdict.retryAfter);
};

/**
 * Counts a refused code against its client (outside the refused order's transaction, which rolls
 * back) and throws the refusal, or a 429 once the client is past its limit.
 */
export const refuseCode = async (db: Db, address: string, refused: DiscountCodeRefused): Promise<never> => {
  if (isMiss(refused.reason)) {
    const verdict = await countEvents(db, [missKey(address)], CODE_MISSES);
    if (!verdict.allowed) throw new CodeGuessesLimited(verdict.retryAfter);
  }
  throw refused;
};

/**
 * A code's terms for the cart's preview (`GET /api/cart/discount-code`): refused as at checkout,
 * except for the minimum and the e-mail's uses, which the checkout judges.
 */
export const discountCodeTerms = async (db: Db, code: string, address: string, timeZone: string, now: Date): Promise<DiscountCodeTerms> => {
  await admitCodeTry(db, address);
  const found = await findDiscountCode(db, code, false);
  const reason = found === undefined ? "not_found" : discountCodeRefusal(found, { today: shopDay(now, timeZone) });
  if (reason !== undefined) return refuseCode(db, address, new DiscountCodeRefused(reason));
  return { code: found!.code, kind: found!.kind, value: found!.value, min_subtotal: found!.min_subtotal };
};

/** A code an order uses: its row id, its text and what it takes off. */
export interface AppliedCode {
  readonly id: number;
  readonly code: string;
  readonly charge: CodeCharge;
}

/**
 * Judges a checkout's code in the order's transaction, with its row locked until the order commits
 * (so the uses counted here are every committed use): its dates on the shop's day, its uses in all
 * and by `email`, and the minimum on `goods` (the subtotal after discounts, MDL). Throws
 * {@link DiscountCodeRefused}.
 */
export const applyDiscountCode = async (tx: Tx, code: string, use: { email: string; goods: number; today: string }): Promise<AppliedCode> => {
  const found = await findDiscountCode(tx, code, true);
  if (!found) throw new DiscountCodeRefused("not_found");
  const reason = discountCodeRefusal(found, { today: use.today, goods: use.goods, emailUses: await emailUses(tx, found.id, use.email) });
  if (reason !== undefined) throw new DiscountCodeRefused(reason);
  return { id: found.id, code: found.code, charge: { kind: found.kind, value: found.value, min_subtotal: found.min_subtotal } };
};

/** Adds a code (422 `taken` for a code another one has, in any case); resolves with its id. */
export const createDiscountCode = (db: Db, input: DiscountCodeInput): Promise<number> =>
  db.transaction(async (tx) => {
    if (await isDiscountCodeTaken(tx, input.code.toUpperCase())) throw new InvalidInput({ code: ["taken"] });
    return insertDiscountCode(tx, input);
  });

/** Saves a code's edit made from version `read` (404, 409, 422 as saveVersionedEdit judges); its uses stay. */
export const updateDiscountCode = (db: Db, id: number, read: number, input: DiscountCodeInput): Promise<void> =>
  saveVersionedEdit(db, read, {
    notFound: "Discount code not found.",
    lock: (tx) => lockDiscountCode(tx, id),
    check: async (tx): Promise<FieldErrors> => ((await isDiscountCodeTaken(tx, input.code.toUpperCase(), id)) ? { code: ["taken"] } : {}),
    write: (tx) => updateDiscountCodeRow(tx, id, input),
  });
