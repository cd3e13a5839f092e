import { describe, expect, test } from "vitest";
import { readJsonText } from "../src/lib/json-text.js";

// What a JSON body is refused for is read from its text before it is parsed (lib/json-text.ts), so a
// body of 300,000 list items needs no walk after JSON.parse. The answers name the field as a shop
// owner's form does: `products.1.name`.

describe("a JSON text read before it is parsed", () => {
  test("a NUL character or a lone surrogate, escaped or not, is named by its field's path", () => {
    expect(readJsonText('{"a":[1,"x\\u0000"]}', 16, 1000)).toEqual({ kind: "unstorable", path: "a.1", key: false });
    expect(readJsonText('{"name":"Ana \\ud800"}', 16, 1000)).toEqual({ kind: "unstorable", path: "name", key: false });
    expect(readJsonText('{"x":[{},{}],"y":"\\ud800\\u0041"}', 16, 1000)).toEqual({ kind: "unstorable", path: "y", key: false });
    expect(readJsonText('{"m":"x\\udfff y"}', 16, 1000)).toEqual({ kind: "unstorable", path: "m", key: false });
    expect(readJsonText('{"a":"\ud800"}', 16, 1000)).toEqual({ kind: "unstorable", path: "a", key: false });
    expect(readJsonText('{"p":[{"id":1},{"id":2,"n":"\\"[{\\\\\\u0000"}]}', 16, 1000)).toEqual({ kind: "unstorable", path: "p.1.n", key: false });
    expect(readJsonText('"\\u0000"', 16, 1000)).toEqual({ kind: "unstorable", path: "_", key: false });
  });

  test("a field name holding one is named as the field, and said to be a name", () => {
    expect(readJsonText('{"ok":1,"b":{"c\\u0000d":1}}', 16, 1000)).toEqual({ kind: "unstorable", path: "b.c\u0000d", key: true });
  });

  test("emoji, escaped pairs, escaped backslashes and brackets inside texts are ordinary text", () => {
    expect(readJsonText('{"a":"\\ud83d\\ude00 😀","b":"\\\\u0000","c":"[[[[[[[[[[[[[[[[[[[{{{{","d":"\\"]"}', 16, 1000)).toEqual({ kind: "ok" });
  });

  test("16 objects and lists inside each other are read, 17 are too deep", () => {
    expect(readJsonText(`${"[".repeat(16)}${"]".repeat(16)}`, 16, 1000)).toEqual({ kind: "ok" });
    expect(readJsonText(`{"a":${"[".repeat(16)}${"]".repeat(16)}}`, 16, 1000)).toEqual({ kind: "too deep" });
    expect(readJsonText(`${"[".repeat(300_000)}${"]".repeat(300_000)}`, 16, 1000)).toEqual({ kind: "too deep" });
  });

  test("an object of more fields than allowed is refused, a list of as many items is left to its schema", () => {
    const fields = (n: number) => `{${Array.from({ length: n }, (_, i) => `"${999_999_999 - i}":{"id":1,"quantity":1}`).join(",")}}`;
    expect(readJsonText(`{"products":${fields(1000)}}`, 16, 1000)).toEqual({ kind: "ok" });
    expect(readJsonText(`{"products":${fields(1001)}}`, 16, 1000)).toEqual({ kind: "too many fields" });
    expect(readJsonText(`{"products":[${Array(30_000).fill('{"id":1}').join(",")}]}`, 16, 1000)).toEqual({ kind: "ok" });
    // Commas inside texts are text.
    expect(readJsonText(`{"a":"${",".repeat(5000)}"}`, 16, 1000)).toEqual({ kind: "ok" });
  });
});
