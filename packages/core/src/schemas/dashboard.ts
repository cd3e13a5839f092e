import { Schema } from "effect";
import { ProductImage } from "./catalog.js";
import { Count, Email, Id, Locale, LocalizedText, localizedText, Money, optionalText, requiredText, Slug } from "./common.js";
import { LONG_TEXT_MAX, TITLE_MAX } from "./limits.js";
import { Address, DeliveryMethod, OrderLine, OrderStatus, PaymentMethod, Totals } from "./cart.js";

/** A name or title in every language, and a long text (a description) in every language. */
const Title = localizedText(TITLE_MAX);
const LongText = localizedText(LONG_TEXT_MAX);

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
export const StaffUser = Schema.Struct({ id: Schema.Number, email: Schema.String, name: Schema.String, role: Role });
/** A staff member. */
export type StaffUser = typeof StaffUser.Type;

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
/** `PATCH dashboard/staff/{id}`: an admin changes a role or sets a new password (revoking the member's sessions). */
export const StaffUpdate = Schema.Struct({ role: Schema.optionalKey(Role), name: Schema.optionalKey(requiredText(100)), password: Schema.optionalKey(Password) });
/** A staff change. */
export type StaffUpdate = typeof StaffUpdate.Type;

/** An attribute of a product as staff edit it: a key and its value in every language. */
export const AttributeInput = Schema.Struct({
  key: Schema.String.check(Schema.isPattern(/^[a-z][a-z0-9_]{0,31}$/, { message: "format" })),
  value: Title,
});

/** Create or replace a product from the dashboard. */
export const ProductInput = Schema.Struct({
  slug: Slug,
  sku: requiredText(64),
  title: Title,
  description: LongText,
  price: Money.check(Schema.isGreaterThan(0, { message: "min" })),
  old_price: Schema.NullOr(Money),
  stock: Count,
  category_id: Id,
  attributes: Schema.Array(AttributeInput).check(Schema.isMaxLength(30, { message: "max" })),
  active: Schema.Boolean,
  seo_title: Schema.optionalKey(Title),
  seo_description: Schema.optionalKey(LongText),
  /** Ids of uploaded images, in display order. */
  image_ids: Schema.Array(Id).check(Schema.isMaxLength(20, { message: "max" })),
});
/** A product as the dashboard edits it. */
export type ProductInput = typeof ProductInput.Type;

/** A product as the dashboard reads it: every language, images and times. */
export const AdminProduct = Schema.Struct({
  id: Schema.Number,
  uuid: Schema.String,
  slug: Schema.String,
  sku: Schema.String,
  title: LocalizedText,
  description: LocalizedText,
  price: Schema.Number,
  old_price: Schema.NullOr(Schema.Number),
  stock: Schema.Number,
  category_id: Schema.Number,
  attributes: Schema.Array(Schema.Struct({ key: Schema.String, value: LocalizedText })),
  active: Schema.Boolean,
  seo_title: Schema.NullOr(LocalizedText),
  seo_description: Schema.NullOr(LocalizedText),
  images: Schema.Array(Schema.Struct({ id: Schema.Number, ...ProductImage.fields })),
  created_at: Schema.String,
  updated_at: Schema.String,
});
/** A product in the dashboard. */
export type AdminProduct = typeof AdminProduct.Type;

/** An uploaded image. */
export const UploadedImage = Schema.Struct({ id: Schema.Number, ...ProductImage.fields });
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
  id: Schema.Number,
  uuid: Schema.String,
  slug: Schema.String,
  name: LocalizedText,
  icon: Schema.NullOr(Schema.String),
  parent_id: Schema.NullOr(Schema.Number),
  position: Schema.Number,
  active: Schema.Boolean,
  seo_title: Schema.NullOr(LocalizedText),
  seo_description: Schema.NullOr(LocalizedText),
  product_count: Schema.Number,
});
/** A category in the dashboard. */
export type AdminCategory = typeof AdminCategory.Type;

