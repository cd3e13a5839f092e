import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  chooseValue,
  chosenOffer,
  chosenVariant,
  initialChoice,
  pickerOptions,
  variantCard,
  variantLabel,
  type ProductDetail,
  type ProductVariant,
  type VariantChoice,
  type VariantProduct,
} from "../src/index.js";

const variant = (id: number, options: Record<string, string>, price: number, stock: number, old_price: number | null = null): ProductVariant => ({
  id,
  options,
  sku: `TS-${id}`,
  price,
  old_price,
  stock,
  in_stock: stock > 0,
  image: null,
});

const values = (...names: string[]) => names.map((value) => ({ value, label: value.toUpperCase() }));

/** A T-shirt in S, M, L and red or blue: no blue L is sold, the red S is sold out. */
const tShirt: VariantProduct = {
  options: [
    { key: "size", name: "Mărime", values: values("s", "m", "l") },
    { key: "color", name: "Culoare", values: values("red", "blue") },
  ],
  variants: [
    variant(40, { size: "s", color: "red" }, 149, 0),
    variant(41, { size: "s", color: "blue" }, 149, 3),
    variant(42, { size: "m", color: "red" }, 149, 5, 199),
    variant(43, { size: "m", color: "blue" }, 159, 2),
    variant(44, { size: "l", color: "red" }, 169, 1),
  ],
  sku: "TS",
  price: 149,
  old_price: null,
  stock: 11,
  in_stock: true,
  image: null,
};

const stateOf = (product: VariantProduct, choice: VariantChoice, key: string) =>
  Object.fromEntries(
    pickerOptions(product, choice)
      .find((o) => o.key === key)!
      .values.map((v) => [v.value, v.state]),
  );

describe("the variant choice of a product page", () => {
  test("names a variant only once every option is chosen", () => {
    expect(chosenVariant(tShirt, { size: "m" })).toBeUndefined();
    expect(chosenVariant(tShirt, { size: "m", color: "blue" })?.id).toBe(43);
    expect(chosenVariant(tShirt, { size: "l", color: "blue" })).toBeUndefined();
  });

  test("marks values sold out or missing beside the other chosen values", () => {
    expect(stateOf(tShirt, { color: "red" }, "size")).toEqual({ s: "sold-out", m: "available", l: "available" });
    expect(stateOf(tShirt, { color: "blue" }, "size")).toEqual({ s: "available", m: "available", l: "missing" });
    expect(stateOf(tShirt, { size: "s" }, "color")).toEqual({ red: "sold-out", blue: "available" });
    // Nothing chosen: a size is sold out only when none of its colours is in stock.
    expect(stateOf(tShirt, {}, "size")).toEqual({ s: "available", m: "available", l: "available" });
  });

  test("links each choosable value to an in-stock variant keeping the other values, and a sold-out one to none", () => {
    const size = pickerOptions(tShirt, { size: "m", color: "blue" })[0]!.values;
    expect(size.map((v) => [v.value, v.variantId, v.chosen])).toEqual([
      ["s", 41, false],
      ["m", 43, true],
      ["l", 44, false],
    ]);
    const colour = pickerOptions(tShirt, { size: "s", color: "blue" })[1]!.values;
    expect(colour.find((v) => v.value === "red")).toEqual({ value: "red", label: "RED", state: "sold-out", chosen: false });
  });

  test("a missing value is chosen and the values it is not sold with give way", () => {
    expect(chooseValue(tShirt, { size: "l", color: "blue" }, "color", "red")).toEqual({ color: "red", size: "l" });
    expect(chooseValue(tShirt, { color: "blue", size: "m" }, "size", "l")).toEqual({ size: "l" });
  });

  test("opens with ?variant=, an unknown id falling back to the first variant in stock", () => {
    expect(initialChoice(tShirt, "43")).toEqual({ size: "m", color: "blue" });
    expect(initialChoice(tShirt, "40")).toEqual({ size: "s", color: "red" });
    expect(initialChoice(tShirt, "999")).toEqual({ size: "s", color: "blue" });
    expect(initialChoice(tShirt, "abc")).toEqual({ size: "s", color: "blue" });
    expect(initialChoice(tShirt, null)).toEqual({});
  });

  test("prints the chosen variant's price, else 'from' the lowest the choice allows", () => {
    expect(chosenOffer(tShirt, {})).toMatchObject({ variant: undefined, price: 149, old_price: null, from: true, in_stock: true, stock: 11 });
    expect(chosenOffer(tShirt, { size: "s" })).toMatchObject({ price: 149, from: false, stock: 3 });
    expect(chosenOffer(tShirt, { size: "m", color: "red" })).toMatchObject({ sku: "TS-42", price: 149, old_price: 199, from: false, stock: 5 });
    expect(chosenOffer(tShirt, { size: "s", color: "red" })).toMatchObject({ sku: "TS-40", in_stock: false, stock: 0 });
  });

  test("names a variant's values as a cart line does, and gives its line the variant's offer", () => {
    expect(variantLabel(tShirt.options, { size: "m", color: "red" })).toBe("Mărime: M, Culoare: RED");
    const picture = { url: "/p.webp", srcset: "/p.webp 640w", width: 640, height: 640 };
    const page = {
      ...tShirt,
      id: 7,
      uuid: "u",
      slug: "tricou",
      title: "Tricou",
      currency: "MDL",
      category: { slug: "c", name: "C" },
      image: picture,
    } as unknown as ProductDetail;
    expect(variantCard(page, tShirt.variants[2]!)).toMatchObject({
      id: 7,
      sku: "TS-42",
      price: 149,
      old_price: 199,
      stock: 5,
      image: picture,
      variant: { id: 42, label: "Mărime: M, Culoare: RED" },
    });
  });

  test("a product without options keeps its own offer and chooses nothing", () => {
    const kettle: VariantProduct = { ...tShirt, options: [], variants: [], price: 599, old_price: 699, stock: 4, sku: "K" };
    expect(initialChoice(kettle, "43")).toEqual({});
    expect(pickerOptions(kettle, {})).toEqual([]);
    expect(chosenOffer(kettle, {})).toEqual({ variant: undefined, sku: "K", price: 599, old_price: 699, from: false, stock: 4, in_stock: true, image: null });
  });
});

