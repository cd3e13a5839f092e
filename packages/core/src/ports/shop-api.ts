import type {
  DiscountCodeTerms,
  Availability,
  CartItem,
  Category,
  CheckoutPayload,
  ContactForm,
  GeneralData,
  HomeData,
  LineRef,
  Order,
  PlacedOrder,
  ProductCard,
  ProductDetail,
  ProductListQuery,
  ProductListResponse,
  SearchResponse,
  Seo,
  SeoPageKind,
  ShopMethods,
  StaticPage,
  StaticPageKind,
} from "../schemas/index.js";

/**
 * The part of the platform's `AbortSignal` that ports use. Core is built without DOM or Node
 * types, so it names the shape; any real `AbortSignal` (browser, Node, XState's actors) fits.
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: "abort", listener: () => void, options?: { readonly once?: boolean }): void;
  removeEventListener(type: "abort", listener: () => void): void;
}

/** What every port call accepts besides its arguments. */
export interface CallOptions {
  /** Aborting it cancels the request; the call then rejects with an {@link ApiError} of kind `aborted`. */
  readonly signal?: AbortSignalLike;
}

/** Options of `ShopApi.checkout`. */
export interface CheckoutOptions extends CallOptions {
  /** Sent as `Idempotency-Key`: a repeated submission with the same key returns the first order. */
  readonly idempotencyKey?: string;
}

/**
 * The storefront's view of the shop API (spec §7). Every method resolves with decoded data or
 * rejects with an {@link ApiError}, and takes {@link CallOptions} last (an `AbortSignal` to cancel it).
 */
export interface ShopApi {
  /** `GET cart/availability`: the available units of each line; rejects 422 with `errors` per line. */
  checkAvailability(items: ReadonlyArray<CartItem>, options?: CallOptions): Promise<Availability>;
  /** `GET cart/methods`: the delivery and payment methods a shopper may choose, with their prices and countries. */
  getMethods(options?: CallOptions): Promise<ShopMethods>;
  /** `POST cart/checkout`: places the order and resolves with its number and the access key that opens it. */
  checkout(payload: CheckoutPayload, options?: CheckoutOptions): Promise<PlacedOrder>;
  /** `GET cart/discount-code?code=`: a discount code's terms when it can be used today; rejects 422 with the reason on `discountCode`. */
  getDiscountCode(code: string, options?: CallOptions): Promise<DiscountCodeTerms>;
  /** `GET cart/order/{number}?key=`: the order, opened with one of its access keys; 404 for any miss. */
  getOrder(orderNumber: string, accessKey: string, options?: CallOptions): Promise<Order>;
  /**
   * `GET cart/products?ids[]=`: current price, old price, currency and stock of the cart's lines'
   * products, each line asked by its `lineKey` (`12`, or `12:40` for a variant, answered with the
   * variant's price, stock, SKU and `variant`).
   */
  getCartProducts(lines: ReadonlyArray<LineRef>, options?: CallOptions): Promise<ReadonlyArray<ProductCard>>;
  /** `GET general`. */
  getGeneral(options?: CallOptions): Promise<GeneralData>;
  /** `GET general/country`: the visitor's country code. */
  getCountry(options?: CallOptions): Promise<string>;
  /** `POST general/contact` (only filled fields are sent). */
  sendContact(form: ContactForm, options?: CallOptions): Promise<void>;
  /** `GET menu/categories`: the flat category list. */
  getCategories(options?: CallOptions): Promise<ReadonlyArray<Category>>;
  /** `GET catalog/products`. */
  getProducts(query: ProductListQuery, options?: CallOptions): Promise<ProductListResponse>;
  /** `GET catalog/search?text=`: the overlay's rows, and the text they were found for when a typo was corrected. */
  search(text: string, options?: CallOptions): Promise<SearchResponse>;
  /** `GET catalog/product/{slug}`. */
  getProduct(slug: string, options?: CallOptions): Promise<ProductDetail>;
  /** `GET catalog/product/{slug}/similar`. */
  getSimilarProducts(slug: string, options?: CallOptions): Promise<ReadonlyArray<ProductCard>>;
  /** `GET home`: slider, home products and bestsellers. */
  getHome(options?: CallOptions): Promise<HomeData>;
  /** `GET pages/{kind}`: FAQ and policy pages. */
  getPage(kind: StaticPageKind, options?: CallOptions): Promise<StaticPage>;
  /** `GET seo/{kind}?name=`: the SEO texts of a page kind (cart, checkout, contacts, search…), `{name}` filled with `name`. */
  getSeo(kind: SeoPageKind, name?: string, options?: CallOptions): Promise<Seo>;
}

/**
 * Why a call failed: no answer (`network`), no answer in time (`timeout`, its own limit's or its
 * signal's `AbortSignal.timeout()`), an answer with an error status (`http`), a 429 whose
 * Retry-After is longer than the client waits (`rate-limited`, with `retryAfter`), an answer that
 * did not match its schema (`decode`), cancelled by its signal (`aborted`), or a client set up so
 * that no request can be made (`configuration`: a relative base URL outside a browser page).
 */
export type ApiErrorKind = "network" | "timeout" | "http" | "rate-limited" | "decode" | "aborted" | "configuration";

/**
 * How every API failure reaches core: its kind, the HTTP status (0 without an answer, 502 for a
 * malformed one), a message, for 422 the field errors, and where known the URL and the cause.
 */
export interface ApiError {
  readonly _tag: "ApiError";
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly message: string;
  readonly errors?: Readonly<Record<string, ReadonlyArray<string>>>;
  /** For a 422 about stock: the units left of each line asked for too much of, by its `lineKey` (`"7"`, `"12:40"`). */
  readonly stock?: Readonly<Record<string, number>>;
  /** The requested URL. */
  readonly url?: string;
  /** The underlying failure (the network error, the schema issue, the abort reason). */
  readonly cause?: unknown;
  /** For a 429 (or 503): the seconds the server asked to wait (its Retry-After), when it said. */
  readonly retryAfter?: number;
}

/**
 * Builds an {@link ApiError} (a fake port's failure in tests); the kind follows the status unless given:
 * `network` for 0, `http` otherwise.
 * @example apiError(422, "Invalid", { email: ["email"] })
 */
export const apiError = (status: number, message: string, errors?: ApiError["errors"], stock?: ApiError["stock"], kind?: ApiErrorKind): ApiError => ({
  _tag: "ApiError",
  kind: kind ?? (status === 0 ? "network" : "http"),
  status,
  message,
  ...(errors ? { errors } : {}),
  ...(stock ? { stock } : {}),
});

/** Whether a rejection value is an {@link ApiError}. */
export const isApiError = (u: unknown): u is ApiError => typeof u === "object" && u !== null && (u as { _tag?: unknown })._tag === "ApiError";
