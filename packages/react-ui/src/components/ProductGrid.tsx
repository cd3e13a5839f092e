import type { Locale, ProductCard as Product } from "@vitrina/core";
import { Link } from "wouter";
import { Price } from "./Price.js";

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  readonly products: ReadonlyArray<Product>;
  readonly locale: Locale;
}

/** A grid of product cards linking to their pages. */
export const ProductGrid = ({ products, locale }: ProductGridProps) => (
  <ul className="product-grid">
    {products.map((p) => (
      <li key={p.id} className="product-card">
        <Link href={`/product/${p.slug}/`}>
          {p.image ? <img src={p.image.url} srcSet={p.image.srcset} sizes="(max-width: 768px) 50vw, 25vw" width={p.image.width} height={p.image.height} alt="" loading="lazy" /> : null}
          <span className="product-card__title">{p.title}</span>
        </Link>
        <Price price={p.price} oldPrice={p.old_price} locale={locale} />
      </li>
    ))}
  </ul>
);
