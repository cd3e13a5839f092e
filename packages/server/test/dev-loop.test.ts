import { writeFile, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, inject, test } from "vitest";
import { ROOT, runScript, seededDataDir } from "./support/processes.js";

// `npm run dev`: Vite's server renders the storefront from its sources with its hot-reload client,
// proxies the API to the API server, which restarts when its code changes.

const seed = inject("seed");
test.skipIf(seed.kind !== "pglite")(
  "npm run dev renders pages with hot reload and restarts the API on a change",
  async () => {
    const dataDir = await seededDataDir((seed as { path: string }).path);
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const dev = runScript("dev.mjs", { PORT: String(port), DATA_DIR: dataDir, ADMIN_EMAIL: "admin@dev.test", ADMIN_PASSWORD: "dev-test-password" });
    const url = `http://127.0.0.1:${port}`;
    const config = join(ROOT, "packages", "server", "src", "config.ts");
    // Vite renders the first page from sources (its dependency scan first): slow, but never endless.
    const get = (path: string) => fetch(url + path, { signal: AbortSignal.timeout(120_000) });
    try {
      // tsx compiles the server's and core's sources first: a minute or more while the journeys hold both cores.
      await dev.waitFor(/API is running at/, 0, 300);
      await dev.waitFor(/Local:/);
      const page = await get("/en/");
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("/@vite/client");
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect((await get("/dashboard/")).status).toBe(200);
      expect((await (await get("/api/health")).json()) as unknown).toMatchObject({ status: "ok", server: "source" });

      // Saving a server file (unchanged content) restarts the API, which answers again. The watcher may
      // still be reading the source tree when the API first answers (slow on a busy machine), and a save
      // made before it is ready goes unseen: the file is saved again every 5 s until tsx says it restarts,
      // and no more (each save restarts it again, and a start takes longer than 5 s on a busy machine).
      const before = dev.output().length;
      const source = await readFile(config);
      const restarting = dev.waitFor(/change in \.\/src\/config\.ts/, before);
      const saves = setInterval(() => void writeFile(config, source), 5_000);
      try {
        await writeFile(config, source);
        await restarting;
      } finally {
        clearInterval(saves);
      }
      await dev.waitFor(/API is running at/, before, 300);
      // It answers again (a save seen late may restart it once more).
      await expect
        .poll(
          () =>
            get("/api/health").then(
              (res) => res.status,
              () => 0,
            ),
          { timeout: 60_000, interval: 500 },
        )
        .toBe(200);
    } finally {
      await dev.stop();
    }
  },
  480_000,
);
