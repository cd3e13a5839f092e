import * as Schema from "effect/Schema";
import { MAX_LINE_QUANTITY, MAX_UNPAID_TRANSFER_DAYS } from "./limits.js";

const wholeNumber = (min: number, max: number) =>
  Schema.Number.check(
    Schema.isInt({ message: "type" }),
    Schema.isGreaterThanOrEqualTo(min, { message: "min" }),
    Schema.isLessThanOrEqualTo(max, { message: "max" }),
  );

/** The most units of one product an order line may hold: a whole number from 1 to {@link MAX_LINE_QUANTITY}. */
export const MaxPerOrder = wholeNumber(1, MAX_LINE_QUANTITY);

/**
 * The shop's order rules as an admin edits them: how many units of a product one order line holds
 * when the product does not say (`max_per_order`), and after how many days an unpaid bank transfer
 * is cancelled (`unpaid_transfer_days`, 0: never).
 */
export const OrderSettings = Schema.Struct({
  max_per_order: MaxPerOrder,
  unpaid_transfer_days: wholeNumber(0, MAX_UNPAID_TRANSFER_DAYS),
});
/** The shop's order rules. */
export type OrderSettings = typeof OrderSettings.Type;

/** The order rules as the dashboard reads them, with the version an edit names (0: never saved). */
export const AdminOrderSettings = Schema.Struct({ ...OrderSettings.fields, version: Schema.Finite });
/** The order rules in the dashboard. */
export type AdminOrderSettings = typeof AdminOrderSettings.Type;
