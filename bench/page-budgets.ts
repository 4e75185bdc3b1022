/**
 * Prints the page budgets of the built site (run `npm run build` first): for one page of every kind (bench/page-kinds.ts),
 * its HTML raw and gzipped, its React (flight) payload (moved out of the HTML into out/_scripts by the build, so that
 * the pages' script policy needs no inline script) gzipped, and its first-load JavaScript gzipped, each with OK or OVER
 * against the budgets (HTML ≤ 400 KB raw, first-load JS ≤ 120 KB gzipped); then the same two figures at their largest
 * over every page of out/. First-load JS counts every script the HTML loads or preloads, each file gzipped on its own
 * (level 9), the way a server sends it; noModule polyfills are left out, since browsers that run modules skip them, and
 * so is the payload, which is the page's data, not code. Exits 1 when a budget is not met.
 * Usage: npx tsx bench/page-budgets.ts [out-dir]
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { PAGE_KINDS, toHtmlFile } from "./page-kinds";

const out = process.argv[2] ?? "out";
const HTML_BUDGET = 400 * 1024;
const JS_BUDGET = 120 * 1024;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length;
const verdict = (n: number, budget: number) => (n <= budget ? "OK" : "OVER");

const gzipOfScript = new Map<string, number>();
/** The gzipped size of every script a page loads or preloads (each file once). */
function firstLoadJs(html: string): number {
  const scripts = /<script(?![^>]*noModule)[^>]+src="([^"]+\.js)"|<link[^>]+rel="(?:preload|modulepreload)"[^>]+as="script"[^>]+href="([^"]+\.js)"/g;
  const srcs = new Set([...html.matchAll(scripts)].map((m) => (m[1] ?? m[2])!).filter((src) => !src.startsWith("/_scripts/")));
  let total = 0;
  for (const src of srcs) {
    const file = join(out, decodeURIComponent(src).replace(/^\//, ""));
    if (!gzipOfScript.has(file)) gzipOfScript.set(file, gz(readFileSync(file)));
    total += gzipOfScript.get(file)!;
  }
  return total;
}

/** The gzipped bytes of a page's React (flight) payload: the files of out/_scripts it loads. */
function flightPayload(html: string): number {
  return [...html.matchAll(/<script src="(\/_scripts\/[^"]+)"/g)].reduce((n, m) => n + gz(readFileSync(join(out, m[1]!))), 0);
}

const rows = PAGE_KINDS.map(({ kind, path }) => {
  const file = join(out, toHtmlFile(path));
  if (!existsSync(file)) return { kind, path, missing: true as const };
  const buf = readFileSync(file);
  const html = buf.toString("utf8");
  return { kind, path, missing: false as const, raw: buf.length, gzip: gz(buf), flight: flightPayload(html), js: firstLoadJs(html) };
});

const pad = (s: string, n: number) => s.padEnd(n);
const padL = (s: string, n: number) => s.padStart(n);
console.log(`budgets: HTML ≤ ${kb(HTML_BUDGET)} raw, first-load JS ≤ ${kb(JS_BUDGET)} gzipped\n`);
console.log(`${pad("page kind", 30)}${pad("path", 44)}${padL("HTML raw", 10)}${padL("gzip", 10)}${padL("payload gz", 10)}      ${padL("first-load JS", 13)}`);
for (const r of rows) {
  if (r.missing) {
    console.log(`${pad(r.kind, 30)}${pad(r.path, 44)}  (no such page in ${out})`);
    continue;
  }
  console.log(
    `${pad(r.kind, 30)}${pad(r.path, 44)}${padL(kb(r.raw), 10)}${padL(kb(r.gzip), 10)}${padL(kb(r.flight), 10)} ${pad(verdict(r.raw, HTML_BUDGET), 4)} ${padL(kb(r.js), 13)} ${verdict(r.js, JS_BUDGET)}`,
  );
}

// Every page of out/, not only one of each kind.
const pages = readdirSync(out, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
let largestHtml = { file: "", size: 0 };
let largestJs = { file: "", size: 0 };
let htmlOver = 0;
let jsOver = 0;
for (const f of pages) {
  const buf = readFileSync(join(out, f));
  const js = firstLoadJs(buf.toString("utf8"));
  if (buf.length > largestHtml.size) largestHtml = { file: f, size: buf.length };
  if (js > largestJs.size) largestJs = { file: f, size: js };
  if (buf.length > HTML_BUDGET) htmlOver++;
  if (js > JS_BUDGET) jsOver++;
}
console.log(`\nall ${pages.length} pages of ${out}/:`);
console.log(`  largest HTML: ${largestHtml.file}, ${kb(largestHtml.size)} raw ${verdict(largestHtml.size, HTML_BUDGET)} (${htmlOver} pages over)`);
console.log(`  largest first-load JS: ${largestJs.file}, ${kb(largestJs.size)} gzipped ${verdict(largestJs.size, JS_BUDGET)} (${jsOver} pages over)`);
const failed = rows.some((r) => r.missing) || htmlOver > 0 || jsOver > 0;
console.log(failed ? "\nsome budgets are not met" : "\nevery budget is met");
process.exitCode = failed ? 1 : 0;
