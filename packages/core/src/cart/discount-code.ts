import type { DiscountCodeRefusal, DiscountCodeTerms } from "../schemas/discount-codes.js";

/** What a code takes off: its kind, its value and its minimum (the terms without the code's text). */
export type CodeCharge = Pick<DiscountCodeTerms, "kind" | "value" | "min_subtotal">;

/**
 * What a code takes off goods worth `goods` bani (the subtotal after the old prices' discounts), in
 * bani: a percentage of them rounded to the nearest ban, or its fixed amount, never more than the
 * goods; nothing while the goods cost less than its minimum.
 */
export const codeDiscountCents = (code: CodeCharge | undefined, goods: number): number => {
  if (code === undefined || (code.min_subtotal !== null && goods < Math.round(code.min_subtotal * 100))) return 0;
  const off = code.kind === "percent" ? Math.round((goods * Math.round(code.value * 100)) / 10_000) : Math.round(code.value * 100);
  return Math.min(Math.max(off, 0), goods);
};

/** A code as the shop keeps it, what {@link discountCodeRefusal} reads. */
export interface CodeState extends CodeCharge {
  readonly active: boolean;
  /** The first day it works (YYYY-MM-DD in the shop's time zone), null for any. */
  readonly starts_at: string | null;
  /** The last day it works (YYYY-MM-DD in the shop's time zone), null for any. */
  readonly ends_at: string | null;
  readonly max_uses: number | null;
  readonly max_uses_per_email: number | null;
  /** Orders that used it. */
  readonly uses: number;
}

/** What a use of a code is judged on: the shop's day, and when known the e-mail's uses and the goods' worth. */
export interface CodeUse {
  /** Today in the shop's time zone (YYYY-MM-DD, {@link shopDay}). */
  readonly today: string;
  /** Orders of the same e-mail that used the code; unknown before checkout. */
  readonly emailUses?: number | undefined;
  /** The subtotal after the old prices' discounts, in MDL; unknown before the cart is priced. */
  readonly goods?: number | undefined;
}

/**
 * Why a code cannot be used now (decisions.md "Discount codes"), or undefined when it can: switched
 * off (`not_found`, as for a code that does not exist), before its first day (`not_started`), after
 * its last day (`expired`), its uses in all (`used_up`) or of this e-mail (`used_by_email`) spent,
 * or goods below its minimum (`min_subtotal`). Days compare in the shop's time zone, both ends included.
 * @example discountCodeRefusal({ ...code, ends_at: "2026-10-31" }, { today: "2026-11-01" }) // "expired"
 */
export const discountCodeRefusal = (code: CodeState, use: CodeUse): DiscountCodeRefusal | undefined => {
  if (!code.active) return "not_found";
  if (code.starts_at !== null && use.today < code.starts_at) return "not_started";
  if (code.ends_at !== null && use.today > code.ends_at) return "expired";
  if (code.max_uses !== null && code.uses >= code.max_uses) return "used_up";
  if (code.max_uses_per_email !== null && use.emailUses !== undefined && use.emailUses >= code.max_uses_per_email) return "used_by_email";
  if (code.min_subtotal !== null && use.goods !== undefined && Math.round(use.goods * 100) < Math.round(code.min_subtotal * 100)) return "min_subtotal";
  return undefined;
};

/** A formatter per time zone, made once: making one costs about half a millisecond, a checkout's worth of its other work. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day of an instant in a time zone (YYYY-MM-DD), the day a code's dates are read in.
 * @example shopDay(new Date("2026-10-31T22:30:00Z"), "Europe/Chisinau") // "2026-11-01"
 */
export const shopDay = (instant: Date, timeZone: string): string => {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })));
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
};
