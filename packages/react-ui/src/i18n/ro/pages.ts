import type { Translation } from "../i18n-types.js";

export default {
  questions: "Întrebări și răspunsuri",
} satisfies Translation["pages"];
