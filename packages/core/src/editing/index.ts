export { slugAfterTitle, slugFromTitle, slugSourceTitle } from "./slug.js";
export { changedFields, sameValue } from "./changes.js";
