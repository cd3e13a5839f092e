/**
 * @vitrina/api-adapter/dashboard: the staff dashboard's API port over HTTP.
 * @module
 */
import { STAFF_ROUTES as ROUTE } from "@vitrina/core/contract";
import type { DashboardApi, UploadFile } from "@vitrina/core/ports";
import type { HttpAdapterOptions } from "./client.js";
import { makeRouteRunner } from "./routes.js";

const dataOf = <A>(answer: { readonly data: A }): A => answer.data;
/** A file as the multipart form of an upload: its one field, `file`. */
const formOf = (file: UploadFile): FormData => {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
};
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
  const { request, send, download } = makeRouteRunner(options);
  return {
    login: (payload, o) => request(ROUTE.login, { body: payload }, o),
    logout: (o) => send(ROUTE.logout, {}, o),
    me: (o) => request(ROUTE.me, {}, o).then(dataOf),
    changePassword: (payload, o) => send(ROUTE.changePassword, { body: payload }, o),
    overview: (query, o) => request(ROUTE.overview, { query }, o).then(dataOf),

    listProducts: (query, o) => request(ROUTE.listProducts, { query }, o),
    getProduct: (id, o) => request(ROUTE.getProduct, { params: { id } }, o).then(dataOf),
    createProduct: (input, o) => request(ROUTE.createProduct, { body: input }, o).then(dataOf),
    updateProduct: (id, input, version, o) => request(ROUTE.updateProduct, { params: { id }, body: input, headers: ifMatch(version) }, o).then(dataOf),
    deleteProduct: (id, o) => send(ROUTE.deleteProduct, { params: { id } }, o),
    uploadImage: async (file, onProgress, o) => {
      onProgress?.(0);
      const image = await request(ROUTE.uploadImage, { body: formOf(file) }, o).then(dataOf);
      onProgress?.(1);
      return image;
    },
    exportProducts: (o) => download(ROUTE.exportProducts, {}, o),
    importProducts: (file, dryRun, o) => request(ROUTE.importProducts, { body: formOf(file), query: dryRun ? { dry_run: "1" } : {} }, o).then(dataOf),
    bulkEditProducts: (edit, o) => request(ROUTE.bulkEditProducts, { body: edit }, o).then(dataOf),

    listAttributes: (o) => request(ROUTE.listAttributes, {}, o).then(dataOf),
    createAttribute: (input, o) => request(ROUTE.createAttribute, { body: input }, o).then(dataOf),
    updateAttribute: (id, input, version, o) => request(ROUTE.updateAttribute, { params: { id }, body: input, headers: ifMatch(version) }, o).then(dataOf),
    deleteAttribute: (id, o) => send(ROUTE.deleteAttribute, { params: { id } }, o),
    listCategories: (o) => request(ROUTE.listCategories, {}, o).then(dataOf),
    createCategory: (input, o) => request(ROUTE.createCategory, { body: input }, o).then(dataOf),
    updateCategory: (id, input, version, o) => request(ROUTE.updateCategory, { params: { id }, body: input, headers: ifMatch(version) }, o).then(dataOf),
    deleteCategory: (id, o) => send(ROUTE.deleteCategory, { params: { id } }, o),
    reorderCategories: (parentId, ids, read, o) => request(ROUTE.reorderCategories, { body: { parent_id: parentId, ids, read } }, o).then(dataOf),

    listOrders: (query, o) => request(ROUTE.listOrders, { query }, o),
    getOrder: (id, o) => request(ROUTE.getOrder, { params: { id } }, o).then(dataOf),
    changeOrderStatus: (id, status, o) => request(ROUTE.changeOrderStatus, { params: { id }, body: { status } }, o).then(dataOf),
    changeOrderPayment: (id, paid, o) => request(ROUTE.changeOrderPayment, { params: { id }, body: { paid } }, o).then(dataOf),
    printOrder: (id, o) => request(ROUTE.printOrder, { params: { id } }, o).then(dataOf),
    addOrderNote: (id, text, o) => request(ROUTE.addOrderNote, { params: { id }, body: { text } }, o).then(dataOf),
    exportOrders: (filter, o) => download(ROUTE.exportOrders, { query: filter }, o),

    listSliders: (o) => request(ROUTE.listSliders, {}, o),
    createSlider: (input, o) => request(ROUTE.createSlider, { body: input }, o).then(dataOf),
    updateSlider: (id, input, version, o) => request(ROUTE.updateSlider, { params: { id }, body: input, headers: ifMatch(version) }, o).then(dataOf),
    deleteSlider: (id, o) => send(ROUTE.deleteSlider, { params: { id } }, o),
    reorderSliders: (ids, version, o) => request(ROUTE.reorderSliders, { body: { ids }, headers: ifMatch(version) }, o),

    getProductList: (name, query, o) => request(ROUTE.getProductList, { params: { list: name }, query }, o),
    setProductList: (name, ids, version, o) => request(ROUTE.setProductList, { params: { list: name }, body: { ids }, headers: ifMatch(version) }, o),

    listSeo: (o) => request(ROUTE.listSeo, {}, o).then(dataOf),
    updateSeo: (setting, version, o) => request(ROUTE.updateSeo, { params: { kind: setting.kind }, body: setting, headers: ifMatch(version) }, o).then(dataOf),

    getLocaleSettings: (o) => request(ROUTE.getLocaleSettings, {}, o).then(dataOf),
    updateLocaleSettings: (settings, version, o) => request(ROUTE.updateLocaleSettings, { body: settings, headers: ifMatch(version) }, o).then(dataOf),
    getShopIdentity: (o) => request(ROUTE.getShopIdentity, {}, o).then(dataOf),
    updateShopIdentity: (identity, version, o) => request(ROUTE.updateShopIdentity, { body: identity, headers: ifMatch(version) }, o).then(dataOf),
    getInstructions: (o) => request(ROUTE.getInstructions, {}, o).then(dataOf),
    updateInstructions: (instructions, version, o) => request(ROUTE.updateInstructions, { body: instructions, headers: ifMatch(version) }, o).then(dataOf),
    getOrderSettings: (o) => request(ROUTE.getOrderSettings, {}, o).then(dataOf),
    updateOrderSettings: (settings, version, o) => request(ROUTE.updateOrderSettings, { body: settings, headers: ifMatch(version) }, o).then(dataOf),
    getMethodSettings: (o) => request(ROUTE.getMethodSettings, {}, o).then(dataOf),
    updateMethodSettings: (settings, version, o) => request(ROUTE.updateMethodSettings, { body: settings, headers: ifMatch(version) }, o).then(dataOf),

    listDiscountCodes: (o) => request(ROUTE.listDiscountCodes, {}, o).then(dataOf),
    createDiscountCode: (input, o) => request(ROUTE.createDiscountCode, { body: input }, o).then(dataOf),
    updateDiscountCode: (id, input, version, o) =>
      request(ROUTE.updateDiscountCode, { params: { id }, body: input, headers: ifMatch(version) }, o).then(dataOf),

    listStaff: (o) => request(ROUTE.listStaff, {}, o).then(dataOf),
    listAudit: (query, o) => request(ROUTE.listAudit, { query }, o),
    createStaff: (input, o) => request(ROUTE.createStaff, { body: input }, o).then(dataOf),
    updateStaff: (id, input, version, o) => request(ROUTE.updateStaff, { params: { id }, body: input, headers: ifMatch(version) }, o).then(dataOf),
    deleteStaff: (id, o) => send(ROUTE.deleteStaff, { params: { id } }, o),

    listMessages: (query, o) => request(ROUTE.listMessages, { query }, o),
    setMessageStatus: (id, status, version, o) =>
      request(ROUTE.setMessageStatus, { params: { id }, body: { status }, headers: ifMatch(version) }, o).then(dataOf),

    getContentPage: (kind, o) => request(ROUTE.getContentPage, { params: { kind } }, o).then(dataOf),
    saveContentPage: (kind, input, version, o) => request(ROUTE.saveContentPage, { params: { kind }, body: input, headers: ifMatch(version) }, o).then(dataOf),
    previewMarkdown: (markdown, o) => request(ROUTE.previewMarkdown, { body: { markdown } }, o).then((r) => r.data.html),
  };
};
