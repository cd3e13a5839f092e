export { foldForSearch, highlightSegments } from "./highlight.js";
export type { HighlightSegment } from "./highlight.js";
export { SEARCH_DEBOUNCE, SEARCH_MIN_SUBMIT, canSubmitMobileSearch, canSubmitSearch } from "./submit.js";
export { createSearchMachine } from "./search.machine.js";
export type { SearchActor, SearchContext, SearchEvent, SearchMachine, SearchPorts, SearchSnapshot, SearchSubmitted } from "./search.machine.js";
