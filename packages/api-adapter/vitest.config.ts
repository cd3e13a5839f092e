import { defineConfig } from "vitest/config";

// The contract suite runs against packages/server on a fresh copy of its seeded demo database.
export default defineConfig({
  resolve: { conditions: ["@vitrina/source"] },
  ssr: { resolve: { conditions: ["@vitrina/source"] } },
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["../server/test/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
