// npm start: installs what is missing, ingests, builds the static site and serves it on http://localhost:3000 (PORT).
import { spawn } from "node:child_process";
import { runPhases, toInstallSteps } from "./setup.mjs";

await runPhases(
  "npm start",
  [toInstallSteps({ chromium: false }), [{ name: "ingest", cmd: "npm run --silent ingest -- --quiet" }], [{ name: "build", cmd: "npm run --silent build" }]],
  "ready",
);
// The server runs until stopped (Ctrl-C); its exit is the script's, without a stack trace.
const server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", "--port", process.env.PORT ?? "3000"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
