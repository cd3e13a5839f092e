import * as Schema from "effect/Schema";
import { Count, Money, maxChars } from "./common.js";

// Discount codes (decisions.md "Discount codes"): the code a shopper types, its terms as the cart and
// the checkout read them, and the reasons a code is refused.

/** The longest discount code. */
export const DISCOUNT_CODE_MAX = 32;

/** A code's letters: A–Z, 0–9 and `-`, matched case-insensitively (`toamna10` is `TOAMNA10`). */
const CODE = /^[A-Za-z0-9-]+$/;

/**
 * A discount code as staff write it: up to {@link DISCOUNT_CODE_MAX} of A–Z, 0–9 and `-` (any case;
 * kept in upper case). An empty one is left to the form's `required`, so it is not also a `format` error.
 */
export const DiscountCodeText = Schema.String.check(
  maxChars(DISCOUNT_CODE_MAX),
  Schema.makeFilter((s: string) => s === "" || s.length > 2 * DISCOUNT_CODE_MAX || CODE.test(s), {
    message: "format",
    toJsonSchema: () => ({ pattern: CODE.source }),
  }),
);

/**
 * The code field of the checkout (`discountCode`): white space around it is ignored and an empty
 * field is no code (a form without JavaScript sends the empty field).
 */
export const DiscountCodeEntry = Schema.String.check(
  maxChars(DISCOUNT_CODE_MAX + 8),
  Schema.makeFilter((s: string) => s.length > 2 * (DISCOUNT_CODE_MAX + 8) || s.trim() === "" || CODE.test(s.trim()), {
    message: "format",
    toJsonSchema: () => ({ pattern: "^\\s*[A-Za-z0-9-]*\\s*$" }),
  }),
);

/** How a code reduces the goods: a percentage of them, or a fixed amount of MDL. */
export const DISCOUNT_KINDS = ["percent", "fixed"] as const;
/** How a code reduces the goods. */
export const DiscountKind = Schema.Literals(DISCOUNT_KINDS);
/** How a code reduces the goods. */
export type DiscountKind = typeof DiscountKind.Type;

/**
 * A code's terms as the cart and the checkout apply them (core's `cartTotals`): its kind, its value
 * (a percentage from 1 to 100, or MDL) and the least the goods must cost after discounts (null: any).
 */
export const DiscountCodeTerms = Schema.Struct({
  code: Schema.String,
  kind: DiscountKind,
  value: Money,
  min_subtotal: Schema.NullOr(Money),
});
/** A code's terms. */
export type DiscountCodeTerms = typeof DiscountCodeTerms.Type;

/** `GET /api/cart/discount-code?code=…` answers the code's terms when it can be used now. */
export const DiscountCodeResponse = Schema.Struct({ data: DiscountCodeTerms });

/** The query string of `GET /api/cart/discount-code`: the code typed. */
export const DiscountCodeParams = Schema.Struct({ code: DiscountCodeEntry });

/**
 * Why a code is refused, the error of the `discountCode` field: `not_found` (no such code, or
 * switched off), `not_started`, `expired`, `used_up` (its uses in all), `used_by_email` (its uses
 * per e-mail), `min_subtotal` (the goods cost less than its minimum).
 */
export const DISCOUNT_CODE_REFUSALS = ["not_found", "not_started", "expired", "used_up", "used_by_email", "min_subtotal"] as const;
/** Why a code is refused. */
export type DiscountCodeRefusal = (typeof DISCOUNT_CODE_REFUSALS)[number];

/** Uses of a code: none left to count is `null` (no limit). */
export const UseLimit = Schema.NullOr(Count.check(Schema.isGreaterThanOrEqualTo(1, { message: "min" })));
