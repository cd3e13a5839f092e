import * as Schema from "effect/Schema";
import { SORT_ORDERS } from "./choices.js";
import { BreadcrumbItem, Id, Money, Seo } from "./common.js";

/** A category as the menu answers it, in the request's language. */
export const Category = Schema.Struct({
  id: Id,
  uuid: Schema.String,
  slug: Schema.String,
  name: Schema.String,
  icon: Schema.NullOr(Schema.String),
  /** The parent's uuid; present only on a subcategory. */
  subcategory: Schema.optionalKey(Schema.String),
});
/** A category of the menu. */
export type Category = typeof Category.Type;

/** A product picture in several widths (webp), ready for `srcset`. */
export const ProductImage = Schema.Struct({
  /** The default width's URL. */
  url: Schema.String,
  /** `url 320w, url 640w, ...` */
  srcset: Schema.String,
  width: Schema.Finite,
  height: Schema.Finite,
});
/** A product picture. */
export type ProductImage = typeof ProductImage.Type;

/**
 * An option of a product (size, colour), in the request's language; a product has at most three.
 * @example { key: "size", name: "Mărime", values: [{ value: "m", label: "M" }, { value: "l", label: "L" }] }
 */
export const ProductOption = Schema.Struct({
  /** Stable across languages, e.g. "size": what {@link ProductVariant}'s `options` map from. */
  key: Schema.String,
  /** The option's name in the request's language, e.g. "Mărime". */
  name: Schema.String,
  /** The option's values in the shop's order. */
  values: Schema.Array(
    Schema.Struct({
      /** Stable across languages, e.g. "m". */
      value: Schema.String,
      /** The value's name in the request's language, e.g. "M". */
      label: Schema.String,
    }),
  ),
});
/** A product option. */
export type ProductOption = typeof ProductOption.Type;

/**
 * One combination of a product's option values that is sold, with its own SKU, price and stock.
 * @example { id: 40, options: { size: "m" }, sku: "TS-M", price: 199, old_price: null, stock: 3, in_stock: true, image: null }
 */
export const ProductVariant = Schema.Struct({
  /** What a cart line names as its `variant_id`. */
  id: Id,
  /** Each option's key to one of its values (`{ size: "m", color: "red" }`). */
  options: Schema.Record(Schema.String, Schema.String),
  sku: Schema.String,
  price: Money,
  /** The price before the discount; null when not discounted. */
  old_price: Schema.NullOr(Money),
  /** Units of this variant available to buy. */
  stock: Schema.Finite,
  in_stock: Schema.Boolean,
  /** The variant's own picture; null: the product's pictures show. */
  image: Schema.NullOr(ProductImage),
});
/** A product variant. */
export type ProductVariant = typeof ProductVariant.Type;

/** The variant a cart line names, as cart products answer it. */
export const CartVariant = Schema.Struct({
  id: Id,
  /** Its option values in the request's language, e.g. "Mărime: M, Culoare: Roșu". */
  label: Schema.String,
});
/** The variant of a cart line. */
export type CartVariant = typeof CartVariant.Type;

/** A product as lists, cart products and search-less listings answer it. */
export const ProductCard = Schema.Struct({
  id: Id,
  uuid: Schema.String,
  slug: Schema.String,
  sku: Schema.String,
  title: Schema.String,
  price: Money,
  /** The price before the discount; null when not discounted. */
  old_price: Schema.NullOr(Money),
  currency: Schema.String,
  image: Schema.NullOr(ProductImage),
  category: Schema.Struct({ slug: Schema.String, name: Schema.String }),
  /** Units available to buy. */
  stock: Schema.Finite,
  in_stock: Schema.Boolean,
  /**
   * Units of it one order line may hold (the product's own limit, else the shop's): given where a
   * shopper picks a quantity (cart products, the product page).
   */
  max_per_order: Schema.optionalKey(Schema.Finite),
  /**
   * The highest price of the product's active variants, present only when their prices differ:
   * lists print "from {price}", `price` being the lowest.
   */
  price_max: Schema.optionalKey(Money),
  /**
   * Present (and true) only for a product with options: a shopper chooses a variant on its page,
   * so lists link to it instead of adding the product to the cart.
   */
  has_options: Schema.optionalKey(Schema.Boolean),
  /**
   * On cart products only: the variant the cart line names (its price, old price, stock and SKU
   * are then the variant's).
   */
  variant: Schema.optionalKey(CartVariant),
});
/** A product in a list. */
export type ProductCard = typeof ProductCard.Type;

