import type { ContactMessage, ContactMessageStatus, MessageListQuery } from "@vitrina/core";
import type { Tx } from "../db/db.js";
import { likeLiteral } from "../lib/list-query.js";

// The contact_messages table as the dashboard's inbox reads and changes it.

const COLUMNS = "id, name, email, phone, message, locale, status, created_at, purged_at is not null as purged, version";
type Row = Omit<ContactMessage, "created_at"> & { created_at: Date | string };
const shown = (r: Row): ContactMessage => ({ ...r, created_at: new Date(r.created_at).toISOString() });

/** One page of the inbox, newest first, and how many messages match in all. */
export const messagePage = async (db: Tx, filter: MessageListQuery): Promise<{ readonly rows: ContactMessage[]; readonly total: number }> => {
  const params: unknown[] = [];
  const where = ["true"];
  if (filter.status) where.push(`status = $${params.push(filter.status)}`);
  if (filter.search) {
    const like = `$${params.push(`%${likeLiteral(filter.search)}%`)}`;
    where.push(`(name ilike ${like} or email ilike ${like} or phone ilike ${like} or message ilike ${like})`);
  }
  const [total] = await db.query<{ count: number }>(`select count(*)::int as count from contact_messages where ${where.join(" and ")}`, params);
  const rows = await db.query<Row>(
    `select ${COLUMNS} from contact_messages where ${where.join(" and ")} order by created_at desc, id desc limit ${filter.perPage} offset ${(filter.page - 1) * filter.perPage}`,
    params,
  );
  return { rows: rows.map(shown), total: total?.count ?? 0 };
};

/** A message as the inbox shows it; undefined when there is none. */
export const readMessage = async (db: Tx, id: number): Promise<ContactMessage | undefined> => {
  const [row] = await db.query<Row>(`select ${COLUMNS} from contact_messages where id = $1`, [id]);
  return row && shown(row);
};

/** A message's version, locked until the transaction ends; undefined when there is none. */
export const lockMessage = async (tx: Tx, id: number): Promise<{ readonly version: number } | undefined> =>
  (await tx.query<{ version: number }>("select version from contact_messages where id = $1 for update", [id]))[0];

/** Marks a message handled or new and moves its version on. */
export const writeMessageStatus = async (tx: Tx, id: number, status: ContactMessageStatus): Promise<void> => {
  await tx.query("update contact_messages set status = $2, version = version + 1 where id = $1", [id, status]);
};
