import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Packing builds both packages and npm installs the tarballs: tens of seconds on a busy machine.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
