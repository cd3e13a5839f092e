import { useState } from "react";
import {
  chosenOffer,
  clampQuantity,
  pickerOptions,
  quantityLimit,
  type LastSeenProduct,
  type ProductCard,
  type ProductDetail,
  type VariantChoice,
} from "@vitrina/core";
import { Link } from "../Link.js";
import { useI18nContext } from "../../i18n/i18n-react.js";
import { Breadcrumb } from "../catalog/Breadcrumb.js";
import { Price } from "../Price.js";
import { ProductGrid } from "../ProductGrid.js";
import { QuantityInput } from "../QuantityInput.js";
import { GALLERY_IMAGE_SIZES } from "../catalog/image-sizes.js";
import { VariantPicker } from "./VariantPicker.js";

/** Props of {@link ProductView}. */
export interface ProductViewProps {
  readonly product: ProductDetail;
  readonly similar: ReadonlyArray<ProductCard>;
  /** Other products the shopper looked at recently (this one excluded). */
  readonly lastSeen: ReadonlyArray<LastSeenProduct>;
  /** The option values chosen (core's `initialChoice`, then `chooseValue`); `{}` for a product without options. */
  readonly choice: VariantChoice;
  /** A value picked in the option picker. */
  readonly onChoose: (key: string, value: string) => void;
  /** Adds a product: this one with its chosen variant's id, or a similar product (no variant). */
  readonly onAddToCart: (id: number, quantity: number, variantId?: number) => void;
}

/** Stock at or below this count shows "only N left". */
const FEW_LEFT = 5;

/**
 * The product page: photo gallery, title, price, stock, the option pickers of a product with
 * variants, quantity and add-to-cart, description, specifications, similar and recently viewed
 * products. The SKU, price, stock and main picture are the chosen variant's; until every option is
 * chosen the price is "from" the lowest and add-to-cart waits for the choice.
 */
export const ProductView = ({ product, similar, lastSeen, choice, onChoose, onAddToCart }: ProductViewProps) => {
  const { LL, locale } = useI18nContext();
  // A thumbnail clicked; null: the chosen variant's own picture, else the product's first.
  const [photo, setPhoto] = useState<number | null>(null);
  const [typed, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const offer = chosenOffer(product, choice);
  const unchosen = product.options.filter((option) => choice[option.key] === undefined);
  const needsChoice = product.options.length > 0 && !offer.variant;
  const max = quantityLimit(offer.stock, product.max_per_order);
  const quantity = clampQuantity(typed, max);
  const setClamped = (n: number) => {
    setAdded(false);
    setQuantity(clampQuantity(n, max));
  };
  const choose = (key: string, value: string) => {
    setAdded(false);
    setPhoto(null);
    onChoose(key, value);
  };
  const image = (photo === null ? undefined : product.images[photo]) ?? offer.image ?? product.images[0] ?? product.image;
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
                  aria-current={img.url === image?.url || undefined}
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
          <p className="muted">{LL.product.sku({ sku: offer.sku })}</p>
          <Price price={offer.price} oldPrice={offer.old_price} from={offer.from} locale={locale} />
          <p className={offer.in_stock ? "stock stock--in" : "stock stock--out"}>
            {!offer.in_stock
              ? LL.product.outOfStock()
              : !needsChoice && offer.stock <= FEW_LEFT
                ? LL.product.fewLeft({ count: offer.stock })
                : LL.product.inStock()}
          </p>
          {product.options.length > 0 ? (
            <VariantPicker options={pickerOptions(product, choice)} variantHref={(id) => `/product/${product.slug}/?variant=${id}`} onChoose={choose} />
          ) : null}
          {offer.in_stock ? (
            <form
              className="product__add"
              onSubmit={(e) => {
                e.preventDefault();
                if (needsChoice) return;
                onAddToCart(product.id, quantity, offer.variant?.id);
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
              <button type="submit" className="btn" disabled={needsChoice} {...(needsChoice ? { "aria-describedby": "choose-options" } : {})}>
                {LL.product.addToCart()}
              </button>
              {needsChoice ? (
                <p id="choose-options" className="product__hint">
                  {LL.product.chooseToAdd({ names: (unchosen.length > 0 ? unchosen : product.options).map((option) => option.name).join(", ") })}
                </p>
              ) : null}
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
          <ProductGrid name="similar" products={similar} onAddToCart={(id) => onAddToCart(id, 1)} />
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
                <Price price={p.price} oldPrice={p.old_price} from={p.price_max !== undefined} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
};