/** A product attribute used for filters (brand, colour, ...), in the request's language. */
export const ProductAttribute = Schema.Struct({ key: Schema.String, name: Schema.String, value: Schema.String });
/** A product attribute. */
export type ProductAttribute = typeof ProductAttribute.Type;

/** The product page's answer. */
export const ProductDetail = Schema.Struct({
  ...ProductCard.fields,
  description: Schema.String,
  images: Schema.Array(ProductImage),
  attributes: Schema.Array(ProductAttribute),
  breadcrumb: Schema.Array(BreadcrumbItem),
  seo: Seo,
  /** The product's options; empty for a product without options. */
  options: Schema.Array(ProductOption),
  /** The combinations sold, in the shop's order; empty for a product without options. */
  variants: Schema.Array(ProductVariant),
});
/** A product page's data. */
export type ProductDetail = typeof ProductDetail.Type;

/** `GET catalog/product/{slug}` answers `{ data }`. */
export const ProductDetailResponse = Schema.Struct({ data: ProductDetail });

/** A facet of a listing: one attribute with the values present and how many products have each. */
export const ListingFilter = Schema.Struct({
  key: Schema.String,
  name: Schema.String,
  values: Schema.Array(Schema.Struct({ value: Schema.String, count: Schema.Finite })),
});
/** A listing facet. */
export type ListingFilter = typeof ListingFilter.Type;

/** Sort orders of a listing; `popular` is the default. */
export const SortBy = Schema.Literals(SORT_ORDERS);
/** A listing sort order. */
export type SortBy = typeof SortBy.Type;

/** The product list answer of `GET catalog/products`. */
export const ProductListResponse = Schema.Struct({
  items: Schema.Array(ProductCard),
  filters: Schema.Array(ListingFilter),
  /** Lowest and highest price among the listing's products before the price filter. */
  price_range: Schema.Struct({ min: Schema.Finite, max: Schema.Finite }),
  seo: Seo,
  current_page: Schema.Finite,
  total_pages: Schema.Finite,
  total_items: Schema.Finite,
  breadcrumb: Schema.Array(BreadcrumbItem),
  /** A search's products were found for this text instead of the typed one (a typo corrected: "tigae" → "tigaie"); absent otherwise. */
  searched_for: Schema.optionalKey(Schema.String),
});
/** A page of a product listing. */
export type ProductListResponse = typeof ProductListResponse.Type;

/** Query of `GET catalog/products`. */
export interface ProductListQuery {
  readonly slug?: string;
  readonly min_price?: number;
  readonly max_price?: number;
  readonly page?: number;
  readonly perPage?: number;
  readonly search?: string;
  /** Attribute key to the values wanted (any of them). */
  readonly filters?: Readonly<Record<string, ReadonlyArray<string>>>;
  readonly in_stock?: boolean;
  readonly is_discount?: boolean;
  readonly sort_by?: SortBy;
}

/** A search overlay row; `id` is what the cart takes, so a result goes to the cart without another lookup. */
export const SearchResult = Schema.Struct({
  id: Id,
  slug: Schema.String,
  title: Schema.String,
  image: Schema.NullOr(Schema.String),
  category: Schema.String,
  price: Money,
  old_price: Schema.NullOr(Money),
  currency: Schema.String,
  /** As a product card's: the highest price of its active variants when their prices differ ("from {price}"). */
  price_max: Schema.optionalKey(Money),
  /** As a product card's: present (and true) only for a product with options, chosen on its page. */
  has_options: Schema.optionalKey(Schema.Boolean),
});
/** A search result. */
export type SearchResult = typeof SearchResult.Type;

/**
 * `GET catalog/search` answers `{ data: SearchResult[] }`, with `searched_for` when the rows were
 * found for another text than the typed one (a typo corrected: "tigae" → "tigaie").
 */
export const SearchResponse = Schema.Struct({
  data: Schema.Array(SearchResult),
  /** The text the rows were found for instead of the typed one, its corrected words as the products write them; absent when the typed text was searched. */
  searched_for: Schema.optionalKey(Schema.String),
});
/** A search overlay's answer. */
export type SearchResponse = typeof SearchResponse.Type;
/** `GET menu/categories` answers `{ data: Category[] }`. */
export const CategoriesResponse = Schema.Struct({ data: Schema.Array(Category) });
/** `GET catalog/product/{slug}/similar` and `GET cart/products` answer `{ data: ProductCard[] }`. */
export const ProductCardsResponse = Schema.Struct({ data: Schema.Array(ProductCard) });
