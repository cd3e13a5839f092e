import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { HTTPException } from "hono/http-exception";
import {
  AdminOrderListParams,
  AdminProductListParams,
  AuditListParams,
  MessageListParams,
  adminOrderListQuery,
  adminProductListQuery,
  auditListQuery,
  messageListQuery,
  type CategoryInput,
  type ProductUpdate,
} from "@vitrina/core";
import type { Db, Tx } from "../src/db/db.js";
import { auditFilter } from "../src/audit/trail.js";
import { categoryErrors } from "../src/catalog/category-edits.js";
import { sameMembers } from "../src/catalog/list-version-data.js";
import { productErrors, productFilter, productUpdateErrors } from "../src/catalog/product-edits.js";
import { curatedListErrors } from "../src/content/curated-lists.js";
import { decodeOr422, errorAnswer } from "../src/lib/http.js";
import { saveVersionedEdit } from "../src/lib/versioned-edit.js";
import { isPhoneLike, orderFilter } from "../src/orders/staff-order-edits.js";

// The dashboard's rules without a database: what each edit refuses, and how list queries decode.

/** The status of the answer to the refusal `run` throws, as the app's onError gives it (or undefined when it throws none). */
const refusal = async (run: () => unknown): Promise<number | undefined> => {
  try {
    await run();
    return undefined;
  } catch (error) {
    if (error instanceof HTTPException) return error.status;
    const answer = errorAnswer(error);
    if (answer) return answer.status;
    throw error;
  }
};

const L = (text: string) => ({ ro: text, en: text, ru: text, bg: text });
const product: ProductUpdate = {
  slug: "p",
  sku: "SKU",
  title: L("P"),
  description: L(""),
  price: 100,
  old_price: null,
  category_id: 1,
  attributes: [],
  active: true,
  image_ids: [],
};
const found = { slugTaken: false, skuTaken: false, categoryFound: true, imageIds: new Set<number>(), attributeKinds: new Map([["a", "text" as const]]) };

describe("saveVersionedEdit", () => {
  const fakeDb = { transaction: <T>(fn: (tx: Tx) => Promise<T>) => fn({ query: async () => [] }) } as Pick<Db, "transaction">;
  const edit = (row: { version: number } | undefined, errors: Record<string, string[]> = {}) => {
    const writes: number[] = [];
    return {
      writes,
      run: (read: number) =>
        saveVersionedEdit(fakeDb, read, {
          notFound: "None.",
          lock: async () => row,
          check: async () => errors,
          write: async (_tx, r) => void writes.push(r.version),
        }),
    };
  };

  test("a missing row is a 404, a stale read a 409, field errors a 422, in that order; only a clean edit writes", async () => {
    const missing = edit(undefined, { a: ["x"] });
    expect(await refusal(() => missing.run(1))).toBe(404);
    const stale = edit({ version: 2 }, { a: ["x"] });
    expect(await refusal(() => stale.run(1))).toBe(409);
    const invalid = edit({ version: 1 }, { a: ["x"] });
    expect(await refusal(() => invalid.run(1))).toBe(422);
    expect([...missing.writes, ...stale.writes, ...invalid.writes]).toEqual([]);
    const clean = edit({ version: 3 });
    expect(await refusal(() => clean.run(3))).toBeUndefined();
    expect(clean.writes).toEqual([3]);
  });
});

describe("product rules", () => {
  test("every reference and rule names its field", () => {
    const input = {
      ...product,
      old_price: 100,
      image_ids: [5, 6],
      attributes: [
        { key: "a", value: L("1") },
        { key: "a", value: L("2") },
      ],
    };
    expect(productErrors(input, { ...found, slugTaken: true, skuTaken: true, categoryFound: false, imageIds: new Set([6]) })).toEqual({
      slug: ["taken"],
      sku: ["taken"],
      category_id: ["not_found"],
      old_price: ["min"],
      "image_ids.0": ["not_found"],
      "attributes.1.key": ["taken"],
    });
    expect(productErrors(product, found)).toEqual({});
  });

  test("an attribute names a key of the dictionary, with a number for a number attribute and a text for a text one", () => {
    const kinds = {
      ...found,
      attributeKinds: new Map([
        ["colour", "text" as const],
        ["power", "number" as const],
      ]),
    };
    const attributes = [
      { key: "color", value: L("roșu") },
      { key: "power", value: L("1800 W") },
      { key: "colour", value: 5 },
      { key: "power", value: 1800 },
      { key: "colour", value: L("roșu") },
    ];
    expect(productErrors({ ...product, attributes }, kinds)).toEqual({
      "attributes.0.key": ["not_found"],
      "attributes.1.value": ["type"],
      "attributes.2.value": ["type"],
      "attributes.3.key": ["taken"],
      "attributes.4.key": ["taken"],
    });
  });

  test("an old price is refused unless it is above the price", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (price, old) => {
        expect("old_price" in productErrors({ ...product, price, old_price: old }, found)).toBe(old <= price);
      }),
    );
  });

  test("a stock correction is refused exactly when it takes the current stock below zero", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.integer({ min: -2000, max: 2000 }), (stock, change) => {
        expect("stock_change" in productUpdateErrors({ ...product, stock_change: change }, found, stock)).toBe(stock + change < 0);
      }),
    );
  });
});

