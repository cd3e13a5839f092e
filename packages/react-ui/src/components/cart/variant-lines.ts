// Cart lines of products with variants for the cart's and the checkout's stories (not exported from
// the package), in each of the shop's languages.
import { variantCard, type CartLine, type Locale, type ProductDetail } from "@vitrina/core";
import { productsIn } from "../catalog/fixtures.js";
import { apronIn, kettleIn, withVariants } from "../product/variant-fixtures.js";

/** A variant's cart line as the product page adds it (core's variantCard). */
const lineOf = (product: ProductDetail, variantId: number, quantity: number): CartLine => {
  const { id, ...card } = variantCard(product, product.variants.find((v) => v.id === variantId)!);
  return { ...card, id, variant_id: variantId, quantity };
};

/** Two colours of the apron in M, the grey kettle and a pan without options, in a language. */
export const variantCartLinesIn = (locale: Locale): Array<CartLine> => {
  const apron = { ...withVariants(locale, apronIn(locale)), id: 90, slug: "sort-bucatarie-bumbac" };
  const kettle = { ...withVariants(locale, kettleIn(locale)), id: 91, slug: "fierbator-tefal" };
  const { id, ...pan } = productsIn(locale)[0]!;
  return [lineOf(apron, 42, 1), lineOf(apron, 43, 2), lineOf(kettle, 51, 1), { ...pan, id, quantity: 1 }];
};
