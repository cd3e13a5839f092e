import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { ERROR_KINDS, LOCALES, errorField, staffErrorKeys } from "../src/index.js";

const name = fc.stringMatching(/^[a-z_]{1,12}$/);

describe("which message a staff form's field error shows", () => {
  test("the field is the last part of the path that is neither an index nor a language", () => {
    expect(errorField("attributes.0.key")).toBe("key");
    expect(errorField("title.ro")).toBe("title");
    expect(errorField("faq.2.answer.bg")).toBe("answer");
    expect(errorField("ro")).toBe("ro");
    expect(errorField("new_password")).toBe("password");
    fc.assert(
      fc.property(name, fc.array(fc.oneof(name, fc.nat(50).map(String)), { maxLength: 3 }), fc.option(fc.constantFrom(...LOCALES)), (field, before, locale) => {
        fc.pre(field !== "new_password" && field !== "current_password" && !(LOCALES as ReadonlyArray<string>).includes(field));
        const path = [...before, field, ...(locale === null ? [] : [locale])].join(".");
        expect(errorField(path)).toBe(field);
      }),
    );
  });

  test("the field's own message first, then the kind's, then a general one", () => {
    expect(staffErrorKeys("title.ro", "max")).toEqual(["errors.fields.title.max", "errors.kinds.max", "common.invalid"]);
    expect(staffErrorKeys("new_password", "common")).toEqual(["errors.fields.password.common", "errors.kinds.common", "common.commonPassword"]);
    fc.assert(
      fc.property(name, fc.constantFrom(...ERROR_KINDS), (path, kind) => {
        const keys = staffErrorKeys(path, kind);
        expect(keys).toHaveLength(3);
        expect(keys[0]).toBe(`errors.fields.${errorField(path)}.${kind}`);
        expect(keys[2]!.startsWith("common.")).toBe(true);
      }),
    );
  });

  test("a form with messages of its own has them first, then the field's", () => {
    expect(staffErrorKeys("code", "format", "discountCodes")).toEqual([
      "errors.forms.discountCodes.code.format",
      "errors.fields.code.format",
      "errors.kinds.format",
      "common.invalid",
    ]);
  });
});
