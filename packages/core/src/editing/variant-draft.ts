import {
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_VARIANTS,
  type AdminProduct,
  type LocalizedText,
  type OptionInput,
  type VariantInput,
} from "../schemas/index.js";
import { slugFromTitle, slugSourceTitle } from "./slug.js";

// A product's options and variants as the product form edits them (decisions.md "Products with
// variants"): keys stay as saved; a new option's or value's key follows its name until it is saved.

/** A value of an option as the form edits it. */
export interface OptionValueDraft {
  /** Its stable key (`m`, `42`): a saved value's, or the one its label suggests while it is new. */
  readonly value: string;
  readonly label: LocalizedText;
  /** Saved with the product: its key no longer follows its label (variants and carts name it). */
  readonly saved: boolean;
}

/** An option as the form edits it. */
export interface OptionDraft {
  /** Its stable key (`size`): a saved option's, or the one its name suggests while it is new. */
  readonly key: string;
  readonly name: LocalizedText;
  readonly values: ReadonlyArray<OptionValueDraft>;
  readonly saved: boolean;
}

/** A row of the variant table: a combination and what it sells for, numbers as typed. */
export interface VariantDraft {
  /** The saved variant's id; null for a row not saved yet. */
  readonly id: number | null;
  /** Each option's key → one of its values' keys. */
  readonly options: Readonly<Record<string, string>>;
  readonly sku: string;
  readonly price: string;
  /** Empty for none. */
  readonly old_price: string;
  readonly stock: string;
  /** One of the product's pictures; null: the product's own. */
  readonly image_id: number | null;
  readonly active: boolean;
}

/** The fields of many rows set at once: each one given is written to every chosen row. */
export type VariantBulkEdit = Partial<Pick<VariantDraft, "price" | "old_price" | "stock">>;

/** The form's limits, core's: options per product, values per option, variants per product. */
export const VARIANT_LIMITS = { options: MAX_PRODUCT_OPTIONS, values: MAX_OPTION_VALUES, variants: MAX_PRODUCT_VARIANTS } as const;

