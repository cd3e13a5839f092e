import { Schema } from "effect";
import {
  AdminMethodInstructions, AdminShopIdentity, MethodInstructions, ShopIdentityInput,
  AdminCategory, AdminOrder, AdminOrderSummary, AuditEntry, AdminProduct, AdminSlider, AvailabilityResponse, CategoriesResponse, CategoryInput, CategoryOrder,
  ChangePasswordPayload, CheckoutPayload, ContactMessage, ContactMessageUpdate, CheckoutResponse, ContactForm, CountryResponse, ErrorBody, GeneralResponse, HomeResponse,
  LocaleSettings, LoginPayload, LoginResponse, MeResponse, OrderResponse, OrderStatusChange, OrderedIds, Overview, ProductCardsResponse,
  ProductDetailResponse, ProductInput, ProductListResponse, SearchResponse, SeoResponse, SeoSetting, SliderInput, StaffAccount, StaffInput, StaffUpdate,
  StaticPageResponse, UploadedImage, page, versionedList, ProductCard, ContentPageInput, MarkdownPreviewInput, AdminContentPage,
} from "@vitrina/core";

type Method = "get" | "post" | "put" | "patch" | "delete";

/** One documented operation: the schemas are core's, so the document cannot drift from what the server checks. */
interface Operation {
  readonly method: Method;
  readonly path: string;
  readonly summary: string;
  readonly tag: "storefront" | "auth" | "dashboard" | "files";
  readonly query?: ReadonlyArray<string>;
  readonly body?: Schema.Top;
  readonly multipart?: boolean;
  readonly response?: Schema.Top;
  /** The answer is not JSON (pictures, XML). */
  readonly contentType?: string;
  readonly status?: 200 | 201 | 204;
}

const data = <S extends Schema.Top>(s: S) => Schema.Struct({ data: s });
const list = <S extends Schema.Top>(s: S) => data(Schema.Array(s));
const LISTING_QUERY = ["slug", "search", "min_price", "max_price", "in_stock", "is_discount", "sort_by", "page", "perPage", "filters[key][]"];

