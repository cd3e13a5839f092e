import { slugFromTitle, slugSourceTitle, type LocalizedText } from "@vitrina/core";

/** The address (slug) a new item's title or name suggests: its first filled language, transliterated. */
export const suggestedSlug = (title: LocalizedText): string => slugFromTitle(slugSourceTitle(title));
