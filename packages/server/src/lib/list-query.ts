import { DASHBOARD_PAGE_SIZE, MAX_PER_PAGE, addError } from "@vitrina/core";

/**
 * A text with LIKE's wildcards escaped (`%`, `_` and the escape character `\` itself, PostgreSQL's
 * default), so a search for `50%` or `a_b` matches those characters, not any text.
 * @example likeLiteral("50%_off") // "50\\%\\_off"
 */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day from 0001-01-01 on: JavaScript rolls 2024-02-30 over to March, PostgreSQL refuses it. */
const isDay = (value: string) => {
  const time = DATE.test(value) && !value.startsWith("0000") ? Date.parse(`${value}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

/** `page` (default 1) and `perPage` (default 20, at most 100) of a dashboard list, with their errors. */
export const pageParams = (query: Record<string, string | undefined>, errors: Record<string, string[]>) => {
  const int = (name: string, fallback: number, max: number) => {
    const raw = query[name];
    if (raw === undefined || raw === "") return fallback;
    const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(n >= 1 && n <= max)) addError(errors, name, Number.isNaN(n) ? "type" : n < 1 ? "min" : "max");
    return n;
  };
  return { page: int("page", 1, 100_000), perPage: int("perPage", DASHBOARD_PAGE_SIZE, MAX_PER_PAGE) };
};

/**
 * SQL conditions for the `from` and `to` dates (YYYY-MM-DD, both inclusive) of a list on a timestamp
 * column, their values pushed to `params`, and `format` errors for dates that are not dates.
 */
export const dateRange = (query: Record<string, string | undefined>, column: string, params: unknown[], errors: Record<string, string[]>): string[] =>
  (["from", "to"] as const).flatMap((name) => {
    const value = query[name];
    if (!value) return [];
    if (!isDay(value)) {
      addError(errors, name, "format");
      return [];
    }
    // `to` is inclusive: rows before the start of the next day.
    return [`${column} ${name === "from" ? ">=" : "<"} $${params.push(value)}::date${name === "to" ? " + 1" : ""}`];
  });

/** A page of rows in the dashboard's list shape. */
export const pageOf = <T,>(data: T[], page: number, perPage: number, totalItems: number) => ({
  data,
  current_page: page,
  total_pages: Math.max(1, Math.ceil(totalItems / perPage)),
  total_items: totalItems,
});
