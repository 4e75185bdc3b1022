/**
 * Ingest time for the five documents and for synthetic corpora 10× and 100× larger, made from the real sources
 * (each copy is a further document of the same edition and kind, see bench/synthetic.ts). Prints times and growth.
 * Usage: npx tsx bench/ingest-scale.ts
 */
import { performance } from "node:perf_hooks";
import { runIngest } from "../lib/ingest";
import { toSyntheticSources as toCorpus } from "./synthetic";

const rows: { times: number; docs: number; entries: number; ms: number }[] = [];
for (const times of [1, 10, 100]) {
  const files = toCorpus(times);
  const t0 = performance.now();
  const out = runIngest({ sourcesDir: "synthetic", files });
  const ms = performance.now() - t0;
  rows.push({ times, docs: out.data.documents.length, entries: out.data.entries.length, ms });
  console.log(`${String(times).padStart(3)}×: ${out.data.documents.length} documents, ${out.data.entries.length} entries, ${out.data.topics.length} topics — ingest ${(ms / 1000).toFixed(2)} s`);
}
const [one, ten, hundred] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
console.log(`growth: 10× corpus took ${(ten.ms / one.ms).toFixed(1)}× the time, 100× took ${(hundred.ms / one.ms).toFixed(1)}× (linear would be 10 and 100); 100× in ${(hundred.ms / 1000).toFixed(1)} s (target < 60 s: ${hundred.ms < 60000 ? "OK" : "OVER"})`);
