/**
 * Search quality for rulings without players' questions, as a new document's are until its questions are written:
 * a quarter of the rulings (by a hash of their id, three different quarters) lose their questions, and every query of
 * the given golden lists is run. Prints top-1 for the queries that expect one of those rulings, for the others, and
 * for all; then the same with every ruling's questions kept. Run with the site's weights and, for comparison, with
 * the weights given (`--weights '{"unaskedShare":0}'`: rulings without questions not standing in for them).
 *
 * Usage: npx tsx bench/eval-unasked.ts [--weights JSON] [LIST.tsv …]   (default: the public list and lists 1–18)
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import {
  RANKING,
  SearchEngine,
  createSearchPayload,
  toSearchDocs,
  type Ranking,
  type SearchFiles,
  parseGoldenQueries,
  rankOf,
  toEntryKeys,
  toRefKey,
} from "../lib/search";
import { readCorpusData } from "../lib/corpus";

const args = process.argv.slice(2);
const weightsAt = args.indexOf("--weights");
const weights = weightsAt >= 0 ? (JSON.parse(args.splice(weightsAt, 2)[1] ?? "{}") as Partial<Ranking>) : null;
const files = args.length
  ? args
  : [
      "tests/fixtures/golden-queries-public.tsv",
      "bench/golden-queries-heldout.tsv",
      ...Array.from({ length: 17 }, (_, i) => `bench/golden-queries-heldout-${i + 2}.tsv`),
    ];
const data = readCorpusData();
const keyOf = toEntryKeys(data);
const queries = files.flatMap((f) => parseGoldenQueries(readFileSync(f, "utf8")));

/** Three quarters of the rulings, each losing its questions in turn. */
const quarters = ["a", "b", "c"].map((seed) => {
  const out = new Set(
    data.entries
      .filter(
        (e) =>
          createHash("md5")
            .update(seed + e.id)
            .digest()[0]! < 64,
      )
      .map((e) => e.id),
  );
  return {
    keys: new Set([...out].map((id) => keyOf.get(id)!)),
    payload: createSearchPayload(toSearchDocs({ ...data, questions: (data.questions ?? []).filter((q) => !out.has(q.entry)) })),
  };
});
const whole = createSearchPayload(toSearchDocs(data));

const isFirst = (engine: SearchEngine, q: (typeof queries)[number]) =>
  rankOf(
    engine.search(q.query, { limit: 10, ...(q.edition ? { edition: q.edition } : {}) }).results.map((r) => [r.entryId, ...r.others.map((o) => o.entryId)]),
    new Set([toRefKey(q.expected)]),
    keyOf,
  ) === 1;

function report(name: string, w: Ranking, payloads: { keys: Set<string>; payload: SearchFiles }[]) {
  let unasked = 0;
  let unaskedN = 0;
  let asked = 0;
  let askedN = 0;
  for (const p of payloads) {
    const engine = new SearchEngine(p.payload, undefined, w);
    for (const q of queries) {
      const hit = isFirst(engine, q) ? 1 : 0;
      if (p.keys.has(toRefKey(q.expected))) {
        unasked += hit;
        unaskedN++;
      } else {
        asked += hit;
        askedN++;
      }
    }
  }
  const engine = new SearchEngine(whole, undefined, w);
  const all = queries.filter((q) => isFirst(engine, q)).length;
  const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}% (${n}/${d})`;
  console.log(`${name}`);
  console.log(`  a quarter of the rulings without questions (three quarters in turn): top-1 for the queries expecting one of them ${pct(unasked, unaskedN)}`);
  console.log(`    for the queries expecting a ruling with questions ${pct(asked, askedN)}; all together ${pct(unasked + asked, unaskedN + askedN)}`);
  console.log(`  every ruling with its questions: top-1 ${pct(all, queries.length)}`);
}

console.log(`${queries.length} queries of ${files.length} lists`);
report("the site's weights", RANKING, quarters);
if (weights) report(`with ${JSON.stringify(weights)}`, { ...RANKING, ...weights }, quarters);
