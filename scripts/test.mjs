// npm test: installs what is missing (Debian chromium included), then runs every check and test; see the README's
// quick start for the steps. Ends with one line: the time of every step, or the step that failed.
import { runPhases, toInstallSteps } from "./setup.mjs";

await runPhases("npm test", [
  // The packages and the browser come from two registries: fetched side by side.
  toInstallSteps({ chromium: true }),
  [
    { name: "typecheck", cmd: "npm run --silent typecheck" },
    { name: "lint", cmd: "npm run --silent lint" },
    { name: "format", cmd: "npm run --silent format:check" },
    { name: "ingest --check", cmd: "npm run --silent ingest -- --check --quiet" },
  ],
  [{ name: "ingest", cmd: "npm run --silent ingest -- --quiet" }],
  // The unit tests read the ingest's output, never the build's: the two share the machine's cores.
  [
    { name: "unit tests", cmd: "npx vitest run" },
    { name: "build", cmd: "npm run --silent build" },
  ],
  // A page over its size budget fails here, before the browser tests (about a second).
  [{ name: "page budgets", cmd: "npx tsx bench/page-budgets.ts" }],
  [{ name: "browser tests", cmd: "npx playwright test" }],
]);
