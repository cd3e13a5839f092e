import type {
  AdminOrderFilter,
  AdminOrderListQuery,
  AdminProductListQuery,
  AuditListQuery,
  MessageListQuery,
  AdminMethodInstructions,
  AdminOrderSettings,
  AdminMethodSettings,
  MethodSettings,
  OrderSettings,
  AdminShopIdentity,
  MethodInstructions,
  ShopIdentityInput,
  AdminAttribute,
  AdminCategory,
  AdminContentPage,
  AdminLocaleSettings,
  AdminOrder,
  PrintedOrder,
  AdminSeoSetting,
  AuditEntry,
  AdminOrderSummary,
  AdminProduct,
  AdminSlider,
  AttributeDefinitionInput,
  AdminDiscountCode,
  DiscountCodeInput,
  CategoryInput,
  ChangePasswordPayload,
  ContactMessage,
  ContactMessageStatus,
  Locale,
  LocaleSettings,
  LoginPayload,
  LoginResponse,
  OrderStatus,
  Overview,
  ProductCard,
  ProductBulkEdit,
  ProductImportReport,
  ProductInput,
  ProductUpdate,
  Role,
  SeoSetting,
  SliderInput,
  VersionedList,
  StaffAccount,
  StaffInput,
  StaffUpdate,
  StaffUser,
  UploadedImage,
  ContentPageInput,
  StaticPageKind,
} from "../schemas/index.js";
import type { CallOptions } from "./shop-api.js";

/** A page of a dashboard list. */
export interface Page<T> {
  readonly data: ReadonlyArray<T>;
  readonly current_page: number;
  readonly total_pages: number;
  readonly total_items: number;
}

/** Query of the dashboard product list; what it leaves out takes its default. */
export type AdminProductQuery = Partial<AdminProductListQuery>;

/** Query of the dashboard order list; what it leaves out takes its default. */
export type AdminOrderQuery = Partial<AdminOrderListQuery>;

/** Filters of the order export, the order list's without its page; what they leave out takes its default. */
export type AdminOrderExportQuery = Partial<AdminOrderFilter>;

/** A file to upload, as bytes with its name (the server checks the content, not the name). */
export interface UploadFile {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/**
 * The staff side of the shop API; every call needs a signed-in user (bearer token). Every edit takes
 * the `version` of the row it read; a stale one is refused with an {@link ApiError} of status 409.
 * Like {@link ShopApi}, every method takes {@link CallOptions} last: aborting its signal cancels the
 * request, and the call rejects with kind `aborted`.
 */
export interface DashboardApi {
  login(payload: LoginPayload, options?: CallOptions): Promise<LoginResponse>;
  logout(options?: CallOptions): Promise<void>;
  me(options?: CallOptions): Promise<StaffUser>;
  changePassword(payload: ChangePasswordPayload, options?: CallOptions): Promise<void>;
  /** The overview; product titles (low stock) in `query.lang`, Romanian by default. */
  overview(query?: DashboardLanguage, options?: CallOptions): Promise<Overview>;

  listProducts(query: AdminProductQuery, options?: CallOptions): Promise<Page<AdminProduct>>;
  getProduct(id: number, options?: CallOptions): Promise<AdminProduct>;
  createProduct(input: ProductInput, options?: CallOptions): Promise<AdminProduct>;
  updateProduct(id: number, input: ProductUpdate, version: number, options?: CallOptions): Promise<AdminProduct>;
  deleteProduct(id: number, options?: CallOptions): Promise<void>;
  uploadImage(file: UploadFile, onProgress?: (fraction: number) => void, options?: CallOptions): Promise<UploadedImage>;
  /** The whole catalogue as the products' CSV file (UTF-8 with a BOM), as its bytes. */
  exportProducts(options?: CallOptions): Promise<Uint8Array>;
  /**
   * Imports a products' CSV file. A dry run answers every row's errors and what would change, writing
   * nothing; a real import writes every row, or with any error nothing (an {@link ApiError} 422 whose
   * field errors are the rows', `{row}.{column}`).
   */
  importProducts(file: UploadFile, dryRun: boolean, options?: CallOptions): Promise<ProductImportReport>;
  /** Sets the price, old price or stock of the products (each with the version the list showed: 409 when one was saved since). */
  bulkEditProducts(edit: ProductBulkEdit, options?: CallOptions): Promise<ReadonlyArray<AdminProduct>>;