/** Create or change a slide. */
export const SliderInput = Schema.Struct({
  title: Title,
  subtitle: Title,
  // A path of this shop: "//host" and "/\\host" would lead browsers to another site.
  link: Schema.String.check(Schema.isPattern(/^\/(?![/\\])\S*$/, { message: "format" }), Schema.isMaxLength(500, { message: "max" })),
  image_id: Schema.NullOr(Id),
  active: Schema.Boolean,
});
/** A slide as the dashboard edits it. */
export type SliderInput = typeof SliderInput.Type;
/** A slide as the dashboard reads it. */
export const AdminSlider = Schema.Struct({
  id: Schema.Number,
  title: LocalizedText,
  subtitle: LocalizedText,
  link: Schema.String,
  image: Schema.NullOr(UploadedImage),
  position: Schema.Number,
  active: Schema.Boolean,
});
/** A slide in the dashboard. */
export type AdminSlider = typeof AdminSlider.Type;

/** An ordered list of product ids (home products, bestsellers) or slide ids. */
export const OrderedIds = Schema.Struct({ ids: Schema.Array(Id).check(Schema.isMaxLength(100, { message: "max" })) });

/** Page kinds that have SEO settings. */
export const SeoPageKind = Schema.Literals([
  "home", "category", "product", "search", "cart", "checkout", "contacts", "faq",
  "cookies-policy", "privacy-policy", "return-policy", "terms-of-use",
]);
/** A page kind with SEO settings. */
export type SeoPageKind = typeof SeoPageKind.Type;
/** SEO settings of one page kind: title and description templates (`{name}`, `{shop}`) per language. */
export const SeoSetting = Schema.Struct({
  kind: SeoPageKind,
  title: Title,
  description: LongText,
  image: Schema.NullOr(optionalText(500)),
});
/** SEO settings of a page kind. */
export type SeoSetting = typeof SeoSetting.Type;

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
  socials: Schema.Array(Schema.Struct({ name: requiredText(40), url: requiredText(500), code: requiredText(20) })).check(Schema.isMaxLength(20, { message: "max" })),
  /** Where new-order alerts go; empty means the sales e-mails. */
  order_emails: Schema.Array(Email).check(Schema.isMaxLength(20, { message: "max" })),
});
/** The shop's locale settings. */
export type LocaleSettings = typeof LocaleSettings.Type;

/** An entry of an order's status history. */
export const OrderHistoryEntry = Schema.Struct({
  from: Schema.NullOr(OrderStatus),
  to: OrderStatus,
  at: Schema.String,
  by: Schema.NullOr(Schema.String),
});

/** An order in the dashboard list. */
export const AdminOrderSummary = Schema.Struct({
  id: Schema.Number,
  number: Schema.String,
  status: OrderStatus,
  created_at: Schema.String,
  customer: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  total: Schema.Number,
  items: Schema.Number,
});
/** An order row of the dashboard. */
export type AdminOrderSummary = typeof AdminOrderSummary.Type;

/** An order in the dashboard, with its history. */
export const AdminOrder = Schema.Struct({
  id: Schema.Number,
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
  Schema.Struct({ data: Schema.Array(item), current_page: Schema.Number, total_pages: Schema.Number, total_items: Schema.Number });

/** The overview's figures. */
export const Overview = Schema.Struct({
  orders_today: Schema.Number,
  revenue_today: Schema.Number,
  orders_month: Schema.Number,
  revenue_month: Schema.Number,
  awaiting_confirmation: Schema.Number,
  low_stock: Schema.Array(Schema.Struct({ id: Schema.Number, title: Schema.String, sku: Schema.String, stock: Schema.Number })),
});
/** Overview figures. */
export type Overview = typeof Overview.Type;

/** Kinds of things the audit trail records changes of. */
export const AuditEntity = Schema.Literals([
  "products", "categories", "images", "sliders", "home-products", "bestsellers", "seo_settings", "settings", "staff", "orders",
]);
/** A kind of audited thing. */
export type AuditEntity = typeof AuditEntity.Type;

/** One change made through the dashboard: who, when, what, and the changed fields before and after. */
export const AuditEntry = Schema.Struct({
  id: Schema.Number,
  at: Schema.String,
  staff_id: Schema.NullOr(Schema.Number),
  staff_email: Schema.String,
  entity: AuditEntity,
  entity_id: Schema.String,
  action: Schema.Literals(["create", "update", "delete"]),
  /** The changed fields' old values (the whole row for a deletion); null for a creation. */
  before: Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown)),
  /** The changed fields' new values (the whole row for a creation); null for a deletion. */
  after: Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown)),
});
/** An audit trail entry. */
export type AuditEntry = typeof AuditEntry.Type;
