// A shopper's checkout as the SDK sends it (JSON), for the tests of what staff and limits do with orders.
import type { DeliveryMethod, PaymentMethod } from "@vitrina/core";
import type { TestShop } from "./shop.js";

/** What a test changes of {@link postCheckout}'s order: the methods, the e-mail and any field of the billing address. */
export interface CheckoutChoices {
  readonly paymentMethod?: PaymentMethod;
  readonly deliveryMethod?: DeliveryMethod;
  readonly email?: string;
  readonly billingAddress?: Readonly<Record<string, string>>;
  /** A discount code typed at checkout. */
  readonly discountCode?: string;
  /** Request headers (a client's address behind the test's proxy). */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * POST cart/checkout as JSON: these lines, cash on delivery by courier to a Moldovan address (phone
 * 069123456), with no discount code, unless `choices` say otherwise.
 */
export const postCheckout = (
  shop: Pick<TestShop, "api">,
  products: ReadonlyArray<{ readonly id: number; readonly quantity: number }>,
  {
    paymentMethod = "cash_on_delivery",
    deliveryMethod = "courier",
    email = "ion@mail.md",
    billingAddress = {},
    discountCode,
    headers = {},
  }: CheckoutChoices = {},
): Promise<Response> =>
  shop.api("cart/checkout", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({
      paymentMethod,
      deliveryMethod,
      agreement: true,
      contactDetails: { email, phone: "069123456" },
      billingAddress: { firstName: "Ion", lastName: "Limită", country: "md", city: "Chișinău", address: "str. Ismail 8", ...billingAddress },
      products,
      ...(discountCode !== undefined ? { discountCode } : {}),
    }),
  });

/** The first active product, given 500 units and no limit of its own (the shop's max_per_order holds for it). */
export const productOfShopLimit = async (shop: Pick<TestShop, "db">): Promise<number> => {
  const [p] = await shop.db.query<{ id: number }>(
    "update products set stock = 500, max_per_order = null where id = (select min(id) from products where active) returning id",
  );
  return p!.id;
};
