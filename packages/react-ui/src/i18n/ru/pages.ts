import type { Translation } from "../i18n-types.js";

export default {
  questions: "Вопросы и ответы",
} satisfies Translation["pages"];
