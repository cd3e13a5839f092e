import type { DeliveryMethod, OrderStatus } from "@vitrina/core";
import type { TranslationFunctions } from "../../i18n/i18n-types.js";

/**
 * An order's status as people name it: a pickup order's "delivered" is "picked up", every other
 * status by its own name.
 * @example orderStatusName(LL, "delivered", "pickup") // "Picked up"
 */
export const orderStatusName = (LL: TranslationFunctions, status: OrderStatus, delivery: DeliveryMethod): string =>
  status === "delivered" && delivery === "pickup" ? LL.order.pickedUpStatus() : LL.order.statuses[status]();