/** Every route of the shop's HTTP API. */
export const OPERATIONS: ReadonlyArray<Operation> = [
  { method: "get", path: "/api/health", summary: "Whether the server and its database answer (503 when the database does not), with the build that runs", tag: "storefront" },
  { method: "get", path: "/api/general", summary: "The shop's contacts and the lists of the settings modal", tag: "storefront", response: GeneralResponse },
  { method: "get", path: "/api/general/country", summary: "The visitor's country", tag: "storefront", response: CountryResponse },
  { method: "post", path: "/api/general/contact", summary: "Sends the contact form (filled fields only); rate-limited", tag: "storefront", body: ContactForm, multipart: true, response: Schema.Struct({ message: Schema.String }), status: 201 },
  { method: "get", path: "/api/menu/categories", summary: "The flat category list of the menu", tag: "storefront", response: CategoriesResponse },
  { method: "get", path: "/api/catalog/products", summary: "A listing page with facets and price range", tag: "storefront", query: LISTING_QUERY, response: ProductListResponse },
  { method: "get", path: "/api/catalog/search", summary: "Search overlay rows (diacritics, Cyrillic and typos tolerated)", tag: "storefront", query: ["text"], response: SearchResponse },
  { method: "get", path: "/api/catalog/product/{slug}", summary: "A product page's data", tag: "storefront", response: ProductDetailResponse },
  { method: "get", path: "/api/catalog/product/{slug}/similar", summary: "Products similar to a product", tag: "storefront", response: ProductCardsResponse },
  { method: "get", path: "/api/cart/products", summary: "Current data of cart products", tag: "storefront", query: ["ids[]"], response: ProductCardsResponse },
  { method: "get", path: "/api/cart/availability", summary: "Whether each cart line can be bought; 422 with errors per line", tag: "storefront", query: ["items[i][id]", "items[i][quantity]"], response: AvailabilityResponse },
  { method: "post", path: "/api/cart/checkout", summary: "Places an order (prices and stock from the database; Idempotency-Key honoured, a replay answers the same order with a new access key); 429 with Retry-After past CHECKOUT_LIMIT", tag: "storefront", body: CheckoutPayload, multipart: true, response: CheckoutResponse, status: 201 },
  { method: "get", path: "/api/cart/order/{number}", summary: "An order's confirmation, opened with its access key (?key=); any miss is the same 404, too many misses a 429; no-store", tag: "storefront", query: ["key"], response: OrderResponse },
  { method: "get", path: "/api/home", summary: "Slider, home products and bestsellers", tag: "storefront", response: HomeResponse },
  { method: "get", path: "/api/seo/{kind}", summary: "The SEO texts of a page kind, {name} filled in", tag: "storefront", query: ["name"], response: SeoResponse },
  { method: "get", path: "/api/pages/{kind}", summary: "The FAQ, the about-us page or a policy page", tag: "storefront", response: StaticPageResponse },
  { method: "get", path: "/api/openapi.json", summary: "This document", tag: "storefront" },
  { method: "get", path: "/images/{file}", summary: "A stored picture (webp, immutable)", tag: "files", contentType: "image/webp" },
  { method: "get", path: "/sitemap.xml", summary: "A sitemap index of the files below, kept until the catalogue changes", tag: "files", contentType: "application/xml" },
  { method: "get", path: "/sitemaps/{file}", summary: "pages-N.xml or products-N.xml: at most 50,000 public pages, each in every active language", tag: "files", contentType: "application/xml" },
  { method: "get", path: "/robots.txt", summary: "Where the sitemap is; the dashboard, sign-in, cart, checkout and order pages are not for crawlers", tag: "files", contentType: "text/plain" },
  { method: "post", path: "/api/auth/login", summary: "Signs a staff member in; failures are throttled per e-mail and client address, and per client address", tag: "auth", body: LoginPayload, response: LoginResponse },
  { method: "post", path: "/api/auth/logout", summary: "Revokes the session's token", tag: "auth", status: 204 },
  { method: "get", path: "/api/auth/me", summary: "The signed-in staff member", tag: "auth", response: MeResponse },
  { method: "post", path: "/api/auth/password", summary: "Changes one's password (other sessions are revoked); wrong current passwords are throttled like sign-ins", tag: "auth", body: ChangePasswordPayload, status: 204 },
  { method: "get", path: "/api/dashboard/staff", summary: "Staff accounts with their status (admins)", tag: "dashboard", response: list(StaffAccount) },
  { method: "post", path: "/api/dashboard/staff", summary: "Creates a staff account (admins)", tag: "dashboard", body: StaffInput, response: data(StaffAccount), status: 201 },
  { method: "patch", path: "/api/dashboard/staff/{id}", summary: "Changes a staff account's role, name, password or status; disabling revokes its sessions; the last active admin stays one (admins)", tag: "dashboard", body: StaffUpdate, response: data(StaffAccount) },
  { method: "delete", path: "/api/dashboard/staff/{id}", summary: "Deletes another staff account (never the last active admin); its audit entries keep its e-mail (admins)", tag: "dashboard", status: 204 },
  { method: "get", path: "/api/dashboard/messages", summary: "Contact-form messages, newest first, by status and text (managers and admins); senders' details are purged after 30 days", tag: "dashboard", query: ["status", "search", "page", "perPage"], response: page(ContactMessage) },
  { method: "patch", path: "/api/dashboard/messages/{id}", summary: "Marks a contact-form message handled, or new again", tag: "dashboard", body: ContactMessageUpdate, response: data(ContactMessage) },
  { method: "get", path: "/api/dashboard/audit", summary: "The audit trail of dashboard changes, newest first (admins)", tag: "dashboard", query: ["staff_id", "entity", "from", "to", "page", "perPage"], response: page(AuditEntry) },
  { method: "get", path: "/api/dashboard/overview", summary: "Today's and this month's orders and revenue, waiting orders, low stock", tag: "dashboard", query: ["lang"], response: data(Overview) },
  { method: "get", path: "/api/dashboard/orders", summary: "Orders, filtered by status, dates and text", tag: "dashboard", query: ["status", "from", "to", "search", "page", "perPage"], response: page(AdminOrderSummary) },
  { method: "get", path: "/api/dashboard/orders/{id}", summary: "An order with its lines and history", tag: "dashboard", response: data(AdminOrder) },
  { method: "post", path: "/api/dashboard/orders/{id}/status", summary: "Moves an order along the allowed transitions (cancelling returns stock)", tag: "dashboard", body: OrderStatusChange, response: data(AdminOrder) },
  { method: "get", path: "/api/dashboard/products", summary: "Products, searchable, sortable, paginated", tag: "dashboard", query: ["search", "category_id", "sort", "dir", "page", "perPage"], response: page(AdminProduct) },
  { method: "get", path: "/api/dashboard/products/{id}", summary: "A product in every language", tag: "dashboard", response: data(AdminProduct) },
  { method: "post", path: "/api/dashboard/products", summary: "Creates a product", tag: "dashboard", body: ProductInput, response: data(AdminProduct), status: 201 },
  { method: "put", path: "/api/dashboard/products/{id}", summary: "Replaces a product", tag: "dashboard", body: ProductInput, response: data(AdminProduct) },
  { method: "delete", path: "/api/dashboard/products/{id}", summary: "Deletes a product", tag: "dashboard", status: 204 },
  { method: "post", path: "/api/dashboard/images", summary: "Uploads a picture (png, webp or jpeg, at most 5 MB)", tag: "dashboard", multipart: true, response: data(UploadedImage), status: 201 },
  { method: "get", path: "/api/dashboard/categories", summary: "Categories in every language", tag: "dashboard", response: list(AdminCategory) },
  { method: "post", path: "/api/dashboard/categories", summary: "Creates a category", tag: "dashboard", body: CategoryInput, response: data(AdminCategory), status: 201 },
  { method: "put", path: "/api/dashboard/categories/order", summary: "Orders one parent's subcategories, or the top categories (one audit entry); 409 when their order is no longer the one read", tag: "dashboard", body: CategoryOrder, response: list(AdminCategory) },
  { method: "put", path: "/api/dashboard/categories/{id}", summary: "Renames, moves or reorders a category", tag: "dashboard", body: CategoryInput, response: data(AdminCategory) },
  { method: "delete", path: "/api/dashboard/categories/{id}", summary: "Deletes an empty category", tag: "dashboard", status: 204 },
  { method: "get", path: "/api/dashboard/sliders", summary: "Home slides, with the version of their order", tag: "dashboard", response: versionedList(AdminSlider) },
  { method: "get", path: "/api/dashboard/pages/{kind}", summary: "A content page in every language", tag: "dashboard", response: data(AdminContentPage) },
  { method: "put", path: "/api/dashboard/pages/{kind}", summary: "Replaces a content page (and the FAQ's entries); If-Match: the version read (428 without, 409 when stale)", tag: "dashboard", body: ContentPageInput, response: data(AdminContentPage) },
  { method: "post", path: "/api/dashboard/pages/preview", summary: "Renders Markdown as the storefront shows it", tag: "dashboard", body: MarkdownPreviewInput, response: data(Schema.Struct({ html: Schema.String })) },
  { method: "post", path: "/api/dashboard/sliders", summary: "Creates a slide", tag: "dashboard", body: SliderInput, response: data(AdminSlider), status: 201 },
  { method: "put", path: "/api/dashboard/sliders/order", summary: "Orders the slides (one audit entry); If-Match: the order's version, 409 when stale", tag: "dashboard", body: OrderedIds, response: versionedList(AdminSlider) },
  { method: "put", path: "/api/dashboard/sliders/{id}", summary: "Changes a slide", tag: "dashboard", body: SliderInput, response: data(AdminSlider) },
  { method: "delete", path: "/api/dashboard/sliders/{id}", summary: "Deletes a slide", tag: "dashboard", status: 204 },
  { method: "get", path: "/api/dashboard/lists/{list}", summary: "The home products or bestsellers, in order, with the version of the list", tag: "dashboard", query: ["lang"], response: versionedList(ProductCard) },
  { method: "put", path: "/api/dashboard/lists/{list}", summary: "Replaces the home products or bestsellers (one audit entry); If-Match: the list's version, 409 when stale", tag: "dashboard", query: ["lang"], body: OrderedIds, response: versionedList(ProductCard) },
  { method: "get", path: "/api/dashboard/seo", summary: "SEO texts of every page kind and language", tag: "dashboard", response: list(SeoSetting) },
  { method: "put", path: "/api/dashboard/seo/{kind}", summary: "Changes a page kind's SEO texts", tag: "dashboard", body: SeoSetting, response: data(SeoSetting) },
  { method: "get", path: "/api/dashboard/locale-settings", summary: "Active languages and the shop's general data", tag: "dashboard", response: data(LocaleSettings) },
  { method: "put", path: "/api/dashboard/locale-settings", summary: "Changes the active languages and general data", tag: "dashboard", body: LocaleSettings, response: data(LocaleSettings) },
  { method: "get", path: "/api/dashboard/shop-identity", summary: "The shop's name, logo and legal and bank details (admins)", tag: "dashboard", response: data(AdminShopIdentity) },
  { method: "put", path: "/api/dashboard/shop-identity", summary: "Changes the shop's name, logo and legal and bank details (admins; If-Match; IDNO 13 digits, IBAN with its checksum)", tag: "dashboard", body: ShopIdentityInput, response: data(AdminShopIdentity) },
  { method: "get", path: "/api/dashboard/instructions", summary: "Payment and delivery instructions per method in four languages (admins)", tag: "dashboard", response: data(AdminMethodInstructions) },
  { method: "put", path: "/api/dashboard/instructions", summary: "Changes the payment and delivery instructions (admins; If-Match)", tag: "dashboard", body: MethodInstructions, response: data(AdminMethodInstructions) },
];

