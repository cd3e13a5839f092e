/**
 * @vitrina/api-adapter/shop: the storefront's API port over HTTP, without the dashboard's.
 * @module
 */
import { SHOP_ROUTES as ROUTE } from "@vitrina/core/contract";
import type { ShopApi } from "@vitrina/core/ports";
import { lineKey, lineRef } from "@vitrina/core/schemas";
import type { HttpAdapterOptions } from "./client.js";
import { makeRouteRunner } from "./routes.js";

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
  const { request, send } = makeRouteRunner(options);
  return {
    checkAvailability: (items, o) =>
      request(ROUTE.checkAvailability, { query: { items: items.map((item) => ({ ...lineRef(item), quantity: item.quantity })) } }, o).then(dataOf),
    checkout: (payload, o) => request(ROUTE.checkout, { body: payload, ...(o?.idempotencyKey ? { headers: { "idempotency-key": o.idempotencyKey } } : {}) }, o),
    getMethods: (o) => request(ROUTE.getMethods, {}, o).then(dataOf),
    getDiscountCode: (code, o) => request(ROUTE.getDiscountCode, { query: { code } }, o).then(dataOf),
    getOrder: (number, accessKey, o) => request(ROUTE.getOrder, { params: { number }, query: { key: accessKey } }, o).then(dataOf),
    getCartProducts: (lines, o) => request(ROUTE.getCartProducts, { query: { ids: lines.map(lineKey) } }, o).then(dataOf),
    getGeneral: (o) => request(ROUTE.getGeneral, {}, o).then(dataOf),
    getCountry: (o) => request(ROUTE.getCountry, {}, o).then((r) => r.code),
    sendContact: (form, o) => send(ROUTE.sendContact, { body: form }, o),
    getCategories: (o) => request(ROUTE.getCategories, {}, o).then(dataOf),
    getProducts: (query, o) => request(ROUTE.getProducts, { query }, o),
    search: (text, o) => request(ROUTE.search, { query: { text } }, o),
    getProduct: (slug, o) => request(ROUTE.getProduct, { params: { slug } }, o).then(dataOf),
    getSimilarProducts: (slug, o) => request(ROUTE.getSimilarProducts, { params: { slug } }, o).then(dataOf),
    getHome: (o) => request(ROUTE.getHome, {}, o).then(dataOf),
    getPage: (kind, o) => request(ROUTE.getPage, { params: { kind } }, o).then(dataOf),
    getSeo: (kind, name, o) => request(ROUTE.getSeo, { params: { kind }, ...(name ? { query: { name } } : {}) }, o).then(dataOf),
  };
};
