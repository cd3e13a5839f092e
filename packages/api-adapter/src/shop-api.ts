/**
 * @vitrina/api-adapter/shop: the storefront's API port over HTTP, without the dashboard's.
 * @module
 */
import {
  AvailabilityResponse, CategoriesResponse, CheckoutResponse, CountryResponse, GeneralResponse, HomeResponse, OrderResponse,
  ProductCardsResponse, ProductDetailResponse, ProductListResponse, SearchResponse, SeoResponse, StaticPageResponse,
} from "@vitrina/core/schemas";
import type { ShopApi } from "@vitrina/core/ports";
import { makeRunner, type HttpAdapterOptions } from "./client.js";

const segment = encodeURIComponent;
const dataOf = <A>(answer: { readonly data: A }): A => answer.data;

/**
 * The storefront's API port over HTTP (spec §7): every method resolves with decoded data or rejects
 * with an `ApiError` (kind, status, message, field errors, URL, cause), and takes an optional
 * `{ signal }` whose abort cancels the request.
 * @example
 * const api = createHttpShopApi({ baseUrl: "https://shop.example/api", store: browserCookies(), navigation });
 * const { items } = await api.getProducts({ slug: "bucatarie", sort_by: "price_asc" });
 * const controller = new AbortController();
 * const found = api.search("divan", { signal: controller.signal }); // controller.abort() cancels it
 */
export const createHttpShopApi = (options: HttpAdapterOptions): ShopApi => {
  const { request, send } = makeRunner(options);
  return {
    checkAvailability: (items, o) =>
      request({ method: "GET", path: "cart/availability", query: { items: items.map(({ id, quantity }) => ({ id, quantity })) } }, AvailabilityResponse, o).then(dataOf),
    checkout: (payload, o) =>
      request(
        { method: "POST", path: "cart/checkout", form: payload as unknown as Record<string, unknown>, ...(o?.idempotencyKey ? { headers: { "idempotency-key": o.idempotencyKey } } : {}) },
        CheckoutResponse,
        o,
      ),
    getOrder: (number, accessKey, o) => request({ method: "GET", path: `cart/order/${segment(number)}`, query: { key: accessKey } }, OrderResponse, o).then(dataOf),
    getCartProducts: (ids, o) => request({ method: "GET", path: "cart/products", query: { ids } }, ProductCardsResponse, o).then(dataOf),
    getGeneral: (o) => request({ method: "GET", path: "general" }, GeneralResponse, o).then(dataOf),
    getCountry: (o) => request({ method: "GET", path: "general/country" }, CountryResponse, o).then((r) => r.code),
    sendContact: (form, o) => send({ method: "POST", path: "general/contact", form: form as Record<string, unknown> }, o),
    getCategories: (o) => request({ method: "GET", path: "menu/categories" }, CategoriesResponse, o).then(dataOf),
    getProducts: (query, o) => request({ method: "GET", path: "catalog/products", query: { ...query } }, ProductListResponse, o),
    search: (text, o) => request({ method: "GET", path: "catalog/search", query: { text } }, SearchResponse, o).then(dataOf),
    getProduct: (slug, o) => request({ method: "GET", path: `catalog/product/${segment(slug)}` }, ProductDetailResponse, o).then(dataOf),
    getSimilarProducts: (slug, o) => request({ method: "GET", path: `catalog/product/${segment(slug)}/similar` }, ProductCardsResponse, o).then(dataOf),
    getHome: (o) => request({ method: "GET", path: "home" }, HomeResponse, o).then(dataOf),
    getPage: (kind, o) => request({ method: "GET", path: `pages/${segment(kind)}` }, StaticPageResponse, o).then(dataOf),
    getSeo: (kind, name, o) => request({ method: "GET", path: `seo/${segment(kind)}`, ...(name ? { query: { name } } : {}) }, SeoResponse, o).then(dataOf),
  };
};
