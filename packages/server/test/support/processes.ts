import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
// @ts-expect-error: a plain JavaScript module of the root scripts, without declarations.
import { ensurePnpm, ensureServerBuilt, productionServer } from "../../../../scripts/lib.mjs";

/** The repository's root folder. */
export const ROOT = new URL("../../../..", import.meta.url).pathname;

let serverBuilt = false;
/**
 * The shop as its own process, as `npm start` runs it: `node` with these arguments and this
 * environment starts the compiled server, built first when it is missing or older than its sources
 * (npm test builds it before the suites). It starts on about half the CPU of `src/main.ts` through
 * tsx (2.8 against 5 s on a seeded database), and the tests of crashes and of several processes
 * start a dozen.
 */
export const shopProcess = (): { readonly args: string[]; readonly env: Record<string, string> } => {
  if (!serverBuilt) ensureServerBuilt(ensurePnpm());
  serverBuilt = true;
  return productionServer();
};

/** A shop running as its own process (startShopProcess). */
export interface ShopProcess {
  /** Where it answers, once it said so. */
  readonly url: string;
  readonly child: ChildProcess;
  /** Its data folder: DATA_DIR as given, else a new temporary one (its e-mail outbox is there). */
  readonly dataDir: string;
  readonly exited: Promise<number | null>;
  /** What the process printed so far (its log, and why it ended when it did). */
  readonly output: () => string;
}

/**
 * Starts the shop ({@link shopProcess}) on a free port of 127.0.0.1 with `env` added and resolves once
 * it says where it answers; rejects with what it printed if it exits first.
 */
export const startShopProcess = async (env: Record<string, string>): Promise<ShopProcess> => {
  const dataDir = env.DATA_DIR ?? (await mkdtemp(join(tmpdir(), "vitrina-process-")));
  const server = shopProcess();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, server.args, {
      env: { ...process.env, ...server.env, PORT: "0", HOST: "127.0.0.1", ...env, DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)\//.exec(output);
      if (match) resolve({ url: match[1]!.replace("localhost", "127.0.0.1"), child, dataDir, exited, output: () => output });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((code) => reject(new Error(`the shop exited with ${code} before starting:\n${output}`)));
  });
};

/** A data folder holding the seeded demo shop (a PGlite dump), so a started shop skips creating it. */
export const seededDataDir = async (dumpPath: string): Promise<string> => {
  const dataDir = await mkdtemp(join(tmpdir(), "vitrina-start-"));
  const db = await PGlite.create({ dataDir: join(dataDir, "pglite"), loadDataDir: new Blob([await readFile(dumpPath)]), extensions: { pg_trgm, unaccent } });
  await db.close();
  return dataDir;
};

/** A root command (`scripts/<name>.mjs`) running in its own process group, with its output so far. */
export interface Command {
  /**
   * Resolves with the first match of `pattern` in the output from offset `from`; rejects, with the
   * output so far, if the command exits first or nothing matches within `seconds` (default 120).
   */
  waitFor(pattern: RegExp, from?: number, seconds?: number): Promise<RegExpExecArray>;
  output(): string;
  /** Sends `signal` to the command's own process (not the processes it started). */
  signal(signal: NodeJS.Signals): void;
  /** Resolves with the command's exit code (null when a signal ended it) once it has exited. */
  exited(): Promise<number | null>;
  /** Ends the command and every process it started. */
  stop(): Promise<void>;
}

/** Runs `node scripts/<script>` from the repository's root as a user would, with `env` added. */
export const runScript = (script: string, env: Record<string, string>): Command => {
  const child = spawn(process.execPath, [join(ROOT, "scripts", script)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const listeners = new Set<() => void>();
  // Colours are stripped: tools colour their output when CI is set (picocolors), splitting "Local:".
  const onData = (chunk: Buffer) => {
    output += stripVTControlCharacters(chunk.toString());
    for (const listener of listeners) listener();
  };
  child.stdout!.on("data", onData);
  child.stderr!.on("data", onData);
  const exited = new Promise<number | null>((done) => child.on("exit", done));
  return {
    output: () => output,
    signal: (signal) => void child.kill(signal),
    exited: () => exited,
    waitFor: (pattern, from = 0, seconds = 120) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => fail(`no ${pattern} within ${seconds} s`), seconds * 1000);
        const fail = (why: string) => {
          listeners.delete(check);
          clearTimeout(timer);
          reject(new Error(`scripts/${script}: ${why}; its output:\n${output}`));
        };
        const check = () => {
          const match = pattern.exec(output.slice(from));
          if (!match) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(match);
        };
        listeners.add(check);
        check();
        void exited.then((code) => fail(`exited with ${code}`));
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGTERM");
      await exited;
    },
  };
};
