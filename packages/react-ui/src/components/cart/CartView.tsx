import { lineKey, lineLimit, lineRef, lineTotal, type CartLine, type LineRef, type StockProblem, type Totals } from "@vitrina/core";
import { Link } from "../Link.js";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { formatPrice } from "../../format.js";
import { Price } from "../Price.js";
import { QuantityInput } from "../QuantityInput.js";
import { StockWarning } from "./StockWarning.js";
import { lineHref, lineName, lineTitle } from "./line-name.js";

/** Props of {@link CartView}. */
export interface CartViewProps {
  readonly lines: ReadonlyArray<CartLine>;
  readonly totals: Totals;
  /** Changes are waiting to apply. */
  readonly updating: boolean;
  /** Lines the last availability check found short or gone, by line (product and variant). */
  readonly problems: ReadonlyArray<StockProblem>;
  /** Sets the quantity of the line (its product and variant, `lineRef`). */
  readonly onQuantityChange: (line: LineRef, quantity: number) => void;
  /** Removes the line (its product and variant, `lineRef`). */
  readonly onRemove: (line: LineRef) => void;
}

/**
 * The totals of a cart or an order: subtotal, discount, the discount code's, delivery and total. `deliveryAtCheckout`: no
 * delivery is chosen yet (the cart), so its line says it is chosen at checkout instead of a price.
 */
export const TotalsList = ({ totals, deliveryAtCheckout = false }: { readonly totals: Totals; readonly deliveryAtCheckout?: boolean }) => {
  const { LL, locale } = useI18nContext();
  return (
    <dl className="totals">
      <div>
        <dt>{LL.cart.subtotal()}</dt>
        <dd>{formatPrice(totals.subtotal, locale)}</dd>
      </div>
      {totals.discount > 0 ? (
        <div>
          <dt>{LL.cart.discount()}</dt>
          <dd>−{formatPrice(totals.discount, locale)}</dd>
        </div>
      ) : null}
      {totals.code_discount > 0 ? (
        <div>
          <dt>{LL.cart.codeDiscount()}</dt>
          <dd>−{formatPrice(totals.code_discount, locale)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{LL.cart.delivery()}</dt>
        <dd>{deliveryAtCheckout ? LL.cart.deliveryAtCheckout() : totals.delivery > 0 ? formatPrice(totals.delivery, locale) : LL.cart.free()}</dd>
      </div>
      <div className="totals__total">
        <dt>{LL.cart.total()}</dt>
        <dd>{formatPrice(totals.total, locale)}</dd>
      </div>
    </dl>
  );
};

/** The cart page: lines (a variant's with its options under the title) with quantity and remove, the order summary and the way to checkout. */
export const CartView = ({ lines, totals, updating, problems, onQuantityChange, onRemove }: CartViewProps) => {
  const { LL, locale } = useI18nContext();
  if (lines.length === 0) {
    return (
      <div className="container cart">
        <h1>{LL.cart.title()}</h1>
        <p>{LL.cart.empty()}</p>
        <Link href="/" className="btn">
          {LL.cart.continueShopping()}
        </Link>
      </div>
    );
  }
  return (
    <div className="container cart">
      <h1>{LL.cart.title()}</h1>
      <div className="cart__body">
        <ul className="cart__lines" aria-busy={updating || undefined}>
          {lines.map((line) => {
            const title = lineTitle(line);
            const name = lineName(line);
            const problem = problems.find((p) => lineKey(p) === lineKey(line));
            return (
              <li key={lineKey(line)} className="cart-line">
                {line.image ? <img src={line.image.url} width={80} height={80} alt="" loading="lazy" /> : <span className="cart-line__no-image" />}
                <div className="cart-line__info">
                  {line.slug ? <Link href={lineHref({ ...line, slug: line.slug })}>{title}</Link> : <span>{title}</span>}
                  {line.variant ? <span className="line-variant">{line.variant.label}</span> : null}
                  {line.price !== undefined ? <Price price={line.price} oldPrice={line.old_price ?? null} locale={locale} /> : null}
                  {problem ? <StockWarning problem={problem} title={name} onQuantityChange={onQuantityChange} /> : null}
                </div>
                <label className="cart-line__quantity">
                  <span className="visually-hidden">{LL.cart.quantityOf({ title: name })}</span>
                  <QuantityInput min={0} max={lineLimit(line)} value={line.quantity} onQuantity={(quantity) => onQuantityChange(lineRef(line), quantity)} />
                </label>
                <span className="cart-line__total">{line.price !== undefined ? formatPrice(lineTotal(line), locale) : ""}</span>
                <button type="button" className="btn btn--ghost btn--small" onClick={() => onRemove(lineRef(line))}>
                  {LL.cart.remove()}
                  <span className="visually-hidden">: {name}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <aside className="cart__summary" aria-labelledby="cart-summary">
          <h2 id="cart-summary">{LL.cart.summary()}</h2>
          <TotalsList totals={totals} deliveryAtCheckout />
          <p role="status" className="muted">
            {updating ? LL.cart.updating() : ""}
          </p>
          <Link href="/checkout/" className="btn btn--wide">
            {LL.cart.checkout()}
          </Link>
        </aside>
      </div>
    </div>
  );
};
