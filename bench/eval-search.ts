/**
 * Runs the golden queries through the search CLI and prints top-1, top-5 and MRR, listing each miss with what came
 * first instead. A result counts for an expected entry when it shows that entry or folds it as an older version.
 * Usage: npx tsx bench/eval-search.ts [tests/fixtures/golden-queries-public.tsv]
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseGoldenQueries } from "../lib/search/golden";
import type { SearchResponse } from "../lib/search";
import type { RulingsData } from "../lib/model/types";

const file = process.argv[2] ?? "tests/fixtures/golden-queries-public.tsv";
const queries = parseGoldenQueries(readFileSync(file, "utf8"));
const data = JSON.parse(readFileSync("public/data/rulings.json", "utf8")) as RulingsData;
const fileOf = new Map(data.documents.map((d) => [d.id, d.sourceFile]));
const entryKey = new Map<string, string>(data.entries.map((e) => [e.id, `${fileOf.get(e.documentId)} | ${e.title}`]));
const tsx = join("node_modules", ".bin", "tsx");

let top1 = 0;
let top5 = 0;
let rr = 0;
const misses: string[] = [];
for (const q of queries) {
  const args = ["scripts/search.ts", q.query, "--limit", "10", "--json", ...(q.edition ? ["--edition", q.edition] : [])];
  const res = JSON.parse(execFileSync(tsx, args, { encoding: "utf8" })) as SearchResponse;
  const want = `${q.expected.file} | ${q.expected.title}`;
  const rank = res.results.findIndex((r) => [r.entryId, ...r.others.map((o) => o.entryId)].some((id) => entryKey.get(id) === want)) + 1;
  if (rank === 1) top1++;
  if (rank >= 1 && rank <= 5) top5++;
  if (rank >= 1) rr += 1 / rank;
  if (rank !== 1) {
    const first = res.results[0];
    misses.push(`${q.id} "${q.query}": expected ${want} at ${rank || "none in top 10"}; first was ${first ? `${entryKey.get(first.entryId)}` : "nothing"}`);
  }
}
const pct = (n: number) => `${((100 * n) / queries.length).toFixed(1)}%`;
console.log(`golden queries: ${queries.length} (${file})`);
console.log(`top-1: ${top1}/${queries.length} = ${pct(top1)} (target ≥ 85%)`);
console.log(`top-5: ${top5}/${queries.length} = ${pct(top5)} (target ≥ 97%)`);
console.log(`MRR@10: ${(rr / queries.length).toFixed(3)}`);
if (misses.length) console.log(`misses:\n  ${misses.join("\n  ")}`);
