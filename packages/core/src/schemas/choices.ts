// Plain lists, kept apart from the schemas built on them (as the limits are) so that a page needing
// only a list (the listing's sort menu, the checkout's payment choices) does not load the schema library.

/** Sort orders of a listing, in the order a shopper is offered them; `popular` is the default. */
export const SORT_ORDERS = ["popular", "price_asc", "price_desc", "newest", "discount"] as const;

/** Payment methods the shop accepts, in the order the checkout offers them. */
export const PAYMENT_METHODS = ["cash_on_delivery", "card_on_delivery", "bank_transfer"] as const;

/** Delivery methods the shop offers (all free), in the order the checkout offers them. */
export const DELIVERY_METHODS = ["courier", "pickup", "post"] as const;

/** Sort orders of the dashboard's product list, in the order staff are offered them; `updated_at` is the default. */
export const ADMIN_PRODUCT_SORTS = ["updated_at", "created_at", "title", "price", "stock"] as const;
/** A sort order of the dashboard's product list. */
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