const jsonSchema = (schema: Schema.Top): object => Schema.toJsonSchemaDocument(schema).schema as object;
const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: jsonSchema(ErrorBody) } } });

const operationOf = (op: Operation) => {
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "string" } }));
  const queryParams = (op.query ?? []).map((name) => ({ name, in: "query", required: false, schema: { type: "string" } }));
  const status = op.status ?? 200;
  const success =
    status === 204
      ? { description: "Done" }
      : op.contentType
        ? { description: "OK", content: { [op.contentType]: {} } }
        : { description: "OK", content: { "application/json": { schema: op.response ? jsonSchema(op.response) : { type: "object" } } } };
  return {
    summary: op.summary,
    tags: [op.tag],
    ...(op.tag === "dashboard" || op.path === "/api/auth/me" || op.path === "/api/auth/logout" || op.path === "/api/auth/password" ? { security: [{ bearer: [] }] } : {}),
    parameters: [...pathParams, ...queryParams],
    ...(op.body || op.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              [op.multipart ? "multipart/form-data" : "application/json"]: { schema: op.body ? jsonSchema(op.body) : { type: "object", properties: { file: { type: "string", format: "binary" } } } },
            },
          },
        }
      : {}),
    responses: {
      [status]: success,
      ...(op.body || op.query ? { 422: errorResponse("Invalid input, with the errors of every field") } : {}),
      ...(pathParams.length > 0 ? { 404: errorResponse("Not found") } : {}),
    },
  };
};

/** The OpenAPI 3.1 document of the shop API, generated from core's schemas. */
export const openApiDocument = (version: string) => {
  const paths: Record<string, Record<string, object>> = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = operationOf(op);
  return {
    openapi: "3.1.0",
    info: { title: "Vitrina shop API", version, description: "Storefront, staff sign-in and dashboard API of a Vitrina shop. Send `Accept-Language` or the `i18n_redirected` cookie for the answer's language." },
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    paths,
  };
};
