import * as Schema from "effect/Schema";
import { PaymentMethod } from "../cart.js";
import { OrderStatus, PaymentStatus } from "../order-status.js";
import { MAX_PER_PAGE } from "../limits.js";
import { ADMIN_PRODUCT_SORTS, LOCALES, type AdminProductSort } from "../choices.js";
import { AuditEntity } from "./audit.js";
import { ContactMessageStatus } from "./messages.js";
import { DASHBOARD_PAGE_SIZE } from "./shared.js";
import { DEFAULT_LOCALE, Locale } from "../common.js";

// The dashboard's list queries arrive as texts. Their schemas check the texts with the field errors
// the API answers (in the order of the fields), and a plain function reads the checked texts into
// the typed query with its defaults, as the storefront's listing does.

/** Longest search text of the inbox; a longer one is a 422, not a slow query. */
export const MESSAGE_SEARCH_MAX = 200;

/**
 * An optional query parameter whose text `check` judges: an error kind, or undefined when fine.
 * `jsonSchema` says the same rule for the OpenAPI description.
 */
const param = (check: (raw: string) => string | undefined, jsonSchema: Readonly<Record<string, unknown>> = {}) =>
  Schema.optionalKey(Schema.String.check(Schema.makeFilter(check, { toJsonSchema: () => jsonSchema })));

/** One of `choices`, or empty. */
const oneOf = (choices: ReadonlyArray<string>) => ({ enum: ["", ...choices] });

/** A whole number from 1 to `max` written in digits; empty takes the default. */
const pageNumber = (max: number) =>
  param(
    (raw) => {
      if (raw === "") return undefined;
      const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
      return n >= 1 && n <= max ? undefined : Number.isNaN(n) ? "type" : n < 1 ? "min" : "max";
    },
    { anyOf: [{ const: "" }, { pattern: "^\\d+$", description: `a whole number from 1 to ${max}` }] },
  );

/** A row id written in at most 9 digits; empty is none. */
const idParam = param((raw) => (raw === "" || /^\d{1,9}$/.test(raw) ? undefined : "type"), { pattern: "^(?:\\d{1,9})?$" });

/** One of `choices`; empty is none. */
const choiceParam = (choices: ReadonlyArray<string>) => param((raw) => (raw === "" || choices.includes(raw) ? undefined : "invalid"), oneOf(choices));

/** A real calendar day (YYYY-MM-DD) from 0001-01-01 on: JavaScript rolls 2024-02-30 over to March, PostgreSQL refuses it. */
export const isDay = (value: string): boolean => {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value) && !value.startsWith("0000") ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

/** A day (YYYY-MM-DD), inclusive bound of a list by date; empty is none. */
const dayParam = param((raw) => (raw === "" || isDay(raw) ? undefined : "format"), { anyOf: [{ const: "" }, { format: "date" }] });

/** `page` (default 1) and `perPage` (default 20, at most 100) of every dashboard list. */
const pageFields = { page: pageNumber(100_000), perPage: pageNumber(MAX_PER_PAGE) };
/** `from` and `to`, the days a list by date starts and ends with. */
const dayFields = { from: dayParam, to: dayParam };

/** The query string of `GET dashboard/products` as sent, checked; {@link adminProductListQuery} reads it. */
export const AdminProductListParams = Schema.Struct({
  ...pageFields,
  // Given but empty is no sort at all: only an absent sort or direction takes the default.
  sort: param((raw) => ((ADMIN_PRODUCT_SORTS as ReadonlyArray<string>).includes(raw) ? undefined : "invalid"), { enum: ADMIN_PRODUCT_SORTS }),
  dir: param((raw) => (raw === "asc" || raw === "desc" ? undefined : "invalid"), { enum: ["asc", "desc"] }),
  category_id: idParam,
  search: param(() => undefined),
});
/** The dashboard product list's query string, checked. */
export type AdminProductListParams = typeof AdminProductListParams.Type;

/** The filters of the order list, which its export takes too. */
const orderFilterFields = {
  status: choiceParam(OrderStatus.literals),
  payment_status: choiceParam(PaymentStatus.literals),
  payment_method: choiceParam(PaymentMethod.literals),
  ...dayFields,
  search: param(() => undefined),
};

/** The query string of `GET dashboard/orders` as sent, checked; {@link adminOrderListQuery} reads it. */
export const AdminOrderListParams = Schema.Struct({ ...pageFields, ...orderFilterFields });
/** The dashboard order list's query string, checked. */
export type AdminOrderListParams = typeof AdminOrderListParams.Type;

/**
 * The query string of `GET dashboard/orders/export`: the order list's filters, without its page
 * (the export holds every order they select); {@link adminOrderFilter} reads it.
 */
export const AdminOrderExportParams = Schema.Struct(orderFilterFields);
/** The order export's query string, checked. */
export type AdminOrderExportParams = typeof AdminOrderExportParams.Type;

/** The query string of `GET dashboard/messages` as sent, checked; {@link messageListQuery} reads it. */
export const MessageListParams = Schema.Struct({
  ...pageFields,
  status: choiceParam(ContactMessageStatus.literals),
  search: param((raw) => (raw.trim().length > MESSAGE_SEARCH_MAX ? "max" : undefined)),
});
/** The inbox's query string, checked. */
export type MessageListParams = typeof MessageListParams.Type;

/** The query string of `GET dashboard/audit` as sent, checked; {@link auditListQuery} reads it. */
export const AuditListParams = Schema.Struct({ ...pageFields, ...dayFields, staff_id: idParam, entity: choiceParam(AuditEntity.literals) });
/** The audit trail's query string, checked. */
export type AuditListParams = typeof AuditListParams.Type;

