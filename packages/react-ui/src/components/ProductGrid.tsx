import { useState, type MouseEvent } from "react";
import type { ProductCard as Product } from "@vitrina/core";
import { ADD_TO_CART_ATTRIBUTE, ProductCard } from "./catalog/ProductCard.js";
import { Kept } from "./Kept.js";

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  readonly products: ReadonlyArray<Product>;
  /** Shows add-to-cart buttons on in-stock products. */
  readonly onAddToCart?: (id: number) => void;
  /** How many leading pictures load eagerly (above the fold). */
  readonly eagerCount?: number;
  /** The grid's name on its page: its server-rendered cards are kept (see {@link Kept}) until its products change. */
  readonly name: string;
}

/** A responsive grid of product cards. */
export const ProductGrid = ({ products, onAddToCart, eagerCount = 0, name }: ProductGridProps) => {
  const [first] = useState(products);
  // Kept cards have no handlers of their own: their add-to-cart buttons are answered here.
  const onKeptClick = (event: MouseEvent<HTMLElement>) => {
    const button = (event.target as Element).closest?.(`button[${ADD_TO_CART_ATTRIBUTE}]`);
    if (button && onAddToCart) onAddToCart(Number(button.getAttribute(ADD_TO_CART_ATTRIBUTE)));
  };
  return (
    <Kept as="ul" name={name} className="product-grid" keep={products === first} onKeptClick={onKeptClick}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < eagerCount} {...(onAddToCart ? { onAddToCart } : {})} />
        </li>
      ))}
    </Kept>
  );
};
