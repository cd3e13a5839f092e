import type { ReactNode } from "react";
import type { AddressForm } from "@vitrina/core";
import { useI18nContext } from "../../i18n/i18n-react.js";

type AddressField = keyof AddressForm;

/** A labelled checkout field with its optional hint and error; `children` renders the control with the field's ids. */
export const Field = (props: {
  readonly id: string;
  readonly label: string;
  readonly error: string | undefined;
  readonly hint?: string;
  readonly children: (a11y: object) => ReactNode;
}) => {
  const describedBy = [props.hint ? `${props.id}-hint` : "", props.error ? `${props.id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children({ id: props.id, name: props.id, "aria-invalid": props.error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {props.hint ? (
        <p id={`${props.id}-hint`} className="field-hint">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} className="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
};

/** The fields of the checkout's billing or delivery address. */
export const AddressFields = (props: {
  readonly group: "billingAddress" | "deliveryAddress";
  readonly values: AddressForm;
  /** Countries the shop delivers to. */
  readonly countries: ReadonlyArray<{ readonly code: string; readonly name: string }>;
  /** Messages of field errors by dotted path (`billingAddress.city`). */
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (field: AddressField, value: string) => void;
}) => {
  const { LL } = useI18nContext();
  const { group, values, errors } = props;
  const text = (field: AddressField, label: string, autoComplete: string, required = true) => (
    <Field id={`${group}.${field}`} label={label} error={errors[`${group}.${field}`]}>
      {(a11y) => (
        <input
          {...a11y}
          autoComplete={`${group === "billingAddress" ? "billing" : "shipping"} ${autoComplete}`}
          required={required}
          value={values[field] ?? ""}
          onChange={(e) => props.onChange(field, e.currentTarget.value)}
        />
      )}
    </Field>
  );
  return (
    <div className="form-grid">
      {text("firstName", LL.checkout.firstName(), "given-name")}
      {text("lastName", LL.checkout.lastName(), "family-name")}
      <Field id={`${group}.country`} label={LL.checkout.country()} error={errors[`${group}.country`]}>
        {(a11y) => (
          <select {...a11y} value={values.country ?? ""} onChange={(e) => props.onChange("country", e.currentTarget.value)}>
            {props.countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {text("city", LL.checkout.city(), "address-level2")}
      {text("address", LL.checkout.address(), "street-address")}
      {text("postalCode", LL.checkout.postalCode(), "postal-code", false)}
      {text("company", LL.checkout.company(), "organization", false)}
    </div>
  );
};
