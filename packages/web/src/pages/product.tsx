import { useEffect, useState } from "react";
import { lastSeenFrom, type ProductCard, type ProductDetail } from "@vitrina/core";
import { GALLERY_IMAGE_SIZES, ProductView } from "@vitrina/react-ui";
import { useAddFromList, useAddToCart } from "../app/cart.js";
import { breadcrumbJsonLd, productJsonLd } from "../app/json-ld.js";
import { definePage, notFoundAs404 } from "../app/route-types.js";
import { useAfterHydration } from "../app/personal.js";
import { useShop } from "../app/shop-context.js";

interface ProductData {
  readonly product: ProductDetail;
  readonly similar: ReadonlyArray<ProductCard>;
}

const ProductScreen = ({ data }: { readonly data: ProductData }) => {
  const shop = useShop();
  const add = useAddToCart();
  const addSimilar = useAddFromList(data.similar);
  // The list as it was before this visit, shown once hydrated: the server's page is shared, it has none.
  const [lastSeen] = useState(() => shop.lastSeen.list().filter((p) => p.id !== data.product.id));
  const hydrated = useAfterHydration();
  useEffect(() => void shop.lastSeen.add(lastSeenFrom(data.product)), [data.product]);
  return (
    <ProductView
      product={data.product}
      similar={data.similar}
      lastSeen={hydrated ? lastSeen : []}
      onAddToCart={(id, quantity) => (id === data.product.id ? add(data.product, quantity) : addSimilar(id))}
    />
  );
};

/** The product page: gallery, price, stock, add to cart, specifications, similar and recently viewed products. */
export default definePage({
  load: async ({ api, params }): Promise<ProductData> => {
    const slug = params.slug!;
    const [product, similar] = await Promise.all([notFoundAs404(api.getProduct(slug)), api.getSimilarProducts(slug).catch(() => [])]);
    return { product, similar };
  },
  head: ({ product }, ctx) => {
    const picture = product.images[0] ?? product.image;
    return {
      title: product.seo.title,
      description: product.seo.description,
      image: product.image?.url ?? null,
      lcpImage: picture ? { image: picture, sizes: GALLERY_IMAGE_SIZES } : null,
      jsonLd: [productJsonLd(product, ctx), breadcrumbJsonLd(product.breadcrumb, ctx, { name: product.title, path: `/product/${product.slug}/` })],
    };
  },
  Page: ({ data }) => <ProductScreen key={data.product.id} data={data} />,
});
