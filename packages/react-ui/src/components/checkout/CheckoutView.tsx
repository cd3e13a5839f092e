import { useState, type FormEvent } from "react";
import {
  CLIENT_NOTE_MAX,
  cartTotals,
  deliveryCharge,
  deliveryOffers,
  discountCodeKey,
  isCountryCode,
  newCheckoutForm,
  paymentOffers,
  phoneCountry,
  type CartLine,
  type CheckoutForm,
  type DiscountCodeTerms,
  type LineRef,
  type ShopMethods,
  type StockProblem,
} from "@vitrina/core";
import { Link } from "../Link.js";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { TotalsList } from "../cart/CartView.js";
import { StockWarnings } from "../cart/StockWarning.js";
import { AddressFields, Field } from "./AddressFields.js";
import { DeliveryPrice } from "./DeliveryPrice.js";
import { DiscountCodeField } from "./DiscountCodeField.js";
import { SummaryLines } from "./SummaryLines.js";

/** The checkout form's values apart from the cart lines. */
export type CheckoutFields = Omit<CheckoutForm, "lines">;

/** Props of {@link CheckoutView}. */
export interface CheckoutViewProps {
  readonly lines: ReadonlyArray<CartLine>;
  /** The delivery and payment methods on offer (`GET cart/methods`): what the form offers and what delivery costs. */
  readonly methods: ShopMethods;
  /** Countries the shop delivers to. */
  readonly countries: ReadonlyArray<{ readonly code: string; readonly name: string }>;
  /** The visitor's country, preselected. */
  readonly defaultCountry: string;
  /** Messages of field errors by dotted path (`billingAddress.city`). */
  readonly errors: Readonly<Record<string, string>>;
  /** Lines the order was refused for (out of stock, no longer sold), by line (product and variant). */
  readonly problems: ReadonlyArray<StockProblem>;
  /** Sets a cart line's quantity (offered with the units left); the line is named by its product and variant. */
  readonly onQuantityChange: (line: LineRef, quantity: number) => void;
  /** Removes a cart line. */
  readonly onRemove: (line: LineRef) => void;
  /** A failure that is not about a field. */
  readonly failed: boolean;
  /** The shop refused the order for too many recent orders: the minutes to wait (0 when unsaid). */
  readonly limitedMinutes?: number | null;
  readonly submitting: boolean;
  readonly onSubmit: (form: CheckoutFields) => void;
  /** The shopper edited a field: its error can go. */
  readonly onEdit: (path: string) => void;
  /** The code the shop accepted (in the summary while the field holds it; null: none), whether one is being checked, its refusal. */
  readonly appliedCode: DiscountCodeTerms | null;
  readonly checkingCode: boolean;
  readonly codeError?: string | undefined;
  /** Asks the shop about the code typed. */
  readonly onApplyCode: (code: string) => void;
}

/**
 * The checkout page: contact details, billing address, an optional delivery address, the delivery
 * methods that go to the address's country with their prices, the payment methods that go with the
 * chosen delivery, a note, the terms and the order summary, whose delivery line follows the chosen
 * method and whose code line the applied discount code (core's cartTotals). Errors show under their fields.
 */
