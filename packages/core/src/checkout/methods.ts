import type { DeliveryCharge } from "../cart/cart-totals.js";
import type { FieldErrors } from "../schemas/common.js";
import type { DeliveryOffer, ShopMethods } from "../schemas/methods.js";

/** What the method rules read of a checkout: the chosen methods and the addresses' countries, any of them missing. */
export interface MethodChoice {
  readonly deliveryMethod?: string | undefined;
  readonly paymentMethod?: string | undefined;
  readonly billingAddress?: { readonly country?: unknown } | null | undefined;
  readonly deliveryAddress?: { readonly country?: unknown } | null | undefined;
}

/**
 * The country an order goes to: the delivery address's when there is one, else the billing address's
 * (the phone is checked for the same country).
 * @example orderCountry({ billingAddress: { country: "md" }, deliveryAddress: { country: "ro" } }) // "ro"
 */
export const orderCountry = (choice: MethodChoice): string | undefined => {
  const country = choice.deliveryAddress?.country ?? choice.billingAddress?.country;
  return typeof country === "string" ? country : undefined;
};

/**
 * The delivery methods offered to a country, in the order shown (all of them while no country is known).
 * @example deliveryOffers(methods, "bg").map((d) => d.method) // ["courier", "post"]
 */
export const deliveryOffers = (methods: ShopMethods, country: string | undefined): ReadonlyArray<DeliveryOffer> =>
  country === undefined ? methods.delivery : methods.delivery.filter((d) => (d.countries as ReadonlyArray<string>).includes(country));

/**
 * The payment methods that go with a delivery method, in the order shown (all of them while none is chosen).
 * @example paymentOffers(methods, "pickup") // ["cash_on_delivery", "card_on_delivery"]
 */
export const paymentOffers = (methods: ShopMethods, deliveryMethod: string | undefined): ReadonlyArray<ShopMethods["payment"][number]["method"]> =>
  methods.payment.filter((p) => deliveryMethod === undefined || (p.delivery_methods as ReadonlyArray<string>).includes(deliveryMethod)).map((p) => p.method);

/**
 * What a chosen delivery method costs ({@link cartTotals}' `delivery`), undefined when none is chosen
 * or it is not on offer.
 * @example cartTotals(lines, { delivery: deliveryCharge(methods, "courier") })
 */
export const deliveryCharge = (methods: ShopMethods, deliveryMethod: string | undefined): DeliveryCharge | undefined =>
  methods.delivery.find((d) => d.method === deliveryMethod);

/**
 * Why a checkout's methods cannot be ordered (decisions.md "Delivery, payment and fulfilment"):
 * `deliveryMethod` `unavailable` when it is switched off, `not_served` when it does not serve the
 * order's country; `paymentMethod` `unavailable` when it is switched off or does not go with the
 * delivery method. Empty when they can; a method not chosen is the schema's to report.
 * @example methodErrors(methods, { deliveryMethod: "pickup", paymentMethod: "bank_transfer", billingAddress: { country: "md" } }) // { paymentMethod: ["unavailable"] }
 */
export const methodErrors = (methods: ShopMethods, choice: MethodChoice): FieldErrors => {
  const errors: { deliveryMethod?: string[]; paymentMethod?: string[] } = {};
  const delivery = deliveryCharge(methods, choice.deliveryMethod) as DeliveryOffer | undefined;
  const country = orderCountry(choice);
  if (choice.deliveryMethod !== undefined) {
    if (delivery === undefined) errors.deliveryMethod = ["unavailable"];
    else if (country !== undefined && !deliveryOffers(methods, country).includes(delivery)) errors.deliveryMethod = ["not_served"];
  }
  if (choice.paymentMethod !== undefined) {
    const payment = methods.payment.find((p) => p.method === choice.paymentMethod);
    const goes = payment !== undefined && (delivery === undefined || (payment.delivery_methods as ReadonlyArray<string>).includes(delivery.method));
    if (!goes) errors.paymentMethod = ["unavailable"];
  }
  return errors;
};
