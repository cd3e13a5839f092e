import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { Schema } from "effect";
import { Slug, TITLE_MAX, changedFields, sameValue, slugAfterTitle, slugFromTitle, slugSourceTitle } from "../src/index.js";

const isSlug = Schema.is(Slug);

describe("slugFromTitle", () => {
  test("drops Romanian diacritics and transliterates Cyrillic", () => {
    expect(slugFromTitle("Cratiță Tefal")).toBe("cratita-tefal");
    expect(slugFromTitle("Сковорода")).toBe("skovoroda");
    expect(slugFromTitle("Coș de rufe, împletit (ÎNALT)")).toBe("cos-de-rufe-impletit-inalt");
    expect(slugFromTitle("Щётка для обуви №2")).toBe("shtetka-dlya-obuvi-2");
    expect(slugFromTitle("Чайник Bosch 1,7 л")).toBe("chaynik-bosch-1-7-l");
    expect(slugFromTitle("  --  ")).toBe("");
  });

  test("is always a valid slug, or empty", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (title) => {
        const slug = slugFromTitle(title);
        expect(slug === "" || isSlug(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(TITLE_MAX);
      }),
    );
  });

  test("leaves a slug as it is and ignores case, spacing and punctuation around words", () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,10}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), fc.constantFrom(" ", " - ", ", ", "_", "  "), (words, gap) => {
        const slug = words.join("-");
        expect(slugFromTitle(slug)).toBe(slug);
        expect(slugFromTitle(words.map((w) => w.toUpperCase()).join(gap))).toBe(slug);
      }),
    );
  });

  test("is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 100 }), (title) => {
        expect(slugFromTitle(slugFromTitle(title))).toBe(slugFromTitle(title));
      }),
    );
  });

  test("every Cyrillic letter becomes Latin letters", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[а-яё]{1,20}$/), (word) => {
        expect(slugFromTitle(word)).toMatch(/^[a-z]*$/);
      }),
    );
  });
});

describe("the slug of a new item follows its title until edited by hand", () => {
  test("follows while not edited, then stays as typed", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), (slug, title) => {
        expect(slugAfterTitle({ slug, editedByHand: false }, title)).toBe(slugFromTitle(title));
        expect(slugAfterTitle({ slug, editedByHand: true }, title)).toBe(slug);
      }),
    );
  });

  test("is made from the first filled title, Romanian first", () => {
    expect(slugSourceTitle({ ro: " ", en: "", ru: "Сковорода", bg: "Тиган" })).toBe("Сковорода");
    expect(slugSourceTitle({ ro: "Tigaie", en: "Pan", ru: "", bg: "" })).toBe("Tigaie");
  });
});

const json: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });
const record = fc.record({ name: json, slug: json, icon: json, parent_id: json, active: json });
const FIELDS = { name: ["name"], slug: ["slug"], icon: ["icon"], parent: ["parent_id"], active: ["active"] } as const;
type Rec = { name: unknown; slug: unknown; icon: unknown; parent_id: unknown; active: unknown };

/** The same value with every object's keys in reverse order. */
const reversedKeys = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(reversedKeys)
    : v !== null && typeof v === "object"
      ? Object.fromEntries(
          Object.entries(v)
            .reverse()
            .map(([k, x]) => [k, reversedKeys(x)]),
        )
      : v;

describe("changedFields", () => {
  test("nothing changed between a record and itself or a copy with its keys in another order", () => {
    fc.assert(
      fc.property(record, (r) => {
        expect(changedFields<Rec, keyof typeof FIELDS>(r, r, FIELDS)).toEqual([]);
        const shuffled = reversedKeys(r) as Rec;
        expect(changedFields<Rec, keyof typeof FIELDS>(r, structuredClone(r), FIELDS)).toEqual([]);
        expect(sameValue(r, shuffled)).toBe(true);
      }),
    );
  });

  test("names exactly the fields whose values differ, in the form's order, whichever way it is compared", () => {
    fc.assert(
      fc.property(record, record, fc.array(fc.constantFrom(...(Object.keys(FIELDS) as Array<keyof typeof FIELDS>))), (a, b, keep) => {
        // `mixed` takes b's values except for the fields in `keep`, which stay a's.
        const mixed: Rec = { ...b };
        for (const field of keep) for (const key of FIELDS[field]) mixed[key] = a[key];
        const changed = changedFields<Rec, keyof typeof FIELDS>(a, mixed, FIELDS);
        for (const field of keep) expect(changed).not.toContain(field);
        for (const field of changed) expect(sameValue(a[FIELDS[field][0]], mixed[FIELDS[field][0]])).toBe(false);
        expect(changedFields<Rec, keyof typeof FIELDS>(mixed, a, FIELDS)).toEqual(changed);
        expect(changed).toEqual((Object.keys(FIELDS) as Array<keyof typeof FIELDS>).filter((f) => changed.includes(f)));
      }),
    );
  });

  test("a changed translation names its field", () => {
    const read = { name: { ro: "Vase", en: "Cookware", ru: "Посуда", bg: "Съдове" }, slug: "vase", version: 3 };
    const current = { name: { ro: "Vase", en: "Cookware", ru: "Кухонная посуда", bg: "Съдове" }, slug: "vase", version: 4 };
    expect(changedFields(read, current, { name: ["name"], slug: ["slug"] })).toEqual(["name"]);
  });
});
