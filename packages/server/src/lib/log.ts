/** A structured logger: one JSON object per line. */
export interface Log {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** Writes JSON lines to stdout (info) and stderr (warn, error); `silent` for tests. */
export const createLog = (options: { silent?: boolean } = {}): Log => {
  const write = (level: string, msg: string, fields?: Record<string, unknown>) => {
    if (options.silent && level !== "error") return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
    (level === "info" ? process.stdout : process.stderr).write(line + "\n");
  };
  return {
    info: (msg, fields) => write("info", msg, fields),
    warn: (msg, fields) => write("warn", msg, fields),
    error: (msg, fields) => write("error", msg, fields),
  };
};
