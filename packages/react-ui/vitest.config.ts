import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";

// Workspace packages are read from their sources, as in Storybook and the web build.
export default defineConfig({
  resolve: { conditions: ["@vitrina/source", ...defaultClientConditions] },
  // Also where vitest resolves imports to find the tests a changed file reaches (vitest related, npm run check).
  ssr: { resolve: { conditions: ["@vitrina/source"] } },
  test: {
    environment: "jsdom",
    include: ["test/**/*.test.tsx"],
    setupFiles: ["test/setup.ts"],
    // The files of a worker share one jsdom and the modules they import (React, the dictionaries):
    // a fresh copy per file cost more than the tests (half the suite's time went to setting up
    // jsdom and importing). test/setup.ts cleans the DOM after each test.
    isolate: false,
    // A test that types into a form takes a second on an idle core; when npm test runs other stages
    // beside this suite, or the machine is shared, it takes several (vitest's default allows five).
    testTimeout: 20_000,
  },
});
