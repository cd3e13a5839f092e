import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@vitrina/source"] },
  ssr: { resolve: { conditions: ["@vitrina/source"] } },
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    // A sign-in hashes with OWASP's scrypt parameters (128 MiB, a few hundred ms on an idle core, seconds
    // when both cores are busy), and several tests sign in a dozen times.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Each file starts its own shop on its own database copy; two at a time fit two cores.
    maxWorkers: 2,
  },
});
