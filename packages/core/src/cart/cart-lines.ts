import type { Availability, CartItem, CartLine, FieldErrors, LineRef, ProductCard } from "../schemas/index.js";
import { MAX_LINE_QUANTITY } from "../schemas/limits.js";
import { lineKey, lineRef } from "../schemas/line-key.js";

/** Product data that may come with a line so it shows before the next refresh. */
export type CartProduct = Partial<Omit<ProductCard, "id">>;

/**
 * A change of the cart's lines; the cart machine applies each one after its delay. A line is named by
 * its product `id` and, for a product with options, its `variant_id` ({@link lineKey}).
 */
export type CartChange =
  /**
   * Adds `quantity` units (1 when absent; a positive integer) of product `id` (its variant
   * `variant_id`): raises the quantity of its line, or adds a line. `product` fills in or updates
   * the line's product data (for a variant: the variant's price, stock and `variant` label, as
   * `variantCard` gives them).
   */
  | { readonly type: "cart.add"; readonly id: number; readonly variant_id?: number; readonly quantity?: number; readonly product?: CartProduct }
  /** Sets the quantity (an integer) of the line of `id` and `variant_id`; below 1 removes the line. */
  | { readonly type: "cart.setQuantity"; readonly id: number; readonly variant_id?: number; readonly quantity: number }
  /** Removes the line of `id` and `variant_id`. */
  | { readonly type: "cart.remove"; readonly id: number; readonly variant_id?: number }
  /** Empties the cart. */
  | { readonly type: "cart.clear" };

const isId = (n: number): boolean => Number.isInteger(n) && n >= 1;

/**
 * The most units one cart or order line of a product may hold: the product's `max_per_order` when its
 * data says (decisions.md "Orders"), and never more than {@link MAX_LINE_QUANTITY}.
 * @example lineLimit({ max_per_order: 20 }) // 20
 */
export const lineLimit = (product: { readonly max_per_order?: number | undefined }): number =>
  Math.min(MAX_LINE_QUANTITY, product.max_per_order ?? MAX_LINE_QUANTITY);

/**
 * The most units of a product a shopper may pick on its page: its stock, at most its
 * `max_per_order` ({@link lineLimit}), and 1 when it has none (the field still shows a quantity).
 * @example quantityLimit(30, 20) // 20
 */
export const quantityLimit = (stock: number, maxPerOrder?: number): number => Math.max(1, Math.min(stock, lineLimit({ max_per_order: maxPerOrder })));

/**
 * A quantity a shopper typed, brought within 1 and `max` (see {@link quantityLimit}): a fraction is
 * cut and anything that is no number reads 1.
 * @example clampQuantity(2.7, 5) // 2
 */
export const clampQuantity = (typed: number, max: number): number => Math.min(max, Math.max(1, Math.trunc(typed) || 1));

/** Whether a change names a line: a positive integer id, and a positive integer variant id when it has one. */
const isLine = (line: LineRef): boolean => isId(line.id) && (line.variant_id === undefined || isId(line.variant_id));

/**
 * Whether a change is well formed: a positive integer id (and variant id, when given), a positive
 * integer amount to add, an integer quantity to set. The cart ignores other changes.
 * @example isValidCartChange({ type: "cart.add", id: 3, quantity: 0 }) // false
 */
export const isValidCartChange = (change: CartChange): boolean => {
  switch (change.type) {
    case "cart.clear":
      return true;
    case "cart.remove":
      return isLine(change);
    case "cart.setQuantity":
      return isLine(change) && Number.isInteger(change.quantity);
    case "cart.add":
      return isLine(change) && (change.quantity === undefined || isId(change.quantity));
  }
};

/**
 * The lines after `change` (spec §4): quantities stay between 1 and the product's {@link lineLimit}
 * (its `max_per_order` once its data is known), line keys ({@link lineKey}: product and variant)
 * stay unique and lines keep their order. An invalid change (see {@link isValidCartChange}) or one
 * about a line that is not in the cart (other than adding it) leaves the lines as they are.
 * @example applyCartChange([{ id: 3, quantity: 1 }], { type: "cart.add", id: 3 }) // [{ id: 3, quantity: 2 }]
 * @example applyCartChange([{ id: 3, variant_id: 7, quantity: 1 }], { type: "cart.add", id: 3, variant_id: 8 }) // two lines
 */
