import { DELIVERY_METHODS, PAYMENT_METHODS } from "../schemas/choices.js";
import type { Address, CartItem } from "../schemas/index.js";
import { lineRef } from "../schemas/line-key.js";

/** The fields of an address form (billing or delivery) as typed; any may be missing. */
export type AddressForm = { readonly [K in keyof Address]?: string };

/** The checkout form's values as the shopper left them. */
export interface CheckoutForm {
  /** The chosen payment method's value; empty when none is chosen. */
  readonly paymentMethod: string;
  /** The chosen delivery method's value; empty when none is chosen. */
  readonly deliveryMethod: string;
  /** The shopper's note to the shop. */
  readonly clientNote?: string;
  /** The terms checkbox. */
  readonly agreement: boolean;
  /** The e-mail and phone fields. */
  readonly contactDetails: { readonly email: string; readonly phone: string };
  /** The billing address form. */
  readonly billingAddress: AddressForm;
  /** The shopper asked to deliver to another address than the billing one. */
  readonly separateDeliveryAddress: boolean;
  /** The delivery address form; ignored unless `separateDeliveryAddress`. */
  readonly deliveryAddress?: AddressForm;
  /** The cart's lines to order. */
  readonly lines: ReadonlyArray<CartItem>;
  /** The discount code typed; empty for none. */
  readonly discountCode?: string;
}

/**
 * A checkout form as a shopper finds it: the first payment and delivery methods chosen, both
 * addresses in `country` (the visitor's), everything else empty.
 */
export const newCheckoutForm = (country: string): Omit<CheckoutForm, "lines"> => ({
  paymentMethod: PAYMENT_METHODS[0],
  deliveryMethod: DELIVERY_METHODS[0],
  clientNote: "",
  agreement: false,
  contactDetails: { email: "", phone: "" },
  billingAddress: { country },
  separateDeliveryAddress: false,
  deliveryAddress: { country },
});

/**
 * A checkout payload built from the form, not yet validated: the shape of `CheckoutPayload` with
 * whatever the shopper typed (check it with `validateCheckout`).
 */
export interface CheckoutDraft {
  /** Left out when none is chosen. */
  readonly paymentMethod?: string;
  /** Left out when none is chosen. */
  readonly deliveryMethod?: string;
  /** Left out when empty. */
  readonly clientNote?: string;
  /** The terms checkbox as ticked. */
  readonly agreement: boolean;
  /** E-mail and phone, trimmed. */
  readonly contactDetails: { readonly email: string; readonly phone: string };
  /** Only the filled fields. */
  readonly billingAddress: AddressForm;
  /** Only the filled fields; left out when no separate delivery address was asked for or none was typed. */
  readonly deliveryAddress?: AddressForm;
  /** The cart lines as `{ id, variant_id, quantity }` (`variant_id` only on a variant's line). */
  readonly products: ReadonlyArray<CartItem>;
  /** Trimmed; left out when empty. */
  readonly discountCode?: string;
}

const ADDRESS_FIELDS = ["firstName", "lastName", "country", "city", "address", "postalCode", "company"] as const;

// Left out rather than sent empty: an optional field stays unset instead of holding "", and a
// required one reports `required`, as the server would.
const filledAddress = (form: AddressForm | undefined): AddressForm => {
  const address: Partial<Record<keyof Address, string>> = {};
  for (const field of ADDRESS_FIELDS) {
    const text = form?.[field]?.trim() ?? "";
    if (text !== "") address[field] = field === "country" ? text.toLowerCase() : text;
  }
  return address;
};

const filled = <K extends string>(key: K, text: string | undefined): { [P in K]?: string } => {
  const trimmed = text?.trim() ?? "";
  return (trimmed === "" ? {} : { [key]: trimmed }) as { [P in K]?: string };
};

/**
 * The checkout payload of a form (spec §3, §5): texts trimmed, empty address fields left out, the
 * delivery address left out unless the shopper asked for one and filled something in, products
 * from the cart lines as `{ id, variant_id, quantity }` (`variant_id` only on a variant's line).
 * @example buildCheckoutPayload({ ...form, billingAddress: { firstName: " Ana ", company: " " } }).billingAddress // { firstName: "Ana" }
 */
export const buildCheckoutPayload = (form: CheckoutForm): CheckoutDraft => {
  const deliveryAddress = form.separateDeliveryAddress ? filledAddress(form.deliveryAddress) : {};
  return {
    ...filled("paymentMethod", form.paymentMethod),
    ...filled("deliveryMethod", form.deliveryMethod),
    ...filled("clientNote", form.clientNote),
    agreement: form.agreement,
    contactDetails: { email: form.contactDetails.email.trim(), phone: form.contactDetails.phone.trim() },
    billingAddress: filledAddress(form.billingAddress),
    ...(Object.keys(deliveryAddress).length > 0 ? { deliveryAddress } : {}),
    products: form.lines.map((line) => ({ ...lineRef(line), quantity: line.quantity })),
    ...filled("discountCode", form.discountCode),
  };
};
