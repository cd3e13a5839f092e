import * as Schema from "effect/Schema";
import type { ProductCard } from "./catalog.js";
import { DELIVERY_METHODS, PAYMENT_METHODS } from "./choices.js";
import { CLIENT_NOTE_MAX, MAX_LINE_QUANTITY } from "./limits.js";
import { CountryCode, Email, Id, Money, optionalLine, optionalText, requiredLine } from "./common.js";
import { DiscountCodeEntry } from "./discount-codes.js";
import { OrderInstructions } from "./identity.js";
import { OrderStatus, PaymentStatus } from "./order-status.js";

/** A quantity of one product: an integer from 1 to 999. */
export const Quantity = Schema.Number.check(
  Schema.isInt({ message: "type" }),
  Schema.isGreaterThanOrEqualTo(1, { message: "min" }),
  Schema.isLessThanOrEqualTo(MAX_LINE_QUANTITY, { message: "max" }),
);

/**
 * A cart line as stored in the cart cookie. Its key is the product and the variant
 * (`lineKey`): two variants of one product are two lines.
 */
export const CartItem = Schema.Struct({
  /** The product's id. */
  id: Id,
  /** The variant's id, for a product with options; absent for a product without. */
  variant_id: Schema.optionalKey(Id),
  quantity: Quantity,
});
/** A stored cart line. */
export type CartItem = typeof CartItem.Type;

/** A cart line after a refresh from the server: the stored line plus the product's data. */
export type CartLine = CartItem & Partial<Omit<ProductCard, "id">>;

/** `GET cart/availability` answers `{ data }` with each line's available units, or 422 `{ errors }`. */
export const AvailabilityResponse = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      id: Schema.Finite,
      /** The line's variant; absent for a product without options. */
      variant_id: Schema.optionalKey(Schema.Finite),
      quantity: Schema.Finite,
      stock: Schema.Finite,
      in_stock: Schema.Boolean,
    }),
  ),
});
/** The availability of each cart line. */
export type Availability = (typeof AvailabilityResponse.Type)["data"];

/** Payment methods the shop accepts. */
export const PaymentMethod = Schema.Literals(PAYMENT_METHODS);
/** A payment method. */
export type PaymentMethod = typeof PaymentMethod.Type;
/** Delivery methods a shop may offer (priced and switched on or off by the owner: MethodSettings). */
export const DeliveryMethod = Schema.Literals(DELIVERY_METHODS);
/** A delivery method. */
export type DeliveryMethod = typeof DeliveryMethod.Type;

/** A billing or delivery address; every field is one line. */
export const Address = Schema.Struct({
  firstName: requiredLine(100),
  lastName: requiredLine(100),
  country: CountryCode,
  city: requiredLine(100),
  address: requiredLine(255),
  postalCode: Schema.optionalKey(optionalLine(20)),
  company: Schema.optionalKey(optionalLine(255)),
});
/** An address. */
export type Address = typeof Address.Type;

/** What the checkout form submits (`POST cart/checkout`, multipart in bracket notation). */
export const CheckoutPayload = Schema.Struct({
  paymentMethod: PaymentMethod,
  deliveryMethod: DeliveryMethod,
  clientNote: Schema.optionalKey(optionalText(CLIENT_NOTE_MAX)),
  /** The shopper accepted the terms; anything but `true` is refused. */
  agreement: Schema.Literal(true).annotate({ message: "accepted" }),
  contactDetails: Schema.Struct({ email: Email, phone: requiredLine(30) }),
  billingAddress: Address,
  deliveryAddress: Schema.optionalKey(Address),
  /** The cart's lines; a product with options needs its `variant_id`, a product without refuses one. */
  products: Schema.Array(Schema.Struct({ id: Id, variant_id: Schema.optionalKey(Id), quantity: Quantity })).check(
    Schema.isMinLength(1, { message: "required" }),
    Schema.isMaxLength(100, { message: "max" }),
  ),
  /** A discount code (decisions.md "Discount codes"); empty or absent: none. */
  discountCode: Schema.optionalKey(DiscountCodeEntry),
});
/** A checkout submission. */
export type CheckoutPayload = typeof CheckoutPayload.Type;

/**
 * `POST cart/checkout` answers 201 `{ orderNumber, accessKey }`: the number is the reference for
 * phone calls, the key (a random secret, base64url) is what opens the order's confirmation.
 */
export const CheckoutResponse = Schema.Struct({ orderNumber: Schema.String, accessKey: Schema.String });
/** A placed order: its number and the access key that opens it. */
export type PlacedOrder = typeof CheckoutResponse.Type;

/** A line of an order: a snapshot of the product at the time of the order. */
export const OrderLine = Schema.Struct({
  product_id: Schema.Finite,
  slug: Schema.String,
  sku: Schema.String,
  title: Schema.String,
  price: Money,
  old_price: Schema.NullOr(Money),
  quantity: Schema.Finite,
  total: Money,
  /** The variant sold (absent for a product without options), and its options as the order's language named them ("Mărime: M"). */
  variant_id: Schema.optionalKey(Schema.Finite),
  variant: Schema.optionalKey(Schema.String),
});
/** An order line. */
export type OrderLine = typeof OrderLine.Type;

/** Totals of a cart or an order (MDL). */
export const Totals = Schema.Struct({
  subtotal: Money,
  /** Taken off by old prices. */
  discount: Money,
  /** Taken off by the order's discount code (0 without one). */
  code_discount: Money,
  delivery: Money,
  total: Money,
});
/** Cart or order totals. */
export type Totals = typeof Totals.Type;

/** An order as its confirmation page shows it. */
export const Order = Schema.Struct({
  number: Schema.String,
  status: OrderStatus,
  /** Whether the order is paid, apart from its status; `paid_at` says when (null while unpaid). */
  payment_status: PaymentStatus,
  paid_at: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  locale: Schema.String,
  currency: Schema.String,
  paymentMethod: PaymentMethod,
  deliveryMethod: DeliveryMethod,
  clientNote: Schema.NullOr(Schema.String),
  contactDetails: Schema.Struct({ email: Schema.String, phone: Schema.String }),
  billingAddress: Address,
  deliveryAddress: Schema.NullOr(Address),
  lines: Schema.Array(OrderLine),
  totals: Totals,
  /** The discount code the order used, in upper case (null: none); its effect is `totals.code_discount`. */
  discountCode: Schema.NullOr(Schema.String),
  /** What to do next: the methods' instructions, the bank details of a bank transfer, the pickup point. */
  instructions: Schema.optionalKey(OrderInstructions),
});
/** An order. */
export type Order = typeof Order.Type;
/** `GET cart/order/{number}?key={accessKey}` answers `{ data }`. */
export const OrderResponse = Schema.Struct({ data: Order });

/** A product the shopper has looked at, kept in the last-seen list. */
export const LastSeenProduct = Schema.Struct({
  id: Schema.Finite,
  slug: Schema.String,
  title: Schema.String,
  image: Schema.NullOr(Schema.String),
  price: Schema.Finite,
  old_price: Schema.NullOr(Schema.Finite),
  currency: Schema.String,
  /** The highest price of its variants when they differ: the list prints "from {price}". */
  price_max: Schema.optionalKey(Schema.Finite),
  /** When it was seen (ms since epoch, from the clock port). */
  seenAt: Schema.Finite,
});
/** A last-seen product. */
export type LastSeenProduct = typeof LastSeenProduct.Type;

/** The query string of `GET cart/order/{number}`: one of the order's access keys. */
export const OrderKeyParams = Schema.Struct({ key: Schema.optional(Schema.String) });
