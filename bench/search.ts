/**
 * Builds, in one run, our search files and a MiniSearch index (prefix + fuzzy, title boost) over the same entries,
 * runs the same queries through both and prints build time, serialized size (raw, gzip; ours also what a first search
 * downloads of its shards), median and p95 query
 * latency, top-1/top-5 on the golden queries, and the ratios.
 * Usage: npx tsx bench/search.ts   (needs public/data/rulings.json: npm run ingest)
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import MiniSearch from "minisearch";
import { SearchEngine, createSearchPayload, toSearchDocs, type SearchDoc, parseGoldenQueries } from "../lib/search";
import { measureFirstSearch } from "./first-search";
import { readCorpusData } from "../lib/corpus";

const data = readCorpusData();
const golden = parseGoldenQueries(readFileSync("tests/fixtures/golden-queries-public.tsv", "utf8"));
const input = toSearchDocs(data);

// Latency queries: the golden ones, every topic title, and typing prefixes and misspellings of some of them.
const titles = [...new Set(data.topics.map((t) => t.title))];
const latencyQueries = [
  ...golden.map((g) => g.query),
  ...titles,
  ...titles.filter((_, i) => i % 7 === 0).map((t) => t.slice(0, Math.max(3, Math.floor(t.length / 2)))),
  ...titles.filter((_, i) => i % 11 === 0).map((t) => t.replace(/([a-z])\1/i, "$1").replace(/e/, "a")),
];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${n.toFixed(3)} ms`;
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

function time<T>(fn: () => T): [T, number] {
  const t0 = performance.now();
  const r = fn();
  return [r, performance.now() - t0];
}

/**
 * Each engine's latency per query, the engines taking turns round by round (each round every query, the first engine to
 * go alternating), so that both see the same load: run one after the other, a load that came and went (a build beside)
 * weighed on one alone. (Turns query by query would measure each engine with the other's data in the CPU's caches.)
 */
function latencies(runs: ((q: string) => unknown)[]): number[][] {
  for (const run of runs) for (const q of latencyQueries) run(q);
  const out = runs.map((): number[] => []);
  for (let round = 0; round < 10; round++) {
    for (let k = 0; k < runs.length; k++) {
      const which = (k + round) % runs.length;
      for (const q of latencyQueries) {
        const t0 = performance.now();
        runs[which]!(q);
        out[which]!.push(performance.now() - t0);
      }
    }
  }
  return out;
}

const fileOf = new Map(data.documents.map((d) => [d.id, d.sourceFile]));
const expectedTopic = (g: (typeof golden)[number]) =>
  data.entries.find((e) => fileOf.get(e.documentId) === g.expected.file && e.title === g.expected.title)?.topicId;

function quality(rankTopics: (q: string, edition: "1E" | "2E" | null) => string[]): { top1: number; top5: number } {
  let top1 = 0;
  let top5 = 0;
  for (const g of golden) {
    const want = expectedTopic(g);
    const rank = rankTopics(g.query, g.edition).indexOf(want ?? "") + 1;
    if (rank === 1) top1++;
    if (rank >= 1 && rank <= 5) top5++;
  }
  return { top1: top1 / golden.length, top5: top5 / golden.length };
}

// Ours
const [payload, oursBuild] = time(() => createSearchPayload(input));
const oursJson = JSON.stringify(payload);
const [engine, oursLoad] = time(() => new SearchEngine(JSON.parse(oursJson)));
const firstSearch = await measureFirstSearch(payload, [...golden.map((g) => g.query), "andriod winnig"]);
const oursQ = quality((q, edition) => engine.search(q, { limit: 10, ...(edition ? { edition } : {}) }).results.map((r) => r.topicId));

// MiniSearch
const fields = (d: SearchDoc) => ({
  id: d.entryId,
  title: d.topicTitle === d.title ? d.title : `${d.topicTitle} ${d.title}`,
  text: d.text,
  edition: d.edition,
  topicId: d.topicId,
});
const [mini, miniBuild] = time(() => {
  const m = new MiniSearch({
    fields: ["title", "text"],
    storeFields: ["edition", "topicId"],
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 3 } },
  });
  m.addAll(input.docs.map(fields));
  return m;
});
const miniJson = JSON.stringify(mini);
const [miniLoaded, miniLoad] = time(() =>
  MiniSearch.loadJSON(miniJson, {
    fields: ["title", "text"],
    storeFields: ["edition", "topicId"],
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { title: 3 } },
  }),
);
const [oursLat, miniLat] = latencies([(q) => engine.search(q, { limit: 10 }), (q) => miniLoaded.search(q).slice(0, 10)]) as [number[], number[]];
const miniQ = quality((q, edition) => {
  const res = miniLoaded.search(q, edition ? { filter: (r) => r.edition === edition } : {});
  return [...new Set(res.map((r) => r.topicId as string))].slice(0, 10);
});

const rows = [
  ["", "ours (FlexSearch + ranking)", "MiniSearch", "ours/MiniSearch"],
  ["index build", ms(oursBuild), ms(miniBuild), (oursBuild / miniBuild).toFixed(2)],
  ["load in the browser (parse + import)", ms(oursLoad), ms(miniLoad), (oursLoad / miniLoad).toFixed(2)],
  ["serialized size raw (ours: every file)", kb(oursJson.length), kb(miniJson.length), (oursJson.length / miniJson.length).toFixed(2)],
  ["serialized size gzip (ours: every file)", kb(firstSearch.total), kb(gzipSync(miniJson).length), (firstSearch.total / gzipSync(miniJson).length).toFixed(2)],
  [
    "first search download gzip, median / most",
    `${kb(firstSearch.median)} / ${kb(firstSearch.max)}`,
    kb(gzipSync(miniJson).length),
    (firstSearch.max / gzipSync(miniJson).length).toFixed(2),
  ],
  ["query median", ms(quantile(oursLat, 0.5)), ms(quantile(miniLat, 0.5)), (quantile(oursLat, 0.5) / quantile(miniLat, 0.5)).toFixed(2)],
  ["query p95", ms(quantile(oursLat, 0.95)), ms(quantile(miniLat, 0.95)), (quantile(oursLat, 0.95) / quantile(miniLat, 0.95)).toFixed(2)],
  ["golden top-1", `${(oursQ.top1 * 100).toFixed(1)}%`, `${(miniQ.top1 * 100).toFixed(1)}%`, (oursQ.top1 / miniQ.top1).toFixed(2)],
  ["golden top-5", `${(oursQ.top5 * 100).toFixed(1)}%`, `${(miniQ.top5 * 100).toFixed(1)}%`, (oursQ.top5 / miniQ.top5).toFixed(2)],
];
console.log(`${input.docs.length} entries; ${latencyQueries.length} latency queries × 10 rounds; ${golden.length} golden queries`);
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(widths[c]!)).join("  "));
console.log(
  `targets: p95 ≤ 1 ms in Node (ours ${quantile(oursLat, 0.95) <= 1 ? "OK" : "OVER"}); first search download ≤ 150 KB gzip (ours, most: ${firstSearch.max <= 150 * 1024 ? "OK" : "OVER"}); quality ≥ MiniSearch (${oursQ.top1 >= miniQ.top1 && oursQ.top5 >= miniQ.top5 ? "OK" : "BELOW"})`,
);
