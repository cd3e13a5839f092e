import * as Schema from "effect/Schema";

/**
 * The version of a row as the dashboard read it. Every edit sends it back in `If-Match` (`"3"`) and
 * is refused with a 409 when someone saved the row since, so no edit silently undoes another.
 */
export const Version = Schema.Finite;

/** A page of a dashboard list. */
export const page = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ data: Schema.Array(item), current_page: Schema.Finite, total_pages: Schema.Finite, total_items: Schema.Finite });
