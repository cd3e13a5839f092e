import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@vitrina/source"] },
  ssr: { resolve: { conditions: ["@vitrina/source"] } },
  test: {
    include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
    // The files of a worker share the imported modules (React, the server entry), which took nearly
    // all of the suite's time imported per file; the tests keep no state between files.
    isolate: false,
  },
});