export const applyCartChange = (lines: ReadonlyArray<CartLine>, change: CartChange): Array<CartLine> => {
  if (!isValidCartChange(change)) return [...lines];
  if (change.type === "cart.clear") return [];
  const key = lineKey(change);
  const isChanged = (line: CartLine) => lineKey(line) === key;
  switch (change.type) {
    case "cart.remove":
      return lines.filter((line) => !isChanged(line));
    case "cart.setQuantity":
      return change.quantity < 1
        ? lines.filter((line) => !isChanged(line))
        : lines.map((line) => (isChanged(line) ? { ...line, quantity: Math.min(change.quantity, lineLimit(line)) } : line));
    case "cart.add": {
      const amount = change.quantity ?? 1;
      const existing = lines.find(isChanged);
      // Spreading the product first keeps a stray `id`, `variant_id` or `quantity` in it from overriding the line's.
      if (!existing) return [...lines, { ...change.product, ...lineRef(change), quantity: Math.min(amount, lineLimit(change.product ?? {})) }];
      const product = { ...existing, ...change.product };
      return lines.map((line) => (line === existing ? { ...product, ...lineRef(line), quantity: Math.min(line.quantity + amount, lineLimit(product)) } : line));
    }
  }
};

/**
 * The {@link lineKey} of the cart line a `GET cart/products` card answers for: its id, and its
 * `variant`'s id when it has one.
 * @example productLineKey({ ...tshirt, variant: { id: 40, label: "Mărime: M" } }) // "12:40"
 */
export const productLineKey = (product: Pick<ProductCard, "id" | "variant">): string => lineKey({ id: product.id, variant_id: product.variant?.id });

/**
 * The lines after a `GET cart/products` for the `asked` lines: each line a returned product answers
 * for (by {@link lineKey}: a variant line by the product's `variant`) takes its current data (price,
 * old_price, currency, stock, variant...) and keeps its local quantity, lowered to the product's
 * `max_per_order` when it is above it ({@link lineLimit}); a line that was asked about but not
 * returned is dropped, as its product or variant is no longer sold; a line added since the
 * request is kept as it is.
 * @example mergeCartProducts([{ id: 3, quantity: 2 }, { id: 4, quantity: 1 }], [divan3], [{ id: 3 }, { id: 4 }]) // [{ ...divan3, quantity: 2 }]
 */
export const mergeCartProducts = (lines: ReadonlyArray<CartLine>, products: ReadonlyArray<ProductCard>, asked: ReadonlyArray<LineRef>): Array<CartLine> => {
  const byKey = new Map(products.map((product) => [productLineKey(product), product]));
  const askedKeys = new Set(asked.map(lineKey));
  return lines.flatMap((line) => {
    const product = byKey.get(lineKey(line));
    if (product) return [{ ...line, ...product, ...lineRef(line), quantity: Math.min(line.quantity, lineLimit(product)) }];
    return askedKeys.has(lineKey(line)) ? [] : [line];
  });
};

/**
 * The lines with the units available of each line's product or variant (`stock`, `in_stock`) from
 * a `GET cart/availability` answer, matched by {@link lineKey}; lines the answer does not mention are unchanged.
 * @example mergeAvailability([{ id: 3, quantity: 2 }], [{ id: 3, quantity: 2, stock: 1, in_stock: true }]) // [{ id: 3, quantity: 2, stock: 1, in_stock: true }]
 */
export const mergeAvailability = (lines: ReadonlyArray<CartLine>, availability: Availability): Array<CartLine> => {
  const byKey = new Map(availability.map((a) => [lineKey(a), a]));
  return lines.map((line) => {
    const a = byKey.get(lineKey(line));
    return a ? { ...line, stock: a.stock, in_stock: a.in_stock } : line;
  });
};

/**
 * Why a cart line cannot be bought as it is: too few in stock, more than one order may have of it, no
 * longer sold, or a product with options named without a variant (`choose_variant`: its options are
 * chosen on its page; such a line comes from a cart saved before the product had options).
 */
export type CartLineProblem = "out_of_stock" | "max_per_order" | "not_found" | "choose_variant";

