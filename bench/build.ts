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

function walk(dir: string): { files: number; bytes: number; html: number } {
  let files = 0;
  let bytes = 0;
  let html = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      const w = walk(p);
      files += w.files;
      bytes += w.bytes;
      html += w.html;
    } else {
      files++;
      bytes += statSync(p).size;
      if (e.name.endsWith(".html")) html++;
    }
  }
  return { files, bytes, html };
}

const out = walk("out");
console.log(`build: ${seconds.toFixed(1)} s; out/: ${out.files} files (${out.html} pages), ${(out.bytes / 1024 / 1024).toFixed(1)} MB`);
