import * as Schema from "effect/Schema";
import { Money } from "../common.js";
import { DiscountCodeText, DiscountKind, UseLimit } from "../discount-codes.js";
import { isDay } from "./list-params.js";
import { Version } from "./shared.js";

/** A day of a code's validity (YYYY-MM-DD in the shop's time zone); null: no bound. */
const CodeDay = Schema.NullOr(
  Schema.String.check(Schema.makeFilter((s: string) => s.length > 10 || isDay(s), { message: "format", toJsonSchema: () => ({ format: "date" }) })),
);

/** The largest percentage a code takes off. */
export const MAX_DISCOUNT_PERCENT = 100;

/**
 * A discount code as staff write it (the rules between fields, a percentage's maximum and the end
 * after the start, are judged once each field is right) (`POST`/`PUT /api/dashboard/discount-codes`): the code, its kind
 * and value (a percentage above 0 and at most 100, or an amount of MDL above 0), the least the goods
 * must cost after discounts, the first and last day it works (in the shop's time zone, both
 * included), its uses in all and per e-mail (null: no limit) and whether it is on.
 */
export const DiscountCodeInput = Schema.Struct({
  code: DiscountCodeText.check(Schema.isMinLength(1, { message: "required" })),
  kind: DiscountKind,
  value: Money.check(Schema.isGreaterThan(0, { message: "min" })),
  min_subtotal: Schema.NullOr(Money),
  starts_at: CodeDay,
  ends_at: CodeDay,
  max_uses: UseLimit,
  max_uses_per_email: UseLimit,
  active: Schema.Boolean,
}).check(
  Schema.makeFilter((input) => [
    ...(input.kind === "percent" && input.value > MAX_DISCOUNT_PERCENT ? [{ path: ["value"] as [string], issue: "max" }] : []),
    ...(input.starts_at !== null && input.ends_at !== null && input.ends_at < input.starts_at
      ? [{ path: ["ends_at"] as [string], issue: "before_start" }]
      : []),
  ]),
);
/** A new or changed discount code as the dashboard sends it. */
export type DiscountCodeInput = typeof DiscountCodeInput.Type;

/** A discount code as the dashboard lists it: its terms, how many orders used it, and its version. */
export const AdminDiscountCode = Schema.Struct({
  id: Schema.Finite,
  code: Schema.String,
  kind: DiscountKind,
  value: Schema.Finite,
  min_subtotal: Schema.NullOr(Schema.Finite),
  starts_at: Schema.NullOr(Schema.String),
  ends_at: Schema.NullOr(Schema.String),
  max_uses: Schema.NullOr(Schema.Finite),
  max_uses_per_email: Schema.NullOr(Schema.Finite),
  active: Schema.Boolean,
  uses: Schema.Finite,
  version: Version,
});
/** A discount code in the dashboard. */
export type AdminDiscountCode = typeof AdminDiscountCode.Type;
