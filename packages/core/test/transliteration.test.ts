import fc from "fast-check";
import { expect, test } from "vitest";
import { latinFromCyrillic } from "../src/index.js";

test("Russian and Bulgarian words are written as Moldovan shops spell them", () => {
  expect(latinFromCyrillic("сковорода 28 см")).toBe("skovoroda 28 sm");
  expect(latinFromCyrillic("щётка для обуви")).toBe("shtetka dlya obuvi");
  expect(latinFromCyrillic("кофемашина De'Longhi")).toBe("kofemashina De'Longhi");
});

test("other Cyrillic characters are kept, or dropped when asked; nothing else changes", () => {
  expect(latinFromCyrillic("ѣ")).toBe("ѣ");
  expect(latinFromCyrillic("ѣ", () => "")).toBe("");
  fc.assert(
    fc.property(
      fc.string().filter((s) => !/[\u0400-\u04ff]/.test(s)),
      (text) => latinFromCyrillic(text) === text,
    ),
  );
});
