import { useState } from "react";
import {
  COUNTRY_CODES,
  COUNTRY_NAMES,
  DELIVERY_METHODS,
  type AdminMethodSettings,
  type CountryCode,
  type DeliveryMethod,
  type FieldErrors,
  type MethodSettings,
} from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { ConflictNotice, type ConflictNoticeProps } from "./ConflictNotice.js";
import { Field, Notice, SaveButton, errorText } from "./parts.js";

/** Props of {@link MethodSettingsView}. */
export interface MethodSettingsViewProps {
  readonly settings: AdminMethodSettings;
  readonly errors: FieldErrors;
  readonly saving: boolean;
  readonly message: { readonly kind: "ok" | "error"; readonly text: string } | null;
  readonly onSave: (settings: MethodSettings) => void;
  /** The last save was refused because someone else saved first. */
  readonly conflict?: ConflictNoticeProps | null;
}

/** An amount as typed: lei with at most two decimals, a comma or a dot before them. */
const AMOUNT = /^\d{1,10}(?:[.,]\d{1,2})?$/;
const amountOf = (text: string): number => Number(text.trim().replace(",", "."));

type DeliveryForm = Omit<MethodSettings["delivery"][number], "price" | "free_from"> & { readonly price: string; readonly free_from: string };

/** A group of checkboxes with its legend and the error of its path. */
const Choices = <T extends string>(props: {
  readonly legend: string;
  readonly path: string;
  readonly errors: FieldErrors;
  readonly options: ReadonlyArray<{ readonly value: T; readonly label: string }>;
  readonly chosen: ReadonlyArray<T>;
  readonly onChange: (chosen: ReadonlyArray<T>) => void;
}) => {
  const { LL } = useI18nContext();
  const error = errorText(LL, props.errors[props.path], props.path);
  return (
    <fieldset className="dash-choices" aria-invalid={error ? true : undefined}>
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className="check">
          <input
            type="checkbox"
            checked={props.chosen.includes(option.value)}
            onChange={(e) =>
              props.onChange(
                e.currentTarget.checked
                  ? props.options.map((o) => o.value).filter((v) => v === option.value || props.chosen.includes(v))
                  : props.chosen.filter((v) => v !== option.value),
              )
            }
          />
          {option.label}
        </label>
      ))}
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
};

/**
 * Delivery and payment: each delivery method offered or not, the countries it serves, its price and
 * the order from which it is free; each payment method offered or not and the deliveries it goes with.
 * Amounts that are not a number of lei are refused here, the rest by the shop's rules.
 */
export const MethodSettingsView = ({ settings, errors: answered, saving, message, onSave, conflict = null }: MethodSettingsViewProps) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.methods;
  const [delivery, setDelivery] = useState<ReadonlyArray<DeliveryForm>>(() =>
    settings.delivery.map((d) => ({ ...d, price: String(d.price), free_from: d.free_from === null ? "" : String(d.free_from) })),
  );
  const [payment, setPayment] = useState(settings.payment);
  const [typed, setTyped] = useState<FieldErrors | null>(null);
  const errors = typed ?? answered;
  const setDeliveryAt = (i: number, change: Partial<DeliveryForm>) => setDelivery(delivery.map((d, j) => (j === i ? { ...d, ...change } : d)));
  const deliveryName = (method: DeliveryMethod) => LL.checkout.deliveryMethods[method]();
  const submit = () => {
    const wrong: Record<string, string[]> = {};
    delivery.forEach((d, i) => {
      if (!AMOUNT.test(d.price.trim())) wrong[`delivery.${i}.price`] = [d.price.trim() === "" ? "required" : "type"];
      if (d.free_from.trim() !== "" && !AMOUNT.test(d.free_from.trim())) wrong[`delivery.${i}.free_from`] = ["type"];
    });
    setTyped(Object.keys(wrong).length > 0 ? wrong : null);
    if (Object.keys(wrong).length > 0) return;
    onSave({
      delivery: delivery.map((d) => ({ ...d, price: amountOf(d.price), free_from: d.free_from.trim() === "" ? null : amountOf(d.free_from) })),
      payment,
    });
  };
  const overall = (path: "delivery" | "payment") => errorText(LL, errors[path], path);
  return (
    <form
      className="dash-form"
      noValidate
      aria-labelledby="methods-title"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h1 id="methods-title">{T.title()}</h1>
      <p className="field-hint">{T.intro()}</p>
      {Object.keys(errors).length > 0 ? <Notice kind="error">{LL.dashboard.common.fixErrors()}</Notice> : null}
      <h2>{T.delivery()}</h2>
      {overall("delivery") ? <p className="field-error">{overall("delivery")}</p> : null}
      {delivery.map((d, i) => (
        <fieldset key={d.method} className="dash-method">
          <legend>{deliveryName(d.method)}</legend>
          <label className="check">
            <input type="checkbox" checked={d.enabled} onChange={(e) => setDeliveryAt(i, { enabled: e.currentTarget.checked })} />
            {T.offerDelivery({ method: deliveryName(d.method) })}
          </label>
          {errorText(LL, errors[`delivery.${i}.enabled`], "enabled") ? (
            <p className="field-error">{errorText(LL, errors[`delivery.${i}.enabled`], "enabled")}</p>
          ) : null}
          <Field label={T.price({ method: deliveryName(d.method) })} path={`delivery.${i}.price`} errors={errors} hint={T.priceHint()}>
            {(a) => <input {...a} inputMode="decimal" value={d.price} onChange={(e) => setDeliveryAt(i, { price: e.currentTarget.value })} />}
          </Field>
          <Field label={T.freeFrom({ method: deliveryName(d.method) })} path={`delivery.${i}.free_from`} errors={errors} hint={T.freeFromHint()}>
            {(a) => <input {...a} inputMode="decimal" value={d.free_from} onChange={(e) => setDeliveryAt(i, { free_from: e.currentTarget.value })} />}
          </Field>
          <Choices<CountryCode>
            legend={T.countries({ method: deliveryName(d.method) })}
            path={`delivery.${i}.countries`}
            errors={errors}
            options={COUNTRY_CODES.map((code) => ({ value: code, label: COUNTRY_NAMES[locale][code] }))}
            chosen={d.countries}
            onChange={(countries) => setDeliveryAt(i, { countries })}
          />
        </fieldset>
      ))}
      <h2>{T.payment()}</h2>
      {overall("payment") ? <p className="field-error">{overall("payment")}</p> : null}
      {payment.map((p, i) => (
        <fieldset key={p.method} className="dash-method">
          <legend>{LL.checkout.paymentMethods[p.method]()}</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={p.enabled}
              onChange={(e) => setPayment(payment.map((q, j) => (j === i ? { ...q, enabled: e.currentTarget.checked } : q)))}
            />
            {T.offerPayment({ method: LL.checkout.paymentMethods[p.method]() })}
          </label>
          {p.method === "bank_transfer" ? <p className="field-hint">{T.transferNeedsIban()}</p> : null}
          <Choices<DeliveryMethod>
            legend={T.goesWith({ method: LL.checkout.paymentMethods[p.method]() })}
            path={`payment.${i}.delivery_methods`}
            errors={errors}
            options={DELIVERY_METHODS.map((method) => ({ value: method, label: deliveryName(method) }))}
            chosen={p.delivery_methods}
            onChange={(chosen) => setPayment(payment.map((q, j) => (j === i ? { ...q, delivery_methods: chosen } : q)))}
          />
        </fieldset>
      ))}
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {conflict ? <ConflictNotice {...conflict} /> : null}
      <SaveButton saving={saving} />
    </form>
  );
};
