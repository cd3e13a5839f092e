import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";

// Workspace packages are read from their sources, as in Storybook and the web build.
export default defineConfig({
  resolve: { conditions: ["@vitrina/source", ...defaultClientConditions] },
  test: { environment: "jsdom", include: ["test/**/*.test.tsx"] },
});
