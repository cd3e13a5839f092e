import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import {
  chooseValue,
  chosenOffer,
  chosenVariant,
  initialChoice,
  lastSeenFrom,
  variantCard,
  type LastSeenProduct,
  type ProductCard,
  type ProductDetail,
} from "@vitrina/core";
import { GALLERY_IMAGE_SIZES, ProductView } from "@vitrina/react-ui";
import { useAddFromList, useAddToCart } from "../app/cart.js";
import { breadcrumbJsonLd, productJsonLd } from "../app/json-ld.js";
import { definePage, notFoundAs404 } from "../app/route-types.js";
import { useAfterHydrationValue } from "../app/personal.js";
import { useShop } from "../app/shop-context.js";

interface ProductData {
  readonly product: ProductDetail;
  readonly similar: ReadonlyArray<ProductCard>;
  /** The `?variant=` the page was loaded with: its picture is the one the head preloads. */
  readonly asked: string | null;
}

/** The product page's `?variant=`: the variant the page shows, kept in the address so it can be shared. */
const VARIANT = "variant";

/**
 * The option values chosen, opened from the address's `?variant=` and written back to it (replacing
 * the entry, so Back leaves the product rather than stepping through the choices). An address
 * changed from elsewhere (a cart line's link to another variant) is followed.
 */
const useVariantChoice = (product: ProductDetail) => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get(VARIANT);
  const [state, setState] = useState(() => ({ asked, choice: initialChoice(product, asked) }));
  let choice = state.choice;
  if (asked !== state.asked) {
    const shown = chosenVariant(product, choice);
    if ((shown ? String(shown.id) : null) !== asked) choice = initialChoice(product, asked);
    setState({ asked, choice });
  }
  const choose = (key: string, value: string) => {
    const next = chooseValue(product, choice, key, value);
    const variant = chosenVariant(product, next);
    const params = new URLSearchParams(search);
    if (variant) params.set(VARIANT, String(variant.id));
    else params.delete(VARIANT);
    const query = params.toString();
    setState({ asked: variant ? String(variant.id) : null, choice: next });
    navigate(`/product/${product.slug}/${query ? `?${query}` : ""}`, { replace: true });
  };
  return { choice, choose };
};

// No product seen before: the same list before and after hydration, so the page renders once.
const NONE_SEEN: ReadonlyArray<LastSeenProduct> = [];

const ProductScreen = ({ data }: { readonly data: ProductData }) => {
  const shop = useShop();
  const add = useAddToCart();
  const addSimilar = useAddFromList(data.similar);
  const { choice, choose } = useVariantChoice(data.product);
  // The list as it was before this visit, shown once hydrated: the server's page is shared, it has none.
  const [lastSeen] = useState(() => shop.lastSeen.list().filter((p) => p.id !== data.product.id));
  const shownLastSeen = useAfterHydrationValue(NONE_SEEN, lastSeen.length > 0 ? lastSeen : NONE_SEEN);
  useEffect(() => void shop.lastSeen.add(lastSeenFrom(data.product)), [data.product]);
  const addThis = (quantity: number, variantId: number | undefined) => {
    const variant = data.product.variants.find((v) => v.id === variantId);
    add(variant ? variantCard(data.product, variant) : data.product, quantity);
  };
  return (
    <ProductView
      product={data.product}
      similar={data.similar}
      lastSeen={shownLastSeen}
      choice={choice}
      onChoose={choose}
      onAddToCart={(id, quantity, variantId) => (id === data.product.id ? addThis(quantity, variantId) : addSimilar(id))}
    />
  );
};

/**
 * The product page: gallery, price, stock, option pickers, add to cart, specifications, similar and
 * recently viewed products. `?variant={id}` selects a variant on the server's page too.
 */
export default definePage({
  load: async ({ api, params, query }): Promise<ProductData> => {
    const slug = params.slug!;
    const [product, similar] = await Promise.all([notFoundAs404(api.getProduct(slug)), api.getSimilarProducts(slug).catch(() => [])]);
    return { product, similar, asked: query.get(VARIANT) };
  },
  head: ({ product, asked }, ctx) => {
    const picture = chosenOffer(product, initialChoice(product, asked)).image ?? product.images[0] ?? product.image;
    return {
      title: product.seo.title,
      description: product.seo.description,
      image: product.image?.url ?? null,
      lcpImage: picture ? { image: picture, sizes: GALLERY_IMAGE_SIZES } : null,
      jsonLd: [productJsonLd(product, ctx), breadcrumbJsonLd(product.breadcrumb, ctx, { name: product.title, path: `/product/${product.slug}/` })],
    };
  },
  Page: ({ data }) => <ProductScreen key={data.product.id} data={data} />,
  ownQuery: [VARIANT],
});
