import { lineKey, lineRef, type CartLine, type LineRef, type StockProblem } from "@vitrina/core";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { lineName } from "./line-name.js";

/** Props of {@link StockWarning}. */
export interface StockWarningProps {
  readonly problem: StockProblem;
  /** The line's name (its product's, with the variant's options), for the button's accessible name. */
  readonly title: string;
  /** Sets the line's quantity (to the units left); the line is named by its product and variant. */
  readonly onQuantityChange: (line: LineRef, quantity: number) => void;
}

/**
 * Why a cart line cannot be bought as it is, and, when some units may still be bought (those left, or
 * one order's limit), a button that sets the line's quantity to exactly those.
 */
export const StockWarning = ({ problem, title, onQuantityChange }: StockWarningProps) => {
  const { LL } = useI18nContext();
  const { available } = problem;
  const text =
    problem.problem === "not_found"
      ? LL.cart.notFound()
      : problem.problem === "choose_variant"
        ? LL.cart.chooseVariant()
        : problem.problem === "max_per_order"
          ? available === undefined
            ? LL.validation.checkout.quantity.max_per_order()
            : LL.cart.maxPerOrder(available)
          : available === undefined
            ? LL.cart.outOfStock()
            : available === 0
              ? LL.cart.soldOut()
              : LL.cart.onlyLeft(available);
  return (
    <p className="field-error" role="alert">
      {text}
      {(problem.problem === "out_of_stock" || problem.problem === "max_per_order") && available !== undefined && available > 0 ? (
        <>
          {" "}
          <button type="button" className="btn btn--ghost btn--small" onClick={() => onQuantityChange(lineRef(problem), available)}>
            {LL.cart.setQuantity({ available })}
            <span className="visually-hidden">: {title}</span>
          </button>
        </>
      ) : null}
    </p>
  );
};

/** Props of {@link StockWarnings}. */
export interface StockWarningsProps {
  readonly problems: ReadonlyArray<StockProblem>;
  /** The cart's lines, for the products' names (and their variants'). */
  readonly lines: ReadonlyArray<CartLine>;
  readonly onQuantityChange: (line: LineRef, quantity: number) => void;
  readonly onRemove: (line: LineRef) => void;
}

/** The lines a checkout was refused for, each by name with its warning and a way to remove it. */
export const StockWarnings = ({ problems, lines, onQuantityChange, onRemove }: StockWarningsProps) => {
  const { LL } = useI18nContext();
  if (problems.length === 0) return null;
  return (
    <div className="alert" role="group" aria-labelledby="stock-problems">
      <p id="stock-problems">{LL.cart.stockProblems()}</p>
      <ul>
        {problems.map((problem) => {
          const line = lines.find((l) => lineKey(l) === lineKey(problem));
          const title = line ? lineName(line) : `#${lineKey(problem)}`;
          return (
            <li key={lineKey(problem)}>
              <strong>{title}</strong>
              <StockWarning problem={problem} title={title} onQuantityChange={onQuantityChange} />
              <button type="button" className="btn btn--ghost btn--small" onClick={() => onRemove(lineRef(problem))}>
                {LL.cart.remove()}
                <span className="visually-hidden">: {title}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
};
