export { badgeLabel, cartCount, cartTotals, lineTotal, parsePrice } from "./cart-totals.js";
export type { Charges, DeliveryCharge, PricedLine } from "./cart-totals.js";
export { codeDiscountCents, discountCodeRefusal, shopDay } from "./discount-code.js";
export type { CodeCharge, CodeState, CodeUse } from "./discount-code.js";
export { CART_COOKIE, CART_FORMAT, CART_MAX_AGE, parseCart, serializeCart, withStoredLines } from "./cart-storage.js";
export {
  applyCartChange,
  clampQuantity,
  isValidCartChange,
  lineLimit,
  quantityLimit,
  mergeAvailability,
  mergeCartProducts,
  problemsAfterChange,
  productLineKey,
  stockProblems,
  withKnownStock,
} from "./cart-lines.js";
export type { CartChange, CartLineProblem, CartProduct, StockProblem } from "./cart-lines.js";
export { CART_CHANGE_DELAY, createCartMachine } from "./cart.machine.js";
export { cartContextOf } from "./cart-context.js";
export type { CartContext } from "./cart-context.js";
export type {
  CartActor,
  CartChangeDue,
  CartEvent,
  CartMachine,
  CartPorts,
  CartSnapshot,
  CheckedAvailability,
  FetchedCartProducts,
} from "./cart.machine.js";
