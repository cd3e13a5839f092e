/** Types for the Vitrina demo content (seed data). */
import type { Locale } from "@vitrina/core";

export type Localized = Record<Locale, string>;

export interface DemoCategory {
  slug: string;
  name: Localized;
  /** An icon name such as 'kitchen', 'sofa', 'laptop', 'tree', 'baby', 'ball', 'spark', 'pen'. */
  icon: string;
  seoTitle: Localized;
  seoDescription: Localized;
  children: Array<{ slug: string; name: Localized; icon: string }>;
}

/** brand: same text in all languages; colour/material translated; power and capacity numbers (their units are the dictionary's). */
export interface DemoAttribute {
  key: "brand" | "colour" | "material" | "power" | "capacity" | "size";
  value: Localized | number;
}

export interface DemoProduct {
  slug: string;
  sku: string;
  /** A CHILD category slug. */
  category: string;
  title: Localized;
  description: Localized;
  price: number;
  oldPrice?: number;
  stock: number;
  attributes: DemoAttribute[];
  /** A hex colour used to draw the product's generated picture, e.g. '#c0392b'. */
  colour: string;
  /** Its options (size, colour…), when it is sold in variants; its price and stock are then its variants'. */
  options?: DemoOption[];
  /** One per combination of its options' values sold. */
  variants?: DemoVariant[];
}

/** An option of a demo product: a stable key, its name and its values' labels in every language. */
export interface DemoOption {
  key: string;
  name: Localized;
  values: Array<{ value: string; label: Localized }>;
}

/** A variant of a demo product: the value of each of its options, and what it sells for. */
export interface DemoVariant {
  options: Record<string, string>;
  sku: string;
  price: number;
  oldPrice?: number;
  stock: number;
  /** A picture of its own, drawn in this colour as the products' are; none: the product's pictures show. */
  colour?: string;
}

export interface DemoPage {
  kind: "faq" | "about" | "cookies-policy" | "privacy-policy" | "return-policy" | "terms-of-use";
  title: Localized;
  /** Markdown-light: paragraphs separated by blank lines, '## ' headings allowed. */
  body: Localized;
}

export interface DemoFaq {
  question: Localized;
  answer: Localized;
}

export interface DemoSlider {
  title: Localized;
  subtitle: Localized;
  /** A path like '/category/bucatarie/' using real slugs. */
  link: string;
  colour: string;
}

/** Templates may use {name} (category/product name) and {shop}. */
export interface DemoSeo {
  kind:
    | "home"
    | "category"
    | "product"
    | "search"
    | "contacts"
    | "faq"
    | "about"
    | "cookies-policy"
    | "privacy-policy"
    | "return-policy"
    | "terms-of-use"
    | "cart"
    | "checkout";
  title: Localized;
  description: Localized;
}

export interface DemoGeneral {
  addresses: Localized[];
  /** Where pickup orders are collected (the shop's other addresses are no pickup point). */
  pickupAddresses: Localized[];
  emails: string[];
  phones: string[];
  salesPhones: string[];
  salesEmails: string[];
  schedule: Localized;
  socials: Array<{ name: string; url: string; code: "facebook" | "tiktok" | "youtube" | "instagram" }>;
}
