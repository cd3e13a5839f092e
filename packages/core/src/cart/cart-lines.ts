import type { Availability, CartItem, CartLine, FieldErrors, ProductCard } from "../schemas/index.js";
import { MAX_LINE_QUANTITY } from "../schemas/limits.js";

/** Product data that may come with a line so it shows before the next refresh. */
export type CartProduct = Partial<Omit<ProductCard, "id">>;

/** A change of the cart's lines; the cart machine applies each one after its delay. */
export type CartChange =
  /**
   * Adds `quantity` units (1 when absent; a positive integer) of product `id`: raises the quantity of
   * its line, or adds a line. `product` fills in or updates the line's product data.
   */
  | { readonly type: "cart.add"; readonly id: number; readonly quantity?: number; readonly product?: CartProduct }
  /** Sets the quantity (an integer) of the line of `id`; below 1 removes the line. */
  | { readonly type: "cart.setQuantity"; readonly id: number; readonly quantity: number }
  /** Removes the line of `id`. */
  | { readonly type: "cart.remove"; readonly id: number }
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

/**
 * Whether a change is well formed: a positive integer id, a positive integer amount to add, an
 * integer quantity to set. The cart ignores other changes.
 * @example isValidCartChange({ type: "cart.add", id: 3, quantity: 0 }) // false
 */
export const isValidCartChange = (change: CartChange): boolean => {
  switch (change.type) {
    case "cart.clear":
      return true;
    case "cart.remove":
      return isId(change.id);
    case "cart.setQuantity":
      return isId(change.id) && Number.isInteger(change.quantity);
    case "cart.add":
      return isId(change.id) && (change.quantity === undefined || isId(change.quantity));
  }
};

/**
 * The lines after `change` (spec §4): quantities stay between 1 and the product's {@link lineLimit}
 * (its `max_per_order` once its data is known), ids stay unique and lines keep their order. An invalid change (see {@link isValidCartChange}) or one
 * about a product that is not in the cart (other than adding it) leaves the lines as they are.
 * @example applyCartChange([{ id: 3, quantity: 1 }], { type: "cart.add", id: 3 }) // [{ id: 3, quantity: 2 }]
 */
export const applyCartChange = (lines: ReadonlyArray<CartLine>, change: CartChange): Array<CartLine> => {
  if (!isValidCartChange(change)) return [...lines];
  switch (change.type) {
    case "cart.clear":
      return [];
    case "cart.remove":
      return lines.filter((line) => line.id !== change.id);
    case "cart.setQuantity":
      return change.quantity < 1
        ? lines.filter((line) => line.id !== change.id)
        : lines.map((line) => (line.id === change.id ? { ...line, quantity: Math.min(change.quantity, lineLimit(line)) } : line));
    case "cart.add": {
      const amount = change.quantity ?? 1;
      const existing = lines.find((line) => line.id === change.id);
      // Spreading the product first keeps a stray `id` or `quantity` in it from overriding the line's.
      if (!existing) return [...lines, { ...change.product, id: change.id, quantity: Math.min(amount, lineLimit(change.product ?? {})) }];
      const product = { ...existing, ...change.product };
      return lines.map((line) => (line === existing ? { ...product, id: line.id, quantity: Math.min(line.quantity + amount, lineLimit(product)) } : line));
    }
  }
};

/**
 * The lines after a `GET cart/products` for `askedIds`: each line of a returned product takes its
 * current data (price, old_price, currency, stock...) and keeps its local quantity, lowered to the
 * product's `max_per_order` when it is above it ({@link lineLimit}); a line that was
 * asked about but not returned is dropped, as its product no longer exists; a line added since the
 * request is kept as it is.
 * @example mergeCartProducts([{ id: 3, quantity: 2 }, { id: 4, quantity: 1 }], [divan3], [3, 4]) // [{ ...divan3, quantity: 2 }]
 */
export const mergeCartProducts = (lines: ReadonlyArray<CartLine>, products: ReadonlyArray<ProductCard>, askedIds: ReadonlyArray<number>): Array<CartLine> => {
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.flatMap((line) => {
    const product = byId.get(line.id);
    if (product) return [{ ...line, ...product, id: line.id, quantity: Math.min(line.quantity, lineLimit(product)) }];
    return askedIds.includes(line.id) ? [] : [line];
  });
};

