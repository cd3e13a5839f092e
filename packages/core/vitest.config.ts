import { defineConfig } from "vitest/config";

// The README's example imports "@vitrina/core" as a user would: resolve it to the sources.
export default defineConfig({
  resolve: { conditions: ["@vitrina/source"] },
  ssr: { resolve: { conditions: ["@vitrina/source"] } },
  test: {
    include: ["test/**/*.test.ts"],
    // Pure functions and machines with no module state: the files of a worker share the imported
    // modules (effect, xstate), which took three quarters of the suite's time imported per file.
    isolate: false,
    // A property test runs its rule a hundred times: under a second on an idle core, more than
    // vitest's default five seconds when npm test runs other stages beside it or the machine is shared.
    testTimeout: 20_000,
  },
});