/** A page of a dashboard list. */
export interface ListPage {
  readonly page: number;
  readonly perPage: number;
}

/** Days a list by date is limited to, both inclusive. */
export interface DayRange {
  /** A day (YYYY-MM-DD): rows of that day on. */
  readonly from?: string;
  /** A day (YYYY-MM-DD): rows up to the end of that day. */
  readonly to?: string;
}

/** The dashboard product list's query. */
export interface AdminProductListQuery extends ListPage {
  /** Words found in a product's title in any language, its category's names, its SKU or its slug. */
  readonly search: string;
  /** Products of this category and of its subcategories. */
  readonly category_id?: number;
  readonly sort: AdminProductSort;
  readonly dir: "asc" | "desc";
}

/** The orders the dashboard's list and its export select. */
export interface AdminOrderFilter extends DayRange {
  readonly status?: OrderStatus;
  readonly payment_status?: PaymentStatus;
  readonly payment_method?: PaymentMethod;
  /** Found in the order's number, the customer's name or e-mail, or (phone-like) the phone. */
  readonly search: string;
}

/** The dashboard order list's query: its filters and a page. */
export interface AdminOrderListQuery extends ListPage, AdminOrderFilter {}

/** The inbox's query. */
export interface MessageListQuery extends ListPage {
  readonly status?: ContactMessageStatus;
  /** Found in the sender's name, e-mail or phone, or in the message. */
  readonly search: string;
}

/** The audit trail's query. */
export interface AuditListQuery extends ListPage, DayRange {
  /** Changes made by this staff member. */
  readonly staff_id?: number;
  readonly entity?: AuditEntity;
}

const pageOf = (params: { readonly page?: string; readonly perPage?: string }): ListPage => ({
  page: params.page ? Number(params.page) : 1,
  perPage: params.perPage ? Number(params.perPage) : DASHBOARD_PAGE_SIZE,
});
const daysOf = (params: DayRange): DayRange => ({ ...(params.from ? { from: params.from } : {}), ...(params.to ? { to: params.to } : {}) });
/** A checked text that is one of a schema's values, or undefined when empty. */
const chosen = <T extends string>(raw: string | undefined) => (raw || undefined) as T | undefined;

/**
 * The product list's query of a checked query string: page 1 of 20, last updated first (a sort by
 * title goes A to Z unless asked otherwise).
 * @example adminProductListQuery({ sort: "title", category_id: "7" }) // { page: 1, perPage: 20, search: "", category_id: 7, sort: "title", dir: "asc" }
 */
export const adminProductListQuery = (params: AdminProductListParams): AdminProductListQuery => {
  const sort = (params.sort ?? "updated_at") as AdminProductSort;
  return {
    ...pageOf(params),
    search: params.search?.trim() ?? "",
    ...(params.category_id ? { category_id: Number(params.category_id) } : {}),
    sort,
    dir: (params.dir ?? (sort === "title" ? "asc" : "desc")) as AdminProductListQuery["dir"],
  };
};

/**
 * The orders a checked query string of the order list or its export selects: the search trimmed,
 * empty choices left out.
 * @example adminOrderFilter({ status: "new", payment_method: "", search: " 069 " }) // { status: "new", search: "069" }
 */
export const adminOrderFilter = (params: AdminOrderExportParams): AdminOrderFilter => {
  const status = chosen<OrderStatus>(params.status);
  const payment = chosen<PaymentStatus>(params.payment_status);
  const method = chosen<PaymentMethod>(params.payment_method);
  return {
    ...(status ? { status } : {}),
    ...(payment ? { payment_status: payment } : {}),
    ...(method ? { payment_method: method } : {}),
    ...daysOf(params),
    search: params.search?.trim() ?? "",
  };
};

/**
 * The order list's query of a checked query string: page 1 of 20, the filters as {@link adminOrderFilter} reads them.
 * @example adminOrderListQuery({ status: "new", search: " 069 " }) // { page: 1, perPage: 20, status: "new", search: "069" }
 */
export const adminOrderListQuery = (params: AdminOrderListParams): AdminOrderListQuery => ({ ...pageOf(params), ...adminOrderFilter(params) });

/**
 * The inbox's query of a checked query string: page 1 of 20, the search trimmed.
 * @example messageListQuery({ status: "new" }) // { page: 1, perPage: 20, status: "new", search: "" }
 */
export const messageListQuery = (params: MessageListParams): MessageListQuery => {
  const status = chosen<ContactMessageStatus>(params.status);
  return { ...pageOf(params), ...(status ? { status } : {}), search: params.search?.trim() ?? "" };
};

/**
 * The audit trail's query of a checked query string: page 1 of 20.
 * @example auditListQuery({ staff_id: "3", from: "2026-01-02" }) // { page: 1, perPage: 20, from: "2026-01-02", staff_id: 3 }
 */
export const auditListQuery = (params: AuditListParams): AuditListQuery => {
  const entity = chosen<AuditEntity>(params.entity);
  return { ...pageOf(params), ...daysOf(params), ...(params.staff_id ? { staff_id: Number(params.staff_id) } : {}), ...(entity ? { entity } : {}) };
};

/** The query string of the dashboard's answers that name products (`?lang=`): a language of the shop; empty or absent is Romanian. */
export const DashboardLanguageParams = Schema.Struct({ lang: choiceParam(LOCALES) });
/** The language query string, checked. */
export type DashboardLanguageParams = typeof DashboardLanguageParams.Type;

/** The language of a checked `?lang=`: Romanian when empty or absent. */
export const dashboardLanguageOf = (params: DashboardLanguageParams): Locale => (Schema.is(Locale)(params.lang) ? params.lang : DEFAULT_LOCALE);
