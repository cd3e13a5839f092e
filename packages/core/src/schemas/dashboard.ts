import * as Schema from "effect/Schema";
import { ProductImage } from "./catalog.js";
import { Count, Email, Id, Locale, LocalizedText, localizedText, Money, optionalText, requiredText, safeLink, Slug } from "./common.js";
import { LONG_TEXT_MAX, MAX_INT, TITLE_MAX } from "./limits.js";
import { Address, DeliveryMethod, OrderLine, OrderStatus, PaymentMethod, Totals } from "./cart.js";
import { StaticPageKind } from "./general.js";

/** A name or title in every language, and a long text (a description) in every language. */
const Title = localizedText(TITLE_MAX);
const LongText = localizedText(LONG_TEXT_MAX);

/**
 * The version of a row as the dashboard read it. Every edit sends it back in `If-Match` (`"3"`) and
 * is refused with a 409 when someone saved the row since, so no edit silently undoes another.
 */
export const Version = Schema.Finite;

/** Staff roles: admin can do everything, manager runs the catalogue, content and orders. */
export const Role = Schema.Literals(["admin", "manager"]);
/** A staff role. */
export type Role = typeof Role.Type;

/** Shortest password staff may choose. */
export const MIN_PASSWORD_LENGTH = 12;
/** A new password: 12 to 200 characters. */
export const Password = Schema.String.check(
  Schema.isMinLength(MIN_PASSWORD_LENGTH, { message: "min" }),
  Schema.isMaxLength(200, { message: "max" }),
);

/** A staff member. */
export const StaffUser = Schema.Struct({ id: Schema.Finite, email: Schema.String, name: Schema.String, role: Role });
/** A staff member. */
export type StaffUser = typeof StaffUser.Type;
/** Whether a staff account may sign in: a disabled one cannot, and has no sessions. */
export const StaffStatus = Schema.Literals(["active", "disabled"]);
/** A staff account's status. */
export type StaffStatus = typeof StaffStatus.Type;
/** A staff account as the staff list reads it, with its status and version. */
export const StaffAccount = Schema.Struct({ ...StaffUser.fields, status: StaffStatus, version: Version });
/** A staff account in the dashboard. */
export type StaffAccount = typeof StaffAccount.Type;

/** `POST auth/login`. */
export const LoginPayload = Schema.Struct({ email: Email, password: requiredText(200) });
/** Login credentials. */
export type LoginPayload = typeof LoginPayload.Type;
/** `POST auth/login` answers the bearer token, its expiry and the user. */
export const LoginResponse = Schema.Struct({ token: Schema.String, expires_at: Schema.String, user: StaffUser });
/** A login answer. */
export type LoginResponse = typeof LoginResponse.Type;
/** `GET auth/me` answers `{ data: user }`. */
export const MeResponse = Schema.Struct({ data: StaffUser });

/** `POST auth/password`: the signed-in user changes their own password. */
export const ChangePasswordPayload = Schema.Struct({ current_password: requiredText(200), new_password: Password });
/** A password change. */
export type ChangePasswordPayload = typeof ChangePasswordPayload.Type;

/** `POST dashboard/staff`: an admin adds a staff member. */
export const StaffInput = Schema.Struct({ email: Email, name: requiredText(100), role: Role, password: Password });
/** A new staff member. */
export type StaffInput = typeof StaffInput.Type;
/**
 * `PATCH dashboard/staff/{id}`: an admin changes a role, sets a new password or disables the account
 * (both revoke the member's sessions), or enables it again.
 */
export const StaffUpdate = Schema.Struct({
  role: Schema.optionalKey(Role),
  name: Schema.optionalKey(requiredText(100)),
  password: Schema.optionalKey(Password),
  status: Schema.optionalKey(StaffStatus),
});
/** A staff change. */
export type StaffUpdate = typeof StaffUpdate.Type;

/** An attribute of a product as staff edit it: a key and its value in every language. */
export const AttributeInput = Schema.Struct({
  key: Schema.String.check(Schema.isPattern(/^[a-z][a-z0-9_]{0,31}$/, { message: "format" })),
  value: Title,
});

/** A stock correction: units added (positive) or removed (negative), applied to the current stock. */
export const StockChange = Schema.Number.check(
  Schema.isInt({ message: "type" }), Schema.isGreaterThanOrEqualTo(-MAX_INT, { message: "min" }), Schema.isLessThanOrEqualTo(MAX_INT, { message: "max" }),
);

