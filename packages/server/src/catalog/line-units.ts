import type { LineRef } from "@vitrina/core";

// What a cart line names (decisions.md "Products with variants"): a product without options is sold
// from its own stock; a product with options only as one of its active variants, named by the line's
// `variant_id`. Availability, cart products and checkout judge lines alike with {@link unitOf}.

/** What a line sells: the product itself, or one of its variants; or why it cannot be had (the line's field and the error). */
export type LineUnit<P, V> =
  | { readonly kind: "product"; readonly product: P }
  | { readonly kind: "variant"; readonly product: P; readonly variant: V }
  | { readonly kind: "refused"; readonly field: "id" | "variant_id"; readonly error: "not_found" | "required" };

/**
 * What `line` sells, given the active products by id (each saying whether it has variants) and the
 * active variants by id (each naming its product): `id` not_found for a product that is not sold,
 * `variant_id` required for a product with options named without a variant, `variant_id` not_found
 * for a variant that is not sold, is another product's, or is named for a product without options.
 */
export const unitOf = <P extends { readonly has_variants: boolean }, V extends { readonly product_id: number }>(
  line: LineRef,
  products: ReadonlyMap<number, P>,
  variants: ReadonlyMap<number, V>,
): LineUnit<P, V> => {
  const product = products.get(line.id);
  if (!product) return { kind: "refused", field: "id", error: "not_found" };
  if (line.variant_id === undefined) return product.has_variants ? { kind: "refused", field: "variant_id", error: "required" } : { kind: "product", product };
  const variant = variants.get(line.variant_id);
  if (!product.has_variants || !variant || variant.product_id !== line.id) return { kind: "refused", field: "variant_id", error: "not_found" };
  return { kind: "variant", product, variant };
};
