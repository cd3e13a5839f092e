import { describe, expect, test } from "vitest";
import fc from "fast-check";
import type { OptionDraft, VariantsDraft } from "../src/index.js";
import { addOption, addValue, generateVariants, relabelValue, renameOption, setVariants, variantInputOf, VARIANT_LIMITS, withOptions } from "../src/index.js";

const L = (text: string) => ({ ro: text, en: text, ru: text, bg: text });
const option = (key: string, values: ReadonlyArray<string>): OptionDraft => ({
  key,
  name: L(key),
  saved: true,
  values: values.map((value) => ({ value, label: L(value.toUpperCase()), saved: true })),
});
const product = { sku: "TR", price: "99" };

/** Up to three options with one to four distinct values each. */
const optionsArb = fc
  .uniqueArray(fc.constantFrom("size", "colour", "fit", "length"), { minLength: 1, maxLength: VARIANT_LIMITS.options })
  .chain((keys) =>
    fc.tuple(...keys.map((key) => fc.uniqueArray(fc.constantFrom("a", "b", "c", "d"), { minLength: 1, maxLength: 4 }).map((values) => option(key, values)))),
  );

describe("generating a product's variants", () => {
  test("one row per combination, each once, every option named by one of its values", () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const { variants } = generateVariants({ options, variants: [] }, product);
        expect(variants.length).toBe(options.reduce((n, o) => n * o.values.length, 1));
        expect(new Set(variants.map((v) => JSON.stringify(v.options))).size).toBe(variants.length);
        for (const v of variants) for (const o of options) expect(o.values.map((x) => x.value)).toContain(v.options[o.key]);
      }),
    );
  });

  test("generating again keeps every row as it was (ids, prices, stock) and adds none", () => {
    fc.assert(
      fc.property(optionsArb, fc.integer({ min: 0, max: 50 }), (options, stock) => {
        const first = generateVariants({ options, variants: [] }, product);
        const edited = { ...first, variants: first.variants.map((v, i) => ({ ...v, id: 100 + i, stock: String(stock + i) })) };
        expect(generateVariants(edited, product).variants).toEqual(edited.variants);
      }),
    );
  });

  test("a value added keeps the saved rows and adds its own; removing it takes its rows away again", () => {
    const draft: VariantsDraft = { options: [option("size", ["m", "l"])], variants: [] };
    const saved = { ...draft, variants: generateVariants(draft, product).variants.map((v, i) => ({ ...v, id: 40 + i, price: "120" })) };
    const added = relabelValue(addValue(saved, 0), 0, 2, L("XL"));
    const generated = generateVariants(added, product);
    expect(generated.variants.map((v) => [v.id, v.options.size, v.sku, v.price])).toEqual([
      [40, "m", "TR-m", "120"],
      [41, "l", "TR-l", "120"],
      [null, "xl", "TR-xl", "99"],
    ]);
    const removed = withOptions(generated, [{ ...added.options[0]!, values: added.options[0]!.values.filter((v) => v.value !== "m") }]);
    expect(removed.variants.map((v) => v.id)).toEqual([41, null]);
  });

  test("an option added: each new combination starts from the row it extends", () => {
    const sized: VariantsDraft = {
      options: [option("size", ["m"])],
      variants: [{ id: 7, options: { size: "m" }, sku: "TR-m", price: "150", old_price: "180", stock: "3", image_id: 12, active: true }],
    };
    const withColour = renameOption(addOption(sized), 1, L("Culoare"));
    const coloured = generateVariants(relabelValue(addValue(withColour, 1), 1, 0, L("Roșu")), product);
    expect(coloured.variants).toEqual([
      { id: null, options: { size: "m", culoare: "rosu" }, sku: "TR-m-rosu", price: "150", old_price: "180", stock: "0", image_id: 12, active: true },
    ]);
  });

  test("a new option's and value's keys follow their names, unique and as the server's schema takes them; saved ones stay", () => {
    const draft = addValue(addValue(addOption({ options: [], variants: [] }), 0), 0);
    const named = relabelValue(relabelValue(renameOption(draft, 0, L("Mărime UE")), 0, 0, L("42")), 0, 1, L("42"));
    expect(named.options[0]!.key).toBe("marime_ue");
    expect(named.options[0]!.values.map((v) => v.value)).toEqual(["42", "42-2"]);
    expect(renameOption({ options: [option("size", ["m"])], variants: [] }, 0, L("Talie")).options[0]!.key).toBe("size");
  });

  test("setting many rows changes only the chosen ones", () => {
    fc.assert(
      fc.property(optionsArb, fc.array(fc.nat(63)), fc.integer({ min: 1, max: 999 }).map(String), (options, picks, price) => {
        const rows = generateVariants({ options, variants: [] }, product).variants;
        const chosen = picks.filter((i) => i < rows.length);
        const set = setVariants(rows, chosen, { price });
        expect(set).toEqual(rows.map((row, i) => (chosen.includes(i) ? { ...row, price } : row)));
      }),
    );
  });

  test("the payload parses the rows' numbers and leaves the form's own flags out", () => {
    const draft = generateVariants({ options: [option("size", ["m"])], variants: [] }, { sku: "TR", price: "99,5" });
    expect(variantInputOf(draft)).toEqual({
      options: [{ key: "size", name: L("size"), values: [{ value: "m", label: L("M") }] }],
      variants: [{ options: { size: "m" }, sku: "TR-m", price: 99.5, old_price: null, stock: 0, image_id: null, active: true }],
    });
  });
});