/** A variant's combination as one comparable text, whatever the order of its keys. */
const combinationOf = (options: Readonly<Record<string, string>>): string =>
  JSON.stringify(Object.entries(options).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Whether a row names one existing value of every option and nothing else. */
const fits = (options: ReadonlyArray<OptionDraft>, row: VariantDraft): boolean =>
  Object.keys(row.options).length === options.length && options.every((o) => o.values.some((v) => v.value === row.options[o.key]));

/**
 * The options and the rows of a saved product. A variant left out by an edit while orders name it is
 * kept inactive by the server with values the options may no longer have: the form does not show it.
 * @example optionDraftsOf(product).variants.length // the product's variants of its current options
 */
export const optionDraftsOf = (p: Pick<AdminProduct, "options" | "variants">) => {
  const options: ReadonlyArray<OptionDraft> = p.options.map((o) => ({ ...o, saved: true, values: o.values.map((v) => ({ ...v, saved: true })) }));
  const variants: ReadonlyArray<VariantDraft> = p.variants
    .map((v) => ({
      id: v.id,
      options: v.options,
      sku: v.sku,
      price: String(v.price),
      old_price: v.old_price === null ? "" : String(v.old_price),
      stock: String(v.stock),
      image_id: v.image?.id ?? null,
      active: v.active,
    }))
    .filter((row) => fits(options, row));
  return { options, variants };
};

/** A key its text suggests, made unique among `taken` with a number after `joiner`. */
const uniqueKey = (text: LocalizedText, joiner: "_" | "-", taken: ReadonlyArray<string>, fallback: string): string => {
  const base = slugFromTitle(slugSourceTitle(text)).replaceAll("-", joiner).slice(0, 28) || fallback;
  let key = joiner === "_" && !/^[a-z]/.test(base) ? `o_${base}`.slice(0, 28) : base;
  for (let n = 2; taken.includes(key); n++) key = `${base}${joiner}${n}`;
  return key;
};

/** Rows with one option's key, or one of its values' keys, renamed. */
const renamed = (rows: ReadonlyArray<VariantDraft>, option: string, to: { readonly key?: string; readonly from?: string; readonly value?: string }) =>
  rows.map((row) => {
    if (row.options[option] === undefined) return row;
    const { [option]: value, ...others } = row.options;
    const nextValue = to.from !== undefined && value === to.from ? to.value! : value!;
    return { ...row, options: { ...others, [to.key ?? option]: nextValue } };
  });

/** The form's options and rows. */
export interface VariantsDraft {
  readonly options: ReadonlyArray<OptionDraft>;
  readonly variants: ReadonlyArray<VariantDraft>;
}

/**
 * An option renamed: a new option's key follows its name (its rows follow the key), a saved one's stays.
 * @example renameOption(draft, 0, { ro: "Mărime", en: "Size", ru: "", bg: "" }).options[0].key // "marime" for a new option
 */
export const renameOption = (draft: VariantsDraft, index: number, name: LocalizedText): VariantsDraft => {
  const option = draft.options[index]!;
  const key = option.saved
    ? option.key
    : uniqueKey(
        name,
        "_",
        draft.options.filter((_, i) => i !== index).map((o) => o.key),
        `option_${index + 1}`,
      );
  return {
    options: draft.options.map((o, i) => (i === index ? { ...o, key, name } : o)),
    variants: key === option.key ? draft.variants : renamed(draft.variants, option.key, { key }),
  };
};

/** A value relabelled: a new value's key follows its label (its rows follow the key), a saved one's stays. */
export const relabelValue = (draft: VariantsDraft, index: number, valueIndex: number, label: LocalizedText): VariantsDraft => {
  const option = draft.options[index]!;
  const old = option.values[valueIndex]!;
  const others = option.values.filter((_, j) => j !== valueIndex).map((v) => v.value);
  const value = old.saved ? old.value : uniqueKey(label, "-", others, String(valueIndex + 1));
  const values = option.values.map((v, j) => (j === valueIndex ? { ...v, value, label } : v));
  return {
    options: draft.options.map((o, i) => (i === index ? { ...o, values } : o)),
    variants: value === old.value ? draft.variants : renamed(draft.variants, option.key, { from: old.value, value }),
  };
};

const noText: LocalizedText = { ro: "", en: "", ru: "", bg: "" };

/** A new option at the end, unnamed, with no values yet (at most {@link MAX_PRODUCT_OPTIONS}). */
export const addOption = (draft: VariantsDraft): VariantsDraft =>
  draft.options.length >= MAX_PRODUCT_OPTIONS
    ? draft
    : {
        ...draft,
        options: [
          ...draft.options,
          {
            key: uniqueKey(
              noText,
              "_",
              draft.options.map((o) => o.key),
              `option_${draft.options.length + 1}`,
            ),
            name: noText,
            values: [],
            saved: false,
          },
        ],
      };

/** A new value at the end of an option, unlabelled (at most {@link MAX_OPTION_VALUES}). */
export const addValue = (draft: VariantsDraft, index: number): VariantsDraft => {
  const option = draft.options[index]!;
  if (option.values.length >= MAX_OPTION_VALUES) return draft;
  const value = uniqueKey(
    noText,
    "-",
    option.values.map((v) => v.value),
    String(option.values.length + 1),
  );
  const values = [...option.values, { value, label: noText, saved: false }];
  return { ...draft, options: draft.options.map((o, i) => (i === index ? { ...o, values } : o)) };
};

/**
 * The options changed (an option or value added, removed or moved): rows naming a removed value or
 * option go (the server keeps an ordered one, inactive), the others stay with their ids.
 */
export const withOptions = (draft: VariantsDraft, options: ReadonlyArray<OptionDraft>): VariantsDraft => ({
  options,
  variants: draft.variants.filter((row) =>
    Object.entries(row.options).every(([key, value]) => options.some((o) => o.key === key && o.values.some((v) => v.value === value))),
  ),
});

/** Every combination of the options' values, in the options' and values' order. */
const combinations = (options: ReadonlyArray<OptionDraft>): ReadonlyArray<Record<string, string>> =>
  options.reduce<ReadonlyArray<Record<string, string>>>(
    (partial, option) => partial.flatMap((c) => option.values.map((v) => ({ ...c, [option.key]: v.value }))),
    options.length === 0 ? [] : [{}],
  );

/**
 * One row per combination of the options' values, in their order: a combination already in the table
 * keeps its row (and id); a new one starts from the row it extends (an option added: `{size: m}` →
 * `{size: m, colour: red}`) or the product's SKU and price, with no stock. Rows that name too few
 * options go. At most {@link MAX_PRODUCT_VARIANTS} rows.
 * @example generateVariants({ options: [size(m, l)], variants: [] }, { sku: "TR", price: "99" }).variants.map((v) => v.sku) // ["TR-m", "TR-l"]
 */
export const generateVariants = (draft: VariantsDraft, product: { readonly sku: string; readonly price: string }): VariantsDraft => {
  const byCombination = new Map(draft.variants.map((row) => [combinationOf(row.options), row]));
  const rows = combinations(draft.options)
    .slice(0, MAX_PRODUCT_VARIANTS)
    .map((options): VariantDraft => {
      const kept = byCombination.get(combinationOf(options));
      if (kept) return kept;
      const base = draft.variants.find((row) => Object.entries(row.options).every(([k, v]) => options[k] === v));
      // A row extended by a new option keeps its SKU and adds the new option's value.
      const suffix = Object.entries(options)
        .filter(([key]) => base?.options[key] === undefined)
        .map(([, value]) => value)
        .join("-");
      return {
        id: null,
        options,
        sku: `${(base?.sku ?? product.sku).trim()}-${suffix}`.replace(/^-/, ""),
        price: base?.price ?? product.price,
        old_price: base?.old_price ?? "",
        stock: "0",
        image_id: base?.image_id ?? null,
        active: true,
      };
    });
  return { options: draft.options, variants: rows };
};

/**
 * Chosen rows (by index) with the given fields set.
 * @example setVariants(rows, [0, 2], { price: "120" }) // rows 0 and 2 priced 120, the others unchanged
 */
export const setVariants = (rows: ReadonlyArray<VariantDraft>, chosen: ReadonlyArray<number>, edit: VariantBulkEdit): ReadonlyArray<VariantDraft> =>
  rows.map((row, i) => (chosen.includes(i) ? { ...row, ...edit } : row));

/** A typed number (a decimal comma read as a point), or NaN so the schema reports it. */
export const numberOf = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text.replace(",", ".")));