/** A product of one to three options of one to four values, selling some of their combinations. */
const products: fc.Arbitrary<VariantProduct> = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }).chain((sizes) => {
  const options = sizes.map((n, i) => ({ key: `o${i}`, name: `Option ${i}`, values: values(...Array.from({ length: n }, (_, j) => `v${j}`)) }));
  const combinations = options.reduce<Array<Record<string, string>>>(
    (all, option) => all.flatMap((c) => option.values.map(({ value }) => ({ ...c, [option.key]: value }))),
    [{}],
  );
  return fc
    .subarray(combinations, { minLength: 1 })
    .chain((sold) =>
      fc.tuple(
        ...sold.map((options, i) =>
          fc.tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 3 })).map(([price, stock]) => variant(100 + i, options, price, stock)),
        ),
      ),
    )
    .map((variants) => ({ ...tShirt, options, variants }));
});

/** A product with a choice of some of its options' values (sold together or not). */
const choices = products.chain((product) =>
  fc
    .tuple(...product.options.map((o) => fc.option(fc.constantFrom(...o.values.map((v) => v.value)), { nil: undefined })))
    .map((picked) => ({ product, choice: Object.fromEntries(product.options.flatMap((o, i) => (picked[i] ? [[o.key, picked[i]]] : []))) })),
);

const sellsWith = (product: VariantProduct, choice: VariantChoice) =>
  product.variants.filter((v) => Object.entries(choice).every(([k, x]) => v.options[k] === x));

describe("variant choice properties", () => {
  test("every variant's values name that variant, and its id opens the page on it", () => {
    fc.assert(
      fc.property(products, (product) => {
        for (const v of product.variants) {
          expect(chosenVariant(product, v.options)).toBe(v);
          expect(chosenVariant(product, initialChoice(product, String(v.id)))).toBe(v);
          expect(chosenOffer(product, v.options)).toMatchObject({ price: v.price, stock: v.stock, in_stock: v.in_stock, from: false });
        }
      }),
    );
  });

  test("an available value leads to an in-stock variant with it, a sold-out one is sold with nothing in stock", () => {
    fc.assert(
      fc.property(choices, ({ product, choice }) => {
        for (const option of pickerOptions(product, choice)) {
          for (const value of option.values) {
            const others = Object.fromEntries(Object.entries(choice).filter(([k]) => k !== option.key));
            const together = sellsWith(product, { ...others, [option.key]: value.value });
            if (value.state === "available") expect(together.some((v) => v.in_stock)).toBe(true);
            if (value.state === "missing") expect(together).toEqual([]);
            if (value.state === "sold-out") {
              expect(together.every((v) => !v.in_stock)).toBe(true);
              expect(value.variantId).toBeUndefined();
            } else {
              const target = product.variants.find((v) => v.id === value.variantId);
              expect(target?.in_stock).toBe(true);
              expect(target?.options[option.key]).toBe(value.value);
            }
          }
        }
      }),
    );
  });

  test("choosing a value keeps it and leaves a choice some variant is sold with", () => {
    fc.assert(
      fc.property(
        choices.chain(({ product, choice }) => fc.constantFrom(...product.variants).map((v) => ({ product, choice, v }))),
        ({ product, choice, v }) => {
          const key = product.options[0]!.key;
          const next = chooseValue(product, choice, key, v.options[key]!);
          expect(next[key]).toBe(v.options[key]);
          expect(sellsWith(product, next).length).toBeGreaterThan(0);
        },
      ),
    );
  });

  test("an unknown id opens on the first variant in stock; without one nothing is chosen unless an option has one value", () => {
    fc.assert(
      fc.property(products, (product) => {
        const first = product.variants.find((v) => v.in_stock);
        expect(initialChoice(product, "0")).toEqual(first ? first.options : {});
        const none = initialChoice(product, null);
        for (const [key, value] of Object.entries(none)) expect(new Set(product.variants.map((v) => v.options[key]))).toEqual(new Set([value]));
      }),
    );
  });

  test("while incomplete, the price is the lowest the choice allows, 'from' when they differ", () => {
    fc.assert(
      fc.property(choices, ({ product, choice }) => {
        const allowed = sellsWith(product, choice);
        const offer = chosenOffer(product, choice);
        if (offer.variant || allowed.length === 0) return;
        const prices = allowed.map((v) => v.price);
        expect(offer.price).toBe(Math.min(...prices));
        expect(offer.from).toBe(new Set(prices).size > 1);
        expect(offer.in_stock).toBe(allowed.some((v) => v.in_stock));
      }),
    );
  });
});
