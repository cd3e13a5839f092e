import { expect, inject, test } from "vitest";
import { runScript, seededDataDir } from "./support/processes.js";

// `npm start` as a new user runs it, from a caller whose environment says development: the shop it
// starts serves pages from the compiled server, rendered by React's production build.

const seed = inject("seed");
test.skipIf(seed.kind !== "pglite")(
  "npm start runs the compiled server with React's production build, whatever NODE_ENV the caller has",
  async () => {
    const dataDir = await seededDataDir((seed as { path: string }).path);
    const start = runScript("start.mjs", {
      NODE_ENV: "development",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: "admin@start.test",
      ADMIN_PASSWORD: "start-test-password",
    });
    try {
      const [, port] = await start.waitFor(/running at http:\/\/localhost:(\d+)\//);
      const url = `http://127.0.0.1:${port}`;
      const health = (await (await fetch(`${url}/api/health`)).json()) as Record<string, unknown>;
      expect(health).toMatchObject({ status: "ok", react: "production", database: "pglite" });
      // Compiled: a build id, not "source" (the server run from TypeScript).
      expect(health.server).toMatch(/^[0-9a-z]+$/);
      expect(health.server).not.toBe("source");
      expect(health.storefront).toEqual(expect.any(String));
      const page = await fetch(`${url}/en/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<html");
      // Only what a person needs: no bundler or engine warnings among the start's lines.
      expect(start.output()).not.toMatch(/WARN|"level":"warn"|INEFFECTIVE_DYNAMIC_IMPORT|PLUGIN_TIMINGS/);
      expect(start.output()).toContain(`embedded, in ${dataDir}`);
    } finally {
      await start.stop();
    }
  },
  240_000,
);
