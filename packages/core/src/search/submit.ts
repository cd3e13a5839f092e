// The search field's rules, apart from its machine: the header and the mobile menu use them before
// (or without) loading xstate.

/** Milliseconds of quiet typing before the search request fires (spec §9). */
export const SEARCH_DEBOUNCE = 400;
/** Characters the overlay's submit button needs (spec §5). */
export const SEARCH_MIN_SUBMIT = 3;

/**
 * Whether the overlay's submit button is enabled: at least {@link SEARCH_MIN_SUBMIT} characters
 * after trimming, and no request running.
 * @example canSubmitSearch({ text: " ab ", loading: false }) // false
 */
export const canSubmitSearch = ({ text, loading }: { readonly text: string; readonly loading: boolean }): boolean =>
  !loading && [...text.trim()].length >= SEARCH_MIN_SUBMIT;

/**
 * Whether the mobile menu's search form may be submitted: any non-blank text.
 * @example canSubmitMobileSearch("a") // true
 */
export const canSubmitMobileSearch = (text: string): boolean => text.trim() !== "";
