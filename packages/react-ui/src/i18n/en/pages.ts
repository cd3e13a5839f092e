import type { BaseTranslation } from "../i18n-types.js";

/** Texts of the FAQ and policy pages. */
export default {
  questions: "Questions and answers",
} satisfies BaseTranslation;
