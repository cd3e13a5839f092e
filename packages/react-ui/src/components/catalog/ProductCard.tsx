import { discountPercent, type ProductCard as Product } from "@vitrina/core";
import { CARD_IMAGE_SIZES } from "./image-sizes.js";
import { Link } from "../Link.js";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { Price } from "../Price.js";

/** Marks a card's add-to-cart button with its product's id, for a grid that answers the clicks of kept cards (ProductGrid). */
export const ADD_TO_CART_ATTRIBUTE = "data-add-to-cart";

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  readonly product: Product;
  /** Shows an add-to-cart button when given (and the product is in stock). */
  readonly onAddToCart?: (id: number) => void;
  /** Loads the picture eagerly (the first cards of a page, above the fold). */
  readonly eager?: boolean;
}

/** A product in a grid: picture, title, price with the old price struck through, stock and discount badges. */
export const ProductCard = ({ product, onAddToCart, eager = false }: ProductCardProps) => {
  const { LL, locale } = useI18nContext();
  const percent = discountPercent(product.price, product.old_price);
  return (
    <article className="product-card">
      <Link href={`/product/${product.slug}/`} className="product-card__link">
        <span className="product-card__media">
          {product.image ? (
            <img
              src={product.image.url}
              srcSet={product.image.srcset}
              sizes={CARD_IMAGE_SIZES}
              width={product.image.width}
              height={product.image.height}
              alt=""
              loading={eager ? "eager" : "lazy"}
              fetchPriority={eager ? "high" : "auto"}
              decoding="async"
            />
          ) : null}
          {percent !== null ? <span className="badge badge--sale">{LL.catalog.discount({ percent })}</span> : null}
          {!product.in_stock ? <span className="badge badge--muted">{LL.catalog.outOfStock()}</span> : null}
        </span>
        <span className="product-card__category">{product.category.name}</span>
        <span className="product-card__title">{product.title}</span>
      </Link>
      <Price price={product.price} oldPrice={product.old_price} from={product.price_max !== undefined} locale={locale} />
      {onAddToCart && product.in_stock && (product.has_options === true || product.price_max !== undefined) ? (
        // A product with options is added from its page, once a variant is chosen.
        <Link href={`/product/${product.slug}/`} className="btn btn--small">
          {LL.catalog.chooseOptions()}
          <span className="visually-hidden">: {product.title}</span>
        </Link>
      ) : onAddToCart && product.in_stock ? (
        <button type="button" className="btn btn--small" {...{ [ADD_TO_CART_ATTRIBUTE]: product.id }} onClick={() => onAddToCart(product.id)}>
          {LL.catalog.addToCart()}
          <span className="visually-hidden">: {product.title}</span>
        </button>
      ) : null}
    </article>
  );
};
