import type { Translation } from "../i18n-types.js";

export default {
  questions: "Въпроси и отговори",
} satisfies Translation["pages"];
