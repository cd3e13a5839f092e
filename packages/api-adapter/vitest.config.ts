import { defineConfig } from "vitest/config";

// The contract suite runs against packages/server on a fresh copy of its seeded demo database.
export default defineConfig({
  resolve: { conditions: ["@vitrina/source"] },
  ssr: { resolve: { conditions: ["@vitrina/source"] } },
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["@vitrina/server/testing/global-setup"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
