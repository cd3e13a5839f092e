import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@vitrina/source"] },
  ssr: { resolve: { conditions: ["@vitrina/source"] } },
  test: { include: ["test/**/*.test.ts"] },
});
