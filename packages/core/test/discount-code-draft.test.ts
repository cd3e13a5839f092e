import { describe, expect, test } from "vitest";
import { type AdminDiscountCode, discountCodeDraftOf, discountCodeInputOf, switchedDiscountCode } from "../src/index.js";

const saved: AdminDiscountCode = {
  id: 4,
  code: "AUTUMN10",
  kind: "fixed",
  value: 50,
  min_subtotal: 500,
  starts_at: "2026-09-01",
  ends_at: null,
  max_uses: 100,
  max_uses_per_email: null,
  active: true,
  uses: 7,
  version: 3,
};

describe("the discount code form's payload", () => {
  test("a saved code's form gives back its terms; a code typed in small letters is sent in capitals", () => {
    const draft = discountCodeDraftOf(saved);
    expect(draft).toMatchObject({ value: "50", min_subtotal: "500", ends_at: "", max_uses_per_email: "" });
    const { id: _id, uses: _uses, version: _version, ...terms } = saved;
    expect(discountCodeInputOf({ ...draft, code: " autumn10 " })).toEqual({ ok: true, value: terms });
    expect(switchedDiscountCode(saved, false)).toEqual({ ...terms, active: false });
  });

  test("every wrong field is named with the schema's kind before anything is sent", () => {
    const result = discountCodeInputOf({
      ...discountCodeDraftOf(null),
      code: "TOAMNA 10",
      value: "150",
      min_subtotal: "cinci sute",
      starts_at: "2026-10-31",
      ends_at: "2026-10-01",
      max_uses: "0",
      max_uses_per_email: "1,5",
    });
    expect(result).toEqual({
      ok: false,
      // The first kind is the one shown.
      errors: { code: ["format"], min_subtotal: ["type", "min", "decimals"], max_uses: ["min"], max_uses_per_email: ["type"] },
    });
    // The rules between fields are judged once each field is right: a percentage above 100, the end before the start.
    expect(discountCodeInputOf({ ...discountCodeDraftOf(null), code: "X", value: "150", starts_at: "2026-10-31", ends_at: "2026-10-01" })).toEqual({
      ok: false,
      errors: { value: ["max"], ends_at: ["before_start"] },
    });
    expect(discountCodeInputOf({ ...discountCodeDraftOf(null), code: "", value: "" })).toEqual({
      ok: false,
      errors: { code: ["required"], value: ["required"] },
    });
  });
});
