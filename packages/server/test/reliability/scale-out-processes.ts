// The scale-out test's shop processes: each runs the compiled server on the shared PostgreSQL
// database, as one process or as a primary and its WORKERS.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { shopProcess } from "../support/processes.js";
import { TEST_ADMIN } from "../support/shop.js";
import { STOREFRONT_BUILT } from "./helpers.js";

const SERVER_DIR = new URL("../..", import.meta.url).pathname;

export interface ShopProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly dataDir: string;
  readonly exited: Promise<number | null>;
  /** What the process printed so far (its log, and why it ended when it did). */
  readonly output: () => string;
}

/** Starts the shop as its own process (with `workers` processes answering) on the database, the way the shop runs in production. */
export const startProcess = async (databaseUrl: string, workers = 1): Promise<ShopProcess> => {
  const dataDir = await mkdtemp(join(tmpdir(), "vitrina-scale-"));
  return new Promise((resolve, reject) => {
    const server = shopProcess();
    const child = spawn(process.execPath, server.args, {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        ...server.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        ...(STOREFRONT_BUILT ? {} : { WEB_DIST: "/nonexistent" }),
        PG_POOL_SIZE: "10",
        CHECKOUT_LIMIT: "off",
        WORKERS: String(workers),
      },
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

/** The workers of the primary `pid`: its child processes that run the shop, read from /proc. */
export const workersOf = async (pid: number): Promise<number[]> => {
  const children: number[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    // The parent's pid is the second field after the command's closing parenthesis.
    const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    // A worker runs the primary's script.
    if (parent === pid && (await readFile(`/proc/${entry}/cmdline`, "utf8").catch(() => "")).includes("main.js")) children.push(Number(entry));
  }
  return children;
};
