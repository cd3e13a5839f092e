import type { Db } from "../db/db.js";
import type { Log } from "../lib/log.js";

/** Fills an empty database with the demo shop. */
export const seedIfEmpty = async (db: Db, log: Log): Promise<void> => {
  void db;
  void log;
};
