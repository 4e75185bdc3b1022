// What `npm start` and `npm test` share: installing what a fresh clone lacks (npm packages from the lockfile and, for
// tests, Debian's Chromium) and running steps, side by side where they do not depend on each other, each timed, ending
// with one line that says what passed or what failed. Plain JavaScript: it runs before the packages are installed.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";

/** Whether node_modules is missing, older than the lockfile, or lacks a package the lockfile names. */
function needsInstall() {
  const stamp = "node_modules/.package-lock.json";
  if (!existsSync(stamp) || statSync("package-lock.json").mtimeMs > statSync(stamp).mtimeMs + 1000) return true;
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
  // The lockfile lists every platform's optional packages, so npm ci accepts it on any machine.
  return Object.keys(lock.packages ?? {}).some((p) => p.startsWith("node_modules/") && !lock.packages[p].optional && !existsSync(p));
}

const sudo = process.getuid && process.getuid() !== 0 ? "sudo " : "";

/**
 * The steps that install what is missing: `npm ci` (exactly the lockfile) and, with `chromium`, Debian's Chromium at
 * /usr/bin/chromium (Playwright never downloads a browser here). None when all is there.
 */
export function toInstallSteps({ chromium }) {
  const steps = [];
  if (needsInstall()) steps.push({ name: "npm ci", cmd: "npm ci --no-audit --no-fund" });
  if (chromium && !existsSync("/usr/bin/chromium")) {
    steps.push({
      name: "apt-get install chromium",
      cmd: `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    });
  }
  return steps;
}

const seconds = (ms) => (ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`);

/** Runs one step; its output goes straight to the terminal when it runs alone, else is kept and printed when it ends. */
function runStep(step, alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("sh", ["-c", step.cmd], { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], env: { ...process.env, ...step.env } });
    const chunks = [];
    child.stdout?.on("data", (c) => chunks.push(c));
    child.stderr?.on("data", (c) => chunks.push(c));
    child.on("error", (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code, signal) => resolve({ step, code: code ?? 1, signal, ms: Date.now() - started, output: Buffer.concat(chunks).toString() }));
  });
}

/**
 * Runs phases in order, the steps of one phase side by side, and stops at the first phase with a failed step. Ends
 * with one summary line: every step's time (after `done`: "passed", or "ready" for npm start), or which step failed
 * (its command and exit code) and which passed. Exits non-zero on failure, with no stack trace. Resolves when every phase has passed.
 */
export async function runPhases(title, phases, done = "passed") {
  const started = Date.now();
  const passed = [];
  for (const phase of phases.filter((p) => p.length)) {
    const alone = phase.length === 1;
    if (!alone) console.log(`\n▶ ${phase.map((s) => s.name).join(" · ")} (side by side; each one's output when it ends)`);
    const results = await Promise.all(
      phase.map((step) => {
        if (alone) console.log(`\n▶ ${step.name}: $ ${step.cmd}`);
        return runStep(step, alone).then((r) => {
          if (!alone) process.stdout.write(`\n── ${step.name}: $ ${step.cmd}\n${r.output}`);
          console.log(`${r.code === 0 ? "✓" : "✗"} ${step.name} (${seconds(r.ms)})`);
          return r;
        });
      }),
    );
    const failed = results.filter((r) => r.code !== 0);
    passed.push(...results.filter((r) => r.code === 0));
    if (failed.length) {
      const what = failed.map((r) => `${r.step.name} (\`${r.step.cmd}\` exited ${r.signal ?? r.code})`).join(" and ");
      console.error(
        `\n${title}: FAILED after ${seconds(Date.now() - started)} at ${what}; passed: ${passed.map((r) => r.step.name).join(", ") || "nothing before it"}`,
      );
      process.exit(1);
    }
  }
  console.log(`\n${title}: ${done} in ${seconds(Date.now() - started)} (${passed.map((r) => `${r.step.name} ${seconds(r.ms)}`).join(", ")})`);
}
