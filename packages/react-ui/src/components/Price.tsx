import type { Locale } from "@vitrina/core";
import { formatPrice } from "../format.js";

/** Props of {@link Price}. */
export interface PriceProps {
  readonly price: number;
  /** The price before the discount, struck through when higher than the price. */
  readonly oldPrice?: number | null;
  readonly locale: Locale;
}

/** A price in MDL with the old price struck through when discounted. */
export const Price = ({ price, oldPrice, locale }: PriceProps) => (
  <span className="price">
    <span className="price__current">{formatPrice(price, locale)}</span>
    {oldPrice != null && oldPrice > price ? <s className="price__old">{formatPrice(oldPrice, locale)}</s> : null}
  </span>
);
