import type { Translation } from "../i18n-types.js";

export default { name: "Vitrina" } satisfies Translation["shop"];
