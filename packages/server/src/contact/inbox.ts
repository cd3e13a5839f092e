import type { ContactMessageStatus } from "@vitrina/core";
import type { Db } from "../db/db.js";
import { saveVersionedEdit } from "../lib/versioned-edit.js";
import { lockMessage, writeMessageStatus } from "./inbox-data.js";

/** Marks a message handled or new, as read at version `read` (404, 409 as {@link saveVersionedEdit} judges). */
export const setMessageStatus = (db: Db, id: number, read: number, status: ContactMessageStatus): Promise<void> =>
  saveVersionedEdit(db, read, {
    notFound: "Message not found.",
    lock: (tx) => lockMessage(tx, id),
    check: async () => ({}),
    write: (tx) => writeMessageStatus(tx, id, status),
  });
