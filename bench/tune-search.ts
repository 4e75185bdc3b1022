/**
 * Tunes the ranking's weights (lib/search/rank.ts RANKING) on development lists by coordinate ascent, and checks
 * that what it learns generalises: with --folds K, the lists are dealt into K groups and each group in turn is left
 * out, the weights tuned on the other lists and measured on it (before → after). A list that is to stay held out must not be given to this script.
 *
 * The objective is top-1 plus half the reciprocal rank (top 10), averaged per list and then over lists, so that a long
 * list does not outvote a short one; a change is kept only when it also helps more lists than it hurts.
 *
 * Usage: npx tsx bench/tune-search.ts [--folds K] [--rounds N] LIST.tsv …
 */
import { readFileSync } from "node:fs";
import {
  RANKING,
  SearchEngine,
  createSearchPayload,
  toSearchDocs,
  type Ranking,
  parseGoldenQueries,
  rankOf,
  toEntryKeys,
  toRefKey,
  type GoldenQuery,
} from "../lib/search";
import { readCorpusData } from "../lib/corpus";

const args = process.argv.slice(2);
const foldsAt = args.indexOf("--folds");
/** With --folds K, the lists are dealt into K groups (list i into group i mod K), and each group in turn is left out. */
const folds = foldsAt >= 0 ? Number(args[foldsAt + 1]) : 0;
const roundsAt = args.indexOf("--rounds");
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 2;
const files = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--rounds" && args[i - 1] !== "--folds");
if (!files.length) {
  process.stderr.write("usage: npx tsx bench/tune-search.ts [--folds K] [--rounds N] LIST.tsv …\n");
  process.exit(2);
}

const data = readCorpusData();
const keyOf = toEntryKeys(data);
const weights: Ranking = { ...RANKING };
const engine = new SearchEngine(createSearchPayload(toSearchDocs(data)), undefined, weights);
const lists = files.map((file) => ({ file, queries: parseGoldenQueries(readFileSync(file, "utf8")) }));

interface Score {
  top1: number;
  top5: number;
  mrr: number;
}

function measure(queries: GoldenQuery[]): Score {
  let top1 = 0;
  let top5 = 0;
  let mrr = 0;
  for (const q of queries) {
    const results = engine.search(q.query, { limit: 10, ...(q.edition ? { edition: q.edition } : {}) }).results;
    const rank = rankOf(
      results.map((r) => [r.entryId, ...r.others.map((o) => o.entryId)]),
      new Set([toRefKey(q.expected)]),
      keyOf,
    );
    if (rank === 1) top1++;
    if (rank >= 1 && rank <= 5) top5++;
    if (rank >= 1) mrr += 1 / rank;
  }
  const n = queries.length || 1;
  return { top1: top1 / n, top5: top5 / n, mrr: mrr / n };
}

/** Each list's objective: top-1 plus half the reciprocal rank. */
const perList = (set: typeof lists) => set.map((l) => ((s) => s.top1 + 0.5 * s.mrr)(measure(l.queries)));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Coordinate ascent from the site's weights: each weight tried at a few multiples (or values, from 0), kept when the objective rises. */
function tune(set: typeof lists): Ranking {
  Object.assign(weights, RANKING);
  let best = perList(set);
  for (let round = 0; round < rounds; round++) {
    let moved = false;
    for (const key of Object.keys(RANKING) as (keyof Ranking)[]) {
      const start = weights[key];
      const tries = start === 0 ? [0.25, 0.5, 1, 2] : [0, start * 0.5, start * 0.75, start * 1.33, start * 2];
      let keep = start;
      for (const v of tries) {
        weights[key] = v;
        // By design a reversed or superseded ruling ranks below the ruling that replaced it, whatever a list expects:
        // the successor must inherit more of its score than it keeps.
        if (weights.successorShare <= weights.supersededShare) continue;
        const got = perList(set);
        // Kept only when it helps on the whole and on more lists than it hurts: a change that one list's
        // idiosyncrasies pay for does not carry to a list written by someone else.
        const better = got.filter((x, i) => x > best[i]! + 1e-9).length;
        const worse = got.filter((x, i) => x < best[i]! - 1e-9).length;
        if (mean(got) > mean(best) + 1e-4 && better > worse) {
          best = got;
          keep = v;
          moved = true;
        }
      }
      weights[key] = keep;
    }
    if (!moved) break;
  }
  return { ...weights };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const show = (s: Score) => `top-1 ${pct(s.top1)} top-5 ${pct(s.top5)} MRR ${s.mrr.toFixed(3)}`;
const changed = (w: Ranking) =>
  (Object.keys(RANKING) as (keyof Ranking)[])
    .filter((k) => w[k] !== RANKING[k])
    .map((k) => `${k} ${RANKING[k]} → ${+w[k].toFixed(3)}`)
    .join(", ") || "(none)";

for (let k = 0; k < folds; k++) {
  const out = lists.filter((_, i) => i % folds === k);
  const before = out.map((l) => (Object.assign(weights, RANKING), measure(l.queries)));
  const learnt = tune(lists.filter((_, i) => i % folds !== k));
  Object.assign(weights, learnt);
  console.log(`fold ${k + 1} of ${folds}, learnt on the other lists: ${changed(learnt)}`);
  out.forEach((l, i) => console.log(`  ${l.file} left out: ${show(before[i]!)} → ${show(measure(l.queries))}`));
}
const learnt = tune(lists);
console.log(`\ntuned on all ${lists.length} lists: ${changed(learnt)}`);
for (const l of lists) {
  Object.assign(weights, RANKING);
  const before = measure(l.queries);
  Object.assign(weights, learnt);
  console.log(`  ${l.file}: ${show(before)} → ${show(measure(l.queries))}`);
}
