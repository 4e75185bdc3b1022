/**
 * Search quality: runs each golden-query list through the site's search (the same lib/search code and configuration
 * the browser and the CLI use, built from public/data/rulings.json) and through MiniSearch on the same entries
 * (default options, and with its fuzzy and prefix options; each also with the players' questions of
 * content/editorial/questions.json as a field, as this site has them), and prints top-1, top-5 and MRR@10 for each, then every
 * miss of our search with what came first instead.
 *
 * A result counts for the expected entry when the ruling it leads with is that entry (our search shows one result per
 * topic, led by the ruling that answers, the topic's other rulings folded under it; MiniSearch's results are reduced to
 * one per topic the same way, each led by its best-scoring entry). With --by-topic, a result counts when it shows the
 * expected entry or folds it under its topic (the measure before results were led by their answering ruling). The figures count the expected
 * entry only; "with alternates" also counts the other entries a list names as right answers; "in force" also counts,
 * for an expected ruling that a later one reversed or superseded, the ruling that replaced it (followed to one in force):
 * what the reader needs, and what this site shows first by design (the old one below it, marked); and a later version of
 * the expected ruling whose text still holds the sentence the row's note quotes as deciding (a 2011 CRD entry re-issued
 * in 2014 with the same words: search leads with the one in force).
 *
 * Usage: npx tsx bench/eval-search.ts [--weights JSON] [--by-topic] [LIST.tsv …]   (default: the public list and the held-out list)
 * --weights: ranking weights to use instead of the site's (a JSON object of some of lib/search/rank.ts RANKING's
 * fields), to see what a tuning run's weights do query by query.
 */
import { readFileSync } from "node:fs";
import MiniSearch, { type Options, type SearchOptions as MiniOptions } from "minisearch";
import {
  RANKING,
  SearchEngine,
  createSearchPayload,
  toSearchDocs,
  type Ranking,
  type SearchDoc,
  parseGoldenQueries,
  rankOf,
  toEntryKeys,
  toRefKey,
  toReplacementKeys,
  toVersionsHolding,
  type GoldenQuery,
} from "../lib/search";
import { readCorpusData } from "../lib/corpus";

const args = process.argv.slice(2);
const weightsAt = args.indexOf("--weights");
const weights = weightsAt >= 0 ? (JSON.parse(args.splice(weightsAt, 2)[1] ?? "{}") as Partial<Ranking>) : {};
const byTopicAt = args.indexOf("--by-topic");
const byTopic = byTopicAt >= 0 && args.splice(byTopicAt, 1).length > 0;
const files = args.length ? args : ["tests/fixtures/golden-queries-public.tsv", "bench/golden-queries-heldout.tsv"];
const data = readCorpusData();
const keyOf = toEntryKeys(data);
const replacedBy = toReplacementKeys(data);
const topicOf = new Map<string, string>(data.entries.map((e) => [e.id, e.topicId]));
const input = toSearchDocs(data);
const engine = new SearchEngine(createSearchPayload(input), undefined, { ...RANKING, ...weights });

interface Ranker {
  name: string;
  /** Topic ids, best first (at most 10), each with the entries it stands for. */
  rank(q: GoldenQuery): string[][];
}

const ours: Ranker = {
  name: "this site",
  rank: (q) =>
    engine
      .search(q.query, { limit: 10, ...(q.edition ? { edition: q.edition } : {}) })
      .results.map((r) => (byTopic ? [r.entryId, ...r.others.map((o) => o.entryId)] : [r.entryId])),
};

