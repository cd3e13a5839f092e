import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Building both packages, packing them twice and installing them with npm and with pnpm: minutes
    // on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 420_000,
  },
});