/**
 * The lines with the units available of each product (`stock`, `in_stock`) from a
 * `GET cart/availability` answer; lines the answer does not mention are unchanged.
 * @example mergeAvailability([{ id: 3, quantity: 2 }], [{ id: 3, quantity: 2, stock: 1, in_stock: true }]) // [{ id: 3, quantity: 2, stock: 1, in_stock: true }]
 */
export const mergeAvailability = (lines: ReadonlyArray<CartLine>, availability: Availability): Array<CartLine> => {
  const byId = new Map(availability.map((a) => [a.id, a]));
  return lines.map((line) => {
    const a = byId.get(line.id);
    return a ? { ...line, stock: a.stock, in_stock: a.in_stock } : line;
  });
};

/** Why a cart line cannot be bought as it is: too few in stock, more than one order may have of it, or no longer sold. */
export type CartLineProblem = "out_of_stock" | "max_per_order" | "not_found";

/** A cart line that cannot be bought as it is, named by its product (never by its position). */
export interface StockProblem {
  /** The product's id. */
  readonly id: number;
  readonly problem: CartLineProblem;
  /** Units the line may hold, when the answer said: those left (`out_of_stock`), or one order's limit (`max_per_order`). */
  readonly available?: number;
}

/**
 * The problems of each line, by product id, from the field errors of an availability check
 * (`items.{index}.id: not_found`, `items.{index}.quantity: out_of_stock`) or of a checkout
 * (`products.{index}…`). `items` must be the lines as they were sent: the indexes of the answer
 * are theirs, not those of the cart as it is now. `stock` (units left by product id) fills in
 * `available`. A product no longer sold wins over its quantity.
 * @example stockProblems([{ id: 3, quantity: 5 }], { "items.0.quantity": ["out_of_stock"] }, { 3: 2 }) // [{ id: 3, problem: "out_of_stock", available: 2 }]
 */
export const stockProblems = (items: ReadonlyArray<CartItem>, errors: FieldErrors, stock: Readonly<Record<string, number>> = {}): Array<StockProblem> => {
  const problems = new Map<number, CartLineProblem>();
  for (const [path, kinds] of Object.entries(errors)) {
    const match = /^(?:items|products)\.(\d+)\.(id|quantity)$/.exec(path);
    const item = match ? items[Number(match[1])] : undefined;
    if (!item) continue;
    if (kinds.includes("not_found")) problems.set(item.id, "not_found");
    else if (kinds.includes("out_of_stock") && !problems.has(item.id)) problems.set(item.id, "out_of_stock");
    else if (kinds.includes("max_per_order") && !problems.has(item.id)) problems.set(item.id, "max_per_order");
  }
  return items.flatMap(({ id }) => {
    const problem = problems.get(id);
    if (!problem) return [];
    const available = stock[String(id)];
    return problem !== "not_found" && typeof available === "number" ? [{ id, problem, available }] : [{ id, problem }];
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
  const quantityOf = (lines: ReadonlyArray<CartItem>, id: number) => lines.find((line) => line.id === id)?.quantity;
  return problems.filter(({ id }) => quantityOf(after, id) !== undefined && quantityOf(after, id) === quantityOf(before, id));
};

/**
 * The problems with those the lines themselves show: a line holding more units than its product's
 * stock as last read (a refresh or an availability check) is short at once, `out_of_stock` with its
 * stock `available`, before a check or a checkout says so. A line already named keeps its problem.
 * @example withKnownStock([], [{ id: 3, quantity: 5, stock: 2 }]) // [{ id: 3, problem: "out_of_stock", available: 2 }]
 */
export const withKnownStock = (problems: ReadonlyArray<StockProblem>, lines: ReadonlyArray<CartLine>): Array<StockProblem> => {
  const named = new Set(problems.map((problem) => problem.id));
  const short = lines.flatMap(
    (line): Array<StockProblem> =>
      !named.has(line.id) && line.stock !== undefined && line.quantity > line.stock ? [{ id: line.id, problem: "out_of_stock", available: line.stock }] : [],
  );
  return [...problems, ...short];
};
