import { describe, expect, test } from "vitest";
import { base, seen, scriptServer, json, general, setup, type Handler } from "./scripted-server.js";

let handler: Handler;
scriptServer(() => handler);

describe("error kinds, retry policy and cancellation", () => {
  test("every error names its kind, URL, status and cause", async () => {
    handler = (_req, res) => json(res, 404, { message: "Not here" });
    await expect(setup().shop.search("divan")).rejects.toMatchObject({
      kind: "http",
      status: 404,
      url: `${base}/catalog/search?text=divan`,
      message: "Not here",
    });
    handler = (_req, res) => json(res, 200, { data: { ...general, phones: [42] } });
    const decode = await setup()
      .shop.getGeneral()
      .catch((e: unknown) => e);
    expect(decode).toMatchObject({ kind: "decode", status: 502, url: `${base}/general` });
    expect((decode as { cause: unknown }).cause).toEqual([expect.objectContaining({ path: ["data", "phones", 0] })]);
    handler = (req) => req.socket.destroy();
    const network = await setup()
      .shop.getCountry()
      .catch((e: unknown) => e);
    expect(network).toMatchObject({ kind: "network", status: 0, url: `${base}/general/country`, message: `Network error: ${base}/general/country` });
    expect((network as { cause: unknown }).cause).toBeDefined();
  });

  test("a GET without an answer is retried; a POST never is", async () => {
    handler = (req, res) => (seen.length === 1 ? req.socket.destroy() : json(res, 200, { code: "ro" }));
    await expect(setup().shop.getCountry()).resolves.toBe("ro");
    expect(seen).toHaveLength(2);
    seen.length = 0;
    handler = (req) => req.socket.destroy();
    await expect(setup().shop.sendContact({ name: "Ana", email: "ana@mail.md", message: "Salut" })).rejects.toMatchObject({ kind: "network" });
    expect(seen).toHaveLength(1);
  });

  test("the retry count, backoff and statuses are configurable", async () => {
    handler = (_req, res) => json(res, 503, { message: "down" });
    await expect(setup({}, undefined, { retry: { times: 3, backoffMs: 1 } }).shop.getGeneral()).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(4);
    seen.length = 0;
    await expect(setup({}, undefined, { retry: { times: 0 } }).shop.getGeneral()).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
    seen.length = 0;
    handler = (_req, res) => json(res, 429, { message: "slow down" });
    await expect(setup({}, undefined, { retry: { statuses: new Set() } }).shop.getGeneral()).rejects.toMatchObject({ status: 429 });
    expect(seen).toHaveLength(1);
    seen.length = 0;
    handler = (_req, res) => json(res, 500, { message: "down" });
    const started = Date.now();
    await expect(setup({}, undefined, { retry: { times: 2, backoffMs: 100 } }).shop.getGeneral()).rejects.toMatchObject({ status: 500 });
    // Waits 100 ms, then 200 ms (doubling).
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(seen).toHaveLength(3);
  });

  test("aborting the signal cancels the request: the server sees it closed, the call rejects with kind aborted", async () => {
    let closed!: () => void;
    const serverSawClose = new Promise<void>((resolve) => (closed = resolve));
    handler = (_req, res) => res.on("close", closed);
    const controller = new AbortController();
    const call = setup().shop.getProducts({ slug: "divane" }, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(call).rejects.toMatchObject({ _tag: "ApiError", kind: "aborted", status: 0, url: `${base}/catalog/products?slug=divane` });
    await serverSawClose;
    seen.length = 0;
    await expect(setup().shop.getGeneral({ signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: "aborted" });
    expect(seen).toHaveLength(0);
  });

  test("every dashboard method passes its signal on: an aborted one sends nothing and rejects with kind aborted", async () => {
    handler = (_req, res) => json(res, 200, { data: {} });
    const { dashboard } = setup({ auth_token: "t" });
    const signal = AbortSignal.abort();
    const o = { signal };
    const file = { name: "a.png", type: "image/png", bytes: new Uint8Array([1]) };
    const product = {} as never;
    const calls: Record<keyof typeof dashboard, () => Promise<unknown>> = {
      login: () => dashboard.login({ email: "a@b.md", password: "x" }, o),
      logout: () => dashboard.logout(o),
      me: () => dashboard.me(o),
      changePassword: () => dashboard.changePassword({ currentPassword: "a", newPassword: "b" } as never, o),
      overview: () => dashboard.overview({}, o),
      listProducts: () => dashboard.listProducts({}, o),
      getProduct: () => dashboard.getProduct(1, o),
      createProduct: () => dashboard.createProduct(product, o),
      updateProduct: () => dashboard.updateProduct(1, product, 1, o),
      deleteProduct: () => dashboard.deleteProduct(1, o),
      uploadImage: () => dashboard.uploadImage(file, undefined, o),
      exportProducts: () => dashboard.exportProducts(o),
      importProducts: () => dashboard.importProducts(file, true, o),
      bulkEditProducts: () => dashboard.bulkEditProducts(product, o),
      listAttributes: () => dashboard.listAttributes(o),
      createAttribute: () => dashboard.createAttribute(product, o),
      updateAttribute: () => dashboard.updateAttribute(1, product, 1, o),
      deleteAttribute: () => dashboard.deleteAttribute(1, o),
      listCategories: () => dashboard.listCategories(o),
      createCategory: () => dashboard.createCategory(product, o),
      updateCategory: () => dashboard.updateCategory(1, product, 1, o),
      deleteCategory: () => dashboard.deleteCategory(1, o),
      reorderCategories: () => dashboard.reorderCategories(null, [1], [1], o),
      listOrders: () => dashboard.listOrders({}, o),
      getOrder: () => dashboard.getOrder(1, o),
      changeOrderStatus: () => dashboard.changeOrderStatus(1, "shipped" as never, o),
      changeOrderPayment: () => dashboard.changeOrderPayment(1, true, o),
      printOrder: () => dashboard.printOrder(1, o),
      addOrderNote: () => dashboard.addOrderNote(1, "Sunați înainte", o),
      exportOrders: () => dashboard.exportOrders({}, o),
      listSliders: () => dashboard.listSliders(o),
      createSlider: () => dashboard.createSlider(product, o),
      updateSlider: () => dashboard.updateSlider(1, product, 1, o),
      deleteSlider: () => dashboard.deleteSlider(1, o),
      reorderSliders: () => dashboard.reorderSliders([1], 1, o),
      getProductList: () => dashboard.getProductList("bestsellers", {}, o),
      setProductList: () => dashboard.setProductList("bestsellers", [1], 1, o),
      listSeo: () => dashboard.listSeo(o),
      updateSeo: () => dashboard.updateSeo(product, 1, o),
      getLocaleSettings: () => dashboard.getLocaleSettings(o),
      updateLocaleSettings: () => dashboard.updateLocaleSettings(product, 1, o),
      getShopIdentity: () => dashboard.getShopIdentity(o),
      updateShopIdentity: () => dashboard.updateShopIdentity(product as never, 1, o),
      getInstructions: () => dashboard.getInstructions(o),
      updateInstructions: () => dashboard.updateInstructions(product as never, 1, o),
      getOrderSettings: () => dashboard.getOrderSettings(o),
      updateOrderSettings: () => dashboard.updateOrderSettings(product as never, 1, o),
      getMethodSettings: () => dashboard.getMethodSettings(o),
      updateMethodSettings: () => dashboard.updateMethodSettings(product as never, 1, o),
      listDiscountCodes: () => dashboard.listDiscountCodes(o),
      createDiscountCode: () => dashboard.createDiscountCode(product, o),
      updateDiscountCode: () => dashboard.updateDiscountCode(1, product, 1, o),
      listStaff: () => dashboard.listStaff(o),
      listAudit: () => dashboard.listAudit({}, o),
      createStaff: () => dashboard.createStaff(product, o),
      updateStaff: () => dashboard.updateStaff(1, product, 1, o),
      deleteStaff: () => dashboard.deleteStaff(1, o),
      listMessages: () => dashboard.listMessages({}, o),
      setMessageStatus: () => dashboard.setMessageStatus(1, "handled", 1, o),
      getContentPage: () => dashboard.getContentPage("about", o),
      saveContentPage: () => dashboard.saveContentPage("faq", product, 1, o),
      previewMarkdown: () => dashboard.previewMarkdown("*x*", o),
    };
    for (const [name, call] of Object.entries(calls)) {
      await expect(call(), name).rejects.toMatchObject({ _tag: "ApiError", kind: "aborted" });
    }
    expect(seen).toHaveLength(0);
  });

  test("aborting a dashboard request in flight cancels it: the server sees it closed", async () => {
    let closed!: () => void;
    const serverSawClose = new Promise<void>((resolve) => (closed = resolve));
    handler = (_req, res) => res.on("close", closed);
    const controller = new AbortController();
    const call = setup({ auth_token: "t" }).dashboard.updateProduct(4, { title: "x" } as never, 2, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: "aborted", url: `${base}/dashboard/products/4` });
    await serverSawClose;
  });
});
