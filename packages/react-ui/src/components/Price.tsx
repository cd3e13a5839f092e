import type { Locale } from "@vitrina/core";
import { formatPrice } from "../format.js";
import { useI18nContext } from "../i18n/i18n-react.js";

/** Props of {@link Price}. */
export interface PriceProps {
  readonly price: number;
  /** The price before the discount, struck through when higher than the price. */
  readonly oldPrice?: number | null;
  readonly locale: Locale;
  /** The price is the lowest of several (a product's variants differ): printed "from {price}". */
  readonly from?: boolean;
}

/** "from 149 lei": the words of the page's language around the price. */
const FromPrice = ({ price }: { readonly price: string }) => {
  const { LL } = useI18nContext();
  return <>{LL.catalog.fromPrice({ price })}</>;
};

/** A price in MDL with the old price struck through when discounted, or "from" the lowest of several. */
export const Price = ({ price, oldPrice, locale, from = false }: PriceProps) => (
  <span className="price">
    <span className="price__current">{from ? <FromPrice price={formatPrice(price, locale)} /> : formatPrice(price, locale)}</span>
    {!from && oldPrice != null && oldPrice > price ? <s className="price__old">{formatPrice(oldPrice, locale)}</s> : null}
  </span>
);
