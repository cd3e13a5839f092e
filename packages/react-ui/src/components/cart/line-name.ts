import type { CartLine } from "@vitrina/core";

/** A cart line's title: its product's, or its number until the product's data arrives. */
export const lineTitle = (line: CartLine): string => line.title ?? `#${line.id}`;

/**
 * A cart line's name where it must be told apart from the others (a field's label, a button's
 * accessible name, a stock warning): its title and, for a variant, the variant's options, so two
 * sizes of one product are two names ("Tricou (Mărime: M)").
 */
export const lineName = (line: CartLine): string => (line.variant ? `${lineTitle(line)} (${line.variant.label})` : lineTitle(line));

/** The product page of a cart line, opened on the line's variant (`?variant=`) when it has one. */
export const lineHref = (line: CartLine & { readonly slug: string }): string => `/product/${line.slug}/${line.variant ? `?variant=${line.variant.id}` : ""}`;
