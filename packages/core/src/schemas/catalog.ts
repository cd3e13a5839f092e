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
});
/** A search result. */
export type SearchResult = typeof SearchResult.Type;

/** `GET catalog/search` answers `{ data: SearchResult[] }`. */
export const SearchResponse = Schema.Struct({ data: Schema.Array(SearchResult) });
/** `GET menu/categories` answers `{ data: Category[] }`. */
export const CategoriesResponse = Schema.Struct({ data: Schema.Array(Category) });
/** `GET catalog/product/{slug}/similar` and `GET cart/products` answer `{ data: ProductCard[] }`. */
export const ProductCardsResponse = Schema.Struct({ data: Schema.Array(ProductCard) });
