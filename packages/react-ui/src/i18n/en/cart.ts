import type { BaseTranslation } from "../i18n-types.js";

/** Texts of the cart page. */
export default {
  title: "Cart",
  empty: "Your cart is empty.",
  continueShopping: "Continue shopping",
  product: "Product",
  unitPrice: "Price",
  quantity: "Quantity",
  quantityOf: "Quantity of {title:string}",
  lineTotal: "Total",
  remove: "Remove",
  subtotal: "Subtotal",
  discount: "Discount",
  codeDiscount: "Discount code",
  delivery: "Delivery",
  free: "Free",
  deliveryAtCheckout: "Chosen at checkout",
  total: "Total",
  checkout: "Proceed to checkout",
  updating: "Updating the cart…",
  outOfStock: "Not available in this quantity",
  notFound: "This product is no longer sold",
  /** A line of a product with options names none of its variants (a size, a colour): it is chosen on the product's page. */
  chooseVariant: "Choose its options (size, colour…) on the product's page",
  onlyLeft: "{{Only ?? unit left in stock|Only ?? units left in stock}}",
  soldOut: "Out of stock",
  /** A line holds more units than one order may have of its product. */
  maxPerOrder: "{{At most ?? unit of this product per order|At most ?? units of this product per order}}",
  setQuantity: "Set the quantity to {available:number}",
  stockProblems: "Some products in your cart cannot be ordered as they are:",
  summary: "Order summary",
} satisfies BaseTranslation;
