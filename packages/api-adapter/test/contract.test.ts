import { afterAll, beforeAll, describe, expect, test } from "vitest";
import sharp from "sharp";
import type { DashboardApi, KeyValueStore, ShopApi } from "@vitrina/core";
import { AUTH_TOKEN, createHttpDashboardApi, createHttpShopApi } from "../src/index.js";
import { TEST_ADMIN, startTestShop, type TestShop } from "@vitrina/server/testing";

// Every port method against packages/server on a fresh copy of the demo database; answers are
// decoded with core's schemas inside the adapter, so a shape mismatch fails here.
let server: TestShop;
let shop: ShopApi;
let dashboard: DashboardApi;
const cookies = new Map<string, string>();
const store: KeyValueStore = { get: (k) => cookies.get(k), set: (k, v) => void cookies.set(k, v), remove: (k) => void cookies.delete(k) };
const navigated: string[] = [];

beforeAll(async () => {
  server = await startTestShop();
  const options = { baseUrl: `${server.url}/api`, store, navigation: { navigate: (p: string) => void navigated.push(p), reload: () => {} } };
  shop = createHttpShopApi(options);
  dashboard = createHttpDashboardApi(options);
});
afterAll(() => server.stop());

describe("storefront port", () => {
  test("catalogue, menu, search, product, home, pages, general", async () => {
    cookies.set("i18n_redirected", "ru");
    const categories = await shop.getCategories();
    expect(categories.find((c) => c.slug === "bucatarie")?.name).toBe("Кухня");
    cookies.set("i18n_redirected", "ro");
    const list = await shop.getProducts({ slug: "bucatarie", sort_by: "price_asc", in_stock: true, filters: {} });
    expect(list.items.length).toBeGreaterThan(0);
    const brand = list.filters.find((f) => f.key === "brand")!.values[0]!;
    const byBrand = await shop.getProducts({ slug: "bucatarie", filters: { brand: [brand.value] }, perPage: 50 });
    expect(byBrand.total_items).toBeGreaterThan(0);
    const product = await shop.getProduct(list.items[0]!.slug);
    expect(product.slug).toBe(list.items[0]!.slug);
    expect((await shop.getSimilarProducts(product.slug)).length).toBeGreaterThan(0);
    expect((await shop.search("divan")).data.length).toBeGreaterThan(0);
    // A typo is searched as the catalogue writes it, and the answer says which text that was.
    const corrected = await shop.search("tigae");
    expect(corrected.searched_for).toBe("tigaie");
    expect(corrected.data[0]?.title).toMatch(/^Tigaie/);
    expect((await shop.getHome()).sliders.length).toBeGreaterThan(0);
    expect((await shop.getPage("faq")).faq.length).toBeGreaterThan(0);
    expect((await shop.getSeo("search", "tigaie")).title).toMatch(/Vitrina/);
    expect((await shop.getGeneral()).currencies).toEqual([{ value: "mdl", label: "MDL" }]);
    expect(await shop.getCountry()).toBe("md");
    expect((await shop.getMethods()).delivery.map((d) => d.method)).toEqual(["courier", "pickup", "post"]);
    await expect(shop.getProduct("nu-exista")).rejects.toMatchObject({ status: 404 });
  });

  test("cart products, availability, checkout and the order", async () => {
    const { items } = await shop.getProducts({ in_stock: true, perPage: 2 });
    const [a, b] = items;
    const cart = await shop.getCartProducts([{ id: a!.id }, { id: b!.id }]);
    expect(cart.map((p) => p.id)).toEqual([a!.id, b!.id]);
    expect(await shop.checkAvailability([{ id: a!.id, quantity: 1 }])).toEqual([{ id: a!.id, quantity: 1, stock: a!.stock, in_stock: true }]);
    await expect(shop.checkAvailability([{ id: a!.id, quantity: a!.stock + 1 }])).rejects.toMatchObject({
      status: 422,
      errors: { "items.0.quantity": ["out_of_stock"] },
    });
    const { orderNumber, accessKey } = await shop.checkout(
      {
        paymentMethod: "card_on_delivery",
        deliveryMethod: "pickup",
        agreement: true,
        clientNote: "Sunați înainte",
        contactDetails: { email: "ana@mail.md", phone: "+373 69 123 456" },
        billingAddress: { firstName: "Ana", lastName: "Rusu", country: "md", city: "Chișinău", address: "str. Ismail 88", postalCode: "" },
        products: [{ id: a!.id, quantity: 1 }],
      },
      { idempotencyKey: `contract-${Date.now()}` },
    );
    const order = await shop.getOrder(orderNumber, accessKey);
    expect(order).toMatchObject({ number: orderNumber, clientNote: "Sunați înainte", deliveryMethod: "pickup", lines: [{ product_id: a!.id, quantity: 1 }] });
    await expect(shop.getOrder(orderNumber, `${accessKey.slice(0, -1)}${accessKey.endsWith("A") ? "B" : "A"}`)).rejects.toMatchObject({ status: 404 });
    await expect(
      shop.checkout({
        paymentMethod: "cash_on_delivery",
        deliveryMethod: "courier",
        agreement: true,
        contactDetails: { email: "x", phone: "1" },
        billingAddress: { firstName: "A", lastName: "B", country: "md", city: "C", address: "D" },
        products: [{ id: a!.id, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ status: 422, errors: { "contactDetails.email": ["format"], "contactDetails.phone": ["format"] } });
  });

  test("contact form: sent, then 422 with errors", async () => {
    await expect(shop.sendContact({ name: "Ana", email: "ana@mail.md", message: "Salut" })).resolves.toBeUndefined();
    await expect(shop.sendContact({ name: "Ana", email: "", message: " " })).rejects.toMatchObject({
      status: 422,
      errors: { email: ["required"], message: ["required"] },
    });
  });
});

describe("dashboard port", () => {
  test("discount codes: created, listed with their uses, edited with the version read, switched off; a stale edit is a 409, a taken code a 422", async () => {
    const { token } = await dashboard.login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    cookies.set(AUTH_TOKEN, token);
    const terms = {
      code: "contract10",
      kind: "percent",
      value: 10,
      min_subtotal: 200,
      starts_at: "2026-01-01",
      ends_at: null,
      max_uses: 5,
      max_uses_per_email: 1,
      active: true,
    } as const;
    const created = await dashboard.createDiscountCode(terms);
    expect(created).toMatchObject({ ...terms, code: "CONTRACT10", uses: 0, version: 1 });
    expect((await dashboard.listDiscountCodes()).find((c) => c.id === created.id)).toEqual(created);
    await expect(dashboard.createDiscountCode({ ...terms, code: "Contract10" })).rejects.toMatchObject({ status: 422, errors: { code: ["taken"] } });
    // The adapter sends the version it was given as If-Match: the next edit from the same read is refused.
    const off = await dashboard.updateDiscountCode(created.id, { ...terms, code: "CONTRACT10", active: false }, created.version);
    expect(off).toMatchObject({ active: false, version: 2, uses: 0 });
    await expect(dashboard.updateDiscountCode(created.id, { ...terms, value: 20 }, created.version)).rejects.toMatchObject({ status: 409 });
    await expect(dashboard.updateDiscountCode(created.id, { ...terms, value: 150 }, off.version)).rejects.toMatchObject({
      status: 422,
      errors: { value: ["max"] },
    });
    const audit = await dashboard.listAudit({ entity: "discount_codes", perPage: 5 });
    expect(audit.data[0]).toMatchObject({
      entity_id: String(created.id),
      action: "update",
      subject: "CONTRACT10",
      before: { active: true },
      after: { active: false },
    });
  });

  test("sign in, overview, products with an image, categories, orders, sliders, lists, SEO, locale settings, staff", async () => {
    const { token, user } = await dashboard.login({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(user.role).toBe("admin");
    cookies.set(AUTH_TOKEN, token);
    expect((await dashboard.me()).email).toBe(TEST_ADMIN.email);
    expect((await dashboard.overview()).low_stock.length).toBeGreaterThanOrEqual(0);
    // Titles in the dashboard's language: the same products, named in Russian.
    const [lowRo, lowRu] = [(await dashboard.overview()).low_stock, (await dashboard.overview({ lang: "ru" })).low_stock];
    expect(lowRu.map((p) => p.id)).toEqual(lowRo.map((p) => p.id));
    if (lowRu.length > 0) expect(lowRu.map((p) => p.title)).not.toEqual(lowRo.map((p) => p.title));

    const progress: number[] = [];
    const bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#aa3322" } })
      .png()
      .toBuffer();
    const image = await dashboard.uploadImage({ name: "p.png", type: "image/png", bytes: new Uint8Array(bytes) }, (f) => progress.push(f));
    expect(progress).toEqual([0, 1]);
    const categories = await dashboard.listCategories();
    const category = categories.find((c) => c.parent_id !== null)!;
    const L = (t: string) => ({ ro: t, en: t, ru: t, bg: t });
    const created = await dashboard.createProduct({
      slug: "contract-produs",
      sku: "VT-CONTRACT-1",
      title: L("Produs contract"),
      description: L("Descriere"),
      price: 10,
      old_price: null,
      stock: 3,
      category_id: category.id,
      attributes: [],
      active: true,
      image_ids: [image.id],
    });
    expect(created.images[0]!.id).toBe(image.id);
    const updated = await dashboard.updateProduct(
      created.id,
      { ...created, title: L("Produs schimbat"), seo_title: L("t"), seo_description: L("d"), image_ids: [image.id] } as never,
      created.version,
    );
    expect(updated.title.ro).toBe("Produs schimbat");
    expect((await dashboard.listProducts({ search: "schimbat" })).data.map((p) => p.id)).toEqual([created.id]);
    expect((await dashboard.getProduct(created.id)).sku).toBe("VT-CONTRACT-1");
    await dashboard.deleteProduct(created.id);

    const newCategory = await dashboard.createCategory({ slug: "contract-cat", name: L("Contract"), icon: null, parent_id: null, position: 99, active: true });
    expect(
      (
        await dashboard.updateCategory(
          newCategory.id,
          { slug: "contract-cat", name: L("Contract 2"), icon: null, parent_id: null, position: 99, active: false },
          newCategory.version,
        )
      ).name.ro,
    ).toBe("Contract 2");
    // One request puts the top categories in a new order.
    const tops = (await dashboard.listCategories()).filter((c) => c.parent_id === null).sort((a, b) => a.position - b.position || a.id - b.id);
    const wanted = [newCategory.id, ...tops.filter((c) => c.id !== newCategory.id).map((c) => c.id)];
    const topsNow = (
      await dashboard.reorderCategories(
        null,
        wanted,
        tops.map((c) => c.id),
      )
    )
      .filter((c) => c.parent_id === null)
      .sort((a, b) => a.position - b.position);
    expect(topsNow.map((c) => c.id)).toEqual(wanted);
    await dashboard.deleteCategory(newCategory.id);

    const orders = await dashboard.listOrders({ status: "new" });
    expect(orders.data.length).toBeGreaterThan(0);
    const order = await dashboard.getOrder(orders.data[0]!.id);
    expect((await dashboard.changeOrderStatus(order.id, "confirmed")).status).toBe("confirmed");
    expect(await dashboard.changeOrderPayment(order.id, true)).toMatchObject({ payment_status: "paid", allowed_payment: "unpaid" });
    // The export's bytes as sent: the BOM a spreadsheet needs is kept (a text decoder would drop it).
    const csv = await dashboard.exportOrders({ status: "confirmed", search: order.number });
    expect([...csv.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(csv).split("\r\n")[1]).toMatch(new RegExp(`^${order.number},`));
    const rules = await dashboard.getOrderSettings();
    const saved = await dashboard.updateOrderSettings({ max_per_order: rules.max_per_order, unpaid_transfer_days: 3 }, rules.version);
    expect(saved).toMatchObject({ unpaid_transfer_days: 3, version: rules.version + 1 });
    const { version: methodsRead, ...methods } = await dashboard.getMethodSettings();
    const courier = { ...methods.delivery[0]!, price: 60 };
    const priced = await dashboard.updateMethodSettings({ ...methods, delivery: [courier, ...methods.delivery.slice(1)] }, methodsRead);
    expect([priced.delivery[0], priced.version]).toEqual([courier, methodsRead + 1]);

    const slide = await dashboard.createSlider({ title: L("Slide"), subtitle: L("Sub"), link: "/category/bucatarie/", image_id: image.id, active: true });
    expect(
      (await dashboard.updateSlider(slide.id, { title: L("Slide 2"), subtitle: L("Sub"), link: "/", image_id: null, active: false }, slide.version)).image,
    ).toBeNull();
    const slides = await dashboard.listSliders();
    const reordered = await dashboard.reorderSliders(slides.data.map((s) => s.id).reverse(), slides.version);
    expect(reordered.version).toBe(slides.version + 1);
    // A second reorder from the same read is refused: the order changed since it was read.
    await expect(
      dashboard.reorderSliders(
        slides.data.map((s) => s.id),
        slides.version,
      ),
    ).rejects.toMatchObject({ status: 409 });
    await dashboard.deleteSlider(slide.id);

    const bestsellers = await dashboard.getProductList("bestsellers");
    const bestsellersRu = await dashboard.getProductList("bestsellers", { lang: "ru" });
    expect(bestsellersRu.data.map((p) => p.id)).toEqual(bestsellers.data.map((p) => p.id));
    expect(bestsellersRu.data.some((p, i) => p.title !== bestsellers.data[i]!.title)).toBe(true);
    await dashboard.setProductList(
      "bestsellers",
      bestsellers.data.slice(1).map((p) => p.id),
      bestsellers.version,
    );
    expect((await dashboard.getProductList("bestsellers")).data.length).toBe(bestsellers.data.length - 1);

    const seo = await dashboard.listSeo();
    const home = seo.find((s) => s.kind === "home")!;
    const { version: seoVersion, ...homeTexts } = home;
    expect((await dashboard.updateSeo({ ...homeTexts, title: { ...home.title, en: "Home | {shop}" } }, seoVersion)).title.en).toBe("Home | {shop}");
    // A second save from the same read is refused: someone (here, the first save) saved in between.
    await expect(dashboard.updateSeo(homeTexts, seoVersion)).rejects.toMatchObject({ status: 409 });

    const faqPage = await dashboard.getContentPage("faq");
    const faqInput = { title: faqPage.title, body: faqPage.body, faq: [...faqPage.faq].reverse() };
    const savedFaq = await dashboard.saveContentPage("faq", faqInput, faqPage.version);
    expect(savedFaq.faq.map((e) => e.question.ro)).toEqual(faqPage.faq.map((e) => e.question.ro).reverse());
    await expect(dashboard.saveContentPage("faq", faqInput, faqPage.version)).rejects.toMatchObject({ status: 409 });
    expect((await dashboard.getContentPage("about")).title.ru).toBe("О нас");
    expect(await dashboard.previewMarkdown("## Hi\n\n[x](javascript:alert(1))")).toBe("<h2>Hi</h2>\n<p>[x](javascript:alert(1))</p>\n");

    const { version: settingsVersion, ...settings } = await dashboard.getLocaleSettings();
    expect((await dashboard.updateLocaleSettings({ ...settings, schedule: { ...settings.schedule, en: "Always open" } }, settingsVersion)).schedule.en).toBe(
      "Always open",
    );

    const member = await dashboard.createStaff({ email: "contract@vitrina.md", name: "C", role: "manager", password: "contract-password-1" });
    expect((await dashboard.updateStaff(member.id, { name: "Contract" }, member.version)).name).toBe("Contract");
    expect((await dashboard.listStaff()).map((s) => s.email)).toContain("contract@vitrina.md");
    const audit = await dashboard.listAudit({ entity: "staff", perPage: 5 });
    expect(audit.data[0]).toMatchObject({
      entity: "staff",
      entity_id: String(member.id),
      action: "update",
      before: { name: "C" },
      after: { name: "Contract" },
    });
    const disabled = await dashboard.updateStaff(member.id, { status: "disabled" }, member.version + 1);
    expect(disabled.status).toBe("disabled");
    await dashboard.deleteStaff(member.id);
    expect((await dashboard.listStaff()).map((s) => s.email)).not.toContain("contract@vitrina.md");

    await dashboard.changePassword({ current_password: TEST_ADMIN.password, new_password: TEST_ADMIN.password });
    await dashboard.logout();
    await expect(dashboard.me()).rejects.toMatchObject({ status: 401 });
    expect(cookies.has(AUTH_TOKEN)).toBe(false);
    expect(navigated).toEqual(["/auth/login/"]);
  });
});
