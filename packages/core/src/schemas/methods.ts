import * as Schema from "effect/Schema";
import { COUNTRY_CODES, DELIVERY_METHODS, PAYMENT_METHODS } from "./choices.js";
import { CountryCode, Money } from "./common.js";
import { DeliveryMethod, PaymentMethod } from "./cart.js";

const capped = <S extends Schema.Top>(item: S, max: number) => Schema.Array(item).check(Schema.isMaxLength(max, { message: "max" }));

/**
 * A delivery method as the owner sets it: switched on or off, the countries it serves, its price in
 * MDL and the subtotal (after discounts) from which it costs nothing (`free_from`, null: never free).
 */
export const DeliverySetting = Schema.Struct({
  method: DeliveryMethod,
  enabled: Schema.Boolean,
  price: Money,
  free_from: Schema.NullOr(Money),
  countries: capped(CountryCode, COUNTRY_CODES.length),
});
/** A delivery method's setting. */
export type DeliverySetting = typeof DeliverySetting.Type;

/** A payment method as the owner sets it: switched on or off, and the delivery methods it goes with. */
export const PaymentSetting = Schema.Struct({
  method: PaymentMethod,
  enabled: Schema.Boolean,
  delivery_methods: capped(DeliveryMethod, DELIVERY_METHODS.length),
});
/** A payment method's setting. */
export type PaymentSetting = typeof PaymentSetting.Type;

type Issue = { readonly path: ReadonlyArray<string | number>; readonly issue: string };

/** Each method named once; the list's order is the order the checkout offers them in. */
const eachOnce = (group: "delivery" | "payment", methods: ReadonlyArray<string>, all: ReadonlyArray<string>): Issue[] => {
  const seen = new Set<string>();
  const twice: Issue[] = [];
  methods.forEach((method, i) => {
    if (seen.has(method)) twice.push({ path: [group, i, "method"], issue: "taken" });
    seen.add(method);
  });
  return twice.length > 0 ? twice : seen.size < all.length ? [{ path: [group], issue: "required" }] : [];
};

const settingsIssues = ({ delivery, payment }: { readonly delivery: ReadonlyArray<DeliverySetting>; readonly payment: ReadonlyArray<PaymentSetting> }) => {
  const onDelivery = new Set(delivery.filter((d) => d.enabled).map((d) => d.method));
  const onPayment = payment.filter((p) => p.enabled);
  const issues: Issue[] = [
    ...eachOnce(
      "delivery",
      delivery.map((d) => d.method),
      DELIVERY_METHODS,
    ),
    ...eachOnce(
      "payment",
      payment.map((p) => p.method),
      PAYMENT_METHODS,
    ),
    // At least one of each stays on (decisions.md "Delivery, payment and fulfilment").
    ...(onDelivery.size === 0 ? [{ path: ["delivery"], issue: "none_enabled" }] : []),
    ...(onPayment.length === 0 ? [{ path: ["payment"], issue: "none_enabled" }] : []),
  ];
  delivery.forEach((d, i) => {
    if (new Set(d.countries).size < d.countries.length) issues.push({ path: ["delivery", i, "countries"], issue: "taken" });
    else if (d.enabled && d.countries.length === 0) issues.push({ path: ["delivery", i, "countries"], issue: "required" });
    // A delivery nobody can pay for could be chosen and never ordered.
    else if (d.enabled && onPayment.length > 0 && !onPayment.some((p) => p.delivery_methods.includes(d.method)))
      issues.push({ path: ["delivery", i, "enabled"], issue: "unavailable" });
  });
  payment.forEach((p, i) => {
    if (new Set(p.delivery_methods).size < p.delivery_methods.length) issues.push({ path: ["payment", i, "delivery_methods"], issue: "taken" });
    else if (p.enabled && onDelivery.size > 0 && !p.delivery_methods.some((m) => onDelivery.has(m)))
      issues.push({ path: ["payment", i, "delivery_methods"], issue: "required" });
  });
  return issues.length > 0 ? issues : undefined;
};

/**
 * The shop's delivery and payment methods as an admin saves them: every method once (in the order the
 * checkout offers them), at least one of each switched on, an enabled delivery serving a country and
 * going with a payment that is on, an enabled payment going with a delivery that is on.
 */
export const MethodSettings = Schema.Struct({
  delivery: capped(DeliverySetting, DELIVERY_METHODS.length),
  payment: capped(PaymentSetting, PAYMENT_METHODS.length),
}).check(Schema.makeFilter(settingsIssues));
/** The shop's method settings. */
export type MethodSettings = typeof MethodSettings.Type;

/** The method settings as the dashboard reads them, with the version an edit names (0: never saved). */
export const AdminMethodSettings = Schema.Struct({ ...MethodSettings.fields, version: Schema.Finite });
/** The method settings in the dashboard. */
export type AdminMethodSettings = typeof AdminMethodSettings.Type;

/**
 * The settings of a shop whose owner has set nothing: every method on, every country served, delivery
 * free, every payment going with every delivery (what the shop did before these settings).
 */
export const DEFAULT_METHOD_SETTINGS: MethodSettings = {
  delivery: DELIVERY_METHODS.map((method) => ({ method, enabled: true, price: 0, free_from: null, countries: [...COUNTRY_CODES] })),
  payment: PAYMENT_METHODS.map((method) => ({ method, enabled: true, delivery_methods: [...DELIVERY_METHODS] })),
};

/** A delivery method a shopper may choose: its price, the subtotal from which it is free, the countries it serves. */
export const DeliveryOffer = Schema.Struct({
  method: DeliveryMethod,
  price: Money,
  free_from: Schema.NullOr(Money),
  countries: Schema.Array(CountryCode),
});
/** A delivery method on offer. */
export type DeliveryOffer = typeof DeliveryOffer.Type;

/** What a shopper may choose (`GET /api/cart/methods`): the methods switched on, in the order shown. */
export const ShopMethods = Schema.Struct({
  delivery: Schema.Array(DeliveryOffer),
  payment: Schema.Array(Schema.Struct({ method: PaymentMethod, delivery_methods: Schema.Array(DeliveryMethod) })),
});
/** The methods on offer. */
export type ShopMethods = typeof ShopMethods.Type;
/** `GET /api/cart/methods` answers `{ data }`. */
export const ShopMethodsResponse = Schema.Struct({ data: ShopMethods });

/**
 * The methods a shopper is offered: the enabled ones, each payment listing only the enabled delivery
 * methods it goes with. A bank transfer is offered only while the shop has an account to be paid into
 * (`bankAccount`: an IBAN in its identity): without one its order could not be paid.
 * @example shopMethods(DEFAULT_METHOD_SETTINGS, { bankAccount: false }).payment.map((p) => p.method) // ["cash_on_delivery", "card_on_delivery"]
 */
export const shopMethods = (settings: MethodSettings, shop: { readonly bankAccount: boolean }): ShopMethods => {
  const delivery = settings.delivery.filter((d) => d.enabled).map(({ method, price, free_from, countries }) => ({ method, price, free_from, countries }));
  const on = new Set(delivery.map((d) => d.method));
  return {
    delivery,
    payment: settings.payment
      .filter((p) => p.enabled && (p.method !== "bank_transfer" || shop.bankAccount))
      .map(({ method, delivery_methods }) => ({ method, delivery_methods: delivery_methods.filter((m) => on.has(m)) })),
  };
};
