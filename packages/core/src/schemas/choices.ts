// Plain lists, kept apart from the schemas built on them (as the limits are) so that a page needing
// only a list (the listing's sort menu, the checkout's payment choices) does not load the schema library.

/** Sort orders of a listing, in the order a shopper is offered them; `popular` is the default. */
export const SORT_ORDERS = ["popular", "price_asc", "price_desc", "newest", "discount"] as const;

/** Payment methods the shop accepts, in the order the checkout offers them. */
export const PAYMENT_METHODS = ["cash_on_delivery", "card_on_delivery", "bank_transfer"] as const;

/** Delivery methods a shop may offer (each priced and switched on or off by the owner: MethodSettings), in their default order. */
export const DELIVERY_METHODS = ["courier", "pickup", "post"] as const;

/**
 * An order's statuses, in the order an order moves through them: a pickup order is made ready for
 * pickup, a courier or post order is shipped (`orderTransitions` says which changes are allowed).
 */
export const ORDER_STATUSES = ["new", "confirmed", "ready_for_pickup", "shipped", "delivered", "cancelled"] as const;

/** Whether an order is paid: kept apart from its status (a bank transfer is paid before it is sent, cash on delivery when delivered). */
export const PAYMENT_STATUSES = ["unpaid", "paid"] as const;

/** Sort orders of the dashboard's product list, in the order staff are offered them; `updated_at` is the default. */
export const ADMIN_PRODUCT_SORTS = ["updated_at", "created_at", "title", "price", "stock"] as const;
/** A sort order of the dashboard's product list. */
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** The shop's languages, the default first: every list of languages in the shop is this one. */
export const LOCALES = ["ro", "en", "ru", "bg"] as const;
/** The default language: no URL prefix, and the one every translated text must have. */
export const DEFAULT_LOCALE: (typeof LOCALES)[number] = "ro";

/** The countries the shop sells to, in the order the settings and checkout list them. */
export const COUNTRY_CODES = ["md", "ro", "bg"] as const;
/** The country when nothing else is known: a visitor from elsewhere is taken for Moldova's (spec §9). */
export const DEFAULT_COUNTRY: (typeof COUNTRY_CODES)[number] = "md";

/** The only currency, Moldovan leu, lower-case as `Accept-Currency` and the settings name it. */
export const CURRENCY_CODE = "mdl";
/** The currency's ISO 4217 code, as prices, e-mails and structured data show it (`MDL`). */
export const CURRENCY = CURRENCY_CODE.toUpperCase();

/** Kinds of things the audit trail records changes of, in the order the trail's filter offers them. */
export const AUDIT_ENTITIES = [
  "products",
  "categories",
  "attributes",
  "images",
  "sliders",
  "home-products",
  "bestsellers",
  "pages",
  "faq",
  "seo_settings",
  "settings",
  "staff",
  "orders",
  "order_notes",
  "discount_codes",
] as const;
