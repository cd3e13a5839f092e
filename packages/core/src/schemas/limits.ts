// Plain numbers, kept apart from the schemas that check them so that code needing only a limit
// (the cart, for one) does not load the schema library.

/** Limits of texts staff write: names and titles, and the long texts (descriptions). */
export const TITLE_MAX = 200;
export const LONG_TEXT_MAX = 20_000;

/** The largest integer a database integer column holds. */
export const MAX_INT = 2_147_483_647;

/** Largest quantity of one product in a cart line or order line. */
export const MAX_LINE_QUANTITY = 999;

/** Longest note a shopper may leave with an order. */
export const CLIENT_NOTE_MAX = 2000;

/** Longest note staff write on an order (internal: the shopper never sees it). */
export const ORDER_NOTE_MAX = 2000;

/** Units of one product an order line holds when neither the product nor the shop says otherwise (decisions.md "Orders"). */
export const DEFAULT_MAX_PER_ORDER = 20;

/** Days an unpaid bank transfer waits before it is cancelled, when the shop has not said (0 would be never). */
export const DEFAULT_UNPAID_TRANSFER_DAYS = 5;
/** The longest wait for a bank transfer the shop may set. */
export const MAX_UNPAID_TRANSFER_DAYS = 365;

/** The largest picture an upload takes, in bytes (decisions.md: at most 5 MB each). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** {@link MAX_IMAGE_BYTES} in megabytes, as the dashboard says it. */
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / (1024 * 1024);

/** Products on the first page of a listing (spec §7, `perPage` default). */
export const PAGE_SIZE = 9;
/** Largest page of a listing (the dashboard's lists too). */
export const MAX_PER_PAGE = 100;
