import type { AdminAttribute, AttributeDraft, FieldErrors } from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { Field, LocalizedField, emptyText } from "./parts.js";

/** Props of {@link ProductAttributes}. */
export interface ProductAttributesProps {
  readonly attributes: ReadonlyArray<AttributeDraft>;
  /** The attribute dictionary: the keys a product may use, with their names, units and kinds. */
  readonly dictionary: ReadonlyArray<AdminAttribute>;
  /** Field errors by payload path (`attributes.0.key`, `attributes.1.value`). */
  readonly errors: FieldErrors;
  readonly onChange: (attributes: ReadonlyArray<AttributeDraft>) => void;
}

/**
 * A product's attributes: each a key chosen from the attribute dictionary (named in the dashboard's
 * language) and its value, a text in four languages or a number in the attribute's unit.
 */
export const ProductAttributes = ({ attributes, dictionary, errors, onChange }: ProductAttributesProps) => {
  const { LL, locale } = useI18nContext();
  const T = LL.dashboard.products.fields;
  const named = (entry: AdminAttribute) => entry.name[locale] || entry.name.ro;
  const replace = (i: number, attribute: AttributeDraft) => onChange(attributes.map((x, j) => (j === i ? attribute : x)));
  return (
    <fieldset>
      <legend>{T.attributes()}</legend>
      {dictionary.length === 0 ? <p className="field-hint">{T.noAttributes()}</p> : null}
      {attributes.map((attribute, i) => {
        const entry = dictionary.find((d) => d.key === attribute.key);
        const unit = entry?.unit ? entry.unit[locale] || entry.unit.ro : "";
        return (
          <div key={i} className="attribute">
            <Field label={T.attributeKey()} path={`attributes.${i}.key`} errors={errors}>
              {(a) => (
                <select
                  {...a}
                  value={attribute.key}
                  onChange={(e) => {
                    const key = e.currentTarget.value;
                    const kind = dictionary.find((d) => d.key === key)?.kind;
                    // A value of the other kind cannot be kept: a number is typed again, a text written again.
                    const value = kind === (typeof attribute.value === "string" ? "number" : "text") ? attribute.value : kind === "number" ? "" : emptyText();
                    replace(i, { key, value });
                  }}
                >
                  <option value="">{T.chooseAttribute()}</option>
                  {dictionary.map((d) => (
                    <option key={d.key} value={d.key}>
                      {named(d)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {typeof attribute.value === "string" ? (
              <Field label={unit ? T.attributeNumber({ unit }) : T.attributeValue()} path={`attributes.${i}.value`} errors={errors}>
                {(a) => (
                  <input
                    {...a}
                    inputMode="decimal"
                    value={attribute.value as string}
                    onChange={(e) => replace(i, { ...attribute, value: e.currentTarget.value })}
                  />
                )}
              </Field>
            ) : (
              <LocalizedField
                label={T.attributeValue()}
                path={`attributes.${i}.value`}
                value={attribute.value}
                errors={errors}
                onChange={(value) => replace(i, { ...attribute, value })}
              />
            )}
            <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange(attributes.filter((_, j) => j !== i))}>
              {LL.dashboard.common.remove()}
              <span className="visually-hidden">: {entry ? named(entry) : T.attributeKey()}</span>
            </button>
          </div>
        );
      })}
      <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange([...attributes, { key: "", value: emptyText() }])}>
        {T.addAttribute()}
      </button>
    </fieldset>
  );
};