  /** The attribute dictionary, by key. */
  listAttributes(options?: CallOptions): Promise<ReadonlyArray<AdminAttribute>>;
  createAttribute(input: AttributeDefinitionInput, options?: CallOptions): Promise<AdminAttribute>;
  updateAttribute(id: number, input: AttributeDefinitionInput, version: number, options?: CallOptions): Promise<AdminAttribute>;
  /** Refused (409) while a product uses the key. */
  deleteAttribute(id: number, options?: CallOptions): Promise<void>;
  listCategories(options?: CallOptions): Promise<ReadonlyArray<AdminCategory>>;
  createCategory(input: CategoryInput, options?: CallOptions): Promise<AdminCategory>;
  updateCategory(id: number, input: CategoryInput, version: number, options?: CallOptions): Promise<AdminCategory>;
  deleteCategory(id: number, options?: CallOptions): Promise<void>;
  /**
   * Puts one parent's subcategories (parent null: the top categories) in the order `ids`, every one
   * listed once; one audit entry. Refused (409) when their order is no longer `read`, the order the
   * edit started from (a colleague reordered them meanwhile).
   */
  reorderCategories(
    parentId: number | null,
    ids: ReadonlyArray<number>,
    read: ReadonlyArray<number>,
    options?: CallOptions,
  ): Promise<ReadonlyArray<AdminCategory>>;

  listOrders(query: AdminOrderQuery, options?: CallOptions): Promise<Page<AdminOrderSummary>>;
  getOrder(id: number, options?: CallOptions): Promise<AdminOrder>;
  changeOrderStatus(id: number, status: OrderStatus, options?: CallOptions): Promise<AdminOrder>;
  /** Marks an order paid (`true`) or unpaid again (`false`); refused (422) when its payment status does not allow it. */
  changeOrderPayment(id: number, paid: boolean, options?: CallOptions): Promise<AdminOrder>;
  /** An order with the seller's legal and bank details, for its printable page. */
  printOrder(id: number, options?: CallOptions): Promise<PrintedOrder>;
  /** Adds an internal note to an order as the signed-in staff member; answers the order with its notes (422 for a blank or too long text). */
  addOrderNote(id: number, text: string, options?: CallOptions): Promise<AdminOrder>;
  /** The orders the list's filters select as the accountant's CSV file (UTF-8 with a BOM), as its bytes. */
  exportOrders(filter: AdminOrderExportQuery, options?: CallOptions): Promise<Uint8Array>;

  /** The slides in their order, with the version of the order a reorder sends back. */
  listSliders(options?: CallOptions): Promise<VersionedList<AdminSlider>>;
  createSlider(input: SliderInput, options?: CallOptions): Promise<AdminSlider>;
  updateSlider(id: number, input: SliderInput, version: number, options?: CallOptions): Promise<AdminSlider>;
  deleteSlider(id: number, options?: CallOptions): Promise<void>;
  /** Puts the slides in this order, every one listed once; refused (409) when the order changed after `version` was read. */
  reorderSliders(ids: ReadonlyArray<number>, version: number, options?: CallOptions): Promise<VersionedList<AdminSlider>>;

  /** The curated product lists, in order, titled in `query.lang` (Romanian by default). */
  getProductList(list: "home-products" | "bestsellers", query?: DashboardLanguage, options?: CallOptions): Promise<VersionedList<ProductCard>>;
  /** Replaces a curated list; refused (409) when it changed after `version` was read. */
  setProductList(
    list: "home-products" | "bestsellers",
    ids: ReadonlyArray<number>,
    version: number,
    options?: CallOptions,
  ): Promise<VersionedList<ProductCard>>;

  listSeo(options?: CallOptions): Promise<ReadonlyArray<AdminSeoSetting>>;
  updateSeo(setting: SeoSetting, version: number, options?: CallOptions): Promise<AdminSeoSetting>;

