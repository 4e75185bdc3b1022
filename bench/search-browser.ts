/**
 * Types queries into the search box of the built site in the system Chromium and prints the median and p95 time
 * from keystroke to results painted (target p95 ≤ 16 ms). Run `npm run build` first.
 * Usage: npx tsx bench/search-browser.ts
 */
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { parseGoldenQueries } from "../lib/search";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium";
import { startServer } from "./server";

const PORT = 3210;
const server = await startServer(PORT);
const queries = parseGoldenQueries(readFileSync("tests/fixtures/golden-queries-public.tsv", "utf8")).map((g) => g.query);

try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.goto(`http://localhost:${PORT}/`);
  // Keystroke → the results list changes → the next animation frame has painted it.
  await page.evaluate(() => {
    const w = window as unknown as { __t0: number; __lat: number[] };
    w.__lat = [];
    w.__t0 = 0;
    document.addEventListener("keydown", () => (w.__t0 = performance.now()), true);
    new MutationObserver((records) => {
      if (
        !w.__t0 ||
        !records.some(
          (r) => (r.target as Element).closest?.('[data-testid="search-results"]') || r.target.parentElement?.closest('[data-testid="search-results"]'),
        )
      )
        return;
      const t0 = w.__t0;
      w.__t0 = 0;
      requestAnimationFrame(() => setTimeout(() => w.__lat.push(performance.now() - t0), 0));
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const input = page.getByTestId("search-input");
  await input.focus();
  await page.waitForResponse((r) => r.url().includes("/data/search/meta.json"));
  await page.waitForTimeout(300);
  // Twice: the first time each word's files come over the network as they would on a first visit; the second time
  // they are all at hand, so the difference is what fetching costs.
  const pass = async () => {
    await page.evaluate(() => ((window as unknown as { __lat: number[] }).__lat = []));
    for (const q of queries) {
      await input.fill("");
      await page.keyboard.type(q, { delay: 60 });
      await page.waitForTimeout(150);
    }
    return page.evaluate(() => (window as unknown as { __lat: number[] }).__lat);
  };
  const first = await pass();
  const again = await pass();
  await browser.close();
  const report = (name: string, lat: number[]) => {
    const s = [...lat].sort((a, b) => a - b);
    const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
    console.log(
      `${name}: ${lat.length} keystrokes that changed the results; keystroke → results painted: median ${q(0.5).toFixed(1)} ms, p95 ${q(0.95).toFixed(1)} ms, max ${s[s.length - 1]!.toFixed(1)} ms (target p95 ≤ 16 ms: ${q(0.95) <= 16 ? "OK" : "OVER"})`,
    );
  };
  console.log(`${queries.length} queries typed twice`);
  report("first time (files fetched as typed)", first);
  report("again (files at hand)", again);
} finally {
  server.stop();
}
