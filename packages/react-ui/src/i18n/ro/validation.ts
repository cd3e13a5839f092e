import type { Translation } from "../i18n-types.js";

export default {} satisfies Translation["validation"];