const productFields = {
  slug: Slug,
  sku: requiredText(64),
  title: Title,
  description: LongText,
  price: Money.check(Schema.isGreaterThan(0, { message: "min" })),
  old_price: Schema.NullOr(Money),
  category_id: Id,
  attributes: Schema.Array(AttributeInput).check(Schema.isMaxLength(30, { message: "max" })),
  active: Schema.Boolean,
  seo_title: Schema.optionalKey(Title),
  seo_description: Schema.optionalKey(LongText),
  /** Ids of uploaded images, in display order. */
  image_ids: Schema.Array(Id).check(Schema.isMaxLength(20, { message: "max" })),
};

/** Create a product from the dashboard, with its starting stock. */
export const ProductInput = Schema.Struct({ ...productFields, stock: Count });
/** A new product as the dashboard sends it. */
export type ProductInput = typeof ProductInput.Type;

/**
 * Replace a product's details. Stock is not overwritten with what the form showed (sales since would
 * be undone): `stock_change`, when the field was touched, is a correction added to the current stock.
 */
export const ProductUpdate = Schema.Struct({ ...productFields, stock_change: Schema.optionalKey(StockChange) });
/** A product change as the dashboard sends it. */
export type ProductUpdate = typeof ProductUpdate.Type;

/** A product as the dashboard reads it: every language, images and times. */
export const AdminProduct = Schema.Struct({
  id: Schema.Finite,
  uuid: Schema.String,
  slug: Schema.String,
  sku: Schema.String,
  title: LocalizedText,
  description: LocalizedText,
  price: Schema.Finite,
  old_price: Schema.NullOr(Schema.Finite),
  stock: Schema.Finite,
  category_id: Schema.Finite,
  attributes: Schema.Array(Schema.Struct({ key: Schema.String, value: LocalizedText })),
  active: Schema.Boolean,
  seo_title: Schema.NullOr(LocalizedText),
  seo_description: Schema.NullOr(LocalizedText),
  images: Schema.Array(Schema.Struct({ id: Schema.Finite, ...ProductImage.fields })),
  created_at: Schema.String,
  updated_at: Schema.String,
  version: Version,
});
/** A product in the dashboard. */
export type AdminProduct = typeof AdminProduct.Type;

/** An uploaded image. */
export const UploadedImage = Schema.Struct({ id: Schema.Finite, ...ProductImage.fields });
/** An uploaded image. */
export type UploadedImage = typeof UploadedImage.Type;

/** Create or change a category. */
export const CategoryInput = Schema.Struct({
  slug: Slug,
  name: Title,
  icon: Schema.NullOr(optionalText(64)),
  parent_id: Schema.NullOr(Id),
  position: Count,
  active: Schema.Boolean,
  seo_title: Schema.optionalKey(Title),
  seo_description: Schema.optionalKey(LongText),
});
/** A category as the dashboard edits it. */
export type CategoryInput = typeof CategoryInput.Type;
/** A category as the dashboard reads it. */
export const AdminCategory = Schema.Struct({
  id: Schema.Finite,
  uuid: Schema.String,
  slug: Schema.String,
  name: LocalizedText,
  icon: Schema.NullOr(Schema.String),
  parent_id: Schema.NullOr(Schema.Finite),
  position: Schema.Finite,
  active: Schema.Boolean,
  seo_title: Schema.NullOr(LocalizedText),
  seo_description: Schema.NullOr(LocalizedText),
  product_count: Schema.Finite,
  version: Version,
});
/** A category in the dashboard. */
export type AdminCategory = typeof AdminCategory.Type;

/** Create or change a slide. */
export const SliderInput = Schema.Struct({
  title: Title,
  subtitle: Title,
  // The storefront's router follows it: a path of this shop only.
  link: safeLink(500, { external: false }),
  image_id: Schema.NullOr(Id),
  active: Schema.Boolean,
});
/** A slide as the dashboard edits it. */
export type SliderInput = typeof SliderInput.Type;
/** A slide as the dashboard reads it. */
export const AdminSlider = Schema.Struct({
  id: Schema.Finite,
  title: LocalizedText,
  subtitle: LocalizedText,
  link: Schema.String,
  image: Schema.NullOr(UploadedImage),
  position: Schema.Finite,
  active: Schema.Boolean,
  version: Version,
});
/** A slide in the dashboard. */
export type AdminSlider = typeof AdminSlider.Type;

/** An ordered list of product ids (home products, bestsellers) or slide ids. */
export const OrderedIds = Schema.Struct({ ids: Schema.Array(Id).check(Schema.isMaxLength(100, { message: "max" })) });

