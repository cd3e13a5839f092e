import type { Log } from "./log.js";

/** How often an hourly job runs after the pass at start. */
const EVERY_MS = 60 * 60 * 1000;

/**
 * Runs `pass` at start and then hourly, one pass at a time, so its work is done within an hour of
 * falling due whether or not anyone opens the dashboard. A failed pass is logged as `name` and the
 * next one runs as planned. `stop` starts no pass after it and waits for the one under way (the
 * database is still open).
 */
export const startHourlyJob = (name: string, log: Log, pass: () => Promise<unknown>): { readonly stop: () => Promise<void> } => {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running.then(pass).catch((error: unknown) => log.error(`${name} failed`, { error: String(error) }));
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