/** A cart line that cannot be bought as it is, named by its product and variant (never by its position). */
export interface StockProblem {
  /** The product's id. */
  readonly id: number;
  /** The variant's id, for a line that has one: each variant has its own stock. */
  readonly variant_id?: number;
  readonly problem: CartLineProblem;
  /** Units the line may hold, when the answer said: those left (`out_of_stock`), or one order's limit (`max_per_order`). */
  readonly available?: number;
}

/**
 * The problems of each line, by {@link lineKey}, from the field errors of an availability check
 * (`items.{index}.id: not_found`, `items.{index}.variant_id: not_found`,
 * `items.{index}.variant_id: required`, `items.{index}.quantity: out_of_stock`) or of a checkout
 * (`products.{index}…`). `items` must be the lines as they were sent: the indexes of the answer are
 * theirs, not those of the cart as it is now. `stock` (units left by line key: `"3"`, `"12:40"`)
 * fills in `available`. A product or variant no longer sold wins over a variant to choose, which
 * wins over its quantity.
 * @example stockProblems([{ id: 3, quantity: 5 }], { "items.0.quantity": ["out_of_stock"] }, { 3: 2 }) // [{ id: 3, problem: "out_of_stock", available: 2 }]
 */
export const stockProblems = (items: ReadonlyArray<CartItem>, errors: FieldErrors, stock: Readonly<Record<string, number>> = {}): Array<StockProblem> => {
  const problems = new Map<string, CartLineProblem>();
  for (const [path, kinds] of Object.entries(errors)) {
    const match = /^(?:items|products)\.(\d+)\.(id|variant_id|quantity)$/.exec(path);
    const item = match ? items[Number(match[1])] : undefined;
    if (!item) continue;
    const key = lineKey(item);
    if (kinds.includes("not_found")) problems.set(key, "not_found");
    else if (match?.[2] === "variant_id" && kinds.includes("required") && problems.get(key) !== "not_found") problems.set(key, "choose_variant");
    else if (kinds.includes("out_of_stock") && !problems.has(key)) problems.set(key, "out_of_stock");
    else if (kinds.includes("max_per_order") && !problems.has(key)) problems.set(key, "max_per_order");
  }
  return items.flatMap((item) => {
    const problem = problems.get(lineKey(item));
    if (!problem) return [];
    const available = stock[lineKey(item)];
    const counted = problem === "out_of_stock" || problem === "max_per_order";
    return counted && typeof available === "number" ? [{ ...lineRef(item), problem, available }] : [{ ...lineRef(item), problem }];
  });
};

/**
 * The problems still true after the lines changed: a removed line's problem goes with it, and a
 * line whose quantity changed is no longer known to be short (the next check says).
 * @example problemsAfterChange([{ id: 3, problem: "out_of_stock" }], [{ id: 3, quantity: 5 }], [{ id: 3, quantity: 2 }]) // []
 */
export const problemsAfterChange = (
  problems: ReadonlyArray<StockProblem>,
  before: ReadonlyArray<CartItem>,
  after: ReadonlyArray<CartItem>,
): Array<StockProblem> => {
  const quantityOf = (lines: ReadonlyArray<CartItem>, key: string) => lines.find((line) => lineKey(line) === key)?.quantity;
  return problems.filter((problem) => {
    const key = lineKey(problem);
    return quantityOf(after, key) !== undefined && quantityOf(after, key) === quantityOf(before, key);
  });
};

/**
 * The problems with those the lines themselves show: a line holding more units than its product's
 * stock as last read (a refresh or an availability check) is short at once, `out_of_stock` with its
 * stock `available`, before a check or a checkout says so. A line already named keeps its problem.
 * @example withKnownStock([], [{ id: 3, quantity: 5, stock: 2 }]) // [{ id: 3, problem: "out_of_stock", available: 2 }]
 */
export const withKnownStock = (problems: ReadonlyArray<StockProblem>, lines: ReadonlyArray<CartLine>): Array<StockProblem> => {
  const named = new Set(problems.map(lineKey));
  const short = lines.flatMap(
    (line): Array<StockProblem> =>
      !named.has(lineKey(line)) && line.stock !== undefined && line.quantity > line.stock
        ? [{ ...lineRef(line), problem: "out_of_stock", available: line.stock }]
        : [],
  );
  return [...problems, ...short];
};
