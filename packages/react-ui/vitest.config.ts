import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@vitrina/source"] },
  test: { environment: "jsdom", include: ["test/**/*.test.tsx"] },
});
