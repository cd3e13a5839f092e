import type { OrderLine } from "@vitrina/core";
import { Link } from "../Link.js";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { formatPrice } from "../../format.js";

/** Props of {@link OrderLines}. */
export interface OrderLinesProps {
  readonly lines: ReadonlyArray<OrderLine>;
  /** Staff see each line's SKU instead of a link to the product page. */
  readonly forStaff?: boolean;
}

/** The lines of an order: product (and the variant sold, its link opening the page on it), unit price, quantity and line total. */
export const OrderLines = ({ lines, forStaff = false }: OrderLinesProps) => {
  const { LL, locale } = useI18nContext();
  return (
    <table className={forStaff ? "table" : "order__lines"}>
      <thead>
        <tr>
          <th scope="col">{LL.cart.product()}</th>
          {forStaff ? <th scope="col">{LL.dashboard.products.columns.sku()}</th> : null}
          <th scope="col">{LL.cart.unitPrice()}</th>
          <th scope="col">{LL.cart.quantity()}</th>
          <th scope="col">{LL.cart.lineTotal()}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.variant_id === undefined ? line.product_id : `${line.product_id}:${line.variant_id}`}>
            <td>
              {forStaff ? (
                line.title
              ) : (
                <Link href={`/product/${line.slug}/${line.variant_id === undefined ? "" : `?variant=${line.variant_id}`}`}>{line.title}</Link>
              )}
              {/* The variant sold, as the order's language named it ("Mărime: M"). */}
              {line.variant ? <span className="line-variant">{line.variant}</span> : null}
            </td>
            {forStaff ? <td>{line.sku}</td> : null}
            {/* data-label: a phone shows each figure under its column's name (the row is stacked). */}
            <td data-label={LL.cart.unitPrice()}>{formatPrice(line.price, locale)}</td>
            <td data-label={LL.cart.quantity()}>{line.quantity}</td>
            <td data-label={LL.cart.lineTotal()}>{formatPrice(line.total, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};
