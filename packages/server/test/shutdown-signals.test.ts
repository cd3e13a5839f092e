import { expect, inject, test } from "vitest";
import { runScript, seededDataDir } from "./support/processes.js";

// A supervisor (systemd, Docker, a developer's Ctrl-C twice) may signal a stopping shop again: the
// second SIGTERM waits for the same stop instead of closing the database a second time, and the
// process exits cleanly.

const seed = inject("seed");
test.skipIf(seed.kind !== "pglite")(
  "two SIGTERMs in a row: the compiled shop exits with code 0 and no stack trace",
  async () => {
    const dataDir = await seededDataDir((seed as { path: string }).path);
    // `npm start`: the compiled server, which start.mjs passes each signal it gets, and whose exit code it exits with.
    const start = runScript("start.mjs", {
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: "admin@stop.test",
      ADMIN_PASSWORD: "stop-test-password",
    });
    try {
      const [, port] = await start.waitFor(/running at http:\/\/localhost:(\d+)\//);
      // Busy with a page when the signals arrive.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      const from = start.output().length;
      start.signal("SIGTERM");
      start.signal("SIGTERM");
      expect(await start.exited(), start.output()).toBe(0);
      const after = start.output().slice(from);
      expect(after).not.toMatch(/Error|\n\s+at .+:\d+:\d+/);
    } finally {
      await start.stop();
    }
  },
  240_000,
);
