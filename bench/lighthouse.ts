/**
 * Lighthouse (mobile emulation) on one page of every kind of the built site (bench/page-kinds.ts), in the system
 * Chromium: prints the performance, accessibility, best-practices and SEO scores with LCP, TBT and CLS.
 * Targets: performance ≥ 95, accessibility 100, best practices 100, SEO 100. Run `npm run build` first.
 * Lighthouse scores vary from run to run (TBT most), so each page is run RUNS times (default 3): every run is
 * printed, and the targets are judged on the median run (by performance score), as Lighthouse's docs advise.
 * Usage: npx tsx bench/lighthouse.ts [RUNS] [--port N] [--only PATH,PATH…] [--dir OUT] (another build, to compare)
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";
import { PAGE_KINDS, toHtmlFile } from "./page-kinds";
import { startServer } from "./server";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const PORT = Number(option("--port") ?? 3212);
const only = option("--only")?.split(",");
const dir = option("--dir") ?? "out";
const RUNS = Math.max(1, Number(args[0] ?? 3) || 3);
const pages = PAGE_KINDS.filter((p) => p.lighthouse !== false && (!only || only.includes(p.path)) && existsSync(join(dir, toHtmlFile(p.path))));
const server = await startServer(PORT, dir);
let chrome: chromeLauncher.LaunchedChrome | null = null;
const summary: string[] = [];

try {
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  for (const { kind, path } of pages) {
    const runs: { line: string; performance: number; ok: boolean; failing: string[] }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`http://localhost:${PORT}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? "n/a";
      runs.push({
        line: `performance ${score("performance")}, accessibility ${score("accessibility")}, best practices ${score("best-practices")}, SEO ${score("seo")} · LCP ${audit("largest-contentful-paint")}, TBT ${audit("total-blocking-time")}, CLS ${audit("cumulative-layout-shift")}`,
        performance: score("performance"),
        ok: score("performance") >= 95 && score("accessibility") === 100 && score("best-practices") === 100 && score("seo") === 100,
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => a.id),
      });
      console.log(`  ${path} run ${i + 1}/${RUNS}: ${runs[i]!.line}`);
    }
    const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
    const line = `${kind} ${path} (median of ${RUNS}, runs ${runs.map((r) => r.performance).join("/")}): ${median.line} — ${median.ok ? "meets targets" : "BELOW TARGET"}`;
    console.log(line);
    summary.push(line);
    if (median.failing.length) console.log(`  failing audits: ${median.failing.join(", ")}`);
  }
  console.log(`\nsummary (targets: performance ≥ 95, accessibility 100, best practices 100, SEO 100):\n${summary.join("\n")}`);
} finally {
  await chrome?.kill();
  server.stop();
}
