// Reads the JSON reports of vitest and Playwright into the counts `npm test` prints, and holds the
// rule on tests that did not run: none may be skipped, except a test of the server suite that runs
// on one database only (PGlite or PostgreSQL, `skipIf`/`runIf` on the database), which must then
// have passed in the other database's run.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { ROOT } from "./lib.mjs";

/** The first lines of a failure's message, without colours (a property's seed and counterexample with it). */
const firstLines = (message = "") =>
  message
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(" · ")
    .slice(0, 500);

/**
 * A vitest run's result from its JSON report and exit status: { passed, failed, failures, notRun,
 * passedTests }, where `notRun` and `passedTests` hold tests as "file › full name" (skipped, todo
 * and pending tests are not run). A run that ended badly without a failed test counts as one failure.
 */
export const vitestResult = (report, status) => {
  try {
    const json = JSON.parse(readFileSync(report, "utf8"));
    const tests = json.testResults.flatMap((file) => file.assertionResults.map((t) => ({ ...t, key: `${relative(ROOT, file.name)} › ${t.fullName}` })));
    const failures = json.testResults.flatMap((file) => [
      ...file.assertionResults
        .filter((t) => t.status === "failed")
        .map((t) => `${relative(ROOT, file.name)} › ${t.fullName}: ${firstLines(t.failureMessages[0])}`),
      ...(file.status === "failed" && file.assertionResults.every((t) => t.status !== "failed")
        ? [`${relative(ROOT, file.name)}: ${firstLines(file.message)}`]
        : []),
    ]);
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests + (status !== 0 && json.numFailedTests === 0 ? 1 : 0),
      failures,
      notRun: tests.filter((t) => t.status !== "passed" && t.status !== "failed").map((t) => t.key),
      passedTests: new Set(tests.filter((t) => t.status === "passed").map((t) => t.key)),
    };
  } catch {
    return { passed: 0, failed: 1, failures: [`no report: the run ended with exit status ${status}`], notRun: [], passedTests: new Set() };
  }
};

/**
 * A Playwright run's result from its JSON report and exit status: { passed, failed, failures }.
 * A skipped journey is a failure (`stats.skipped`), and so is a flaky one.
 */
export const playwrightResult = (report, status) => {
  try {
    const { stats, suites } = JSON.parse(readFileSync(report, "utf8"));
    const specs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specs)];
    const all = suites.flatMap(specs);
    const failures = all
      .filter((spec) => !spec.ok)
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}: ${firstLines(spec.tests.flatMap((t) => t.results).find((r) => r.error)?.error?.message)}`);
    const skipped = all
      .filter((spec) => spec.tests.some((t) => t.status === "skipped"))
      .map((spec) => `${spec.file}:${spec.line} › ${spec.title}: skipped (a journey must run)`);
    const bad = stats.unexpected + stats.flaky + stats.skipped;
    return {
      passed: stats.expected,
      failed: bad + (status !== 0 && bad === 0 ? 1 : 0),
      failures: [...failures, ...skipped],
    };
  } catch {
    return { passed: 0, failed: 1, failures: [`no report: the run ended with exit status ${status}`] };
  }
};

/**
 * Turns every test a suite did not run into a failure of that suite, except, for the two runs of
 * the server suite (`pairs`: [name, name]), a test skipped in one run that passed in the other.
 * `results` maps a stage's name to its result; it is changed in place.
 */
export const failSkipped = (results, pairs) => {
  const partnerOf = new Map(
    pairs.flatMap(([a, b]) => [
      [a, b],
      [b, a],
    ]),
  );
  for (const [name, result] of results) {
    if (!result.notRun?.length) continue;
    const partner = results.get(partnerOf.get(name));
    const unexcused = result.notRun.filter((key) => !partner?.passedTests?.has(key));
    result.failed += unexcused.length;
    result.failures = [
      ...(result.failures ?? []),
      ...unexcused.map((key) =>
        partner ? `${key}: not run here nor passed on the other database (${partnerOf.get(name)})` : `${key}: skipped (every test must run)`,
      ),
    ];
  }
};
