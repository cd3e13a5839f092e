// Starts the shop for the journeys: a fresh embedded database in a temporary folder, a known admin.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const server = join(import.meta.dirname, "..", "..", "server");
const child = spawn(process.execPath, ["--conditions=@vitrina/source", "--import", "tsx", "src/main.ts"], {
  cwd: server,
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: mkdtempSync(join(tmpdir(), "vitrina-e2e-")),
    ADMIN_EMAIL: "admin@e2e.vitrina.md",
    ADMIN_PASSWORD: "e2e-admin-password",
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