/** `PUT dashboard/categories/order`: the new order of one parent's subcategories (or of the top categories, parent null), every one listed once. */
export const CategoryOrder = Schema.Struct({
  parent_id: Schema.NullOr(Id),
  ids: Schema.Array(Id).check(Schema.isMaxLength(500, { message: "max" })),
  /** The order the edit started from: refused (409) when the siblings' order is no longer this one. */
  read: Schema.Array(Id).check(Schema.isMaxLength(500, { message: "max" })),
});
/** A new order of sibling categories, with the order it was made from. */
export type CategoryOrder = typeof CategoryOrder.Type;

/** Page kinds that have SEO settings. */
export const SeoPageKind = Schema.Literals([
  "home", "category", "product", "search", "cart", "checkout", "contacts", "faq", "about",
  "cookies-policy", "privacy-policy", "return-policy", "terms-of-use",
]);
/** A page kind with SEO settings. */
export type SeoPageKind = typeof SeoPageKind.Type;
/** SEO settings of one page kind: title and description templates (`{name}`, `{shop}`) per language. */
export const SeoSetting = Schema.Struct({
  kind: SeoPageKind,
  title: Title,
  description: LongText,
  image: Schema.NullOr(safeLink(500, { optional: true })),
});
/** SEO settings of a page kind. */
export type SeoSetting = typeof SeoSetting.Type;
/** SEO settings as the dashboard reads them, with their version (0: never saved). */
export const AdminSeoSetting = Schema.Struct({ ...SeoSetting.fields, version: Version });
/** SEO settings in the dashboard. */
export type AdminSeoSetting = typeof AdminSeoSetting.Type;

/** Locale settings: active languages (ro always) and the general data per language. */
export const LocaleSettings = Schema.Struct({
  active_languages: Schema.Array(Locale).check(
    Schema.makeFilter((langs: ReadonlyArray<string>) => langs.includes("ro"), { message: "required" }),
  ),
  addresses: Schema.Array(Title).check(Schema.isMaxLength(20, { message: "max" })),
  schedule: Title,
  phones: Schema.Array(requiredText(40)).check(Schema.isMaxLength(20, { message: "max" })),
  emails: Schema.Array(Email).check(Schema.isMaxLength(20, { message: "max" })),
  salesPhones: Schema.Array(requiredText(40)),
  salesEmails: Schema.Array(Email),
  socials: Schema.Array(Schema.Struct({ name: requiredText(40), url: safeLink(500), code: requiredText(20) })).check(Schema.isMaxLength(20, { message: "max" })),
  /** Where new-order alerts go; empty means the sales e-mails. */
  order_emails: Schema.Array(Email).check(Schema.isMaxLength(20, { message: "max" })),
});
/** The shop's locale settings. */
export type LocaleSettings = typeof LocaleSettings.Type;
/** Locale settings as the dashboard reads them, with their version. */
export const AdminLocaleSettings = Schema.Struct({ ...LocaleSettings.fields, version: Version });
/** Locale settings in the dashboard. */
export type AdminLocaleSettings = typeof AdminLocaleSettings.Type;

/** An entry of an order's status history. */
export const OrderHistoryEntry = Schema.Struct({
  from: Schema.NullOr(OrderStatus),
  to: OrderStatus,
  at: Schema.String,
  by: Schema.NullOr(Schema.String),
});

/** An order in the dashboard list. */
export const AdminOrderSummary = Schema.Struct({
  id: Schema.Finite,
  number: Schema.String,
  status: OrderStatus,
  created_at: Schema.String,
  customer: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  total: Schema.Finite,
  items: Schema.Finite,
});
/** An order row of the dashboard. */
export type AdminOrderSummary = typeof AdminOrderSummary.Type;

/** An order in the dashboard, with its history. */
export const AdminOrder = Schema.Struct({
  id: Schema.Finite,
  number: Schema.String,
  status: OrderStatus,
  created_at: Schema.String,
  locale: Schema.String,
  currency: Schema.String,
  paymentMethod: PaymentMethod,
  deliveryMethod: DeliveryMethod,
  clientNote: Schema.NullOr(Schema.String),
  contactDetails: Schema.Struct({ email: Schema.String, phone: Schema.String }),
  billingAddress: Address,
  deliveryAddress: Schema.NullOr(Address),
  lines: Schema.Array(OrderLine),
  totals: Totals,
  history: Schema.Array(OrderHistoryEntry),
  allowed_statuses: Schema.Array(OrderStatus),
});
/** An order in the dashboard. */
export type AdminOrder = typeof AdminOrder.Type;

/** `POST dashboard/orders/{id}/status`. */
export const OrderStatusChange = Schema.Struct({ status: OrderStatus });

/** A page of a dashboard list. */
export const page = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ data: Schema.Array(item), current_page: Schema.Finite, total_pages: Schema.Finite, total_items: Schema.Finite });