export const CheckoutView = (props: CheckoutViewProps) => {
  const { LL } = useI18nContext();
  const { errors, onEdit } = props;
  const [form, setForm] = useState<CheckoutFields>(() => newCheckoutForm(props.defaultCountry));
  const edit = (path: string, next: CheckoutFields) => {
    setForm(next);
    if (errors[path]) onEdit(path);
  };
  if (props.lines.length === 0) {
    return (
      <div className="container checkout">
        <h1>{LL.checkout.title()}</h1>
        <p>{LL.checkout.emptyCart()}</p>
        <Link href="/" className="btn">
          {LL.cart.continueShopping()}
        </Link>
      </div>
    );
  }
  // The phone is checked by its own calling code, else for the delivery address's country, else the
  // billing address's (core's validateCheckout): the hint shows the format it is checked for.
  const deliveryCountry = form.separateDeliveryAddress ? form.deliveryAddress?.country : undefined;
  const country = deliveryCountry || form.billingAddress.country || props.defaultCountry;
  const phoneFormat = phoneCountry(form.contactDetails.phone) ?? (isCountryCode(country) ? country : undefined);
  // Only what the shop offers for this country and delivery is shown; a choice no longer offered (the
  // country changed) falls to the first one that is.
  const deliveries = deliveryOffers(props.methods, country);
  const deliveryMethod = deliveries.some((d) => d.method === form.deliveryMethod) ? form.deliveryMethod : (deliveries[0]?.method ?? "");
  const payments = paymentOffers(props.methods, deliveryMethod || undefined);
  const paymentMethod = payments.some((m) => m === form.paymentMethod) ? form.paymentMethod : (payments[0] ?? "");
  const code = props.appliedCode?.code === discountCodeKey(form.discountCode) ? props.appliedCode : null;
  const totals = cartTotals(props.lines, { delivery: deliveryCharge(props.methods, deliveryMethod), code: code ?? undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit({ ...form, deliveryMethod, paymentMethod });
  };
  const address = (group: "billingAddress" | "deliveryAddress") => {
    const values = form[group] ?? {};
    return (
      <AddressFields
        group={group}
        values={values}
        countries={props.countries}
        errors={errors}
        onChange={(field, value) => edit(`${group}.${field}`, { ...form, [group]: { ...values, [field]: value } })}
      />
    );
  };
  return (
    <div className="container checkout">
      <h1>{LL.checkout.title()}</h1>
      <form className="checkout__body" onSubmit={submit} noValidate>
        <div className="checkout__form">
          {Object.keys(errors).length > 0 ? (
            <p role="alert" className="alert">
              {LL.checkout.fixErrors()}
            </p>
          ) : null}
          {errors["products"] ? (
            <p role="alert" className="alert">
              {errors["products"]}
            </p>
          ) : null}
          <StockWarnings problems={props.problems} lines={props.lines} onQuantityChange={props.onQuantityChange} onRemove={props.onRemove} />
          <fieldset>
            <legend>{LL.checkout.contact()}</legend>
            <div className="form-grid">
              <Field id="contactDetails.email" label={LL.checkout.email()} error={errors["contactDetails.email"]}>
                {(a11y) => (
                  <input
                    {...a11y}
                    type="email"
                    autoComplete="email"
                    required
                    value={form.contactDetails.email}
                    onChange={(e) => edit("contactDetails.email", { ...form, contactDetails: { ...form.contactDetails, email: e.currentTarget.value } })}
                  />
                )}
              </Field>
              <Field
                id="contactDetails.phone"
                label={LL.checkout.phone()}
                error={errors["contactDetails.phone"]}
                hint={phoneFormat ? LL.checkout.phoneHint[phoneFormat]() : undefined}
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    type="tel"
                    autoComplete="tel"
                    required
                    value={form.contactDetails.phone}
                    onChange={(e) => edit("contactDetails.phone", { ...form, contactDetails: { ...form.contactDetails, phone: e.currentTarget.value } })}
                  />
                )}
              </Field>
            </div>
          </fieldset>
          <fieldset>
            <legend>{LL.checkout.billing()}</legend>
            {address("billingAddress")}
          </fieldset>
          <label className="check">
            <input
              type="checkbox"
              checked={form.separateDeliveryAddress}
              onChange={(e) => edit("deliveryAddress", { ...form, separateDeliveryAddress: e.currentTarget.checked })}
            />
            {LL.checkout.separateDelivery()}
          </label>
          {form.separateDeliveryAddress ? (
            <fieldset>
              <legend>{LL.checkout.shipping()}</legend>
              {address("deliveryAddress")}
            </fieldset>
          ) : null}
          <fieldset aria-describedby={errors["paymentMethod"] ? "paymentMethod-error" : undefined}>
            <legend>{LL.checkout.payment()}</legend>
            {payments.map((m) => (
              <label key={m} className="check">
                <input
                  type="radio"
                  name="paymentMethod"
                  value={m}
                  checked={paymentMethod === m}
                  onChange={() => edit("paymentMethod", { ...form, paymentMethod: m })}
                />
                {LL.checkout.paymentMethods[m]()}
              </label>
            ))}
            {errors["paymentMethod"] ? (
              <p id="paymentMethod-error" className="field-error">
                {errors["paymentMethod"]}
              </p>
            ) : null}
          </fieldset>
          <fieldset aria-describedby={errors["deliveryMethod"] ? "deliveryMethod-error" : undefined}>
            <legend>{LL.checkout.delivery()}</legend>
            {deliveries.length === 0 ? <p className="alert">{LL.checkout.noDelivery()}</p> : null}
            {deliveries.map((offer) => (
              <label key={offer.method} className="check">
                <input
                  type="radio"
                  name="deliveryMethod"
                  value={offer.method}
                  checked={deliveryMethod === offer.method}
                  onChange={() => edit("deliveryMethod", { ...form, deliveryMethod: offer.method })}
                />
                {LL.checkout.deliveryMethods[offer.method]()}
                <DeliveryPrice offer={offer} />
              </label>
            ))}
            {errors["deliveryMethod"] ? (
              <p id="deliveryMethod-error" className="field-error">
                {errors["deliveryMethod"]}
              </p>
            ) : null}
          </fieldset>
          <Field id="clientNote" label={LL.checkout.note()} error={errors["clientNote"]}>
            {(a11y) => (
              <textarea
                {...a11y}
                rows={3}
                maxLength={CLIENT_NOTE_MAX}
                value={form.clientNote ?? ""}
                onChange={(e) => edit("clientNote", { ...form, clientNote: e.currentTarget.value })}
              />
            )}
          </Field>
          <div className="field">
            <label className="check">
              <input
                type="checkbox"
                name="agreement"
                aria-invalid={errors["agreement"] ? true : undefined}
                aria-describedby={errors["agreement"] ? "agreement-error" : undefined}
                checked={form.agreement}
                onChange={(e) => edit("agreement", { ...form, agreement: e.currentTarget.checked })}
              />
              {LL.checkout.agreement()}
            </label>
            <p className="muted">
              <Link href="/terms-of-use/">{LL.checkout.readTerms()}</Link> · <Link href="/privacy-policy/">{LL.checkout.readPrivacy()}</Link>
            </p>
            {errors["agreement"] ? (
              <p id="agreement-error" className="field-error">
                {errors["agreement"]}
              </p>
            ) : null}
          </div>
        </div>
        <aside className="checkout__summary" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">{LL.checkout.summary()}</h2>
          <SummaryLines lines={props.lines} />
          <TotalsList totals={totals} />
          <DiscountCodeField
            value={form.discountCode ?? ""}
            onChange={(discountCode) => edit("discountCode", { ...form, discountCode })}
            applied={code}
            goods={totals.subtotal - totals.discount}
            error={props.codeError ?? errors["discountCode"]}
            checking={props.checkingCode}
            onApply={() => props.onApplyCode(form.discountCode ?? "")}
          />
          {props.failed ? (
            <p role="alert" className="alert">
              {LL.checkout.failed()}
            </p>
          ) : null}
          {props.limitedMinutes != null ? (
            <p role="alert" className="alert">
              {props.limitedMinutes > 0 ? LL.checkout.limited({ minutes: props.limitedMinutes }) : LL.checkout.limitedLater()}
            </p>
          ) : null}
          <button type="submit" className="btn btn--wide" disabled={props.submitting}>
            {props.submitting ? LL.checkout.placing() : LL.checkout.placeOrder()}
          </button>
        </aside>
      </form>
    </div>
  );
};
