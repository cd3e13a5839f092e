import { useState } from "react";
import { clampQuantity, quantityLimit, type LastSeenProduct, type ProductCard, type ProductDetail } from "@vitrina/core";
import { Link } from "../Link.js";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { Breadcrumb } from "../catalog/Breadcrumb.js";
import { Price } from "../Price.js";
import { ProductGrid } from "../ProductGrid.js";
import { QuantityInput } from "../QuantityInput.js";
import { GALLERY_IMAGE_SIZES } from "../catalog/image-sizes.js";

/** Props of {@link ProductView}. */
export interface ProductViewProps {
  readonly product: ProductDetail;
  readonly similar: ReadonlyArray<ProductCard>;
  /** Other products the shopper looked at recently (this one excluded). */
  readonly lastSeen: ReadonlyArray<LastSeenProduct>;
  readonly onAddToCart: (id: number, quantity: number) => void;
}

/** Stock at or below this count shows "only N left". */
const FEW_LEFT = 5;

/**
 * The product page: photo gallery, title, price, stock, quantity and add-to-cart, description,
 * specifications, similar and recently viewed products.
 */
export const ProductView = ({ product, similar, lastSeen, onAddToCart }: ProductViewProps) => {
  const { LL, locale } = useI18nContext();
  const [photo, setPhoto] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const max = quantityLimit(product.stock, product.max_per_order);
  const setClamped = (n: number) => {
    setAdded(false);
    setQuantity(clampQuantity(n, max));
  };
  const image = product.images[photo] ?? product.image;
  return (
    <div className="container product">
      <Breadcrumb items={product.breadcrumb} current={product.title} />
      <div className="product__main">
        <section className="gallery" aria-label={LL.product.photos()}>
          {image ? (
            <img
              className="gallery__image"
              src={image.url}
              srcSet={image.srcset}
              sizes={GALLERY_IMAGE_SIZES}
              width={image.width}
              height={image.height}
              alt={product.title}
              fetchPriority="high"
            />
          ) : null}
          {product.images.length > 1 ? (
            <div className="gallery__thumbs">
              {product.images.map((img, i) => (
                <button
                  key={img.url}
                  type="button"
                  className="gallery__thumb"
                  aria-label={LL.product.showPhoto({ n: i + 1 })}
                  aria-current={i === photo || undefined}
                  onClick={() => setPhoto(i)}
                >
                  <img src={img.url} width={64} height={64} alt="" loading="lazy" />
                </button>
              ))}
            </div>
          ) : null}
        </section>
        <section className="product__buy">
          <h1>{product.title}</h1>
          <p className="muted">{LL.product.sku({ sku: product.sku })}</p>
          <Price price={product.price} oldPrice={product.old_price} locale={locale} />
          <p className={product.in_stock ? "stock stock--in" : "stock stock--out"}>
            {!product.in_stock ? LL.product.outOfStock() : product.stock <= FEW_LEFT ? LL.product.fewLeft({ count: product.stock }) : LL.product.inStock()}
          </p>
          {product.in_stock ? (
            <form
              className="product__add"
              onSubmit={(e) => {
                e.preventDefault();
                onAddToCart(product.id, quantity);
                setAdded(true);
              }}
            >
              <div className="stepper" role="group" aria-label={LL.product.quantity()}>
                <button type="button" className="icon-btn" aria-label={LL.product.decrease()} disabled={quantity <= 1} onClick={() => setClamped(quantity - 1)}>
                  −
                </button>
                <QuantityInput aria-label={LL.product.quantity()} min={1} max={max} value={quantity} onQuantity={setClamped} />
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={LL.product.increase()}
                  disabled={quantity >= max}
                  onClick={() => setClamped(quantity + 1)}
                >
                  +
                </button>
              </div>
              <button type="submit" className="btn">
                {LL.product.addToCart()}
              </button>
              <p role="status" className="product__added">
                {added ? LL.product.added() : ""}
              </p>
            </form>
          ) : null}
          {product.attributes.length > 0 ? (
            <section aria-labelledby="specifications">
              <h2 id="specifications">{LL.product.specifications()}</h2>
              <dl className="specs">
                {product.attributes.map((a) => (
                  <div key={a.key}>
                    <dt>{a.name}</dt>
                    <dd>{a.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </section>
      </div>
      <section aria-labelledby="description" className="product__description">
        <h2 id="description">{LL.product.description()}</h2>
        {product.description.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </section>
      {similar.length > 0 ? (
        <section aria-labelledby="similar">
          <h2 id="similar">{LL.product.similar()}</h2>
          <ProductGrid products={similar} onAddToCart={(id) => onAddToCart(id, 1)} />
        </section>
      ) : null}
      {lastSeen.length > 0 ? (
        <section aria-labelledby="last-seen">
          <h2 id="last-seen">{LL.product.lastSeen()}</h2>
          <ul className="last-seen">
            {lastSeen.map((p) => (
              <li key={p.id}>
                <Link href={`/product/${p.slug}/`} className="last-seen__item">
                  {p.image ? <img src={p.image} width={64} height={64} alt="" loading="lazy" /> : null}
                  <span>{p.title}</span>
                </Link>
                <Price price={p.price} oldPrice={p.old_price} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
};
