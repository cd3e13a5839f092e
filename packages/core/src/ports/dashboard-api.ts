import type {
  AdminCategory, AdminLocaleSettings, AdminOrder, AdminSeoSetting, AuditEntity, AuditEntry, AdminOrderSummary, AdminProduct, AdminSlider,
  CategoryInput, ChangePasswordPayload, LocaleSettings, LoginPayload, LoginResponse, OrderStatus, Overview, ProductCard, ProductInput,
  ProductUpdate, Role, SeoSetting, SliderInput, StaffAccount, StaffInput, StaffUpdate, StaffUser, UploadedImage,
} from "../schemas/index.js";

/** A page of a dashboard list. */
export interface Page<T> {
  readonly data: ReadonlyArray<T>;
  readonly current_page: number;
  readonly total_pages: number;
  readonly total_items: number;
}

/** Query of the dashboard product list. */
export interface AdminProductQuery {
  readonly search?: string;
  readonly category_id?: number;
  readonly sort?: "title" | "price" | "stock" | "updated_at" | "created_at";
  readonly dir?: "asc" | "desc";
  readonly page?: number;
  readonly perPage?: number;
}

/** Query of the dashboard order list. */
export interface AdminOrderQuery {
  readonly status?: OrderStatus;
  /** ISO dates (YYYY-MM-DD), inclusive. */
  readonly from?: string;
  readonly to?: string;
  readonly search?: string;
  readonly page?: number;
  readonly perPage?: number;
}

/** A file to upload, as bytes with its name (the server checks the content, not the name). */
export interface UploadFile {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/**
 * The staff side of the shop API; every call needs a signed-in user (bearer token). Every edit takes
 * the `version` of the row it read; a stale one is refused with an ApiError of status 409.
 */
export interface DashboardApi {
  login(payload: LoginPayload): Promise<LoginResponse>;
  logout(): Promise<void>;
  me(): Promise<StaffUser>;
  changePassword(payload: ChangePasswordPayload): Promise<void>;
  overview(): Promise<Overview>;

  listProducts(query: AdminProductQuery): Promise<Page<AdminProduct>>;
  getProduct(id: number): Promise<AdminProduct>;
  createProduct(input: ProductInput): Promise<AdminProduct>;
  updateProduct(id: number, input: ProductUpdate, version: number): Promise<AdminProduct>;
  deleteProduct(id: number): Promise<void>;
  uploadImage(file: UploadFile, onProgress?: (fraction: number) => void): Promise<UploadedImage>;

  listCategories(): Promise<ReadonlyArray<AdminCategory>>;
  createCategory(input: CategoryInput): Promise<AdminCategory>;
  updateCategory(id: number, input: CategoryInput, version: number): Promise<AdminCategory>;
  deleteCategory(id: number): Promise<void>;

  listOrders(query: AdminOrderQuery): Promise<Page<AdminOrderSummary>>;
  getOrder(id: number): Promise<AdminOrder>;
  changeOrderStatus(id: number, status: OrderStatus): Promise<AdminOrder>;

  listSliders(): Promise<ReadonlyArray<AdminSlider>>;
  createSlider(input: SliderInput): Promise<AdminSlider>;
  updateSlider(id: number, input: SliderInput, version: number): Promise<AdminSlider>;
  deleteSlider(id: number): Promise<void>;
  reorderSliders(ids: ReadonlyArray<number>): Promise<void>;

  /** The curated product lists, in order. */
  getProductList(list: "home-products" | "bestsellers"): Promise<ReadonlyArray<ProductCard>>;
  setProductList(list: "home-products" | "bestsellers", ids: ReadonlyArray<number>): Promise<void>;

  listSeo(): Promise<ReadonlyArray<AdminSeoSetting>>;
  updateSeo(setting: SeoSetting, version: number): Promise<AdminSeoSetting>;

  getLocaleSettings(): Promise<AdminLocaleSettings>;
  updateLocaleSettings(settings: LocaleSettings, version: number): Promise<AdminLocaleSettings>;

  listStaff(): Promise<ReadonlyArray<StaffAccount>>;
  /** The audit trail, newest first (admins). */
  listAudit(query: AuditQuery): Promise<Page<AuditEntry>>;
  createStaff(input: StaffInput): Promise<StaffAccount>;
  updateStaff(id: number, input: StaffUpdate, version: number): Promise<StaffAccount>;
}

/** Filters of the audit trail. */
export interface AuditQuery {
  readonly staff_id?: number;
  readonly entity?: AuditEntity;
  /** Dates (YYYY-MM-DD), inclusive. */
  readonly from?: string;
  readonly to?: string;
  readonly page?: number;
  readonly perPage?: number;
}

/** Roles allowed to use each dashboard area; the server enforces it, the UI only hides. */
export const DASHBOARD_ACCESS: Readonly<Record<"catalog" | "orders" | "content" | "seo" | "locale" | "staff" | "audit", ReadonlyArray<Role>>> = {
  catalog: ["admin", "manager"],
  orders: ["admin", "manager"],
  content: ["admin", "manager"],
  seo: ["admin", "manager"],
  locale: ["admin"],
  staff: ["admin"],
  audit: ["admin"],
};
