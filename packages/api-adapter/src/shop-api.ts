import {
  AvailabilityResponse, CategoriesResponse, CheckoutResponse, CountryResponse, GeneralResponse, HomeResponse, OrderResponse,
  ProductCardsResponse, ProductDetailResponse, ProductListResponse, SearchResponse, SeoResponse, StaticPageResponse, type ShopApi,
} from "@vitrina/core";
import { Effect } from "effect";
import { makeRunner, type HttpAdapterOptions } from "./client.js";

const segment = encodeURIComponent;

/**
 * The storefront's API port over HTTP (spec §7): every method resolves with decoded data or rejects
 * with an `ApiError` (status, message, field errors).
 * @example
 * const api = createHttpShopApi({ baseUrl: "https://shop.example/api", store: cookies, navigation });
 * const { items } = await api.getProducts({ slug: "bucatarie", sort_by: "price_asc" });
 */
export const createHttpShopApi = (options: HttpAdapterOptions): ShopApi => {
  const { run } = makeRunner(options);
  return {
    checkAvailability: (items) =>
      run((http) => http.request({ method: "GET", path: "cart/availability", query: { items: items.map(({ id, quantity }) => ({ id, quantity })) } }, AvailabilityResponse).pipe(Effect.map((r) => r.data))),
    checkout: (payload, opts) =>
      run((http) =>
        http.request(
          { method: "POST", path: "cart/checkout", form: payload as unknown as Record<string, unknown>, ...(opts?.idempotencyKey ? { headers: { "idempotency-key": opts.idempotencyKey } } : {}) },
          CheckoutResponse,
        ),
      ),
    getOrder: (number) => run((http) => http.request({ method: "GET", path: `cart/order/${segment(number)}` }, OrderResponse).pipe(Effect.map((r) => r.data))),
    getCartProducts: (ids) => run((http) => http.request({ method: "GET", path: "cart/products", query: { ids } }, ProductCardsResponse).pipe(Effect.map((r) => r.data))),
    getGeneral: () => run((http) => http.request({ method: "GET", path: "general" }, GeneralResponse).pipe(Effect.map((r) => r.data))),
    getCountry: () => run((http) => http.request({ method: "GET", path: "general/country" }, CountryResponse).pipe(Effect.map((r) => r.code))),
    sendContact: (form) => run((http) => http.send({ method: "POST", path: "general/contact", form: form as Record<string, unknown> })),
    getCategories: () => run((http) => http.request({ method: "GET", path: "menu/categories" }, CategoriesResponse).pipe(Effect.map((r) => r.data))),
    getProducts: (query) => run((http) => http.request({ method: "GET", path: "catalog/products", query: { ...query } }, ProductListResponse)),
    search: (text) => run((http) => http.request({ method: "GET", path: "catalog/search", query: { text } }, SearchResponse).pipe(Effect.map((r) => r.data))),
    getProduct: (slug) => run((http) => http.request({ method: "GET", path: `catalog/product/${segment(slug)}` }, ProductDetailResponse).pipe(Effect.map((r) => r.data))),
    getSimilarProducts: (slug) =>
      run((http) => http.request({ method: "GET", path: `catalog/product/${segment(slug)}/similar` }, ProductCardsResponse).pipe(Effect.map((r) => r.data))),
    getHome: () => run((http) => http.request({ method: "GET", path: "home" }, HomeResponse).pipe(Effect.map((r) => r.data))),
    getPage: (kind) => run((http) => http.request({ method: "GET", path: `pages/${segment(kind)}` }, StaticPageResponse).pipe(Effect.map((r) => r.data))),
    getSeo: (kind, name) =>
      run((http) => http.request({ method: "GET", path: `seo/${segment(kind)}`, ...(name ? { query: { name } } : {}) }, SeoResponse).pipe(Effect.map((r) => r.data))),
  };
};
