import { CURRENCY, localizePath, type BreadcrumbItem, type Locale, type ProductDetail, type PublicShopIdentity } from "@vitrina/core";

/** schema.org BreadcrumbList of a category trail (and the page itself as the last step). */
export const breadcrumbJsonLd = (
  trail: ReadonlyArray<BreadcrumbItem>,
  ctx: { readonly origin: string; readonly locale: Locale },
  last?: { readonly name: string; readonly path: string },
): object => {
  const steps = [...trail.map((item) => ({ name: item.name, path: `/category/${item.slug}/` })), ...(last ? [last] : [])];
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

/** A schema.org Offer in MDL of what a page sells at `url`. */
const offer = (url: string, sold: { readonly price: number; readonly in_stock: boolean }, sku?: string): object => ({
  "@type": "Offer",
  url,
  ...(sku === undefined ? {} : { sku }),
  priceCurrency: CURRENCY,
  // schema.org wants the number itself (a dot for decimals, no currency sign): the currency is priceCurrency.
  price: sold.price,
  availability: sold.in_stock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
  itemCondition: "https://schema.org/NewCondition",
});

/** schema.org Product with its offer in MDL; a product with variants has one offer per variant (its SKU, price, stock and `?variant=` address). */
export const productJsonLd = (product: ProductDetail, ctx: { readonly origin: string; readonly locale: Locale }): object => {
  const url = ctx.origin + localizePath(`/product/${product.slug}/`, ctx.locale);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    sku: product.sku,
    description: product.seo.description || product.description.slice(0, 300),
    image: product.images.map((image) => (image.url.startsWith("http") ? image.url : ctx.origin + image.url)),
    category: product.category.name,
    offers: product.variants.length > 0 ? product.variants.map((variant) => offer(`${url}?variant=${variant.id}`, variant, variant.sku)) : offer(url, product),
  };
};

/**
 * schema.org OnlineStore (an Organization) of the shop: its name, its logo when it has one and the
 * company behind it, from the shop's settings.
 */
export const organizationJsonLd = (shop: PublicShopIdentity, ctx: { readonly origin: string }): object => ({
  "@context": "https://schema.org",
  "@type": "OnlineStore",
  name: shop.name,
  url: ctx.origin,
  currenciesAccepted: CURRENCY,
  ...(shop.logo ? { logo: shop.logo.url.startsWith("http") ? shop.logo.url : ctx.origin + shop.logo.url } : {}),
  ...(shop.company ? { legalName: shop.company } : {}),
  ...(shop.idno ? { taxID: shop.idno } : {}),
  ...(shop.legalAddress ? { address: { "@type": "PostalAddress", streetAddress: shop.legalAddress } } : {}),
});
