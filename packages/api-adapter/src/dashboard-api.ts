/**
 * @vitrina/api-adapter/dashboard: the staff dashboard's API port over HTTP.
 * @module
 */
import {
  AdminMethodInstructions, AdminShopIdentity,
  AdminCategory, AdminContentPage, AdminLocaleSettings, AdminOrder, AdminOrderSummary, AdminProduct, AdminSeoSetting, AdminSlider, AuditEntry, ContactMessage, LoginResponse,
  MeResponse, Overview, ProductCard, StaffAccount, UploadedImage, page, versionedList,
} from "@vitrina/core/schemas";
import type { CallOptions, DashboardApi } from "@vitrina/core/ports";
import * as Schema from "effect/Schema";
import { makeRunner, type Call, type HttpAdapterOptions } from "./client.js";

const data = <S extends Schema.Top>(schema: S) => Schema.Struct({ data: schema });
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
  const unwrap = <S extends Schema.Top>(call: Call, schema: S, o?: CallOptions): Promise<S["Type"]> =>
    get(call, data(schema) as unknown as Schema.Codec<{ readonly data: S["Type"] }, unknown>, o).then((r) => r.data);
  return {
    login: (payload, o) => get({ method: "POST", path: "auth/login", json: payload }, LoginResponse, o),
    logout: (o) => send({ method: "POST", path: "auth/logout" }, o),
    me: (o) => get({ method: "GET", path: "auth/me" }, MeResponse, o).then((r) => r.data),
    changePassword: (payload, o) => send({ method: "POST", path: "auth/password", json: payload }, o),
    overview: (query, o) => unwrap({ method: "GET", path: "dashboard/overview", query: { ...query } }, Overview, o),

    listProducts: (query, o) => get({ method: "GET", path: "dashboard/products", query: { ...query } }, page(AdminProduct), o),
    getProduct: (id, o) => unwrap({ method: "GET", path: `dashboard/products/${id}` }, AdminProduct, o),
    createProduct: (input, o) => unwrap({ method: "POST", path: "dashboard/products", json: input }, AdminProduct, o),
    updateProduct: (id, input, version, o) => unwrap({ method: "PUT", path: `dashboard/products/${id}`, json: input, headers: ifMatch(version) }, AdminProduct, o),
    deleteProduct: (id, o) => send({ method: "DELETE", path: `dashboard/products/${id}` }, o),
    uploadImage: async (file, onProgress, o) => {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      onProgress?.(0);
      const image = await unwrap({ method: "POST", path: "dashboard/images", form }, UploadedImage, o);
      onProgress?.(1);
      return image;
    },

    listCategories: (o) => unwrap({ method: "GET", path: "dashboard/categories" }, Schema.Array(AdminCategory), o),
    createCategory: (input, o) => unwrap({ method: "POST", path: "dashboard/categories", json: input }, AdminCategory, o),
    updateCategory: (id, input, version, o) => unwrap({ method: "PUT", path: `dashboard/categories/${id}`, json: input, headers: ifMatch(version) }, AdminCategory, o),
    deleteCategory: (id, o) => send({ method: "DELETE", path: `dashboard/categories/${id}` }, o),
    reorderCategories: (parentId, ids, read, o) =>
      unwrap({ method: "PUT", path: "dashboard/categories/order", json: { parent_id: parentId, ids, read } }, Schema.Array(AdminCategory), o),

    listOrders: (query, o) => get({ method: "GET", path: "dashboard/orders", query: { ...query } }, page(AdminOrderSummary), o),
    getOrder: (id, o) => unwrap({ method: "GET", path: `dashboard/orders/${id}` }, AdminOrder, o),
    changeOrderStatus: (id, status, o) => unwrap({ method: "POST", path: `dashboard/orders/${id}/status`, json: { status } }, AdminOrder, o),

    listSliders: (o) => get({ method: "GET", path: "dashboard/sliders" }, versionedList(AdminSlider), o),
    createSlider: (input, o) => unwrap({ method: "POST", path: "dashboard/sliders", json: input }, AdminSlider, o),
    updateSlider: (id, input, version, o) => unwrap({ method: "PUT", path: `dashboard/sliders/${id}`, json: input, headers: ifMatch(version) }, AdminSlider, o),
    deleteSlider: (id, o) => send({ method: "DELETE", path: `dashboard/sliders/${id}` }, o),
    reorderSliders: (ids, version, o) => get({ method: "PUT", path: "dashboard/sliders/order", json: { ids }, headers: ifMatch(version) }, versionedList(AdminSlider), o),

    getProductList: (name, query, o) => get({ method: "GET", path: `dashboard/lists/${name}`, query: { ...query } }, versionedList(ProductCard), o),
    setProductList: (name, ids, version, o) => get({ method: "PUT", path: `dashboard/lists/${name}`, json: { ids }, headers: ifMatch(version) }, versionedList(ProductCard), o),

    listSeo: (o) => unwrap({ method: "GET", path: "dashboard/seo" }, Schema.Array(AdminSeoSetting), o),
    updateSeo: (setting, version, o) => unwrap({ method: "PUT", path: `dashboard/seo/${setting.kind}`, json: setting, headers: ifMatch(version) }, AdminSeoSetting, o),

    getLocaleSettings: (o) => unwrap({ method: "GET", path: "dashboard/locale-settings" }, AdminLocaleSettings, o),
    updateLocaleSettings: (settings, version, o) =>
      unwrap({ method: "PUT", path: "dashboard/locale-settings", json: settings, headers: ifMatch(version) }, AdminLocaleSettings, o),
    getShopIdentity: (o) => unwrap({ method: "GET", path: "dashboard/shop-identity" }, AdminShopIdentity, o),
    updateShopIdentity: (identity, version, o) => unwrap({ method: "PUT", path: "dashboard/shop-identity", json: identity, headers: ifMatch(version) }, AdminShopIdentity, o),
    getInstructions: (o) => unwrap({ method: "GET", path: "dashboard/instructions" }, AdminMethodInstructions, o),
    updateInstructions: (instructions, version, o) =>
      unwrap({ method: "PUT", path: "dashboard/instructions", json: instructions, headers: ifMatch(version) }, AdminMethodInstructions, o),

    listStaff: (o) => unwrap({ method: "GET", path: "dashboard/staff" }, Schema.Array(StaffAccount), o),
    listAudit: (query, o) => get({ method: "GET", path: "dashboard/audit", query: { ...query } }, page(AuditEntry), o),
    createStaff: (input, o) => unwrap({ method: "POST", path: "dashboard/staff", json: input }, StaffAccount, o),
    updateStaff: (id, input, version, o) => unwrap({ method: "PATCH", path: `dashboard/staff/${id}`, json: input, headers: ifMatch(version) }, StaffAccount, o),
    deleteStaff: (id, o) => send({ method: "DELETE", path: `dashboard/staff/${id}` }, o),

    listMessages: (query, o) => get({ method: "GET", path: "dashboard/messages", query: { ...query } }, page(ContactMessage), o),
    setMessageStatus: (id, status, version, o) =>
      unwrap({ method: "PATCH", path: `dashboard/messages/${id}`, json: { status }, headers: ifMatch(version) }, ContactMessage, o),

    getContentPage: (kind, o) => unwrap({ method: "GET", path: `dashboard/pages/${kind}` }, AdminContentPage, o),
    saveContentPage: (kind, input, version, o) => unwrap({ method: "PUT", path: `dashboard/pages/${kind}`, json: input, headers: ifMatch(version) }, AdminContentPage, o),
    previewMarkdown: (markdown, o) => unwrap({ method: "POST", path: "dashboard/pages/preview", json: { markdown } }, Schema.Struct({ html: Schema.String }), o).then((r) => r.html),
  };
};