  getLocaleSettings(options?: CallOptions): Promise<AdminLocaleSettings>;
  updateLocaleSettings(settings: LocaleSettings, version: number, options?: CallOptions): Promise<AdminLocaleSettings>;
  /** The shop's name, logo and legal and bank details (admins). */
  getShopIdentity(options?: CallOptions): Promise<AdminShopIdentity>;
  /** Saves the shop's identity; refused (409) when someone saved after `version` was read, 422 with field errors. */
  updateShopIdentity(identity: ShopIdentityInput, version: number, options?: CallOptions): Promise<AdminShopIdentity>;
  /** The payment and delivery instructions in four languages (admins). */
  getInstructions(options?: CallOptions): Promise<AdminMethodInstructions>;
  /** Saves the payment and delivery instructions; refused (409) when someone saved after `version` was read. */
  updateInstructions(instructions: MethodInstructions, version: number, options?: CallOptions): Promise<AdminMethodInstructions>;
  /** The shop's order rules (units per order line, days an unpaid transfer waits). */
  getOrderSettings(options?: CallOptions): Promise<AdminOrderSettings>;
  /** Changes the order rules read at `version`; refused (409) when someone saved them since. */
  updateOrderSettings(settings: OrderSettings, version: number, options?: CallOptions): Promise<AdminOrderSettings>;
  /** The delivery and payment methods (on or off, prices, countries, which payment goes with which delivery). */
  getMethodSettings(options?: CallOptions): Promise<AdminMethodSettings>;
  /** Replaces the method settings read at `version`; refused (409) when someone saved them since. */
  updateMethodSettings(settings: MethodSettings, version: number, options?: CallOptions): Promise<AdminMethodSettings>;

  /** The discount codes, newest first, each with how many orders used it (managers and admins). */
  listDiscountCodes(options?: CallOptions): Promise<ReadonlyArray<AdminDiscountCode>>;
  /** Adds a discount code; 422 `taken` on `code` for a code another one has, in any case. */
  createDiscountCode(input: DiscountCodeInput, options?: CallOptions): Promise<AdminDiscountCode>;
  /** Changes a code's terms or switches it off (`active: false`); its uses stay; refused (409) when someone saved it after `version` was read. */
  updateDiscountCode(id: number, input: DiscountCodeInput, version: number, options?: CallOptions): Promise<AdminDiscountCode>;

  listStaff(options?: CallOptions): Promise<ReadonlyArray<StaffAccount>>;
  /** The audit trail, newest first (admins). */
  listAudit(query: AuditQuery, options?: CallOptions): Promise<Page<AuditEntry>>;
  createStaff(input: StaffInput, options?: CallOptions): Promise<StaffAccount>;
  updateStaff(id: number, input: StaffUpdate, version: number, options?: CallOptions): Promise<StaffAccount>;
  /** Deletes another staff account; the last active admin and one's own account are refused (422). */
  deleteStaff(id: number, options?: CallOptions): Promise<void>;

  /** Contact-form messages, newest first (managers and admins). */
  listMessages(query: MessageQuery, options?: CallOptions): Promise<Page<ContactMessage>>;
  /** Marks a message handled, or new again. */
  setMessageStatus(id: number, status: ContactMessageStatus, version: number, options?: CallOptions): Promise<ContactMessage>;

  /** A content page (FAQ, about us, a policy) in every language, with the FAQ's entries (managers and admins). */
  getContentPage(kind: StaticPageKind, options?: CallOptions): Promise<AdminContentPage>;
  /** Replaces a content page (and, for the FAQ, its entries in this order); refused (409) when someone saved after `version` was read. */
  saveContentPage(kind: StaticPageKind, input: ContentPageInput, version: number, options?: CallOptions): Promise<AdminContentPage>;
  /** The sanitised HTML the storefront shows for a Markdown text. */
  previewMarkdown(markdown: string, options?: CallOptions): Promise<string>;
}

/** The language a dashboard answer names products in: the dashboard's own. */
export interface DashboardLanguage {
  readonly lang?: Locale;
}

/** Filters of the contact-form messages; what they leave out takes its default. */
export type MessageQuery = Partial<MessageListQuery>;

/** Filters of the audit trail; what they leave out takes its default. */
export type AuditQuery = Partial<AuditListQuery>;

/** Roles allowed to use each dashboard area; the server enforces it, the UI only hides. */
export const DASHBOARD_ACCESS: Readonly<Record<"catalog" | "orders" | "content" | "seo" | "locale" | "staff" | "audit" | "messages", ReadonlyArray<Role>>> = {
  catalog: ["admin", "manager"],
  orders: ["admin", "manager"],
  content: ["admin", "manager"],
  seo: ["admin", "manager"],
  locale: ["admin"],
  staff: ["admin"],
  audit: ["admin"],
  messages: ["admin", "manager"],
};
