import { AdminDiscountCode, DiscountCodeInput } from "../schemas/index.js";
import { data, list, type Route } from "./route.js";

/** The dashboard's discount codes (decisions.md "Discount codes"), for managers and admins. */
export const STAFF_CODE_ROUTES = {
  listDiscountCodes: {
    method: "GET",
    path: "/api/dashboard/discount-codes",
    summary: "The discount codes, newest first, each with its terms and how many orders used it",
    tag: "dashboard",
    response: list(AdminDiscountCode),
    signedIn: true,
  },
  createDiscountCode: {
    method: "POST",
    path: "/api/dashboard/discount-codes",
    summary: "Adds a discount code (422 for a code another one has, in any case)",
    tag: "dashboard",
    body: DiscountCodeInput,
    response: data(AdminDiscountCode),
    status: 201,
    signedIn: true,
  },
  updateDiscountCode: {
    method: "PUT",
    path: "/api/dashboard/discount-codes/{id}",
    summary: "Changes a discount code's terms, or switches it off or on (active); its uses stay counted",
    tag: "dashboard",
    body: DiscountCodeInput,
    ifMatch: true,
    response: data(AdminDiscountCode),
    signedIn: true,
  },
} as const satisfies Record<string, Route>;
