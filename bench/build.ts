/**
 * Times `npm run build` (search index, next build, service worker) and prints the size of the static export.
 * Usage: npx tsx bench/build.ts   (after npm run ingest)
 */
import { execSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

const t0 = performance.now();
execSync("npm run --silent build", { stdio: "ignore" });
const seconds = (performance.now() - t0) / 1000;

const files = readdirSync("out", { recursive: true, encoding: "utf8" }).filter((p) => statSync(join("out", p)).isFile());
const bytes = files.reduce((n, p) => n + statSync(join("out", p)).size, 0);
const pages = files.filter((p) => p.endsWith(".html")).length;
console.log(`build: ${seconds.toFixed(1)} s; out/: ${files.length} files (${pages} pages), ${(bytes / 1024 / 1024).toFixed(1)} MB`);
