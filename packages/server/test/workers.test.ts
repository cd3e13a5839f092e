import { availableParallelism } from "node:os";
import { describe, expect, test } from "vitest";
import { workerCount } from "../src/lib/workers.js";

// WORKERS as `npm start` reads it; the workers themselves run in reliability/scale-out.test.ts.
describe("WORKERS", () => {
  test("unset: one process per core on PostgreSQL, one on the embedded database", () => {
    expect(workerCount({}, true)).toEqual({ count: availableParallelism() });
    expect(workerCount({}, false)).toEqual({ count: 1 });
  });

  test("a number of processes on PostgreSQL is run as asked", () => {
    expect(workerCount({ WORKERS: "3" }, true)).toEqual({ count: 3 });
    expect(workerCount({ WORKERS: " 1 " }, false)).toEqual({ count: 1 });
  });

  test("more than one on the embedded database runs one and says why", () => {
    const { count, warning } = workerCount({ WORKERS: "4" }, false);
    expect(count).toBe(1);
    expect(warning).toMatch(/WORKERS=4: the embedded database \(PGlite\) is opened by one process only.*DATABASE_URL/);
  });

  test("anything but a whole number above 0 is refused with what WORKERS takes", () => {
    for (const bad of ["0", "-2", "2.5", "two", "1e3"])
      expect(() => workerCount({ WORKERS: bad }, true), bad).toThrow(`WORKERS must be a whole number of processes above 0, not "${bad}".`);
  });
});
