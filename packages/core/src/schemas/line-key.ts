/**
 * What names a cart line: its product and, for a product with options, its variant. Two variants of
 * one product are two lines; a product without options has one line and no `variant_id`.
 */
export interface LineRef {
  /** The product's id. */
  readonly id: number;
  /** The variant's id; absent (or undefined) for a product without options. */
  readonly variant_id?: number | undefined;
}

/**
 * A cart line's key, the one way every layer tells lines apart: the product id, then `:` and the
 * variant's id when the line has one. It is also how `GET cart/products` is asked for a line (`ids[]=12:40`).
 * @example lineKey({ id: 12 }) // "12"
 * @example lineKey({ id: 12, variant_id: 40, quantity: 2 }) // "12:40"
 */
export const lineKey = (line: LineRef): string => (line.variant_id === undefined ? String(line.id) : `${line.id}:${line.variant_id}`);

/**
 * A line's product and variant alone, without its quantity or product data; `variant_id` is left
 * out rather than undefined, so JSON and query strings carry only what names the line.
 * @example lineRef({ id: 12, variant_id: 40, quantity: 2, title: "Tricou" }) // { id: 12, variant_id: 40 }
 */
export const lineRef = (line: LineRef): LineRef => (line.variant_id === undefined ? { id: line.id } : { id: line.id, variant_id: line.variant_id });

/**
 * The line a key names ({@link lineKey}'s inverse): undefined unless it is a positive id of up to 9
 * digits, optionally followed by `:` and a positive variant id of up to 9 digits.
 * @example lineOfKey("12:40") // { id: 12, variant_id: 40 }
 * @example lineOfKey("12:") // undefined
 */
export const lineOfKey = (key: string): LineRef | undefined => {
  const match = /^(\d{1,9})(?::(\d{1,9}))?$/.exec(key);
  if (!match) return undefined;
  const id = Number(match[1]);
  const variant = match[2] === undefined ? undefined : Number(match[2]);
  if (id < 1 || (variant !== undefined && variant < 1)) return undefined;
  return variant === undefined ? { id } : { id, variant_id: variant };
};
