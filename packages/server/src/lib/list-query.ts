import type { DayRange } from "@vitrina/core";

/**
 * A text with LIKE's wildcards escaped (`%`, `_` and the escape character `\` itself, PostgreSQL's
 * default), so a search for `50%` or `a_b` matches those characters, not any text.
 * @example likeLiteral("50%_off") // "50\\%\\_off"
 */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * SQL conditions for the days of a list on a timestamp column (core's checked `from` and `to`, both
 * inclusive), their values pushed to `params`.
 */
export const dateRange = (days: DayRange, column: string, params: unknown[]): string[] =>
  (["from", "to"] as const).flatMap((name) => {
    const value = days[name];
    if (!value) return [];
    // `to` is inclusive: rows before the start of the next day.
    return [`${column} ${name === "from" ? ">=" : "<"} $${params.push(value)}::date${name === "to" ? " + 1" : ""}`];
  });

/** A page of rows in the dashboard's list shape. */
export const pageOf = <T>(data: T[], page: number, perPage: number, totalItems: number) => ({
  data,
  current_page: page,
  total_pages: Math.max(1, Math.ceil(totalItems / perPage)),
  total_items: totalItems,
});
