import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LOCALES, auditChanges, auditEntryChanges, type AuditChange } from "../src/index.js";

const lang = fc.constantFrom(...LOCALES);
const text = fc.string({ minLength: 1, maxLength: 8 });
const localized = fc.record({ ro: text, en: text, ru: text, bg: text });
const json = fc.jsonValue({ maxDepth: 3 });

describe("auditChanges", () => {
  test("a row compared with itself has no changes", () => {
    fc.assert(
      fc.property(json, lang, (value, l) => {
        expect(auditChanges(value, structuredClone(value), l)).toEqual([]);
      }),
    );
  });

  test("a translated field changed in some languages reports exactly those languages, with both texts", () => {
    fc.assert(
      fc.property(localized, fc.subarray([...LOCALES]), text, lang, (before, changed, suffix, l) => {
        const after = { ...before };
        for (const c of changed) after[c] = `${before[c]}${suffix}`;
        const changes = auditChanges({ title: before }, { title: after }, l);
        expect(changes).toEqual(changed.map((c) => ({ kind: "text", field: "title", lang: c, before: before[c], after: after[c] })));
      }),
    );
  });

  test("a list in another order is one change listing both orders", () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(text, { minLength: 1, maxLength: 9 })
          .chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }))),
        lang,
        ([before, after], l) => {
          const changes = auditChanges({ order: before }, { order: after }, l);
          const moved = before.some((v, i) => v !== after[i]);
          expect(changes).toEqual(moved ? [{ kind: "order", field: "order", before, after }] : []);
        },
      ),
    );
  });

  test("entries added to and removed from a list are named, and nothing else is reported when the kept ones keep their order", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(text, { maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        fc.uniqueArray(text, { maxLength: 4 }),
        lang,
        (base, keep, extra, l) => {
          const before = base;
          const added = extra.filter((e) => !base.includes(e));
          const after = [...base.filter((_, i) => keep[i]), ...added];
          const changes = auditChanges({ phones: before }, { phones: after }, l);
          const removed = base.filter((_, i) => !keep[i]);
          expect(changes.filter((c) => c.kind === "removed").map((c) => (c as { item: string }).item)).toEqual(removed);
          expect(changes.filter((c) => c.kind === "added").map((c) => (c as { item: string }).item)).toEqual(added);
          expect(changes.every((c) => c.kind === "added" || c.kind === "removed")).toBe(true);
        },
      ),
    );
  });

  test("a change deep inside a setting names the path of the field", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom("a", "b", "c"), fc.dictionary(fc.constantFrom("x", "y"), fc.integer(), { minKeys: 1 }), { minKeys: 1 }),
        fc.integer(),
        (value, n) => {
          const [outer] = Object.keys(value);
          const [inner] = Object.keys(value[outer!]!);
          const old = value[outer!]![inner!]!;
          const next = old === n ? n + 1 : n;
          const after = { ...value, [outer!]: { ...value[outer!], [inner!]: next } };
          expect(auditChanges(value, after, "ro")).toEqual([{ kind: "value", field: `${outer}.${inner}`, before: String(old), after: String(next) }]);
        },
      ),
    );
  });

  test("a Russian rename reads in Russian, not as the unchanged Romanian title", () => {
    const before = { id: 7, title: { ro: "Tigaie", en: "Pan", ru: "Сковорода", bg: "Тиган" }, version: 3 };
    const after = { id: 7, title: { ro: "Tigaie", en: "Pan", ru: "Сковородка", bg: "Тиган" }, version: 4 };
    expect(auditChanges(before, after, "ro")).toEqual<ReadonlyArray<AuditChange>>([
      { kind: "text", field: "title", lang: "ru", before: "Сковорода", after: "Сковородка" },
    ]);
  });

  test("a reorder summary lists titles in the dashboard's language", () => {
    const a = { id: 1, title: { ro: "Vară", en: "Summer", ru: "Лето", bg: "Лято" } };
    const b = { id: 2, title: { ro: "Iarnă", en: "Winter", ru: "", bg: "Зима" } };
    expect(auditChanges({ order: [a, b] }, { order: [b, a] }, "ru")).toEqual([
      { kind: "order", field: "order", before: ["Лето", "Iarnă"], after: ["Iarnă", "Лето"] },
    ]);
  });

  test("locale settings: an added phone, a social link edited in place, a translated address", () => {
    const before = {
      value: {
        phones: ["069123456"],
        socials: [{ name: "Facebook", url: "https://fb.com/a", code: "fb" }],
        addresses: [{ ro: "Str. Mare 1", en: "", ru: "ул. Большая 1", bg: "" }],
      },
    };
    const after = {
      value: {
        phones: ["069123456", "022222222"],
        socials: [{ name: "Facebook", url: "https://fb.com/b", code: "fb" }],
        addresses: [{ ro: "Str. Mare 1", en: "", ru: "ул. Большая 2", bg: "" }],
      },
    };
    expect(auditEntryChanges({ entity: "settings", before, after }, "en")).toEqual([
      { kind: "added", field: "phones", item: "022222222" },
      { kind: "value", field: "socials.1.url", before: "https://fb.com/a", after: "https://fb.com/b" },
      { kind: "text", field: "addresses.1", lang: "ru", before: "ул. Большая 1", after: "ул. Большая 2" },
    ]);
  });

  test("a created row lists its fields, translated ones per language that has a text", () => {
    expect(auditChanges(null, { id: 3, name: { ro: "Vase", en: "", ru: "Посуда", bg: "" }, active: true }, "ro")).toEqual([
      { kind: "text", field: "name", lang: "ro", before: null, after: "Vase" },
      { kind: "text", field: "name", lang: "ru", before: null, after: "Посуда" },
      { kind: "value", field: "active", before: null, after: "true" },
    ]);
  });
});
