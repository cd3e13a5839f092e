import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { PickerOption, PickerValue } from "@vitrina/core";
import { Link } from "../Link.js";
import { useI18nContext } from "../../i18n/i18n-react.js";

/** Props of {@link VariantPicker}. */
export interface VariantPickerProps {
  /** Each option with its values' states (core's `pickerOptions`). */
  readonly options: ReadonlyArray<PickerOption>;
  /** The address that selects a variant (`/product/{slug}/?variant={id}`): what a page without scripts follows. */
  readonly variantHref: (variantId: number) => string;
  /** A value picked (a click, Space, or an arrow key moving the choice). */
  readonly onChoose: (key: string, value: string) => void;
}

/** Until the page's scripts run, every value's link is its own tab stop; then each option is one, as a radio group. */
const useHydrated = () => {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
};

const NEXT: Record<string, 1 | -1> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The option pickers of a product with variants: one radio group per option (size, colour), each
 * value a link to the variant it selects, so the server's page selects one without scripts. A
 * sold-out value is shown struck through and cannot be chosen; a value sold only with other values
 * is choosable (the others then give way). Arrow keys move the choice within an option, as radios do.
 */
export const VariantPicker = ({ options, variantHref, onChoose }: VariantPickerProps) => (
  <div className="variant-picker">
    {options.map((option) => (
      <OptionGroup key={option.key} option={option} variantHref={variantHref} onChoose={onChoose} />
    ))}
  </div>
);

const OptionGroup = ({ option, variantHref, onChoose }: { readonly option: PickerOption } & Omit<VariantPickerProps, "options">) => {
  const { LL } = useI18nContext();
  const hydrated = useHydrated();
  const group = useRef<HTMLDivElement>(null);
  const choosable = option.values.filter((v) => v.variantId !== undefined);
  const chosen = option.values.find((v) => v.chosen);
  // The one tab stop of the group: the chosen value, else the first one that can be chosen.
  const stop = chosen && chosen.variantId !== undefined ? chosen : choosable[0];
  const nameId = `option-${option.key}`;
  const move = (event: KeyboardEvent, from: PickerValue) => {
    const step = NEXT[event.key];
    if (event.key === " ") {
      event.preventDefault();
      onChoose(option.key, from.value);
    }
    if (step === undefined || choosable.length === 0) return;
    event.preventDefault();
    const next = choosable[(choosable.indexOf(from) + step + choosable.length) % choosable.length]!;
    const links = group.current?.querySelectorAll<HTMLElement>("[data-value]") ?? [];
    [...links].find((link) => link.dataset.value === next.value)?.focus();
    onChoose(option.key, next.value);
  };
  return (
    <div className="variant-picker__option">
      <p className="variant-picker__name">
        <span id={nameId}>{option.name}</span>
        {chosen ? <span className="variant-picker__chosen">: {chosen.label}</span> : null}
      </p>
      <div ref={group} role="radiogroup" aria-labelledby={nameId} className="variant-picker__values">
        {option.values.map((value) =>
          value.variantId === undefined ? (
            <span
              key={value.value}
              role="radio"
              aria-checked={value.chosen}
              aria-disabled="true"
              tabIndex={-1}
              aria-label={LL.product.valueSoldOut({ value: value.label })}
              className="variant-picker__value variant-picker__value--sold-out"
            >
              {value.label}
            </span>
          ) : (
            <Link
              key={value.value}
              href={variantHref(value.variantId)}
              role="radio"
              aria-checked={value.chosen}
              {...(value.state === "missing" ? { "aria-label": LL.product.valueElsewhere({ value: value.label }) } : {})}
              {...(hydrated ? { tabIndex: value === stop ? 0 : -1 } : {})}
              data-value={value.value}
              className={`variant-picker__value${value.state === "missing" ? " variant-picker__value--elsewhere" : ""}`}
              onClick={(event) => {
                event.preventDefault();
                onChoose(option.key, value.value);
              }}
              onKeyDown={(event) => move(event, value)}
            >
              {value.label}
            </Link>
          ),
        )}
      </div>
    </div>
  );
};
