import { useEffect, useId, useState } from "react";
import {
  VARIANT_LIMITS,
  generateVariants,
  setVariants,
  type FieldErrors,
  type UploadedImage,
  type VariantBulkEdit,
  type VariantDraft,
  type VariantsDraft,
} from "@vitrina/core";
import { useI18nContext } from "../i18n/i18n-react.js";
import { errorText, useNameIn } from "./parts.js";
import { VariantError } from "./ProductOptions.js";

/** Props of {@link VariantTable}. */
export interface VariantTableProps {
  readonly value: VariantsDraft;
  /** The product's SKU and price as typed: a new combination's row starts from them. */
  readonly product: { readonly sku: string; readonly price: string };
  /** The product's pictures: a variant shows one of them, or the product's own. */
  readonly images: ReadonlyArray<UploadedImage>;
  /** Field errors by payload path (`variants.3.sku`, `variants.0.options`). */
  readonly errors: FieldErrors;
  readonly onChange: (value: VariantsDraft) => void;
}

/** A cell's input with its error under it; its name says the column and the row. */
const Cell = ({
  label,
  path,
  errors,
  value,
  inputMode,
  onChange,
}: {
  readonly label: string;
  readonly path: string;
  readonly errors: FieldErrors;
  readonly value: string;
  readonly inputMode: "decimal" | "numeric" | "text";
  readonly onChange: (value: string) => void;
}) => {
  const { LL } = useI18nContext();
  const id = useId();
  const error = errorText(LL, errors[path], path, "variants");
  return (
    <td>
      <input
        aria-label={label}
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        {...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {})}
      />
      <VariantError errors={errors} path={path} id={`${id}-error`} />
    </td>
  );
};

const blankBulk = { price: "", old_price: "", stock: "" };

/**
 * The variant table: "Generate combinations" adds a row for each combination of the options' values
 * not yet there (core's rule); each row has its SKU, price, old price, stock, picture and whether it is
 * sold; rows chosen with their boxes get a price, old price or stock at once. The table scrolls
 * sideways in its own box on a phone. A 422's field errors show in their row's cell.
 */
