import { cpSync } from "node:fs";
import { defineConfig } from "tsup";

// The server as `npm start` runs it: compiled to JavaScript in dist/, with the workspace's packages
// bundled from their TypeScript sources and every other dependency loaded from node_modules (PGlite
// and sharp find their own wasm and native files there).
export default defineConfig({
  entry: { main: "src/main.ts", seed: "src/seed/cli.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  // `npm start` builds quietly: warnings and errors only.
  silent: process.env.VITRINA_QUIET_BUILD === "1",
  // xstate is core's dependency, not the server's: bundled with core so dist/ resolves nothing from core's folder.
  // The build id /api/health reports: VITE_BUILD_ID when a deployment sets one (the storefront's build
  // reads the same variable), otherwise the build's time.
  define: { __VITRINA_SERVER_BUILD__: JSON.stringify(process.env.VITE_BUILD_ID ?? Date.now().toString(36)) },
  noExternal: [/^@vitrina\//, "xstate"],
  esbuildOptions: (options) => {
    options.conditions = ["@vitrina/source"];
  },
  // migrate.ts reads ./migrations/ next to itself: next to the bundle once compiled.
  onSuccess: async () => {
    cpSync("src/db/migrations", "dist/migrations", { recursive: true });
  },
});
