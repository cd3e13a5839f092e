import type { ContactMessageStatus, MessageListQuery } from "@vitrina/core";
import type { Db } from "../db/db.js";
import { pageOf } from "../lib/list-query.js";
import { saveVersionedEdit } from "../lib/versioned-edit.js";
import { lockMessage, messagePage, writeMessageStatus } from "./inbox-data.js";

export { readMessage } from "./inbox-data.js";

/** A page of the dashboard's messages, newest first, `filter`'s paging applied. */
export const messageList = async (db: Db, filter: MessageListQuery) => {
  const { rows, total } = await messagePage(db, filter);
  return pageOf(rows, filter.page, filter.perPage, total);
};

/** Marks a message handled or new, as read at version `read` (404, 409 as {@link saveVersionedEdit} judges). */
export const setMessageStatus = (db: Db, id: number, read: number, status: ContactMessageStatus): Promise<void> =>
  saveVersionedEdit(db, read, {
    notFound: "Message not found.",
    lock: (tx) => lockMessage(tx, id),
    check: async () => ({}),
    write: (tx) => writeMessageStatus(tx, id, status),
  });
