// npm test: install what is missing (Debian chromium included), then run every check and test.
import { ensureChromium, ensureNodeModules, run } from "./setup.mjs";

ensureNodeModules();
ensureChromium();
run("npx tsc --noEmit");
run("npm run --silent lint");
run("npm run --silent format:check");
run("npm run --silent ingest -- --check --quiet");
run("npm run --silent ingest -- --quiet");
run("npx vitest run");
run("npm run --silent build");
run("npx playwright test");
