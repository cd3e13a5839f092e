import { localizePath, type BreadcrumbItem, type Locale, type ProductDetail } from "@vitrina/core";

/** schema.org BreadcrumbList of a category trail (and the page itself as the last step). */
export const breadcrumbJsonLd = (trail: ReadonlyArray<BreadcrumbItem>, ctx: { readonly origin: string; readonly locale: Locale }, last?: { readonly name: string; readonly path: string }): object => {
  const steps = [
    ...trail.map((item) => ({ name: item.name, path: `/category/${item.slug}/` })),
    ...(last ? [last] : []),
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: ctx.origin + localizePath(step.path, ctx.locale),
    })),
  };
};

/** schema.org Product with its offer in MDL. */
export const productJsonLd = (product: ProductDetail, ctx: { readonly origin: string; readonly locale: Locale }): object => ({
  "@context": "https://schema.org",
  "@type": "Product",
  name: product.title,
  sku: product.sku,
  description: product.seo.description || product.description.slice(0, 300),
  image: product.images.map((image) => (image.url.startsWith("http") ? image.url : ctx.origin + image.url)),
  category: product.category.name,
  offers: {
    "@type": "Offer",
    url: ctx.origin + localizePath(`/product/${product.slug}/`, ctx.locale),
    priceCurrency: "MDL",
    // schema.org wants the number itself (a dot for decimals, no currency sign): the currency is priceCurrency.
    price: product.price,
    availability: product.in_stock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/NewCondition",
  },
});
