// npm start: install what is missing, ingest, build the static site and serve it on http://localhost:3000.
import { spawn } from "node:child_process";
import { ensureNodeModules, run } from "./setup.mjs";

ensureNodeModules();
run("npm run --silent ingest -- --quiet");
run("npm run --silent build");
// The server runs until stopped (Ctrl-C); its exit is the script's, without a stack trace.
const server = spawn(process.execPath, ["scripts/serve.mjs", "--port", process.env.PORT ?? "3000"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
