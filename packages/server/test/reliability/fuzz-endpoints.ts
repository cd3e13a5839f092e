import fc from "fast-check";
import { COUNTRY_CODES } from "@vitrina/core";
import type { TestShop } from "../support/shop.js";
import { localeSettings, productBody, productFields, productUpdateBody, productUpdateFields } from "./fuzz-bodies.js";
import { BAD, type Endpoint, OUT_OF_INT4, jsonOtherThan, longer } from "./fuzz-values.js";
import { L, checkoutPayload } from "./helpers.js";

// The endpoints fuzz.test.ts breaks, each with a valid body and the fields a mutation may break.

/** What the endpoints need from the started shop, read when a request is built. */
export interface FuzzTarget {
  readonly shop: TestShop;
  readonly admin: string;
  readonly manager: string;
  readonly productId: number;
  readonly memberId: number;
  readonly orderId: number;
}

/** Every fuzzed endpoint of the shop, reading its ids and tokens from `now()` when called. */
export const fuzzEndpoints = (now: () => FuzzTarget): ReadonlyArray<Endpoint> => {
  /** The version of a list's order now (0 before its first change). */
  const listVersionOf = (list: string) => async () =>
    (await now().shop.db.query<{ version: number }>("select version from list_versions where list = $1", [list]))[0]?.version ?? 0;
  /** The version a row has now (nothing in these tests changes it: every body is refused). */
  const versionOf = (table: string, where: string, key: unknown) => async () =>
    (await now().shop.db.query<{ version: number }>(`select version from ${table} where ${where} = $1`, [key]))[0]!.version;
  return [
    {
      name: "checkout (JSON)",
      method: "POST",
      path: () => "cart/checkout",
      token: () => undefined,
      valid: () => checkoutPayload([{ id: now().productId, quantity: 1 }]),
      fields: {
        paymentMethod: BAD.oneOf("cash_on_delivery", "card_on_delivery", "bank_transfer"),
        deliveryMethod: BAD.oneOf("courier", "pickup", "post"),
        agreement: BAD.literalTrue,
        contactDetails: BAD.object,
        "contactDetails.email": BAD.email,
        "contactDetails.phone": fc.oneof(BAD.text(30), fc.constantFrom("0722123456", "+44 20 7946 0958", "+40 722 123", "abc", "69-12")),
        billingAddress: BAD.object,
        "billingAddress.firstName": BAD.text(100),
        "billingAddress.lastName": BAD.text(100),
        "billingAddress.country": BAD.oneOf(...COUNTRY_CODES),
        "billingAddress.city": BAD.text(100),
        "billingAddress.address": BAD.text(255),
        clientNote: BAD.optText(2000),
        deliveryAddress: BAD.object,
        products: fc.oneof(jsonOtherThan("array"), fc.constant([]), fc.constant(Array.from({ length: 101 }, (_, i) => ({ id: i + 1, quantity: 1 })))),
        "products.0.id": BAD.ref,
        "products.0.quantity": BAD.quantity,
        "products.1": fc.constant({ id: "DUP", quantity: 1 }),
      },
      optional: ["clientNote", "deliveryAddress", "products.1"],
    },
    {
      name: "contact form (JSON)",
      method: "POST",
      path: () => "general/contact",
      token: () => undefined,
      valid: () => ({ name: "Ion", email: "ion@mail.md", phone: "069123456", message: "Bună ziua" }),
      fields: { name: BAD.text(100), email: BAD.email, phone: BAD.optText(30), message: BAD.text(5000) },
      optional: ["phone"],
    },
    {
      name: "login",
      method: "POST",
      path: () => "auth/login",
      token: () => undefined,
      valid: () => ({ email: "admin@test.vitrina.md", password: "correct-horse-battery" }),
      fields: { email: BAD.email, password: BAD.text(200) },
    },
    {
      name: "create product",
      method: "POST",
      path: () => "dashboard/products",
      token: () => now().manager,
      valid: productBody,
      fields: productFields,
      optional: ["seo_title"],
    },
    {
      name: "edit product",
      method: "PUT",
      path: () => `dashboard/products/${now().productId}`,
      token: () => now().manager,
      valid: productUpdateBody,
      fields: { ...productUpdateFields, stock_change: fc.oneof(jsonOtherThan("number"), fc.constantFrom(0.5, -2.25, ...OUT_OF_INT4)) },
      optional: ["seo_title", "stock_change"],
      version: () => versionOf("products", "id", now().productId)(),
    },
    {
      name: "create category",
      method: "POST",
      path: () => "dashboard/categories",
      token: () => now().manager,
      valid: () => ({ slug: "fuzz-category", name: L("Categorie"), icon: null, parent_id: null, position: 3, active: true }),
      fields: {
        slug: BAD.slug,
        name: BAD.title,
        icon: fc.oneof(jsonOtherThan("string", "null"), longer(64)),
        parent_id: fc.oneof(jsonOtherThan("number", "null"), fc.constantFrom(0, -1, 1.5, 999_999)),
        position: BAD.count,
        active: BAD.bool,
      },
    },
    {
      name: "create slide",
      method: "POST",
      path: () => "dashboard/sliders",
      token: () => now().manager,
      valid: () => ({ title: L("Reduceri"), subtitle: L("Doar azi"), link: "/category/bucatarie/", image_id: null, active: true }),
      fields: {
        title: BAD.title,
        subtitle: BAD.title,
        link: BAD.link,
        image_id: fc.oneof(jsonOtherThan("number", "null"), fc.constantFrom(0, -1, 1.5, 999_999)),
        active: BAD.bool,
      },
    },
    {
      name: "reorder categories",
      method: "PUT",
      path: () => "dashboard/categories/order",
      token: () => now().manager,
      valid: () => ({ parent_id: null, ids: [], read: [] }),
      fields: { parent_id: fc.oneof(jsonOtherThan("number", "null"), fc.constantFrom(0, -1, 1.5)), ids: BAD.idList(500) },
    },
    {
      name: "reorder slides",
      method: "PUT",
      path: () => "dashboard/sliders/order",
      token: () => now().manager,
      valid: () => ({ ids: [] }),
      fields: { ids: BAD.idList(100) },
      version: listVersionOf("sliders"),
    },
    {
      name: "curated list",
      method: "PUT",
      path: () => "dashboard/lists/bestsellers",
      token: () => now().manager,
      valid: () => ({ ids: [now().productId] }),
      version: listVersionOf("bestsellers"),
      fields: { ids: fc.oneof(BAD.idList(100), fc.constant([1, 1]), fc.constant([999_999])) },
    },
    {
      name: "SEO settings",
      method: "PUT",
      path: () => "dashboard/seo/home",
      token: () => now().admin,
      valid: () => ({ kind: "home", title: L("{shop}"), description: L("Magazin"), image: null }),
      fields: {
        kind: fc.oneof(BAD.oneOf("home"), fc.constantFrom("faq", "product")),
        title: BAD.title,
        description: BAD.longText,
        image: fc.oneof(jsonOtherThan("string", "null"), longer(500)),
      },
      version: versionOf("seo_settings", "kind", "home"),
    },
    {
      name: "content page",
      method: "PUT",
      path: () => "dashboard/pages/faq",
      token: () => now().manager,
      valid: () => ({ title: L("Întrebări frecvente"), body: L("Text"), faq: [{ question: L("Livrare?"), answer: L("Gratuită.") }] }),
      fields: {
        title: BAD.title,
        body: BAD.longText,
        "title.ro": fc.oneof(jsonOtherThan("string"), fc.constant("")),
        faq: fc.oneof(jsonOtherThan("array"), fc.constant(Array.from({ length: 201 }, () => ({ question: L("q"), answer: L("a") })))),
        "faq.0": fc.oneof(jsonOtherThan("object"), fc.constant({ question: "plain", answer: L("a") })),
        "faq.0.question": BAD.title,
        "faq.0.answer": BAD.longText,
      },
      version: versionOf("pages", "kind", "faq"),
    },
    {
      name: "locale settings",
      method: "PUT",
      path: () => "dashboard/locale-settings",
      token: () => now().admin,
      valid: localeSettings,
      version: versionOf("settings", "key", "locale"),
      fields: {
        active_languages: fc.oneof(jsonOtherThan("array"), fc.constantFrom<unknown>([], ["en"], ["ro", "xx"], ["ro", 1])),
        addresses: BAD.stringList(BAD.title),
        pickup_addresses: BAD.stringList(BAD.title),
        schedule: BAD.optTitle,
        phones: BAD.stringList(BAD.text(40)),
        emails: BAD.stringList(BAD.email),
        salesPhones: BAD.stringList(BAD.text(40)),
        salesEmails: BAD.stringList(BAD.email),
        order_emails: BAD.stringList(BAD.email),
        socials: BAD.stringList(fc.oneof(jsonOtherThan("object"), fc.constant({ name: "", url: "x", code: "y" }))),
      },
    },
    {
      name: "add staff",
      method: "POST",
      path: () => "dashboard/staff",
      token: () => now().admin,
      valid: () => ({ email: "new-member@vitrina.md", name: "Maria", role: "manager", password: "long-enough-password" }),
      fields: {
        email: fc.oneof(BAD.email, fc.constant("admin@test.vitrina.md")),
        name: BAD.text(100),
        role: BAD.oneOf("admin", "manager"),
        password: BAD.password,
      },
    },
    {
      name: "change staff",
      method: "PATCH",
      path: () => `dashboard/staff/${now().memberId}`,
      token: () => now().admin,
      valid: () => ({ name: "Maria" }),
      fields: { role: BAD.oneOf("admin", "manager"), name: BAD.text(100), password: BAD.password },
      optional: ["role", "name", "password"],
      version: () => versionOf("staff", "id", now().memberId)(),
    },
    {
      name: "order status",
      method: "POST",
      path: () => `dashboard/orders/${now().orderId}/status`,
      token: () => now().manager,
      valid: () => ({ status: "confirmed" }),
      // From "new" only confirmed and cancelled are allowed.
      fields: { status: fc.oneof(BAD.oneOf("new", "confirmed", "shipped", "delivered", "cancelled"), fc.constantFrom("new", "shipped", "delivered")) },
    },
    {
      name: "change own password",
      method: "POST",
      path: () => "auth/password",
      token: () => now().manager,
      valid: () => ({ current_password: "fuzz-manager-pass", new_password: "another-long-password" }),
      fields: { current_password: fc.oneof(BAD.text(200), fc.constant("not-the-password")), new_password: BAD.password },
    },
  ];
};
