import { codeDiscountCents, type DiscountCodeTerms } from "@vitrina/core";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { formatPrice } from "../../format.js";
import { Field } from "./AddressFields.js";

/** Props of {@link DiscountCodeField}. */
export interface DiscountCodeFieldProps {
  /** The code as typed. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The code the shop accepted for this cart (its terms), null while none is. */
  readonly applied: DiscountCodeTerms | null;
  /** What the goods cost after old prices (MDL): what the code's minimum is compared with. */
  readonly goods: number;
  /** The code's error (the shop's refusal, or the checkout's 422), translated. */
  readonly error: string | undefined;
  /** The shop is checking the code. */
  readonly checking: boolean;
  /** Asks the shop whether the typed code can be used. */
  readonly onApply: () => void;
}

/**
 * The checkout's discount code: the field (posted with the form as `discountCode`), an Apply button
 * that asks the shop before paying, and what the applied code takes off, or the minimum it needs.
 */
export const DiscountCodeField = (props: DiscountCodeFieldProps) => {
  const { LL, locale } = useI18nContext();
  const { applied } = props;
  const off = applied === null ? 0 : codeDiscountCents(applied, Math.round(props.goods * 100)) / 100;
  const status =
    applied === null
      ? props.checking
        ? LL.checkout.checkingCode()
        : ""
      : off > 0 || applied.min_subtotal === null
        ? LL.checkout.codeApplied({ code: applied.code, amount: formatPrice(off, locale) })
        : LL.checkout.codeBelowMinimum({ code: applied.code, amount: formatPrice(applied.min_subtotal, locale) });
  return (
    <div className="discount-code">
      <Field id="discountCode" label={LL.checkout.discountCode()} error={props.error}>
        {(a11y) => (
          <span className="discount-code__row">
            <input
              {...a11y}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={props.value}
              onChange={(e) => props.onChange(e.currentTarget.value)}
              onKeyDown={(e) => {
                // Enter in the code's field applies the code instead of placing the order.
                if (e.key === "Enter") {
                  e.preventDefault();
                  props.onApply();
                }
              }}
            />
            <button type="button" className="btn btn--ghost" onClick={props.onApply} disabled={props.checking || props.value.trim() === ""}>
              {LL.checkout.applyCode()}
            </button>
          </span>
        )}
      </Field>
      <p className="field-hint" role="status">
        {status}
      </p>
    </div>
  );
};
