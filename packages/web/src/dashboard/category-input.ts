import type { AdminCategory, CategoryInput } from "@vitrina/core";

/** A category's values as an edit sends them back, SEO texts included (an edit replaces them all). */
export const categoryInputOf = (c: AdminCategory): CategoryInput => ({
  slug: c.slug,
  name: c.name,
  icon: c.icon,
  parent_id: c.parent_id,
  position: c.position,
  active: c.active,
  ...(c.seo_title ? { seo_title: c.seo_title } : {}),
  ...(c.seo_description ? { seo_description: c.seo_description } : {}),
});
