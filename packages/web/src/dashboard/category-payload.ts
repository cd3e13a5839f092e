import type { CategoryInput, LocalizedText } from "@vitrina/core";

const blank = (text: LocalizedText | undefined) => !text || Object.values(text).every((t) => t.trim() === "");

/**
 * The payload of a category form: SEO texts left empty in every language are left out (the
 * category then uses the shop's SEO templates), as a product's are; a filled one is sent whole and
 * checked by the server (Romanian required).
 */
export const categoryPayloadOf = (input: CategoryInput): CategoryInput => {
  const { seo_title, seo_description, ...rest } = input;
  return { ...rest, ...(blank(seo_title) ? {} : { seo_title: seo_title! }), ...(blank(seo_description) ? {} : { seo_description: seo_description! }) };
};