/** The overview's figures. */
export const Overview = Schema.Struct({
  orders_today: Schema.Finite,
  revenue_today: Schema.Finite,
  orders_month: Schema.Finite,
  revenue_month: Schema.Finite,
  awaiting_confirmation: Schema.Finite,
  /** Contact-form messages not handled yet. */
  new_messages: Schema.Finite,
  low_stock: Schema.Array(Schema.Struct({ id: Schema.Finite, title: Schema.String, sku: Schema.String, stock: Schema.Finite })),
});
/** Overview figures. */
export type Overview = typeof Overview.Type;

/** Whether the shop has dealt with a contact-form message. */
export const ContactMessageStatus = Schema.Literals(["new", "handled"]);
/** A contact-form message's status. */
export type ContactMessageStatus = typeof ContactMessageStatus.Type;

/**
 * A contact-form message as the dashboard lists it. The sender's name, e-mail and phone are null
 * once purged, 30 days after the message came (decisions.md); the message itself stays.
 */
export const ContactMessage = Schema.Struct({
  id: Schema.Finite,
  name: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  message: Schema.String,
  /** The language of the page it was sent from. */
  locale: Locale,
  status: ContactMessageStatus,
  /** When it came (ISO 8601). */
  created_at: Schema.String,
  /** Whether the sender's details were purged. */
  purged: Schema.Boolean,
  version: Version,
});
/** A contact-form message in the dashboard. */
export type ContactMessage = typeof ContactMessage.Type;
/** `PATCH dashboard/messages/{id}`: marks a message handled, or new again. */
export const ContactMessageUpdate = Schema.Struct({ status: ContactMessageStatus });
/** A change of a message's status. */
export type ContactMessageUpdate = typeof ContactMessageUpdate.Type;

/** Kinds of things the audit trail records changes of. */
export const AuditEntity = Schema.Literals([
  "products", "categories", "images", "sliders", "home-products", "bestsellers", "seo_settings", "settings", "staff", "orders", "pages", "faq",
]);
/** A kind of audited thing. */
export type AuditEntity = typeof AuditEntity.Type;

/** One change made through the dashboard: who, when, what, and the changed fields before and after. */
export const AuditEntry = Schema.Struct({
  id: Schema.Finite,
  at: Schema.String,
  staff_id: Schema.NullOr(Schema.Finite),
  staff_email: Schema.String,
  entity: AuditEntity,
  entity_id: Schema.String,
  /**
   * A change (create, update, delete), a new order of a whole list (reorder: one entry whose
   * `before` and `after` are `{ order: [{ id, title }] }`), or a sign-in event of a staff member
   * (entity `staff`).
   */
  action: Schema.Literals(["create", "update", "delete", "reorder", "sign_in", "sign_in_failed", "lockout", "password_change"]),
  /** The changed fields' old values (the whole row for a deletion); null for a creation. */
  before: Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown)),
  /** The changed fields' new values (the whole row for a creation); null for a deletion. */
  after: Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown)),
});
/** An audit trail entry. */
export type AuditEntry = typeof AuditEntry.Type;

/** One FAQ entry as the dashboard edits it: a question and its Markdown answer in every language. */
export const FaqEntryInput = Schema.Struct({
  question: localizedText(TITLE_MAX),
  answer: localizedText(LONG_TEXT_MAX),
});
/** An FAQ entry being edited. */
export type FaqEntryInput = typeof FaqEntryInput.Type;

/**
 * A content page (FAQ or a policy) as the dashboard edits it: title and Markdown body in every
 * language and, for the FAQ, every entry in the order the storefront shows them.
 */
export const ContentPageInput = Schema.Struct({
  title: localizedText(TITLE_MAX),
  body: localizedText(LONG_TEXT_MAX),
  faq: Schema.Array(FaqEntryInput).check(Schema.isMaxLength(200, { message: "max" })),
});
/** A content page being edited. */
export type ContentPageInput = typeof ContentPageInput.Type;

/** A content page as the dashboard reads it: its texts in every language, the FAQ's entries, and the version an edit must send back. */
export const AdminContentPage = Schema.Struct({
  kind: StaticPageKind,
  title: LocalizedText,
  body: LocalizedText,
  faq: Schema.Array(Schema.Struct({ question: LocalizedText, answer: LocalizedText })),
  /** 0 for a page never saved. */
  version: Version,
});
/** A content page in the dashboard. */
export type AdminContentPage = typeof AdminContentPage.Type;

/** A Markdown text to preview: `POST dashboard/pages/preview` answers `{ data: { html } }`. */
export const MarkdownPreviewInput = Schema.Struct({ markdown: optionalText(LONG_TEXT_MAX) });
