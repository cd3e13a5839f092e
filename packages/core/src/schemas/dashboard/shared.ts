import * as Schema from "effect/Schema";

/**
 * The version of a row as the dashboard read it. Every edit sends it back in `If-Match` (`"3"`) and
 * is refused with a 409 when someone saved the row since, so no edit silently undoes another.
 */
export const Version = Schema.Finite;

/** Rows on a page of a dashboard list (orders, products, messages) when the query names no `perPage`. */
export const DASHBOARD_PAGE_SIZE = 20;

/** A page of a dashboard list. */
export const page = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ data: Schema.Array(item), current_page: Schema.Finite, total_pages: Schema.Finite, total_items: Schema.Finite });
