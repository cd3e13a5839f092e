/**
 * @vitrina/api-adapter/dashboard: the staff dashboard's API port over HTTP.
 * @module
 */
import {
  AdminCategory, AdminLocaleSettings, AdminOrder, AdminOrderSummary, AdminProduct, AdminSeoSetting, AdminSlider, AuditEntry, LoginResponse,
  MeResponse, Overview, ProductCard, StaffAccount, UploadedImage, page,
} from "@vitrina/core/schemas";
import type { DashboardApi } from "@vitrina/core/ports";
import * as Schema from "effect/Schema";
import { makeRunner, type Call, type HttpAdapterOptions } from "./client.js";

const data = <S extends Schema.Top>(schema: S) => Schema.Struct({ data: schema });
const list = <S extends Schema.Top>(schema: S) => data(Schema.Array(schema));
/** The version an edit read, as the `If-Match` entity tag the server compares. */
const ifMatch = (version: number) => ({ "if-match": `"${version}"` });

/**
 * The dashboard's API port over HTTP: the staff token comes from the store's `auth_token`, and a
 * 401 clears it and returns to /auth/login/.
 * @example
 * const dashboard = createHttpDashboardApi({ store: cookies, navigation });
 * const { token } = await dashboard.login({ email, password });
 */
export const createHttpDashboardApi = (options: HttpAdapterOptions): DashboardApi => {
  const { request: get, send } = makeRunner(options);
  const unwrap = <S extends Schema.Top>(call: Call, schema: S): Promise<S["Type"]> =>
    get(call, data(schema) as unknown as Schema.Codec<{ readonly data: S["Type"] }, unknown>).then((r) => r.data);
  return {
    login: (payload) => get({ method: "POST", path: "auth/login", json: payload }, LoginResponse),
    logout: () => send({ method: "POST", path: "auth/logout" }),
    me: () => get({ method: "GET", path: "auth/me" }, MeResponse).then((r) => r.data),
    changePassword: (payload) => send({ method: "POST", path: "auth/password", json: payload }),
    overview: () => unwrap({ method: "GET", path: "dashboard/overview" }, Overview),

    listProducts: (query) => get({ method: "GET", path: "dashboard/products", query: { ...query } }, page(AdminProduct)),
    getProduct: (id) => unwrap({ method: "GET", path: `dashboard/products/${id}` }, AdminProduct),
    createProduct: (input) => unwrap({ method: "POST", path: "dashboard/products", json: input }, AdminProduct),
    updateProduct: (id, input, version) => unwrap({ method: "PUT", path: `dashboard/products/${id}`, json: input, headers: ifMatch(version) }, AdminProduct),
    deleteProduct: (id) => send({ method: "DELETE", path: `dashboard/products/${id}` }),
    uploadImage: async (file, onProgress) => {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      onProgress?.(0);
      const image = await unwrap({ method: "POST", path: "dashboard/images", form }, UploadedImage);
      onProgress?.(1);
      return image;
    },

    listCategories: () => unwrap({ method: "GET", path: "dashboard/categories" }, Schema.Array(AdminCategory)),
    createCategory: (input) => unwrap({ method: "POST", path: "dashboard/categories", json: input }, AdminCategory),
    updateCategory: (id, input, version) => unwrap({ method: "PUT", path: `dashboard/categories/${id}`, json: input, headers: ifMatch(version) }, AdminCategory),
    deleteCategory: (id) => send({ method: "DELETE", path: `dashboard/categories/${id}` }),

    listOrders: (query) => get({ method: "GET", path: "dashboard/orders", query: { ...query } }, page(AdminOrderSummary)),
    getOrder: (id) => unwrap({ method: "GET", path: `dashboard/orders/${id}` }, AdminOrder),
    changeOrderStatus: (id, status) => unwrap({ method: "POST", path: `dashboard/orders/${id}/status`, json: { status } }, AdminOrder),

    listSliders: () => unwrap({ method: "GET", path: "dashboard/sliders" }, Schema.Array(AdminSlider)),
    createSlider: (input) => unwrap({ method: "POST", path: "dashboard/sliders", json: input }, AdminSlider),
    updateSlider: (id, input, version) => unwrap({ method: "PUT", path: `dashboard/sliders/${id}`, json: input, headers: ifMatch(version) }, AdminSlider),
    deleteSlider: (id) => send({ method: "DELETE", path: `dashboard/sliders/${id}` }),
    reorderSliders: (ids) => send({ method: "PUT", path: "dashboard/sliders/order", json: { ids } }),

    getProductList: (name) => get({ method: "GET", path: `dashboard/lists/${name}` }, list(ProductCard)).then((r) => r.data),
    setProductList: (name, ids) => send({ method: "PUT", path: `dashboard/lists/${name}`, json: { ids } }),

    listSeo: () => unwrap({ method: "GET", path: "dashboard/seo" }, Schema.Array(AdminSeoSetting)),
    updateSeo: (setting, version) => unwrap({ method: "PUT", path: `dashboard/seo/${setting.kind}`, json: setting, headers: ifMatch(version) }, AdminSeoSetting),

    getLocaleSettings: () => unwrap({ method: "GET", path: "dashboard/locale-settings" }, AdminLocaleSettings),
    updateLocaleSettings: (settings, version) =>
      unwrap({ method: "PUT", path: "dashboard/locale-settings", json: settings, headers: ifMatch(version) }, AdminLocaleSettings),

    listStaff: () => unwrap({ method: "GET", path: "dashboard/staff" }, Schema.Array(StaffAccount)),
    listAudit: (query) => get({ method: "GET", path: "dashboard/audit", query: { ...query } }, page(AuditEntry)),
    createStaff: (input) => unwrap({ method: "POST", path: "dashboard/staff", json: input }, StaffAccount),
    updateStaff: (id, input, version) => unwrap({ method: "PATCH", path: `dashboard/staff/${id}`, json: input, headers: ifMatch(version) }, StaffAccount),
  };
};
