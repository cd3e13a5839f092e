import { ContactMessageStatus, addError } from "@vitrina/core";
import { Schema } from "effect";
import type { Db } from "../db/db.js";
import { unprocessable } from "../lib/http.js";
import { pageParams } from "../lib/list-query.js";
import { saveVersionedEdit } from "../lib/versioned-edit.js";
import { lockMessage, writeMessageStatus, type MessageFilter } from "./inbox-data.js";

/** Longest search text; a longer one is a 422, not a slow query. */
export const SEARCH_MAX = 200;

/** The inbox's query (`page`, `perPage`, `status`, `search`) as a filter, or a 422 naming every wrong field. */
export const messageFilter = (query: Readonly<Record<string, string | undefined>>): MessageFilter => {
  const errors: Record<string, string[]> = {};
  const { page, perPage } = pageParams(query, errors);
  if (query.status && !Schema.is(ContactMessageStatus)(query.status)) addError(errors, "status", "invalid");
  const search = query.search?.trim() ?? "";
  if (search.length > SEARCH_MAX) addError(errors, "search", "max");
  if (Object.keys(errors).length > 0) return unprocessable(errors);
  return { status: (query.status || undefined) as ContactMessageStatus | undefined, search, page, perPage };
};

/** Marks a message handled or new, as read at version `read` (404, 409 as {@link saveVersionedEdit} judges). */
export const setMessageStatus = (db: Db, id: number, read: number, status: ContactMessageStatus): Promise<void> =>
  saveVersionedEdit(db, read, {
    notFound: "Message not found.",
    lock: (tx) => lockMessage(tx, id),
    check: async () => ({}),
    write: (tx) => writeMessageStatus(tx, id, status),
  });
