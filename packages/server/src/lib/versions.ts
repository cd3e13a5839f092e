import type { Context } from "hono";
import { fail } from "./http.js";

/**
 * The version an edit says it read, from its `If-Match` header (`"3"`, as the dashboard's answers
 * carry it in `version`). An edit without one is refused (428): saving blind is how edits get lost.
 */
export const readVersion = (c: Context): number => {
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(c.req.header("if-match")?.trim() ?? "");
  return match ? Number(match[1]) : fail(428, "Send the version you read in If-Match, so a newer save is not overwritten.");
};
