import { describe, expect, test } from "vitest";
import { COUNTRY_CODES, type KeyValueStore } from "@vitrina/core";
import { visitorCountry } from "../src/app/country.js";
import type { ShellData } from "../src/app/shop-context.js";

const shell = { general: { countries: COUNTRY_CODES.map((code) => ({ code })) }, categories: [], country: "ro" } as unknown as ShellData;
const cookies = (country?: string): KeyValueStore => ({
  get: (name) => (name === "country" ? country : undefined),
  set: () => undefined,
  remove: () => undefined,
});

describe("the visitor's country", () => {
  test("is the one reported for the visitor until they choose one", () => {
    expect(visitorCountry(cookies(), shell)).toBe("ro");
  });
  test("is the one chosen in the settings, when the shop delivers there", () => {
    expect(visitorCountry(cookies("BG"), shell)).toBe("bg");
    expect(visitorCountry(cookies("de"), shell)).toBe("ro");
  });
});
