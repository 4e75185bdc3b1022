// npm test: install what is missing (Debian chromium included), then run every check and test.
import { ensureChromium, ensureNodeModules, run } from "./setup.mjs";

ensureNodeModules();
ensureChromium();
run("npx tsc --noEmit");
run("npm run --silent ingest -- --check --quiet");
run("npx vitest run");
run("npm run --silent ingest -- --quiet");
run("npx next build", { NEXT_IGNORE_INCORRECT_LOCKFILE: "1", NEXT_TELEMETRY_DISABLED: "1" });
run("npx playwright test");
