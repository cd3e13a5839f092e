export type { AbortSignalLike, ApiError, ApiErrorKind, CallOptions, CheckoutOptions, ShopApi } from "./shop-api.js";
export { apiError, isApiError } from "./shop-api.js";
export type {
  DashboardApi,
  Page,
  AdminProductQuery,
  AdminOrderQuery,
  AdminOrderExportQuery,
  AuditQuery,
  DashboardLanguage,
  MessageQuery,
  UploadFile,
} from "./dashboard-api.js";
export { DASHBOARD_ACCESS } from "./dashboard-api.js";
export type { KeyValueStore, StoreOptions, Clock, Logger, Navigation } from "./platform.js";
