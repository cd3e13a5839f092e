import { configDefaults, defineConfig } from "vitest/config";

// The PostgreSQL run (TEST_DATABASE_URL set) leaves out the files that test how a request is read
// and refused: parsing, validation, hostile and fuzzed input, and the event loop's time. The same
// code answers them on both databases, and the SQL a hostile value may reach is PostgreSQL's own in
// PGlite too (the same engine, compiled to WebAssembly), where it also runs on the event loop the
// guard measures. Every file that tests SQL, transactions, concurrency, or the database's drivers
// and connections runs on both. BENCHMARKS.md (npm test's time) says what this saves.
const READING_REQUESTS_ONLY = ["test/reliability/guard.test.ts", "test/reliability/fuzz.test.ts", "test/reliability/hardening-input.test.ts"];

export default defineConfig({
  resolve: { conditions: ["@vitrina/source"] },
  ssr: { resolve: { conditions: ["@vitrina/source"] } },
  test: {
    include: ["test/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? READING_REQUESTS_ONLY : [])],
    globalSetup: ["test/support/global-setup.ts"],
    // A sign-in hashes with OWASP's scrypt parameters (128 MiB, a few hundred ms on an idle core, seconds
    // when both cores are busy), and several tests sign in a dozen times.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Each file starts its own shop on its own database copy; two at a time fit two cores.
    maxWorkers: 2,
    // The files of a worker share the server's modules instead of evaluating them again for each file
    // (about 150 s of each run's import time): every shop keeps its state in what startShop builds, and
    // the one file that mocks a module (sign-in-flood) evaluates them again under its mock and drops them.
    isolate: false,
  },
});
