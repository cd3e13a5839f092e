import { Schema } from "effect";
import { expect } from "vitest";
import type { TestShop } from "./shop.js";

/**
 * A GET of the shop's API in `lang` (ro unless told), checked to answer 200 and decoded with `schema`.
 * `shop` is read at each call: a test file starts its shop in its beforeAll.
 */
export const decodedGet =
  (shop: () => TestShop) =>
  async <S extends Schema.Top>(schema: S, path: string, lang = "ro"): Promise<S["Type"]> => {
    const res = await shop().api(path, { headers: { "accept-language": lang } });
    expect(res.status, `${path}: ${res.status}`).toBe(200);
    return Schema.decodeUnknownSync(schema as never)(await res.json()) as S["Type"];
  };
