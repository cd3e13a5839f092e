// No hand-written source file over 300 lines (issue 15): a longer one is split by topic. Files a
// tool writes (typesafe-i18n's types) are left out. Exits 1 listing the files over the limit.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { ROOT } from "./lib.mjs";

const MAX_LINES = 300;
const GENERATED = /\/i18n\/i18n-(types|util[^/]*)\.ts$|\/i18n\/i18n-react\.tsx$/;

const sources = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
  .split("\0")
  .filter((path) => /\.(ts|tsx|mjs|js|cjs)$/.test(path) && !GENERATED.test(path));
const tooLong = sources
  .map((path) => ({ path, lines: readFileSync(`${ROOT}/${path}`, "utf8").split("\n").length - 1 }))
  .filter(({ lines }) => lines > MAX_LINES);
for (const { path, lines } of tooLong) console.error(`${path}: ${lines} lines (at most ${MAX_LINES})`);
console.log(`${sources.length} source files, ${tooLong.length} over ${MAX_LINES} lines`);
process.exit(tooLong.length ? 1 : 0);
