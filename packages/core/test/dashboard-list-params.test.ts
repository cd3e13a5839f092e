import { describe, expect, test } from "vitest";
import fc from "fast-check";
import {
  ADMIN_PRODUCT_SORTS,
  AdminOrderListParams,
  AdminProductListParams,
  AuditListParams,
  MESSAGE_SEARCH_MAX,
  MessageListParams,
  adminOrderListQuery,
  adminProductListQuery,
  auditListQuery,
  messageListQuery,
  validate,
} from "../src/index.js";

const decoded = <T>(result: { ok: true; value: T } | { ok: false }) => {
  if (!result.ok) throw new Error("expected a valid query");
  return result.value;
};

/** A query as a client sends it: every value written as a text. */
const asTexts = (query: object): Record<string, string> => Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));

const page = fc.record({ page: fc.integer({ min: 1, max: 100_000 }), perPage: fc.integer({ min: 1, max: 100 }) });
const day = fc
  .date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const days = fc.record({ from: day, to: day }, { requiredKeys: [] });
const search = fc.string({ maxLength: 40 }).map((text) => text.trim());

describe("the dashboard's list queries", () => {
  test("read with their defaults: page 1 of 20, products last updated first, a sort by title from A to Z", () => {
    expect(adminProductListQuery(decoded(validate(AdminProductListParams, {})))).toEqual({ page: 1, perPage: 20, search: "", sort: "updated_at", dir: "desc" });
    expect(adminProductListQuery(decoded(validate(AdminProductListParams, { sort: "title", page: "", perPage: "", category_id: "" })))).toMatchObject({
      dir: "asc",
      page: 1,
      perPage: 20,
    });
    expect(adminOrderListQuery(decoded(validate(AdminOrderListParams, { status: "", from: "", search: " 069 " })))).toEqual({
      page: 1,
      perPage: 20,
      search: "069",
    });
    expect(messageListQuery(decoded(validate(MessageListParams, { status: "handled" })))).toEqual({ page: 1, perPage: 20, status: "handled", search: "" });
    expect(auditListQuery(decoded(validate(AuditListParams, { staff_id: "3", entity: "" })))).toEqual({ page: 1, perPage: 20, staff_id: 3 });
  });

  test("answer every wrong field at once, in the order of the fields", () => {
    const products = validate(AdminProductListParams, { category_id: "x", dir: "up", sort: "constructor", perPage: "101", page: "0" });
    expect(products).toEqual({ ok: false, errors: { page: ["min"], perPage: ["max"], sort: ["invalid"], dir: ["invalid"], category_id: ["type"] } });
    expect(Object.keys((products as { errors: object }).errors)).toEqual(["page", "perPage", "sort", "dir", "category_id"]);
    // Given but empty, a sort or a direction is no sort at all; only an absent one takes the default.
    expect(validate(AdminProductListParams, { sort: "", dir: "" })).toEqual({ ok: false, errors: { sort: ["invalid"], dir: ["invalid"] } });
    const orders = validate(AdminOrderListParams, { to: "2026-02-30", from: "2026-1-2", status: "lost", page: "1.5" });
    expect(Object.keys((orders as { errors: object }).errors)).toEqual(["page", "status", "from", "to"]);
    expect(orders).toEqual({ ok: false, errors: { page: ["type"], status: ["invalid"], from: ["format"], to: ["format"] } });
    expect(validate(MessageListParams, { status: "read", search: "x".repeat(MESSAGE_SEARCH_MAX + 1) })).toEqual({
      ok: false,
      errors: { status: ["invalid"], search: ["max"] },
    });
    expect(validate(MessageListParams, { search: ` ${"x".repeat(MESSAGE_SEARCH_MAX)} ` }).ok).toBe(true);
    expect(validate(AuditListParams, { entity: "passwords", staff_id: "1234567890", from: "0000-01-01" })).toEqual({
      ok: false,
      errors: { from: ["format"], staff_id: ["type"], entity: ["invalid"] },
    });
  });

  test("a valid query sent as texts reads back as it was", () => {
    fc.assert(
      fc.property(
        page,
        fc.constantFrom(...ADMIN_PRODUCT_SORTS),
        fc.constantFrom("asc" as const, "desc" as const),
        fc.integer({ min: 1, max: 999_999_999 }),
        search,
        (paging, sort, dir, category_id, text) => {
          const query = { ...paging, sort, dir, category_id, search: text };
          expect(adminProductListQuery(decoded(validate(AdminProductListParams, asTexts(query))))).toEqual(query);
        },
      ),
    );
    fc.assert(
      fc.property(page, days, fc.constantFrom("new" as const, "confirmed" as const, "cancelled" as const), search, (paging, range, status, text) => {
        const query = { ...paging, ...range, status, search: text };
        expect(adminOrderListQuery(decoded(validate(AdminOrderListParams, asTexts(query))))).toEqual(query);
      }),
    );
    fc.assert(
      fc.property(page, fc.constantFrom("new" as const, "handled" as const), search, (paging, status, text) => {
        const query = { ...paging, status, search: text };
        expect(messageListQuery(decoded(validate(MessageListParams, asTexts(query))))).toEqual(query);
      }),
    );
    fc.assert(
      fc.property(
        page,
        days,
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.constantFrom("products" as const, "staff" as const),
        (paging, range, staff_id, entity) => {
          const query = { ...paging, ...range, staff_id, entity };
          expect(auditListQuery(decoded(validate(AuditListParams, asTexts(query))))).toEqual(query);
        },
      ),
    );
  });
});
