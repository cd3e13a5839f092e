import { orderTransitions } from "@vitrina/core";
import type { Config } from "../config.js";
import type { Db } from "../db/db.js";
import { startHourlyJob } from "../lib/hourly-job.js";
import type { Log } from "../lib/log.js";
import { enqueueOrderNews } from "../mail/outbox.js";
import { readOrderSettings } from "../shop/order-settings.js";
import { lockOrderState, restockOrder, writeOrderStatus } from "./staff-order-data.js";

/** Orders one pass looks at in one query; a pass goes on until none is left. */
const BATCH = 100;

/**
 * Cancels the bank transfers still unpaid once the shop's wait (`unpaid_transfer_days`, 0: never) has
 * passed, as the shop itself (no staff member in the history): an order placed on a day, in the
 * shop's time zone, is cancelled at the midnight that ends the wait's last whole day after it (placed
 * on Monday with 5 days: at the start of Sunday). Each order goes in its own transaction: its units
 * return to stock and the shopper is e-mailed why. `now` is the clock (tests move it). Returns the
 * numbers of the orders cancelled.
 */
export const cancelUnpaidTransfers = async (db: Db, config: Pick<Config, "publicUrl" | "timeZone">, now: Date): Promise<string[]> => {
  const { unpaid_transfer_days: days } = await readOrderSettings(db);
  if (days === 0) return [];
  const cancelled: string[] = [];
  for (let after = 0; ; ) {
    const due = await db.query<{ id: number; number: string }>(
      `select id, number from orders
        where payment_method = 'bank_transfer' and payment_status = 'unpaid' and status in ('new', 'confirmed', 'ready_for_pickup')
          and created_at < (date_trunc('day', $1::timestamptz, $2) at time zone $2 - make_interval(days => $3::int)) at time zone $2
          and id > $4
        order by id limit ${BATCH}`,
      [now, config.timeZone, days, after],
    );
    for (const order of due) {
      const done = await db.transaction(async (tx) => {
        // Looked at again under its lock: staff may have marked it paid or moved it since the query.
        const state = await lockOrderState(tx, order.id);
        if (state?.payment_status !== "unpaid" || !orderTransitions(state.status, state.deliveryMethod).includes("cancelled")) return false;
        await writeOrderStatus(tx, order.id, state.status, "cancelled", null);
        await restockOrder(tx, order.id);
        await enqueueOrderNews(tx, config, order.id, "expired");
        return true;
      });
      if (done) cancelled.push(order.number);
    }
    if (due.length < BATCH) return cancelled;
    after = due.at(-1)!.id;
  }
};

/**
 * Runs {@link cancelUnpaidTransfers} at start and then hourly, with the clock `now` (the system's
 * unless a test gives one), so an unpaid transfer is cancelled within an hour of its deadline.
 */
export const startUnpaidTransferCancel = ({
  db,
  config,
  log,
  now = () => new Date(),
}: {
  readonly db: Db;
  readonly config: Pick<Config, "publicUrl" | "timeZone">;
  readonly log: Log;
  readonly now?: () => Date;
}): { readonly stop: () => Promise<void> } =>
  startHourlyJob("unpaid transfers' cancel", log, async () => {
    const cancelled = await cancelUnpaidTransfers(db, config, now());
    if (cancelled.length > 0) log.info("unpaid bank transfers cancelled", { orders: cancelled });
  });
