// Installs what is missing on a fresh clone: npm packages (from the lockfile) and, for tests, Debian's Chromium.
import { execSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";

/** Runs a shell command, echoing it, and stops the script if it fails. */
export function run(cmd, env = {}) {
  console.log(`$ ${cmd}`);
  execSync(cmd, { stdio: "inherit", env: { ...process.env, ...env } });
}

/** npm ci (exactly the lockfile) when node_modules is missing, older than the lockfile or lacks a package. */
export function ensureNodeModules() {
  const stamp = "node_modules/.package-lock.json";
  const stale = !existsSync(stamp) || statSync("package-lock.json").mtimeMs > statSync(stamp).mtimeMs + 1000;
  let missing = false;
  if (!stale) {
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
    missing = Object.keys(lock.packages ?? {}).some((p) => p.startsWith("node_modules/") && !lock.packages[p].optional && !existsSync(p));
  }
  // The lockfile lists every platform's optional packages, so npm ci accepts it on any machine.
  if (stale || missing) run("npm ci --no-audit --no-fund");
}

/** apt-get installs Debian's chromium when /usr/bin/chromium is missing (Playwright never downloads browsers here). */
export function ensureChromium() {
  if (existsSync("/usr/bin/chromium")) return;
  const sudo = process.getuid && process.getuid() === 0 ? "" : "sudo ";
  run(`${sudo}apt-get update`);
  run(`${sudo}apt-get install -y chromium`, { DEBIAN_FRONTEND: "noninteractive" });
}
