// Runs the stages of `npm test` and `npm run check`: each stage waits for the stages it needs, and
// as many run at once as fit in the machine's cores by their weight (a stage that keeps two cores
// busy weighs 2), so two cores are not oversubscribed into timeouts. A stage's output is kept and
// printed whole when it ends, under its name and time, so parallel stages do not interleave.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { ROOT } from "./lib.mjs";

/** Printed before the shell's `times` (exec): the CPU the command and everything it waited for used. */
const CPU_MARK = "\n::cpu::";
const cpuSeconds = (line) => [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, m, sec]) => sum + Number(m) * 60 + Number(sec), 0);

/**
 * Runs a command without a terminal and resolves with its exit status, everything it printed
 * (standard output and error in the order they came) and `cpu`: the seconds of CPU (user and system)
 * it and the processes it waited for used, as the shell's `times` reports them (a daemon it started,
 * such as a PostgreSQL cluster, is not counted).
 */
export const exec = (cmd, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn("sh", ["-c", `"$@"; status=$?; printf '${CPU_MARK}' >&2; times >&2; exit $status`, "sh", cmd, ...args], {
      cwd: ROOT,
      ...options,
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const keep = (chunk) => {
      output += chunk;
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const split = () => {
      const at = output.lastIndexOf(CPU_MARK);
      if (at === -1) return { output, cpu: undefined };
      return { output: output.slice(0, at), cpu: cpuSeconds(output.slice(at).split("\n").at(-2) ?? "") };
    };
    child.on("error", (error) => resolve({ status: 1, output: `${output}${error.message}\n` }));
    child.on("close", (code, signal) => {
      const { output: printed, cpu } = split();
      resolve({ status: code ?? 1, cpu, output: signal ? `${printed}(ended by ${signal})\n` : printed });
    });
  });

/** The machine's CPU time so far, busy and idle, in seconds (Linux's /proc/stat; undefined elsewhere). */
const machineCpu = () => {
  if (!existsSync("/proc/stat")) return undefined;
  // user nice system idle iowait irq softirq steal, in clock ticks (USER_HZ, 100 on Linux)
  const [user, nice, system, idle, iowait, irq, softirq] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
  return { busy: (user + nice + system + irq + softirq) / 100, idle: (idle + iowait) / 100 };
};

/**
 * Starts counting the whole machine's CPU; the function returned says how much was used since, and
 * how busy that kept the cores: every process counts, the browsers' and the databases' too, which
 * the stages' own figures (the shell's `times`) miss.
 */
export const machineCpuSince = () => {
  const start = machineCpu();
  return () => {
    const end = machineCpu();
    if (!start || !end) return "";
    const busy = end.busy - start.busy;
    const share = busy / (busy + end.idle - start.idle);
    return `; the machine's CPU ${Math.round(share * 100)} % busy, ${Math.round(busy)} s of it`;
  };
};

/** How many cores the stages may keep busy at once: TEST_CORES when set, else the machine's. */
export const coreBudget = () => Number(process.env.TEST_CORES) || availableParallelism();

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `stages` ({ name, weight = 1, needs = [], after = [], first = false, run }) and resolves with
 * each stage's value by name once all have ended. `run()` resolves with { output, value, cpu? } (cpu: seconds, printed with its time); a stage
 * whose `needs` include a failed stage (its value's `failed` above 0) is not run and its value is
 * `skippedValue(stage)`; `after` only orders: the stage waits for those to end, failed or not. Stages start as soon as their needs are met and their weight fits the
 * budget (a stage heavier than the whole budget runs alone): those marked `first` (the long chain
 * the others can fill the gaps of), then the others in the order given.
 */
export const runStages = async (stages, { budget = coreBudget(), skippedValue, log = console.log } = {}) => {
  const values = new Map();
  const failed = new Set();
  const waiting = [...stages.filter((stage) => stage.first), ...stages.filter((stage) => !stage.first)];
  const running = new Map();
  let busy = 0;
  const started = performance.now();

  return new Promise((resolve, reject) => {
    const finish = (stage, value, output, ms, held, cpu) => {
      running.delete(stage.name);
      busy -= held;
      values.set(stage.name, value);
      if (value?.failed > 0) failed.add(stage.name);
      const used = cpu === undefined ? "" : `, ${cpu.toFixed(1)} s of CPU`;
      log(`\n━━ ${stage.name} ━━ (${seconds(ms)}${used}, ended at ${seconds(performance.now() - started)})`);
      if (output.trim()) log(output.trimEnd());
      schedule();
    };
    const schedule = () => {
      for (const stage of [...waiting]) {
        const needs = stage.needs ?? [];
        if (![...needs, ...(stage.after ?? [])].every((name) => values.has(name))) continue;
        const blockedBy = needs.filter((name) => failed.has(name));
        if (blockedBy.length > 0) {
          waiting.splice(waiting.indexOf(stage), 1);
          finish(stage, skippedValue(stage), `not run: ${blockedBy.join(", ")} failed`, 0, 0);
          return;
        }
        const weight = Math.min(stage.weight ?? 1, budget);
        // A ready stage of the long chain that does not fit yet keeps the cores that free up.
        if (busy + weight > budget) {
          if (stage.first) break;
          continue;
        }
        waiting.splice(waiting.indexOf(stage), 1);
        busy += weight;
        const t0 = performance.now();
        log(`• ${stage.name}: started (${seconds(t0 - started)})`);
        const promise = Promise.resolve()
          .then(stage.run)
          .then(({ output, value, cpu }) => finish(stage, value, output, performance.now() - t0, weight, cpu), reject);
        running.set(stage.name, promise);
      }
      if (waiting.length === 0 && running.size === 0) resolve(values);
      else if (running.size === 0) reject(new Error(`stages wait for stages that do not exist: ${waiting.map((s) => s.name).join(", ")}`));
    };
    schedule();
  });
};