function miniRanker(name: string, searchOptions: MiniOptions, withAsked = false): Ranker {
  const docs: SearchDoc[] = input.docs;
  const options: Options<SearchDoc> = {
    idField: "entryId",
    fields: ["topicTitle", "title", "text", ...(withAsked ? ["asked"] : [])],
    storeFields: ["entryId", "edition"],
    // The players' questions an entry answers are a list: one field of their words.
    extractField: (d, field) => (field === "asked" ? (d.asked ?? []).join(" ") : (d[field as keyof SearchDoc] as string)),
  };
  const mini = new MiniSearch<SearchDoc>(options);
  mini.addAll(docs);
  return {
    name,
    rank: (q) => {
      const hits = mini.search(q.query, { ...searchOptions, ...(q.edition ? { filter: (r) => r.edition === q.edition } : {}) });
      const topics = new Map<string, string[]>();
      for (const h of hits) {
        const t = topicOf.get(String(h.id))!;
        if (!topics.has(t)) {
          if (topics.size === 10) break;
          topics.set(t, []);
        }
        topics.get(t)!.push(String(h.id));
      }
      // Like our results: a topic led by its best entry, or (--by-topic) standing for all its entries.
      return [...topics.entries()].map(([t, hitIds]) => (byTopic ? data.entries.filter((e) => e.topicId === t).map((e) => e.id) : [hitIds[0]!]));
    },
  };
}

// MiniSearch on the entries' titles and texts, and (for a like-for-like comparison) with the players' questions of
// content/editorial/questions.json as one more field, as this site indexes them.
const rankers = [
  ours,
  miniRanker("MiniSearch defaults", {}),
  miniRanker("MiniSearch fuzzy 0.2 + prefix", { fuzzy: 0.2, prefix: true }),
  miniRanker("MiniSearch + questions", {}, true),
  miniRanker("MiniSearch f+p + questions", { fuzzy: 0.2, prefix: true }, true),
];

for (const file of files) {
  const queries = parseGoldenQueries(readFileSync(file, "utf8"));
  console.log(`\n${file}: ${queries.length} queries`);
  // What "in force" also counts for each query, the same for every ranker: read once.
  const inForceKeys = new Map(
    queries.map((q) => {
      const want = toRefKey(q.expected);
      return [q.id, new Set([want, ...(replacedBy.get(want) ?? []), ...toVersionsHolding(data, want, q.note)])];
    }),
  );
  let oursMisses: string[] = [];
  for (const ranker of rankers) {
    let top1 = 0;
    let top5 = 0;
    let rr = 0;
    let alt1 = 0;
    let alt5 = 0;
    let now1 = 0;
    let now5 = 0;
    const misses: string[] = [];
    for (const q of queries) {
      const want = toRefKey(q.expected);
      const ranked = ranker.rank(q);
      const rank = rankOf(ranked, new Set([want]), keyOf);
      if (rank === 1) top1++;
      if (rank >= 1 && rank <= 5) top5++;
      if (rank >= 1) rr += 1 / rank;
      const altRank = rankOf(ranked, new Set([want, ...q.alternates.map(toRefKey)]), keyOf);
      if (altRank === 1) alt1++;
      if (altRank >= 1 && altRank <= 5) alt5++;
      const nowRank = rankOf(ranked, inForceKeys.get(q.id)!, keyOf);
      if (nowRank === 1) now1++;
      if (nowRank >= 1 && nowRank <= 5) now5++;
      if (rank !== 1)
        misses.push(`${q.id} "${q.query}": expected ${want} at ${rank || "none in top 10"}; first was ${ranked[0] ? keyOf.get(ranked[0][0]!) : "nothing"}`);
    }
    const pct = (n: number) => `${((100 * n) / queries.length).toFixed(1)}%`;
    console.log(
      `  ${ranker.name.padEnd(30)} top-1 ${String(top1).padStart(3)}/${queries.length} = ${pct(top1).padStart(6)}   top-5 ${String(top5).padStart(3)}/${queries.length} = ${pct(top5).padStart(6)}   MRR@10 ${(rr / queries.length).toFixed(3)}   with alternates ${pct(alt1)} / ${pct(alt5)}   in force ${pct(now1)} / ${pct(now5)}`,
    );
    if (ranker === ours) oursMisses = misses;
  }
  if (oursMisses.length) console.log(`  misses of this site:\n    ${oursMisses.join("\n    ")}`);
}
