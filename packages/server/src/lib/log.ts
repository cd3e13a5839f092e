import SonicBoom from "sonic-boom";

/** A structured logger: one JSON object per line. */
export interface Log {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/**
 * Standard output for the info lines, written off the main thread: a line written while the last
 * write is under way joins the next one, so a busy shop (a line a request) makes a write now and
 * then instead of one blocking write a request. What is still waiting is written before the process exits.
 */
let stdout: SonicBoom | undefined;
const infoOut = (): SonicBoom => {
  if (stdout) return stdout;
  const out = new SonicBoom({ fd: process.stdout.fd, sync: false });
  process.on("exit", () => out.flushSync());
  return (stdout = out);
};

/** Writes JSON lines to stdout (info) and stderr (warn, error, at once); `silent` for tests. */
export const createLog = (options: { silent?: boolean } = {}): Log => {
  const write = (level: string, msg: string, fields?: Record<string, unknown>) => {
    if (options.silent && level !== "error") return;
    const line = `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`;
    if (level === "info") infoOut().write(line);
    else process.stderr.write(line);
  };
  return {
    info: (msg, fields) => write("info", msg, fields),
    warn: (msg, fields) => write("warn", msg, fields),
    error: (msg, fields) => write("error", msg, fields),
  };
};
