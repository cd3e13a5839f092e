// `npm run dev`: the development loop. Vite's server renders the storefront from its sources and
// serves the dashboard, both with hot reload and React's development build; the API server runs
// from TypeScript and restarts when its code (or core's) changes. Same settings as `npm start`
// (PORT, DATA_DIR, DATABASE_URL, …); the API listens on PORT + 1, behind Vite's proxy.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ensureInstalled, ensurePnpm, ROOT } from "./lib.mjs";

const pnpm = ensurePnpm();
ensureInstalled(pnpm);
const port = Number(process.env.PORT ?? 3000);
const apiUrl = `http://127.0.0.1:${port + 1}`;
const env = {
  ...process.env,
  NODE_ENV: "development",
  DATA_DIR: process.env.DATA_DIR ?? join(ROOT, "data"),
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
};

const bin = (pkg, name) => join(ROOT, "packages", pkg, "node_modules", ".bin", name);
const children = [
  // tsx's watch mode restarts the API when a file it imported changes.
  spawn(bin("server", "tsx"), ["watch", "--clear-screen=false", "--conditions=@vitrina/source", "src/main.ts"], {
    cwd: join(ROOT, "packages", "server"),
    stdio: "inherit",
    // One process: the watcher restarts it on every change (WORKERS is for `npm start`).
    env: { ...env, PORT: String(port + 1), HOST: "127.0.0.1", STOREFRONT: "off", WORKERS: "1" },
  }),
  spawn(bin("web", "vite"), ["--port", String(port), "--strictPort"], {
    cwd: join(ROOT, "packages", "web"),
    stdio: "inherit",
    env: { ...env, VITRINA_API_URL: apiUrl },
  }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
// When one side ends (a crash at start, a port in use), the loop ends with it.
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
