import type { Translation } from "../i18n-types.js";

export default { pageTitle: "{title} | {shop}" } satisfies Translation["shop"];
