import { VARIANT_LIMITS, addOption, addValue, moveItem, relabelValue, renameOption, withOptions, type FieldErrors, type VariantsDraft } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { LocalizedField, errorText, useNameIn } from "./parts.js";

/** Props of {@link ProductOptions}. */
export interface ProductOptionsProps {
  readonly value: VariantsDraft;
  /** Field errors by payload path (`options.0.name.ro`, `options.1.values.2.value`). */
  readonly errors: FieldErrors;
  readonly onChange: (value: VariantsDraft) => void;
}

/** An error of the options or variants under the thing it names, worded by the variants' own messages first. */
export const VariantError = ({ errors, path, id }: { readonly errors: FieldErrors; readonly path: string; readonly id?: string }) => {
  const { LL } = useI18nContext();
  const text = errorText(LL, errors[path], path, "variants");
  return text ? (
    <p className="field-error" {...(id ? { id } : {})}>
      {text}
    </p>
  ) : null;
};

/**
 * A product's options (size, colour…), up to core's limit: each named in four languages with its
 * values, each value labelled in four languages; values are moved and removed, and removing one
 * removes the variant rows that name it.
 */
export const ProductOptions = ({ value, errors, onChange }: ProductOptionsProps) => {
  const { LL } = useI18nContext();
  const V = LL.dashboard.variantEditor;
  const C = LL.dashboard.common;
  const nameIn = useNameIn();
  const setValues = (i: number, values: VariantsDraft["options"][number]["values"]) =>
    onChange(
      withOptions(
        value,
        value.options.map((o, k) => (k === i ? { ...o, values } : o)),
      ),
    );
  return (
    <fieldset className="product-options">
      <legend>{LL.dashboard.products.fields.options()}</legend>
      <p className="field-hint">{V.optionsHint({ max: VARIANT_LIMITS.options })}</p>
      <VariantError errors={errors} path="options" />
      {value.options.map((option, i) => {
        const optionName = nameIn(option.name) || V.option({ position: i + 1 });
        return (
          <section key={i} className="attribute" aria-label={optionName}>
            <LocalizedField
              label={V.optionName()}
              path={`options.${i}.name`}
              form="variants"
              value={option.name}
              errors={errors}
              onChange={(name) => onChange(renameOption(value, i, name))}
            />
            <VariantError errors={errors} path={`options.${i}.key`} />
            <fieldset className="option-values">
              <legend>
                {V.values()}: {optionName}
              </legend>
              {option.values.map((v, j) => {
                const valueName = nameIn(v.label) || V.valueLabel({ position: j + 1 });
                return (
                  <div key={j} className="option-value">
                    <LocalizedField
                      label={V.valueLabel({ position: j + 1 })}
                      path={`options.${i}.values.${j}.label`}
                      form="variants"
                      value={v.label}
                      errors={errors}
                      onChange={(label) => onChange(relabelValue(value, i, j, label))}
                    />
                    <VariantError errors={errors} path={`options.${i}.values.${j}.value`} />
                    <div className="actions">
                      <button
                        aria-label={`${C.moveUp()}: ${valueName}`}
                        type="button"
                        className="btn btn--ghost btn--small"
                        disabled={j === 0}
                        onClick={() => setValues(i, moveItem(option.values, j, j - 1))}
                      >
                        {C.moveUp()}
                      </button>
                      <button
                        aria-label={`${C.moveDown()}: ${valueName}`}
                        type="button"
                        className="btn btn--ghost btn--small"
                        disabled={j === option.values.length - 1}
                        onClick={() => setValues(i, moveItem(option.values, j, j + 1))}
                      >
                        {C.moveDown()}
                      </button>
                      <button
                        aria-label={`${V.removeValue()}: ${valueName}`}
                        type="button"
                        className="btn btn--ghost btn--small"
                        onClick={() =>
                          setValues(
                            i,
                            option.values.filter((_, k) => k !== j),
                          )
                        }
                      >
                        {V.removeValue()}
                      </button>
                    </div>
                  </div>
                );
              })}
              <VariantError errors={errors} path={`options.${i}.values`} />
              <button
                aria-label={`${V.addValue()}: ${optionName}`}
                type="button"
                className="btn btn--ghost btn--small"
                disabled={option.values.length >= VARIANT_LIMITS.values}
                onClick={() => onChange(addValue(value, i))}
              >
                {V.addValue()}
              </button>
            </fieldset>
            <button
              aria-label={`${V.removeOption()}: ${optionName}`}
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() =>
                onChange(
                  withOptions(
                    value,
                    value.options.filter((_, k) => k !== i),
                  ),
                )
              }
            >
              {V.removeOption()}
            </button>
          </section>
        );
      })}
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={value.options.length >= VARIANT_LIMITS.options}
        onClick={() => onChange(addOption(value))}
      >
        {V.addOption()}
      </button>
    </fieldset>
  );
};
