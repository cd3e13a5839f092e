import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@vitrina/source"] },
  ssr: { resolve: { conditions: ["@vitrina/source"] } },
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own shop on its own database copy; two at a time fit two cores.
    maxWorkers: 2,
  },
});