export const VariantTable = ({ value, product, images, errors, onChange }: VariantTableProps) => {
  const { LL } = useI18nContext();
  const V = LL.dashboard.variantEditor;
  const K = V.columns;
  const nameIn = useNameIn();
  const [chosen, setChosen] = useState<ReadonlyArray<number>>([]);
  const [bulk, setBulk] = useState(blankBulk);
  const rows = value.variants;
  // Rows come and go with the options: a choice of rows by place would name others.
  useEffect(() => setChosen([]), [rows.length, value.options]);
  const rowName = (row: VariantDraft) =>
    value.options.map((o) => nameIn(o.values.find((v) => v.value === row.options[o.key])?.label ?? { ro: "", en: "", ru: "", bg: "" })).join(" / ");
  const combinations = value.options.reduce((n, o) => n * o.values.length, 1);
  const edit = (i: number, change: Partial<VariantDraft>) => onChange({ ...value, variants: setVariants(rows, [i], change) });
  const bulkEdit: VariantBulkEdit = Object.fromEntries(Object.entries(bulk).filter(([, v]) => v.trim() !== ""));
  return (
    <fieldset className="variant-editor">
      <legend>{LL.dashboard.products.fields.variants()}</legend>
      <p className="field-hint">{V.generateHint()}</p>
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={value.options.length === 0}
        onClick={() => onChange(generateVariants(value, product))}
      >
        {V.generate()}
      </button>
      {value.options.length > 0 && combinations > VARIANT_LIMITS.variants ? <p className="field-hint">{V.tooMany({ max: VARIANT_LIMITS.variants })}</p> : null}
      <VariantError errors={errors} path="variants" />
      {rows.length === 0 ? (
        <p className="field-hint">{V.noVariants()}</p>
      ) : (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard to scroll it */}
          <div className="variant-table" role="region" aria-label={LL.dashboard.products.fields.variants()} tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label={V.chooseAll()}
                      checked={chosen.length === rows.length}
                      onChange={(e) => setChosen(e.currentTarget.checked ? rows.map((_, i) => i) : [])}
                    />
                  </th>
                  <th scope="col">{K.variant()}</th>
                  <th scope="col">{K.sku()}</th>
                  <th scope="col">{K.price()}</th>
                  <th scope="col">{K.oldPrice()}</th>
                  <th scope="col">{K.stock()}</th>
                  <th scope="col">{K.image()}</th>
                  <th scope="col">{K.active()}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => {
                  const name = rowName(row);
                  const at = `variants.${i}`;
                  const comboError = Object.keys(errors).find((p) => p === `${at}.options` || p.startsWith(`${at}.options.`));
                  return (
                    <tr key={row.id ?? JSON.stringify(row.options)}>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={V.chooseRow({ name })}
                          checked={chosen.includes(i)}
                          onChange={(e) => setChosen(e.currentTarget.checked ? [...chosen, i] : chosen.filter((k) => k !== i))}
                        />
                      </td>
                      <th scope="row">
                        {name}
                        {comboError ? <VariantError errors={{ [`${at}.options`]: errors[comboError]! }} path={`${at}.options`} /> : null}
                      </th>
                      <Cell
                        label={`${K.sku()}: ${name}`}
                        path={`${at}.sku`}
                        errors={errors}
                        value={row.sku}
                        inputMode="text"
                        onChange={(sku) => edit(i, { sku })}
                      />
                      <Cell
                        label={`${K.price()}: ${name}`}
                        path={`${at}.price`}
                        errors={errors}
                        value={row.price}
                        inputMode="decimal"
                        onChange={(price) => edit(i, { price })}
                      />
                      <Cell
                        label={`${K.oldPrice()}: ${name}`}
                        path={`${at}.old_price`}
                        errors={errors}
                        value={row.old_price}
                        inputMode="decimal"
                        onChange={(old_price) => edit(i, { old_price })}
                      />
                      <Cell
                        label={`${K.stock()}: ${name}`}
                        path={`${at}.stock`}
                        errors={errors}
                        value={row.stock}
                        inputMode="numeric"
                        onChange={(stock) => edit(i, { stock })}
                      />
                      <td>
                        <select
                          aria-label={`${K.image()}: ${name}`}
                          value={row.image_id ?? ""}
                          onChange={(e) => edit(i, { image_id: e.currentTarget.value === "" ? null : Number(e.currentTarget.value) })}
                        >
                          <option value="">{V.productImage()}</option>
                          {images.map((image, k) => (
                            <option key={image.id} value={image.id}>
                              {V.imageNumber({ position: k + 1 })}
                            </option>
                          ))}
                        </select>
                        <VariantError errors={errors} path={`${at}.image_id`} />
                      </td>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`${K.active()}: ${name}`}
                          checked={row.active}
                          onChange={(e) => edit(i, { active: e.currentTarget.checked })}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {chosen.length > 0 ? (
            <fieldset className="variant-bulk">
              <legend>
                {V.bulk()} — {V.chosen({ count: chosen.length })}
              </legend>
              <p className="field-hint">{V.bulkHint()}</p>
              {(
                [
                  ["price", K.price(), "decimal"],
                  ["old_price", K.oldPrice(), "decimal"],
                  ["stock", K.stock(), "numeric"],
                ] as const
              ).map(([field, label, mode]) => (
                <label key={field} className="field">
                  {label}
                  <input inputMode={mode} value={bulk[field]} onChange={(e) => setBulk({ ...bulk, [field]: e.currentTarget.value })} />
                </label>
              ))}
              <button
                type="button"
                className="btn btn--small"
                disabled={Object.keys(bulkEdit).length === 0}
                onClick={() => {
                  onChange({ ...value, variants: setVariants(rows, chosen, bulkEdit) });
                  setBulk(blankBulk);
                }}
              >
                {V.apply()}
              </button>
            </fieldset>
          ) : null}
        </>
      )}
    </fieldset>
  );
};
