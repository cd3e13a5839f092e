import { describe, expect, test } from "vitest";
import { categoryPayloadOf } from "../src/index.js";

const L = (ro: string, en = "", ru = "", bg = "") => ({ ro, en, ru, bg });
const input = { slug: "vase", name: L("Vase", "Cookware"), icon: null, parent_id: null, position: 2, active: true };

describe("a category form's payload", () => {
  test("leaves out SEO texts that are empty in every language (a category without SEO texts can be saved)", () => {
    expect(categoryPayloadOf({ ...input, seo_title: L(""), seo_description: L(" ", "", "", "") })).toEqual(input);
  });

  test("sends a filled SEO text whole, so the server checks it (Romanian required)", () => {
    const seo_title = L("", "Cookware for every kitchen");
    expect(categoryPayloadOf({ ...input, seo_title, seo_description: L("Vase de gătit.") })).toEqual({
      ...input,
      seo_title,
      seo_description: L("Vase de gătit."),
    });
  });
});
