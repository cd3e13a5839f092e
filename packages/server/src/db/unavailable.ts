/**
 * Thrown by a {@link Db} when the database cannot be reached, lost the connection a statement ran on,
 * or cannot take writes now (read-only, disk full, shutting down): nothing the request did is at
 * fault, and the same request may succeed a moment later. The app answers it with 503 and
 * Retry-After (app.ts); the original error is its `cause`.
 */
export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "DatabaseUnavailable";
  }
}

/**
 * SQLSTATEs of a database that is there but cannot serve now: class 08 (connection exception), 53
 * (insufficient resources: disk full, out of memory, too many connections), 57P01-57P03 (terminated
 * by an administrator, crash shutdown, starting up), 58030 (I/O error) and 25006 (a read-only
 * transaction: a standby, or a database set read-only).
 */
const UNAVAILABLE_STATES = /^(08...|53...|57P0[1-3]|58030|25006)$/;

/** Error codes of a socket that cannot reach the server or lost it. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE"]);

/**
 * What pg and PGlite say, without a code, when a connection ended, a client broke, a pool waited
 * too long for a connection, or the database was closed.
 */
const LOST_CONNECTION = /^Connection terminated|is not queryable|timeout exceeded when trying to connect|^PGlite is closed/;

/** Whether `error` says the database is unavailable rather than that the statement is wrong. */
const isUnavailable = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_STATES.test(code) || NETWORK_CODES.has(code))) return true;
  // Node reports a refused connection to every address of a host name as one AggregateError.
  if (error instanceof AggregateError) return error.errors.some(isUnavailable);
  return LOST_CONNECTION.test(error.message);
};

/** `error` as a {@link DatabaseUnavailable} when it says the database is unavailable, else as it is. */
export const unavailableOr = (error: unknown): unknown =>
  error instanceof DatabaseUnavailable || !isUnavailable(error) ? error : new DatabaseUnavailable(error);
