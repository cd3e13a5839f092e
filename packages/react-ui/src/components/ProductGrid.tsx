import type { ProductCard as Product } from "@vitrina/core";
import { ProductCard } from "./catalog/ProductCard.js";

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  readonly products: ReadonlyArray<Product>;
  /** Shows add-to-cart buttons on in-stock products. */
  readonly onAddToCart?: (id: number) => void;
  /** How many leading pictures load eagerly (above the fold). */
  readonly eagerCount?: number;
}

/** A responsive grid of product cards. */
export const ProductGrid = ({ products, onAddToCart, eagerCount = 0 }: ProductGridProps) => (
  <ul className="product-grid">
    {products.map((p, i) => (
      <li key={p.id}>
        <ProductCard product={p} eager={i < eagerCount} {...(onAddToCart ? { onAddToCart } : {})} />
      </li>
    ))}
  </ul>
);