describe("category rules", () => {
  const category: CategoryInput = { slug: "c", name: L("C"), icon: null, parent_id: null, position: 0, active: true };
  const none = { slugTaken: false, parent: undefined, hasChildren: false };

  test("one level of subcategories: the parent must exist, be a top category and not the category itself", () => {
    expect(categoryErrors(category, none)).toEqual({});
    expect(categoryErrors({ ...category, parent_id: 2 }, none)).toEqual({ parent_id: ["not_found"] });
    expect(categoryErrors({ ...category, parent_id: 2 }, { ...none, parent: { parent_id: 1 } })).toEqual({ parent_id: ["invalid"] });
    expect(categoryErrors({ ...category, parent_id: 2 }, { ...none, parent: { parent_id: null } }, 2)).toEqual({ parent_id: ["invalid"] });
    expect(categoryErrors({ ...category, parent_id: 2 }, { ...none, parent: { parent_id: null }, hasChildren: true }, 3)).toEqual({ parent_id: ["invalid"] });
    expect(categoryErrors({ ...category, parent_id: 2 }, { ...none, parent: { parent_id: null } }, 3)).toEqual({});
    expect(categoryErrors(category, { ...none, slugTaken: true })).toEqual({ slug: ["taken"] });
  });
});

describe("ordered lists", () => {
  test("a reorder lists the same rows: any permutation is one, a row added or dropped is not", () => {
    const ids = fc.uniqueArray(fc.nat(1000), { maxLength: 20 });
    fc.assert(
      fc.property(ids, fc.nat(1000), (list, extra) => {
        const shuffled = [...list].reverse();
        expect(sameMembers(shuffled, list)).toBe(true);
        expect(sameMembers([...list, extra], list)).toBe(false);
        if (list.length > 0) expect(sameMembers(list.slice(1), list)).toBe(false);
      }),
    );
  });

  test("a curated list refuses unknown products and repeats, never the first time a product is listed", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(20), { maxLength: 30 }), fc.uniqueArray(fc.nat(20)), (ids, known) => {
        const errors = curatedListErrors(ids, new Set(known));
        ids.forEach((id, i) => {
          const expected = !known.includes(id) ? ["not_found"] : ids.indexOf(id) < i ? ["taken"] : undefined;
          expect(errors[`ids.${i}`]).toEqual(expected);
        });
      }),
    );
  });
});

describe("list queries", () => {
  // A list query as its route decodes it: core's schema (a 422 for wrong fields), core's reading, the server's filter.
  type Query = Readonly<Record<string, string>>;
  const products = (query: Query) => productFilter(adminProductListQuery(decodeOr422(AdminProductListParams, query)));
  const orders = (query: Query) => orderFilter(adminOrderListQuery(decodeOr422(AdminOrderListParams, query)));
  const messages = (query: Query) => messageListQuery(decodeOr422(MessageListParams, query));
  const audit = (query: Query) => auditFilter(auditListQuery(decodeOr422(AuditListParams, query)));

  test("the product list: defaults, the search folded into words, and every wrong field at once", async () => {
    expect(products({})).toEqual({ words: [], nothing: false, categoryId: undefined, sort: "updated_at", dir: "desc", page: 1, perPage: 20 });
    expect(products({ sort: "title", search: "Ceainic Zmeură", category_id: "7" })).toMatchObject({ words: ["ceainic", "zmeura"], dir: "asc", categoryId: 7 });
    expect(products({ search: "%" }).nothing).toBe(true);
    expect(await refusal(() => products({ sort: "constructor", dir: "up", category_id: "x", perPage: "101" }))).toBe(422);
  });

  test("orders, messages and the audit trail refuse what is not theirs", async () => {
    expect(orders({ search: " +373 69 ", from: "2026-01-02" })).toMatchObject({
      search: "+373 69",
      phoneLike: true,
      dates: ["o.created_at >= $1::date"],
      params: ["2026-01-02"],
    });
    expect(await refusal(() => orders({ status: "lost" }))).toBe(422);
    expect(await refusal(() => orders({ to: "2026-02-30" }))).toBe(422);
    expect(messages({ status: "new" })).toMatchObject({ status: "new", search: "" });
    expect(await refusal(() => messages({ search: "x".repeat(201) }))).toBe(422);
    expect(audit({ staff_id: "3" })).toMatchObject({ staffId: 3, entity: undefined });
    expect(await refusal(() => audit({ staff_id: "3a" }))).toBe(422);
    expect(await refusal(() => audit({ entity: "passwords" }))).toBe(422);
  });

  test("a phone-like search has three digits or more and only what people type between them", () => {
    expect(["069 123", "+373 (69) 12-34", "123"].every(isPhoneLike)).toBe(true);
    expect(["12", "ion 069", "a@b.md"].some(isPhoneLike)).toBe(false);
  });
});
