/**
 * Lighthouse (mobile emulation) on the home, a topic and two document pages (a typical one and the largest) of the built site, in the system
 * Chromium: prints the performance, accessibility, best-practices and SEO scores with LCP, TBT and CLS.
 * Targets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO ≥ 95. Run `npm run build` first.
 * Lighthouse scores vary from run to run (TBT most), so each page is run RUNS times (default 3): every run is
 * printed, and the targets are judged on the median run (by performance score), as Lighthouse's docs advise.
 * Usage: npx tsx bench/lighthouse.ts [RUNS]
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";
import { startServer } from "./server";

const PORT = 3230;
// The home, a topic, a typical document page, and the largest document page (the 1995 FAQ, 194 entries).
const PAGES = ["/", "/1e/cumulative", "/documents/2e-crd-2014-07-07", "/documents/1e-faq-1995-02-11"];
const RUNS = Math.max(1, Number(process.argv[2] ?? 3) || 3);
const server = await startServer(PORT);
let chrome: chromeLauncher.LaunchedChrome | null = null;

try {
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  for (const path of PAGES) {
    const runs: { line: string; performance: number; ok: boolean; failing: string[] }[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`http://localhost:${PORT}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? "n/a";
      runs.push({
        line: `performance ${score("performance")}, accessibility ${score("accessibility")}, best practices ${score("best-practices")}, SEO ${score("seo")} · LCP ${audit("largest-contentful-paint")}, TBT ${audit("total-blocking-time")}, CLS ${audit("cumulative-layout-shift")}`,
        performance: score("performance"),
        ok: score("performance") >= 95 && score("accessibility") === 100 && score("best-practices") >= 95 && score("seo") >= 95,
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => a.id),
      });
      console.log(`  ${path} run ${i + 1}/${RUNS}: ${runs[i]!.line}`);
    }
    const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
    console.log(`${path} (median of ${RUNS}): ${median.line} (${median.ok ? "meets targets" : "below target"})`);
    if (median.failing.length) console.log(`  failing audits: ${median.failing.join(", ")}`);
  }
} finally {
  await chrome?.kill();
  server.stop();
}
