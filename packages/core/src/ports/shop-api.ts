import type {
  Availability, CartItem, Category, CheckoutPayload, ContactForm, GeneralData, HomeData, Order,
  ProductCard, ProductDetail, ProductListQuery, ProductListResponse, SearchResult, Seo, SeoPageKind, StaticPage, StaticPageKind,
} from "../schemas/index.js";

/**
 * The storefront's view of the shop API (spec §7). Every method resolves with decoded data or
 * rejects with an {@link ApiError}.
 */
export interface ShopApi {
  /** `GET cart/availability`: the available units of each line; rejects 422 with `errors` per line. */
  checkAvailability(items: ReadonlyArray<CartItem>): Promise<Availability>;
  /** `POST cart/checkout`: places the order and resolves with its number. */
  checkout(payload: CheckoutPayload, options?: { readonly idempotencyKey?: string }): Promise<{ readonly orderNumber: string }>;
  /** `GET cart/order/{number}`. */
  getOrder(orderNumber: string): Promise<Order>;
  /** `GET cart/products?ids[]=`: current price, old price, currency and stock of cart products. */
  getCartProducts(ids: ReadonlyArray<number>): Promise<ReadonlyArray<ProductCard>>;
  /** `GET general`. */
  getGeneral(): Promise<GeneralData>;
  /** `GET general/country`: the visitor's country code. */
  getCountry(): Promise<string>;
  /** `POST general/contact` (only filled fields are sent). */
  sendContact(form: Partial<ContactForm>): Promise<void>;
  /** `GET menu/categories`: the flat category list. */
  getCategories(): Promise<ReadonlyArray<Category>>;
  /** `GET catalog/products`. */
  getProducts(query: ProductListQuery): Promise<ProductListResponse>;
  /** `GET catalog/search?text=`. */
  search(text: string): Promise<ReadonlyArray<SearchResult>>;
  /** `GET catalog/product/{slug}`. */
  getProduct(slug: string): Promise<ProductDetail>;
  /** `GET catalog/product/{slug}/similar`. */
  getSimilarProducts(slug: string): Promise<ReadonlyArray<ProductCard>>;
  /** `GET home`: slider, home products and bestsellers. */
  getHome(): Promise<HomeData>;
  /** `GET pages/{kind}`: FAQ and policy pages. */
  getPage(kind: StaticPageKind): Promise<StaticPage>;
  /** `GET seo/{kind}?name=`: the SEO texts of a page kind (cart, checkout, contacts, search…), `{name}` filled with `name`. */
  getSeo(kind: SeoPageKind, name?: string): Promise<Seo>;
}

/**
 * How every API failure reaches core: the HTTP status (0 for network failures and timeouts),
 * a message and, for 422, the field errors.
 */
export interface ApiError {
  readonly _tag: "ApiError";
  readonly status: number;
  readonly message: string;
  readonly errors?: Readonly<Record<string, ReadonlyArray<string>>>;
}

/** Builds an {@link ApiError}. */
export const apiError = (status: number, message: string, errors?: ApiError["errors"]): ApiError =>
  errors ? { _tag: "ApiError", status, message, errors } : { _tag: "ApiError", status, message };

/** Whether a rejection value is an {@link ApiError}. */
export const isApiError = (u: unknown): u is ApiError =>
  typeof u === "object" && u !== null && (u as { _tag?: unknown })._tag === "ApiError";