/** The options and variants a form sends, numbers parsed; rows go in the table's order (errors name them by it). */
export const variantInputOf = (draft: VariantsDraft): { readonly options: ReadonlyArray<OptionInput>; readonly variants: ReadonlyArray<VariantInput> } => ({
  options: draft.options.map((o) => ({ key: o.key, name: o.name, values: o.values.map((v) => ({ value: v.value, label: v.label })) })),
  variants: draft.variants.map((row) => ({
    options: row.options,
    sku: row.sku,
    price: numberOf(row.price),
    old_price: row.old_price.trim() === "" ? null : numberOf(row.old_price),
    stock: numberOf(row.stock),
    image_id: row.image_id,
    active: row.active,
  })),
});

/**
 * What a product with variants says in its own price, old price and stock, as the server writes
 * them (migration 081): the lowest active variant's price and old price (the lowest variant's when
 * none is active) and the sum of the active variants' stock; undefined without variants.
 * @example variantMirror([{ ...v, price: 99, stock: 2, active: true }, { ...v, price: 120, stock: 3, active: true }]) // { price: 99, old_price: null, stock: 5 }
 */
export const variantMirror = (
  variants: ReadonlyArray<Pick<VariantInput, "price" | "old_price" | "stock" | "active">>,
): { readonly price: number; readonly old_price: number | null; readonly stock: number } | undefined => {
  const active = variants.filter((v) => v.active);
  const pool = active.length > 0 ? active : variants;
  const lowest = pool.reduce<(typeof variants)[number] | undefined>((low, v) => (low === undefined || v.price < low.price ? v : low), undefined);
  return lowest && { price: lowest.price, old_price: lowest.old_price, stock: active.reduce((sum, v) => sum + v.stock, 0) };
};
