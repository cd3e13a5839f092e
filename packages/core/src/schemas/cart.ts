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
  /** When it was seen (ms since epoch, from the clock port). */
  seenAt: Schema.Finite,
});
/** A last-seen product. */
export type LastSeenProduct = typeof LastSeenProduct.Type;

/** Lines one availability check may hold at most. */
const MAX_CHECKED_LINES = 200;
/** An id or quantity as a query string gives it: up to 9 digits. */
const digitsOf = (raw: unknown): number => (typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN);
/** The JSON Schema of an id and of a quantity in a query string, for the OpenAPI description. */
const QUERY_ID = { type: "string", pattern: "^(?!0+$)\\d{1,9}$" } as const;
const QUERY_QUANTITY = { type: "string", pattern: "^(?=\\d{1,9}$)0*[1-9]\\d{0,2}$" } as const;
/** A query string's list as sent: a list, the values of an indexed object (`items[0][id]`), or one value. */
const listOf = (raw: unknown): unknown[] =>
  raw === undefined ? [] : Array.isArray(raw) ? raw : typeof raw === "object" && raw !== null ? Object.values(raw) : [raw];

/** The query string of `GET cart/products`: `ids[]`, at most {@link MAX_LINE_QUANTITY} positive ids. {@link cartProductIds} reads it. */
export const CartProductsParams = Schema.Struct({
  ids: Schema.optionalKey(
    Schema.Unknown.check(
      Schema.makeFilter(
        (raw: unknown) => {
          const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
          // The cap first: a list past it is refused without a look at its items.
          if (list.length > MAX_LINE_QUANTITY) return "max";
          return list.flatMap((v, i) => (digitsOf(v) > 0 ? [] : [{ path: [i] as [number], issue: "type" }]));
        },
        { toJsonSchema: () => ({ type: "array", items: QUERY_ID, maxItems: MAX_LINE_QUANTITY }) },
      ),
    ),
  ),
});
/** The query string of `GET cart/products`, checked. */
export type CartProductsParams = typeof CartProductsParams.Type;

/** The distinct ids of a checked `GET cart/products` query, in their order. */
export const cartProductIds = (params: CartProductsParams): number[] => {
  const ids = params.ids === undefined ? [] : Array.isArray(params.ids) ? params.ids : [params.ids];
  return [...new Set(ids.map(digitsOf))];
};

/** A line of an availability query as sent. */
const lineOf = (item: unknown) => (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;

/**
 * The query string of `GET cart/availability`: `items[i][id]` and `items[i][quantity]` of at most
 * 200 lines, each a positive id and a quantity from 1 to {@link MAX_LINE_QUANTITY}. {@link availabilityLines} reads it.
 */
export const AvailabilityParams = Schema.Struct({
  items: Schema.optionalKey(
    Schema.Unknown.check(
      Schema.makeFilter(
        (raw: unknown) => {
          const list = listOf(raw);
          if (list.length > MAX_CHECKED_LINES) return "max";
          return list.flatMap((item, i) => {
            const line = lineOf(item);
            const quantity = digitsOf(line.quantity);
            return [
              ...(digitsOf(line.id) > 0 ? [] : [{ path: [i, "id"] as [number, string], issue: "type" }]),
              ...(quantity >= 1 && quantity <= MAX_LINE_QUANTITY
                ? []
                : [{ path: [i, "quantity"] as [number, string], issue: quantity > MAX_LINE_QUANTITY ? "max" : "min" }]),
            ];
          });
        },
        {
          toJsonSchema: () => ({
            type: "array",
            items: { type: "object", properties: { id: QUERY_ID, quantity: QUERY_QUANTITY }, required: ["id", "quantity"] },
            maxItems: MAX_CHECKED_LINES,
          }),
        },
      ),
    ),
  ),
});
/** The query string of `GET cart/availability`, checked. */
export type AvailabilityParams = typeof AvailabilityParams.Type;

/** The lines of a checked `GET cart/availability` query. */
export const availabilityLines = (params: AvailabilityParams): Array<{ id: number; quantity: number }> =>
  listOf(params.items).map((item) => ({ id: digitsOf(lineOf(item).id), quantity: digitsOf(lineOf(item).quantity) }));

/** The query string of `GET cart/order/{number}`: one of the order's access keys. */
export const OrderKeyParams = Schema.Struct({ key: Schema.optional(Schema.String) });
