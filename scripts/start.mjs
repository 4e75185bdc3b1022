// npm start: install what is missing, ingest, build the static site and serve it on http://localhost:3000.
import { ensureNodeModules, run } from "./setup.mjs";

ensureNodeModules();
run("npm run --silent ingest -- --quiet");
run("npm run --silent build");
run(`node scripts/serve.mjs --port ${process.env.PORT ?? "3000"}`);
