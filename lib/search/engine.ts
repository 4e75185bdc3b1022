import FlexSearch from "flexsearch";
import { EDITION_WORDS, STOPWORDS, toEditDistance, toStem, toTerms, toWords } from "./terms";
import { toSnippet, toWordMap, type Segment, type WordMap } from "./snippet";
import {
  INDEX_OPTIONS,
  META_FILE,
  SEARCH_FORMAT,
  documentFile,
  fragmentFile,
  FRAGMENT_DIR,
  fromPositions,
  termShardFile,
  titleTextOf,
  wordShardFile,
  wordShardKey,
  type DocRow,
  type SearchFiles,
  type SearchMeta,
  type TermShard,
  type TopicFragment,
  type WordShard,
} from "./files";

/** Fetches one file of the search by its path under the search folder (the browser's way; Node has them all at hand). */
export type FetchFile = (path: string) => Promise<unknown>;

/** What ranking reads of a text: its row, with its topic's id, title and edition. */
interface Doc extends DocRow {
  /** Its document's date. */
  date: string;
  topicId: string;
  topicTitle: string;
  edition: "1E" | "2E";
  /** Its own heading (its topic's title when the row names none). */
  heading: string;
  supersededByIds: string[];
  restatedByIds: string[];
  amendedByIds: string[];
  pointsToIds: string[];
}

/** Filters and limits of one search. */
export interface SearchOptions {
  edition?: "1E" | "2E";
  documentId?: string;
  kind?: string;
  limit?: number;
}

/** One result: a topic, shown by its newest ruling in force that passes the filters, its other rulings folded under it. */
export interface SearchResult {
  topicId: string;
  entryId: string;
  /** The permalink segment of the entry shown. */
  key: string;
  /** The status of the entry shown when it is not simply in force: why it ended (every ruling of the topic that passes the filters has), or "In force, amended in 2000". */
  status?: string;
  /** Whether the entry shown is no longer in force. */
  ended?: boolean;
  title: string;
  topicTitle: string;
  edition: "1E" | "2E";
  documentId: string;
  documentTitle: string;
  date: string;
  kind: string;
  score: number;
  snippet: Segment[];
  /**
   * The question players ask that the entry answers and that holds more of the query's words than the snippet does
   * (content/editorial/questions.json), with those words marked: why a result whose text words it otherwise is found.
   */
  asked?: Segment[];
  /** The topic's other rulings and versions that pass the filters, in force first, newest first. */
  others: { entryId: string; documentId: string; date: string; key: string; status?: string }[];
}

/** The answer to one query. */
export interface SearchResponse {
  query: string;
  edition: "1E" | "2E" | null;
  terms: string[];
  results: SearchResult[];
  /** Topic titles close to the query, offered when nothing matched. */
  suggestions: { topicId: string; title: string }[];
  /** The rules' words also searched for players' words of the query ("frozen" → "stasis"). */
  expansions: { from: string; to: string }[];
  /** Misspelt words read as corpus words ("andriod" → "android"), and the query so corrected. */
  corrections: { from: string; to: string }[];
  didYouMean: string | null;
  /** Words of the query read as the edition filter ("1e", "second edition"), as typed. */
  editionWords: string[];
  /** Quoted phrases the results must contain (when some entry does). */
  phrases: string[];
}

const EXACT_WEIGHT = 1;
const FUZZY_WEIGHT = 0.7;
const MAX_QUERY = 200;
/** How many of the best candidates get the (costlier) proximity and phrase measures. */
const CLOSE_LOOK = 40;

/**
 * The weights of the ranking. One object so that `bench/tune-search.ts` can try others on the development lists
 * (and check, list by list, that what it learns holds on a list it did not learn from); the site uses these.
 * Tuned 2026-11-25 on the public list and held-out lists 1–8 (development lists by then), keeping a change only when
 * it helped more lists than it hurt; in a 3-fold check the left-out lists gained 1.4 points of top-1 on average. The
 * card-name bonuses went to 0: the title-word coverage bonus says as much without putting a card's own entry before
 * the general ruling that answers a question naming it. Also tried and left out (the tuner kept their neutral values):
 * title bonuses scaled by how much of the query matched, a word in both title and text counting for both, and a
 * word's rarity raised to a power.
 * Retuned 2026-11-27 on the public list and lists 1–18 (3,511 queries) with 2,426 players' questions, in a 4-fold check
 * first (`--folds 4 --rounds 1`): only the changes that the folds learnt alike were kept (stem matches, the shares a
 * reversed, restated or amended ruling hands on, askedCover, askedK1); dev top-1 3,298 → 3,329. A reversed or
 * superseded ruling still ranks below its successor: the tuner keeps successorShare above supersededShare.
 */
export const RANKING = {
  /** A title match counts this much more than a body match. */
  titleWeight: 3.99,
  /** A word the typed one begins (while typing). */
  prefixWeight: 0.8,
  /** A rules' word searched for a player's word ("stasis" for "frozen") counts nearly as much as the word itself. */
  synonymWeight: 0.9,
  /** Words that share a long beginning with a query term are often its other forms ("duplicate", "duplicatable"). */
  stemWeight: 0.599,
  /** Title length normalisation: a match in a two-word title says more than one in a ten-word title. */
  titleB: 0.3,
  /** The query is the topic's title; the query begins it; every query word is in the title. */
  exactTitle: 30,
  prefixTitle: 12,
  allInTitle: 6,
  /** Every word of a topic's title found in the query, in any order ("borg ship stuck in q-net" for BORG SHIP & Q-NET), per word. */
  titleCovered: 2,
  /** A card's name of two words or more found whole, in order, in a longer query ("kevin uxbridge convergence on an artifact"), per word. */
  titleInQuery: 0,
  /** The same for a title that is not a card's name ("end of turn"): a weaker sign, per word. */
  topicInQuery: 0,
  /** The score scales with the share of the query matched to this power. */
  coveragePower: 2,
  /** Two query words that stand side by side in the text, in the query's order, form a phrase. */
  phraseWeight: 1.125,
  /** A reversed or superseded ruling hands most of its score to its successor and sinks below it. */
  successorShare: 0.675,
  supersededShare: 0.333,
  /** A ruling restated by a later one (both in force) hands it this share of its score (and keeps its own). */
  restatedShare: 0,
  /** A ruling amended in part by a later one hands it this share of its score (and keeps its own). */
  amendedShare: 0.6,
  /** Query words close together in a text say more than the same words far apart. */
  proximityWeight: 2,
  /** How much more the newest ruling's score counts than the oldest's (linear in its year). */
  recency: 0.532,
  /** How much of a match's coverage of the query counts its words by rarity (the rest counts them alike). */
  coverageRarityShare: 0.665,
  /** A word of an FAQ entry's question counts this much more than a word of its answer. */
  questionWeight: 2,
  /**
   * A word of a question players ask that the entry answers (content/editorial/questions.json), added to its title or
   * text match. Chosen 2026-11-25 on the development lists (1–14 and the public one), where 1 to 3 gave top-1 93.3 to
   * 93.8% (0.5: 92.8%), before blind list 15 was run once.
   */
  askedWeight: 1.5,
  /**
   * The share of the query one of those questions holds (by its words' rarity), squared, times this: a question asked the
   * way the query is. 20 on lists 1–14 and the public one: top-1 2580 → 2587 of 2752, 9 lists up, 4 down (0 to 80 tried).
   */
  askedCover: 26.6,
  /** Saturation of the count of a text's questions that hold a word (BM25's k1): 0 counts one question as many. */
  askedK1: 0.9,
  /**
   * A ruling without players' questions (a new document's, until they are written) counts its own title and text as
   * its questions, at this share: without it such a ruling lost to rulings that have questions for that alone.
   */
  unaskedShare: 1,
  /** BM25 constants: term-frequency saturation and length normalisation of body matches. */
  k1: 1.2,
  b: 0.998,
};
export type Ranking = typeof RANKING;

/** The search engine the browser, the CLI and the benchmarks share: FlexSearch finds the entries of each term, this ranks them. */
export class SearchEngine {
  private readonly meta: SearchMeta;
  private readonly docs: Doc[];
  private readonly n: number;
  /** Per text, whether it is a ruling without players' questions (its own words stand in for them), and whether any is. */
  private readonly unasked: boolean[];
  private readonly anyUnasked: boolean;
  /** A zeroed slot per question players ask, kept between searches (each search zeroes what it touched). */
  private readonly questionHeld: Float64Array;
  private readonly avgLength: number;
  private readonly docTitles: Map<string, string>;
  private readonly docsByTopic = new Map<string, number[]>();
  private readonly topicIndex = new Map<string, number>();
  private readonly topicTitles: { topicId: string; title: string; edition: "1E" | "2E"; words: string[] }[];
  private readonly titleLengths: number[];
  private readonly avgTitleLength: number;
  /** Players' phrases (stemmed content words), longest first, with the rules' phrases searched for each. */
  private readonly vocabulary: { player: string[]; rules: { text: string; terms: string[] }[] }[];
  /** Initials of the names of three words or more in topic titles ("wnohgb" → Where No One Has Gone Before), for words that are not corpus words. */
  private readonly initials: Map<string, { text: string; terms: string[] }[]>;
  /** The files a search wanted and did not have (fetched by `find`). */
  private readonly missing = new Set<string>();

  /**
   * An engine over the search files: all of them (Node: the CLI, tests, benchmarks), or the meta file alone with a
   * way to fetch the rest (the browser), which `find` then fetches by the terms a query needs.
   */
  constructor(
    private readonly files: SearchFiles,
    private readonly fetchFile?: FetchFile,
    private readonly w: Ranking = RANKING,
  ) {
    const meta = files[META_FILE] as SearchMeta | undefined;
    if (!meta || meta.format !== SEARCH_FORMAT)
      throw new Error(`search files format ${meta?.format ?? "(no meta.json)"} is not ${SEARCH_FORMAT}: rebuild them`);
    this.meta = meta;
    meta.topics.forEach((t, i) => this.topicIndex.set(t.id, i));
    const ids = (list?: number[]) => (list ?? []).map((t) => meta.topics[t]!.id);
    this.docs = meta.docs.map((row) => {
      const topic = meta.topics[row.topic]!;
      return {
        ...row,
        date: meta.documents[row.document]!.date,
        topicId: topic.id,
        topicTitle: topic.title,
        edition: topic.edition,
        heading: row.title ?? topic.title,
        supersededByIds: ids(row.supersededBy),
        restatedByIds: ids(row.restatedBy),
        amendedByIds: ids(row.amendedBy),
        pointsToIds: ids(row.pointsTo),
      };
    });
    this.n = this.docs.length;
    // A ruling without players' questions (not a document's introduction, nor a cross-reference: they have none by nature).
    this.unasked = this.docs.map((d) => !d.asked && d.kind !== "section" && d.kind !== "redirect" && !d.pointsTo);
    this.anyUnasked = this.unasked.some(Boolean);
    this.questionHeld = new Float64Array(this.n * meta.askedStride);
    this.avgLength = this.docs.reduce((n, d) => n + d.length, 0) / Math.max(1, this.n) || 1;
    this.docTitles = new Map(meta.documents.map((d) => [d.id, d.title]));
    this.docs.forEach((d, i) => {
      const list = this.docsByTopic.get(d.topicId) ?? [];
      list.push(i);
      this.docsByTopic.set(d.topicId, list);
    });
    this.titleLengths = this.docs.map((d) => toTerms(titleOf(d)).length || 1);
    this.avgTitleLength = this.titleLengths.reduce((a, b) => a + b, 0) / Math.max(1, this.n) || 1;
    const byPhrase = new Map<string, { player: string[]; rules: { text: string; terms: string[] }[] }>();
    for (const m of meta.vocabulary) {
      const rules = { text: m.rules, terms: toContentTerms(m.rules) };
      for (const p of m.player) {
        const player = toContentTerms(p);
        if (!player.length || !rules.terms.length) continue;
        const entry = byPhrase.get(player.join(" ")) ?? { player, rules: [] };
        if (!entry.rules.some((r) => r.text === rules.text)) entry.rules.push(rules);
        byPhrase.set(player.join(" "), entry);
      }
    }
    this.vocabulary = [...byPhrase.values()].sort((a, b) => b.player.length - a.player.length);
    this.initials = toInitials(meta.topics.map((t) => t.title));
    this.topicTitles = meta.topics.map((t) => ({ topicId: t.id, title: t.title, edition: t.edition, words: toTerms(t.title) }));
  }

  /**
   * Searches, fetching first what the query needs (word lists, term shards, the fragments of its results, a document's
   * filter) until `search` has all it reads: at most a few rounds (words, terms, results). The browser's way; in Node,
   * with every file at hand, it is `search`. `onRanked`, when given, gets the results as soon as their order is final,
   * before their fragments have arrived (no snippets, statuses or folded rulings yet).
   */
  async find(rawQuery: string, options: SearchOptions = {}, onRanked?: (response: SearchResponse) => void): Promise<SearchResponse> {
    for (let round = 0; round < 6 && this.fetchFile; round++) {
      this.missing.clear();
      const response = this.search(rawQuery, options);
      if (!this.missing.size) return response;
      const paths = [...this.missing];
      // Only the fragments of the results are missing: their order is final and can be shown while their texts come.
      if (onRanked && paths.every((p) => p.startsWith(FRAGMENT_DIR))) onRanked(response);
      const got = await Promise.all(paths.map((p) => this.fetchFile!(p)));
      paths.forEach((p, i) => (this.files[p] = got[i]));
    }
    return this.search(rawQuery, options);
  }

  /** Fetches, while the reader is idle, what every query needs: the word lists (spelling correction, prefixes). */
  async warm(): Promise<void> {
    if (!this.fetchFile) return;
    const paths = this.meta.wordShards.map(wordShardFile).filter((p) => this.files[p] === undefined);
    const got = await Promise.all(paths.map((p) => this.fetchFile!(p)));
    paths.forEach((p, i) => (this.files[p] = got[i]));
  }

  /** A file of the search if it is at hand; otherwise noted as missing (for `find`) and nothing. */
  private fileOf<T>(path: string): T | undefined {
    const f = this.files[path];
    if (f === undefined) this.missing.add(path);
    return f as T | undefined;
  }

  /** Ranks the topics for a query: exact title, then title prefix, then title words, then body; all query words count. */
  search(rawQuery: string, options: SearchOptions = {}): SearchResponse {
    const query = rawQuery.slice(0, MAX_QUERY);
    const parsed = toQuery(query, options.edition);
    const { edition } = parsed;
    const slots = this.toSlots(parsed.words);
    const terms = [...new Set(slots.flatMap((slot) => slot.alts[0]!.terms))];
    const empty: SearchResponse = {
      query,
      edition,
      terms,
      results: [],
      suggestions: [],
      expansions: slots.flatMap((slot) => slot.alts.slice(1).map((a) => ({ from: slot.text, to: a.text }))),
      corrections: [],
      didYouMean: null,
      editionWords: parsed.editionWords,
      phrases: parsed.phrases.map((p) => p.join(" ")),
    };
    if (!slots.length) return empty;

    const scores = new Map<number, { score: number; matched: number; matchedWeight: number; inTitle: number }>();
    // A slot weighs by the rarity of its words: missing "any" or "way" costs less than missing "unstop".
    const slotWeights = slots.map((slot) => Math.max(...slot.alts[0]!.terms.map((t) => this.idf(t)), 0.1));
    const totalWeight = slotWeights.reduce((a, b) => a + b, 0);
    const hitTerms = new Set<string>();
    /** Per question players ask, the weight of the query's slots it holds. */
    // (A buffer kept between searches, with the questions it touched, instead of a map: the hottest loop of a search.)
    const questionHeld = this.questionHeld;
    const heldTouched: number[] = [];
    const spellings: Set<string>[] = [];
    const corrected: string[] = [];
    const corrections: { from: string; to: string }[] = [];
    slots.forEach((slot, si) => {
      const isLast = si === slots.length - 1;
      const best = new Map<number, number>();
      const titleSeen = new Set<number>();
      const spelled = new Set<string>();
      // The questions players ask that hold a word of this slot.
      const slotQuestions = new Set<number>();
      slot.alts.forEach((alt, ai) => {
        // Each word of an alternative must be found; a player's word keeps its prefixes and misspellings.
        let altScores: Map<number, number> | null = null;
        const altTitle = new Set<number>();
        for (const [wi, term] of alt.terms.entries()) {
          const expansions =
            ai === 0 ? this.expand(term, isLast && wi === alt.terms.length - 1, alt.surface[wi]!) : this.df(term) ? [{ term, weight: EXACT_WEIGHT }] : [];
          if (ai === 0 && alt.terms.length === 1) {
            const fix = expansions.find((x) => x.weight === FUZZY_WEIGHT);
            corrected.push(expansions.find((x) => x.weight === EXACT_WEIGHT || x.weight === FUZZY_WEIGHT)?.term ?? term);
            if (fix && fix.surface) corrections.push({ from: alt.surface[wi]!, to: fix.surface });
          }
          const wordScores = new Map<number, number>();
          // A word of a question players ask that the entry answers counts beside its title and text.
          const askedScores = new Map<number, number>();
          for (const { term: t, weight } of expansions) {
            spelled.add(t);
            const idf = this.idf(t);
            const titleIds = this.idsOf(t, "title");
            const bodyIds = this.idsOf(t, "body");
            if (titleIds.length || bodyIds.length) hitTerms.add(t);
            for (const id of titleIds) {
              altTitle.add(id);
              wordScores.set(id, Math.max(wordScores.get(id) ?? 0, weight * idf * this.titleWeight(id)));
            }
            for (const id of bodyIds) wordScores.set(id, Math.max(wordScores.get(id) ?? 0, weight * idf * this.bodyWeight(id, t)));
            // A ruling no one has written players' questions for yet (a new document's) is not to lose to the rulings
            // that have them for that alone: its own title and text stand in for its questions.
            if (this.w.unaskedShare && this.anyUnasked) {
              const v = weight * idf * this.w.askedWeight * this.w.unaskedShare;
              for (const ids of [titleIds, bodyIds]) for (const id of ids) if (this.unasked[id]) askedScores.set(id, Math.max(askedScores.get(id) ?? 0, v));
            }
            const askedIds = this.idsOf(t, "asked");
            if (askedIds.length) hitTerms.add(t);
            const askedCount = new Map<number, number>();
            for (const qid of askedIds) {
              const id = Math.floor(qid / this.meta.askedStride);
              askedCount.set(id, (askedCount.get(id) ?? 0) + 1);
              slotQuestions.add(qid);
            }
            // The more of a text's questions hold the word, the more the word is what the text is asked about (saturating, as BM25's tf).
            for (const [id, tf] of askedCount) {
              const v = weight * idf * this.w.askedWeight * ((tf * (this.w.askedK1 + 1)) / (tf + this.w.askedK1));
              askedScores.set(id, Math.max(askedScores.get(id) ?? 0, v));
            }
          }
          for (const [id, v] of askedScores) wordScores.set(id, (wordScores.get(id) ?? 0) + v);
          const prev: Map<number, number> | null = altScores;
          altScores = new Map();
          for (const [id, v] of wordScores) if (!prev || prev.has(id)) altScores.set(id, (prev?.get(id) ?? 0) + v);
        }
        for (const [id, v] of altScores ?? new Map<number, number>()) {
          if (alt.phrase && !this.hasPhrase(id, alt.phrase, true)) continue;
          const weighted = v * alt.weight;
          if (weighted > (best.get(id) ?? 0)) best.set(id, weighted);
          if (altTitle.has(id)) titleSeen.add(id);
        }
      });
      spellings.push(spelled);
      for (const qid of slotQuestions) {
        if (!questionHeld[qid]) heldTouched.push(qid);
        questionHeld[qid] = questionHeld[qid]! + slotWeights[si]!;
      }
      for (const [id, v] of best) {
        const cur = scores.get(id) ?? { score: 0, matched: 0, matchedWeight: 0, inTitle: 0 };
        cur.score += v;
        cur.matched += 1;
        cur.matchedWeight += slotWeights[si]!;
        if (titleSeen.has(id)) cur.inTitle += 1;
        scores.set(id, cur);
      }
    });

    // How much of the query one question players ask of a text holds, at best: a question asked the way the query is.
    // That question is the one a result shows when its text lacks the query's words (the first of equals).
    const askedCover = new Map<number, number>();
    const bestQuestion = new Map<number, number>();
    for (const qid of heldTouched.sort((a, b) => a - b)) {
      const id = Math.floor(qid / this.meta.askedStride);
      const held = questionHeld[qid]! / totalWeight;
      if (held > (askedCover.get(id) ?? 0)) {
        askedCover.set(id, held);
        bestQuestion.set(id, qid - id * this.meta.askedStride);
      }
      questionHeld[qid] = 0;
    }
    const content = slots.map((slot) => slot.text).join(" ");
    const spelledAll = new Set(spellings.flatMap((set) => [...set]));
    const phrases = [toPhrase(content), corrected.join(" ")];
    const queryPhrase = ` ${toPhrase(content)} `;
    const byTopic = new Map<string, number>();
    const raise = (topicId: string, score: number) => {
      const cur = byTopic.get(topicId);
      if (cur === undefined || score > cur) byTopic.set(topicId, score);
    };
    const inherited = new Map<string, number>();
    let base: { id: number; score: number }[] = [];
    for (const [id, s] of scores) {
      const d = this.docs[id]!;
      if (!this.passes(id, edition, options)) continue;
      // A document's introduction is a result only when the query names the document itself.
      if (d.kind === "section" && s.inTitle < slots.length) continue;
      const coverage = this.w.coverageRarityShare * (s.matchedWeight / totalWeight) + (1 - this.w.coverageRarityShare) * (s.matched / slots.length);
      let score = s.score * coverage ** this.w.coveragePower;
      const title = this.titlePhraseOf(id);
      let bonus = 0;
      if (phrases.includes(title)) bonus += this.w.exactTitle;
      else if (phrases.some((p) => p.length >= 3 && title.startsWith(p))) bonus += this.w.prefixTitle;
      else if (title.includes(" ") && queryPhrase.includes(` ${title} `))
        bonus += (d.kind === "card" ? this.w.titleInQuery : this.w.topicInQuery) * title.split(" ").length;
      else if (this.titleTermsOf(id).every((t) => spelledAll.has(t))) bonus += this.w.titleCovered * this.titleTermsOf(id).length;
      if (s.inTitle === slots.length) bonus += this.w.allInTitle;
      // (A one-word query is held whole by every question with the word: that says nothing more than the word itself.)
      // (For a ruling without questions, the share of the query its title and text hold stands in.)
      const cover = this.unasked[id] ? this.w.unaskedShare * (s.matchedWeight / totalWeight) : (askedCover.get(id) ?? 0);
      if (slots.length > 1) bonus += this.w.askedCover * cover ** 2;
      score += bonus;
      base.push({ id, score });
    }
    if (parsed.phrases.length) {
      const exact = base.filter((b) => parsed.phrases.every((p) => this.hasPhrase(b.id, p)));
      if (exact.length) base = exact;
    }
    // Word order and distance are only worth measuring where they can change the top of the list.
    base.sort((a, b) => b.score - a.score);
    base.forEach((b, rank) => {
      if (rank < CLOSE_LOOK && scores.get(b.id)!.matched >= 2) {
        b.score += this.w.proximityWeight * this.proximity(b.id, spellings) + this.w.phraseWeight * this.phrases(b.id, spellings);
      }
      const d = this.docs[b.id]!;
      // A reversed or superseded ruling, or a cross-reference ("See Ferengi Ingenuity."), hands its match to the ruling that answers.
      const answeredBy = d.supersededByIds.length ? d.supersededByIds : d.pointsToIds;
      if (answeredBy.length) {
        for (const successor of answeredBy) inherited.set(successor, Math.max(inherited.get(successor) ?? 0, b.score * this.w.successorShare));
        b.score *= this.w.supersededShare;
      }
      for (const successor of d.restatedByIds) inherited.set(successor, Math.max(inherited.get(successor) ?? 0, b.score * this.w.restatedShare));
      for (const amender of d.amendedByIds) inherited.set(amender, Math.max(inherited.get(amender) ?? 0, b.score * this.w.amendedShare));
      // Near-ties go to the newer ruling in force: a later document states the rules as they became (1995 → 2017 is the whole range).
      if (!d.ended) b.score *= 1 + this.w.recency * Math.max(0, Math.min(1, (Number(d.date.slice(0, 4)) - 1995) / 22));
      raise(d.topicId, b.score);
    });
    // A later ruling that reverses, supersedes or restates a matching one answers the same question: it gains that match's score.
    for (const [topicId, score] of inherited) {
      if (!this.docsByTopic.get(topicId)?.some((i) => this.passes(i, edition, options))) continue;
      byTopic.set(topicId, (byTopic.get(topicId) ?? 0) + score);
    }

    const limit = Math.max(1, Math.min(options.limit ?? 20, 100));
    // Ties: a topic with a ruling in force before one without, then the newest ruling, then the title.
    // (Looked up only for topics whose scores tie: most never do.)
    const tie = new Map<string, Doc>();
    const tieOf = (t: string) => tie.get(t) ?? tie.set(t, this.shownOf(t, edition, options)).get(t)!;
    // Only the topics that can be among the first `limit` are sorted whole: those scoring at least the limit-th score.
    const scoresSorted = Float64Array.from(byTopic.values()).sort();
    const floor = scoresSorted.length > limit ? scoresSorted[scoresSorted.length - limit]! : -Infinity;
    const ranked = [...byTopic.entries()]
      .filter((e) => e[1] >= floor)
      .sort((a, b) => {
        if (b[1] !== a[1]) return b[1] - a[1];
        const x = tieOf(a[0]);
        const y = tieOf(b[0]);
        return Number(!!x.ended) - Number(!!y.ended) || y.date.localeCompare(x.date) || x.topicTitle.localeCompare(y.topicTitle);
      })
      .slice(0, limit);
    const results = ranked.flatMap(([topicId, score]) => this.toResult(topicId, score, edition, options, hitTerms, bestQuestion) ?? []);
    const didYouMean = corrections.length ? corrections.reduce((q, c) => q.replace(new RegExp(`\\b${escapeRegExp(c.from)}\\b`, "i"), c.to), query) : null;
    return { ...empty, corrections, didYouMean, results, suggestions: results.length ? [] : this.suggest(terms, edition) };
  }

  /**
   * The query's content words as slots, each with its alternatives: the words as typed (stemmed), and for a player's
   * phrase of the reviewed vocabulary ("knocked out"), the rules' phrase too ("disabled").
   */
  private toSlots(typed: string[]): Slot[] {
    // A hyphenated word the corpus does not know as one word ("facing-a-dilemma") is read as its words.
    const words = typed.flatMap((w) => (w.includes("-") ? (this.df(toStem(w.replace(/-/g, ""))) ? [w.replace(/-/g, "")] : w.split("-").filter(Boolean)) : [w]));
    const content = words.filter((w) => !STOPWORDS.has(w));
    const kept = content.length ? content : words;
    const stems = kept.map(toStem);
    const slots: Slot[] = [];
    for (let i = 0; i < kept.length; i++) {
      // A misspelt player's word ("unconcious") is read as that word when the corpus does not know it as typed.
      const match =
        this.vocabulary.find((v) => v.player.length <= kept.length - i && v.player.every((w, k) => stems[i + k] === w)) ??
        (this.df(stems[i]!) ? undefined : this.misspeltPlayerWord(stems[i]!));
      // Two words the corpus writes as one ("mind meld" → mindmeld, "space line" → spaceline) are also read as that word.
      const joined = !match && i + 1 < kept.length ? toStem(kept[i]! + kept[i + 1]!) : "";
      const compound = joined.length >= 6 && this.df(joined) && !this.hasBigram(stems[i]!, stems[i + 1]!) ? joined : null;
      const len = match?.player.length ?? (compound ? 2 : 1);
      const text = kept.slice(i, i + len).join(" ");
      const alts: SlotAlt[] = [{ text, terms: stems.slice(i, i + len), surface: kept.slice(i, i + len), weight: 1 }];
      // A rules phrase of several words ("discard pile") counts where its words stand together, not anywhere apart.
      if (match)
        for (const r of match.rules)
          alts.push({
            text: r.text,
            terms: r.terms,
            surface: r.terms,
            weight: this.w.synonymWeight,
            ...(r.terms.length > 1 ? { phrase: toTerms(r.text) } : {}),
          });
      else if (compound) alts.push({ text: kept[i]! + kept[i + 1]!, terms: [compound], surface: [kept[i]! + kept[i + 1]!], weight: 1 });
      else
        for (const r of this.initialsOf(kept[i]!))
          alts.push({ text: r.text, terms: r.terms, surface: r.terms, weight: this.w.synonymWeight, phrase: toTerms(r.text) });
      if (slots.some((s) => s.alts[0]!.terms.join(" ") === alts[0]!.terms.join(" "))) {
        i += len - 1;
        continue;
      }
      slots.push({ text, alts });
      i += len - 1;
    }
    return slots;
  }

  /** Whether some entry's text has two terms side by side, in order ("back up" is written so, "mind meld" is not). */
  private hasBigram(a: string, b: string): boolean {
    if (!this.df(a) || !this.df(b)) return false;
    const withB = new Set(this.idsOf(b, "body"));
    return this.idsOf(a, "body").some((id) => withB.has(id) && this.hasPhrase(id, [a, b]));
  }

  /**
   * Whether an entry's title or text holds the words of a phrase side by side, in order. A phrase the search reads for
   * the player (a rules' phrase of the vocabulary, a name read from initials) is checked on its content words at their
   * places, its stop words only counted: the positions of "the" and "of" are the largest files of the index.
   */
  private hasPhrase(doc: number, phrase: string[], stopWordsCounted = false): boolean {
    if (` ${toTerms(titleOf(this.docs[doc]!)).join(" ")} `.includes(` ${phrase.join(" ")} `)) return true;
    const positions = this.positionsOf(doc);
    const checked = phrase.map((t, k) => [t, k] as const).filter(([t]) => !stopWordsCounted || !STOPWORDS.has(t));
    if (!checked.length) return this.hasPhrase(doc, phrase);
    const [first, at] = checked[0]!;
    return (positions.get(first) ?? []).some((p) => checked.every(([t, k]) => positions.get(t)?.includes(p - at + k)));
  }

  /** The entry a topic is shown by under these filters (in force first, newest first). */
  private shownOf(topicId: string, edition: "1E" | "2E" | null, options: SearchOptions): Doc {
    return this.docs[this.rulingsOf(topicId, edition, options)[0]!]!;
  }

  /** A topic's entries that pass the filters, in force first, newest first: the first is the one a result shows. */
  private rulingsOf(topicId: string, edition: "1E" | "2E" | null, options: SearchOptions): number[] {
    const docs = this.docs;
    return this.docsByTopic
      .get(topicId)!
      .filter((i) => this.passes(i, edition, options))
      .sort((a, b) => Number(!!docs[a]!.ended) - Number(!!docs[b]!.ended) || docs[b]!.date.localeCompare(docs[a]!.date));
  }

  /**
   * How close together the query's terms stand in an entry: the number of terms found, squared, divided by
   * the length of the shortest run of words that holds them all (so an exact phrase scores the number of terms).
   */
  private proximity(doc: number, spellings: Set<string>[]): number {
    const positions = this.positionsOf(doc);
    const events: [number, number][] = [];
    let need = 0;
    spellings.forEach((set, qi) => {
      let found = false;
      for (const t of set) {
        for (const p of positions.get(t) ?? []) {
          events.push([p, qi]);
          found = true;
        }
      }
      if (found) need++;
    });
    if (need < 2) return 0;
    events.sort((a, b) => a[0] - b[0]);
    const count = new Map<number, number>();
    let have = 0;
    let best = Infinity;
    let left = 0;
    for (const [pos, qi] of events) {
      count.set(qi, (count.get(qi) ?? 0) + 1);
      if (count.get(qi) === 1) have++;
      while (have === need) {
        const [lpos, lq] = events[left]!;
        best = Math.min(best, pos - lpos + 1);
        count.set(lq, count.get(lq)! - 1);
        if (count.get(lq) === 0) have--;
        left++;
      }
    }
    return best === Infinity ? 0 : (need * need) / best;
  }

  /** Sum of the rarity of the query's word pairs that the entry's text has side by side, in order. */
  private phrases(doc: number, spellings: Set<string>[]): number {
    const positions = this.positionsOf(doc);
    let bonus = 0;
    for (let q = 0; q + 1 < spellings.length; q++) {
      const next = new Map<number, string>();
      for (const t of spellings[q + 1]!) for (const p of positions.get(t) ?? []) next.set(p, t);
      search: for (const t of spellings[q]!) {
        for (const p of positions.get(t) ?? []) {
          const u = next.get(p + 1);
          if (u) {
            bonus += (this.idf(t) + this.idf(u)) / 2;
            break search;
          }
        }
      }
    }
    return bonus;
  }

  private idf(term: string): number {
    return Math.log(1 + this.n / (this.df(term) ?? this.n));
  }

  /** Weight of a title match, normalised by the title's length: a short title that matches says more. */
  private titleWeight(doc: number): number {
    return this.w.titleWeight / (1 - this.w.titleB + (this.w.titleB * this.titleLengths[doc]!) / this.avgTitleLength);
  }

  /** BM25 weight of a term in an entry's text: more occurrences count, with saturation; long texts count less. */
  private bodyWeight(doc: number, term: string): number {
    const positions = this.positionsIn(doc, term);
    const tf = positions?.length ?? 1;
    const d = this.docs[doc]!;
    const len = d.length;
    const inQuestion = d.questionLength !== undefined && positions !== undefined && positions[0]! < d.questionLength;
    return ((tf * (this.w.k1 + 1)) / (tf + this.w.k1 * (1 - this.w.b + (this.w.b * len) / this.avgLength))) * (inQuestion ? this.w.questionWeight : 1);
  }

  private readonly wordMaps = new Map<number, WordMap>();

  /** A text's words for its snippet, from its topic's fragment (none while the fragment is not at hand). */
  private wordMapOf(doc: number): WordMap {
    let m = this.wordMaps.get(doc);
    if (!m) {
      const text = own(this.fragmentOf(this.docs[doc]!.topicId)?.texts, String(doc));
      if (text === undefined) return { flat: "", words: [] };
      m = toWordMap(text, this.meta.icons);
      this.wordMaps.set(doc, m);
    }
    return m;
  }

  private readonly titlePhrases = new Map<number, string>();

  private titlePhraseOf(doc: number): string {
    let t = this.titlePhrases.get(doc);
    if (t === undefined) {
      t = toPhrase(this.docs[doc]!.topicTitle);
      this.titlePhrases.set(doc, t);
    }
    return t;
  }

  private readonly titleTerms = new Map<number, string[]>();

  /** A topic title's content words as a query would spell them (a hyphenated word is one: "qnet"). */
  private titleTermsOf(doc: number): string[] {
    let t = this.titleTerms.get(doc);
    if (t === undefined) {
      t = toContentTerms(this.docs[doc]!.topicTitle);
      this.titleTerms.set(doc, t);
    }
    return t;
  }

  /** Where the terms stand in a text (word offsets), read from the term shards: `get(term)` for one term. */
  private positionsOf(doc: number): { get(term: string): number[] | undefined } {
    return { get: (term) => this.positionsIn(doc, term) };
  }

  private readonly termPositions = new Map<string, Map<number, number[]>>();

  /** Where a term stands in a text, or nothing (not there, or its shard is not at hand). */
  private positionsIn(doc: number, term: string): number[] | undefined {
    let m = this.termPositions.get(term);
    if (!m) {
      const shard = this.termShardOf(term);
      if (!shard) return undefined;
      const encoded = own(shard.positions, term);
      m = encoded ? fromPositions(encoded) : new Map();
      this.termPositions.set(term, m);
    }
    return m.get(doc);
  }

  private readonly termShards = new Map<
    number,
    {
      title: InstanceType<typeof FlexSearch.Index>;
      body: InstanceType<typeof FlexSearch.Index>;
      asked: InstanceType<typeof FlexSearch.Index>;
      positions: TermShard["positions"];
    }
  >();

  /** The shard that holds a term (its FlexSearch indexes imported once), or nothing while it is not at hand. */
  private termShardOf(term: string) {
    const bounds = this.meta.termShards;
    let lo = 0;
    let hi = bounds.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (bounds[mid]! <= term) lo = mid;
      else hi = mid - 1;
    }
    if (!bounds.length || term < bounds[0]!) return undefined;
    let shard = this.termShards.get(lo);
    if (!shard) {
      const file = this.fileOf<TermShard>(termShardFile(lo));
      if (!file) return undefined;
      shard = {
        title: new FlexSearch.Index(INDEX_OPTIONS),
        body: new FlexSearch.Index(INDEX_OPTIONS),
        asked: new FlexSearch.Index(INDEX_OPTIONS),
        positions: file.positions,
      };
      for (const field of ["title", "body", "asked"] as const) for (const [k, v] of Object.entries(file[field])) shard[field].import(k, v);
      this.termShards.set(lo, shard);
    }
    return shard;
  }

  /** The texts whose title, or whose text, holds a term, or the players' questions that do ("asked": question ids) (FlexSearch finds them). */
  private idsOf(term: string, field: "title" | "body" | "asked"): number[] {
    const shard = this.termShardOf(term);
    return shard ? (shard[field].search(term, { limit: field === "asked" ? this.n * this.meta.askedStride : this.n }) as number[]) : [];
  }

  private readonly wordShards = new Map<string, WordShard & { sorted: string[] }>();

  /** The words and terms of one first letter, or nothing while they are not at hand. */
  private wordShardOf(word: string): (WordShard & { sorted: string[] }) | undefined {
    const key = wordShardKey(word);
    let shard = this.wordShards.get(key);
    if (!shard) {
      if (!this.meta.wordShards.includes(key)) return undefined;
      const file = this.fileOf<WordShard>(wordShardFile(key));
      if (!file) return undefined;
      shard = { ...file, sorted: Object.keys(file.counts).sort() };
      this.wordShards.set(key, shard);
    }
    return shard;
  }

  /** The number of texts that hold a term (none: not a term of the corpus). */
  private df(term: string): number | undefined {
    return term ? own(this.wordShardOf(term)?.counts, term) : undefined;
  }

  /** A topic's entries and texts, or nothing while its fragment is not at hand. */
  private fragmentOf(topicId: string): TopicFragment | undefined {
    return this.fileOf<TopicFragment>(fragmentFile(this.topicIndex.get(topicId)!));
  }

  /**
   * The spellings of a query term found in the index: itself, words it begins (while typing), its other forms, and,
   * when none of those exists, the corpus words within one edit of the word as typed (two for long words), counting
   * a swap of neighbouring letters as one edit.
   */
  private expand(term: string, isLast: boolean, typed: string): { term: string; weight: number; surface?: string }[] {
    const out: { term: string; weight: number; surface?: string }[] = [];
    if (this.df(term)) out.push({ term, weight: EXACT_WEIGHT });
    if (term.length >= 3 && (isLast || !out.length)) {
      for (const v of this.prefixed(term)) if (v !== term) out.push({ term: v, weight: this.w.prefixWeight });
    }
    // The same word with or without the negating "un" is the same subject: "docked" finds "undocked", "unstopped" finds "stopped".
    const negated = term.startsWith("un") ? term.slice(2) : `un${term}`;
    if (term.length >= 4 && negated.length >= 4 && this.df(negated) && !out.some((x) => x.term === negated))
      out.push({ term: negated, weight: this.w.stemWeight });
    if (term.length >= 7) {
      const seen = new Set(out.map((x) => x.term));
      for (const v of this.prefixed(term.slice(0, term.length - 2))) if (!seen.has(v)) out.push({ term: v, weight: this.w.stemWeight });
    }
    if (!out.length && typed.length >= 4) {
      const cached = this.fuzzyCache.get(typed);
      if (cached) return cached;
      const max = typed.length >= 8 ? 2 : 1;
      let bestDistance = max + 1;
      let found: [string, string][] = [];
      const bySize = this.surfaceWords();
      for (let len = typed.length - max; len <= typed.length + max; len++) {
        for (const [word, stem] of bySize.get(len) ?? []) {
          // Misspellings nearly always keep the first or the second letter (or swap the two): a cheap first filter.
          if (word[0] !== typed[0] && word[1] !== typed[1] && !(word[0] === typed[1] && word[1] === typed[0])) continue;
          const d = toEditDistance(typed, word, max);
          if (d < bestDistance) {
            bestDistance = d;
            found = [];
          }
          if (d === bestDistance && d <= max) found.push([word, stem]);
        }
      }
      const stems = new Set<string>();
      for (const [word, stem] of found.sort((a, b) => (this.df(b[1]) ?? 0) - (this.df(a[1]) ?? 0))) {
        if (stems.has(stem)) continue;
        stems.add(stem);
        out.push({ term: stem, weight: FUZZY_WEIGHT, surface: word });
      }
      if (this.fuzzyCache.size > 500) this.fuzzyCache.clear();
      // Only once every word is at hand: a correction from part of the corpus is not kept.
      if (this.surfaceBySize) this.fuzzyCache.set(typed, out);
    }
    return out;
  }

  /** The one-word player's phrase of the vocabulary a misspelt word stands for (one edit, two for long words), if exactly one does. */
  private misspeltPlayerWord(stem: string): (typeof this.vocabulary)[number] | undefined {
    if (stem.length < 5) return undefined;
    const max = stem.length >= 8 ? 2 : 1;
    const close = this.vocabulary.filter((v) => v.player.length === 1 && toEditDistance(stem, v.player[0]!, max) <= max);
    return close.length === 1 ? close[0] : undefined;
  }

  /** The names a word abbreviates ("wnohgb", "taks"), unless it is a word of the corpus itself. */
  private initialsOf(word: string): { text: string; terms: string[] }[] {
    const names = this.initials.get(word) ?? (word.endsWith("s") ? this.initials.get(word.slice(0, -1)) : undefined);
    return names && !this.isCorpusWord(word) ? names : [];
  }

  /** Whether a word is written somewhere in the corpus (titles and texts), as typed. */
  private isCorpusWord(word: string): boolean {
    return own(this.wordShardOf(word)?.words, word) !== undefined;
  }

  private surfaceBySize: Map<number, [string, string][]> | null = null;
  private readonly fuzzyCache = new Map<string, { term: string; weight: number; surface?: string }[]>();

  /** Every word of the corpus as written (titles and texts), with its stem, grouped by length; built once all word shards are at hand. */
  private surfaceWords(): Map<number, [string, string][]> {
    if (this.surfaceBySize) return this.surfaceBySize;
    const shards = this.meta.wordShards.map((k) => this.wordShardOf(k));
    const bySize = new Map<number, [string, string][]>();
    for (const shard of shards) {
      for (const [w, stem] of Object.entries(shard?.words ?? {})) {
        const list = bySize.get(w.length) ?? [];
        list.push([w, stem]);
        bySize.set(w.length, list);
      }
    }
    if (shards.every(Boolean)) this.surfaceBySize = bySize;
    return bySize;
  }

  private prefixed(prefix: string): string[] {
    const list = this.wordShardOf(prefix)?.sorted ?? [];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < list.length && list[i]!.startsWith(prefix) && out.length < 30; i++) out.push(list[i]!);
    return out;
  }

  /**
   * A result as the meta file alone tells it, while its topic's fragment is still on its way (`find` shows these only
   * through `onRanked`, and answers with the whole result): no entry id, snippet, status or folded rulings yet.
   */
  private rankedOnly(topicId: string, score: number, edition: "1E" | "2E" | null, options: SearchOptions): SearchResult | undefined {
    const i = this.rulingsOf(topicId, edition, options)[0];
    if (i === undefined) return undefined;
    const d = this.docs[i]!;
    const document = this.meta.documents[d.document]!;
    return {
      topicId,
      entryId: "",
      key: "",
      ...(d.ended ? { ended: true } : {}),
      title: d.heading,
      topicTitle: d.topicTitle,
      edition: d.edition,
      documentId: document.id,
      documentTitle: document.title,
      date: d.date,
      kind: d.kind,
      score: Math.round(score * 1000) / 1000,
      snippet: [],
      others: [],
    };
  }

  /** A topic as a result: its entries that pass the filters, in force first, newest first, the first shown (nothing while its fragment is not at hand). */
  private toResult(
    topicId: string,
    score: number,
    edition: "1E" | "2E" | null,
    options: SearchOptions,
    hitTerms: Set<string>,
    bestQuestion: Map<number, number>,
  ): SearchResult | undefined {
    const fragment = this.fragmentOf(topicId);
    if (!fragment) return this.rankedOnly(topicId, score, edition, options);
    const docs = new Set(this.rulingsOf(topicId, edition, options));
    const entries = fragment.entries
      .filter((e) => docs.has(e.doc) && (!options.documentId || e.documentId === options.documentId) && (!options.kind || e.kind === options.kind))
      .sort((a, b) => Number(!!a.ended) - Number(!!b.ended) || b.date.localeCompare(a.date));
    const shown = entries[0];
    if (!shown) return undefined;
    const d = this.docs[shown.doc]!;
    const snippet = toSnippet(this.wordMapOf(shown.doc), hitTerms);
    const best = bestQuestion.get(shown.doc);
    const asked = best === undefined ? undefined : this.askedOf(fragment, shown.doc, best, hitTerms, snippet);
    return {
      topicId,
      entryId: shown.entryId,
      key: shown.key,
      ...(shown.status ? { status: shown.status } : {}),
      ...(shown.ended ? { ended: true } : {}),
      title: d.heading,
      topicTitle: d.topicTitle,
      edition: d.edition,
      documentId: shown.documentId,
      documentTitle: this.docTitles.get(shown.documentId) ?? shown.documentId,
      date: shown.date,
      kind: shown.kind,
      score: Math.round(score * 1000) / 1000,
      snippet,
      ...(asked ? { asked } : {}),
      others: entries
        .slice(1)
        .map((e) => ({ entryId: e.entryId, documentId: e.documentId, date: e.date, key: e.key, ...(e.status ? { status: e.status } : {}) })),
    };
  }

  private readonly askedMaps = new Map<number, { map: WordMap; terms: string[] }[]>();

  /**
   * The players' question of a text that holds the most of the query (question k, found while ranking), marked, when it
   * holds more of the query's words than the snippet does.
   */
  private askedOf(fragment: TopicFragment, doc: number, k: number, hitTerms: Set<string>, snippet: Segment[]): Segment[] | undefined {
    let maps = this.askedMaps.get(doc);
    if (!maps) {
      maps = (own(fragment.asked, String(doc)) ?? []).map((q) => {
        const map = toWordMap(q);
        return { map, terms: [...new Set(map.words.flatMap((w) => w.terms))] };
      });
      this.askedMaps.set(doc, maps);
    }
    const best = maps[k];
    if (!best) return undefined;
    let most = 0;
    for (const t of best.terms) if (hitTerms.has(t)) most++;
    // (The snippet's marked words counted as written: a cheap bound, "card" and "cards" counting twice.)
    if (most <= new Set(snippet.filter((x) => x.hit).map((x) => x.text.toLowerCase())).size) return undefined;
    return toSnippet(best.map, hitTerms, best.map.flat.length);
  }

  /** Whether a text passes the filters: its edition, its kind, an entry in the document asked for. */
  private passes(doc: number, edition: "1E" | "2E" | null, o: SearchOptions): boolean {
    const d = this.docs[doc]!;
    if ((edition && d.edition !== edition) || (o.kind && d.kind !== o.kind)) return false;
    if (!o.documentId) return true;
    let set = this.documentSets.get(o.documentId);
    if (!set) {
      const i = this.meta.documents.findIndex((x) => x.id === o.documentId);
      const list = i < 0 ? [] : this.fileOf<number[]>(documentFile(i));
      if (!list) return false;
      set = new Set(list);
      this.documentSets.set(o.documentId, set);
    }
    return set.has(doc);
  }

  private readonly documentSets = new Map<string, Set<number>>();

  private suggest(terms: string[], edition: "1E" | "2E" | null): { topicId: string; title: string }[] {
    const scored = this.topicTitles
      .filter((t) => !edition || t.edition === edition)
      .map((t) => {
        let s = 0;
        for (const q of terms) {
          let best = 0;
          for (const w of t.words) {
            if (w === q) best = Math.max(best, 3);
            else if (w.startsWith(q.slice(0, 3)) && q.length >= 3) best = Math.max(best, 1);
            else if (q.length >= 4 && toEditDistance(q, w, 2) <= 2) best = Math.max(best, 2);
          }
          s += best;
        }
        return { t, s };
      })
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s || a.t.title.localeCompare(b.t.title));
    return scored.slice(0, 5).map(({ t }) => ({ topicId: t.topicId, title: t.title }));
  }
}

/** Splits a query into words, taking edition words ("1e", "2nd edition") as a filter and "quoted phrases" as exact. */
function toQuery(query: string, edition?: "1E" | "2E"): { edition: "1E" | "2E" | null; words: string[]; editionWords: string[]; phrases: string[][] } {
  let ed: "1E" | "2E" | null = edition ?? null;
  const editionWords: string[] = [];
  const rest = query.replace(EDITION_WORDS, (m: string, first?: string, _second?: string, one?: string) => {
    editionWords.push(m);
    ed ??= first || one ? "1E" : "2E";
    return " ";
  });
  // Every word of a quoted phrase counts, "at" and "a" included: "one at a time" is not "one time".
  const phrases = [...rest.matchAll(/["“”]([^"“”]+)["“”]/g)].map((m) => toWords(m[1]!, true).map(toStem)).filter((p) => p.length >= 2);
  // A hyphenated query word is one concept ("anti-time"), not three, when the corpus knows it (see toSlots).
  return { edition: ed, words: toWords(rest, "hyphens"), editionWords, phrases };
}

/**
 * The initials of every name of three words or more in the titles (a title "X and Y" or "X & Y" names X and Y), mapped
 * to the name: players write "wnohgb" for Where No One Has Gone Before, "tak" for Telepathic Alien Kidnappers.
 * A query word that is also a word of the corpus ("art") is read as that word.
 */
export function toInitials(titles: string[]): Map<string, { text: string; terms: string[] }[]> {
  const out = new Map<string, { text: string; terms: string[] }[]>();
  for (const title of new Set(titles)) {
    for (const part of title.split(/\s+(?:and|&|vs\.?|--|–|—)\s+|[,:;()]/i)) {
      // The name's own words, "no one" as two: players abbreviate what is printed.
      const words = part.toLowerCase().match(/[a-z0-9]+(?:[-'’][a-z0-9]+)*/g) ?? [];
      if (words.length < 3) continue;
      const key = words.map((w) => w[0]).join("");
      const text = part.trim();
      const list = out.get(key) ?? [];
      if (!list.some((x) => x.text.toLowerCase() === text.toLowerCase())) list.push({ text, terms: toContentTerms(text) });
      out.set(key, list);
    }
  }
  return out;
}

/** The stemmed content words of a phrase (a query's stop words left out). */
function toContentTerms(s: string): string[] {
  return toWords(s, true)
    .filter((w) => !STOPWORDS.has(w))
    .map(toStem);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

interface SlotAlt {
  /** As shown to the reader: the words typed, or the rules' phrase searched for them. */
  text: string;
  terms: string[];
  /** The words as typed, for spelling correction. */
  surface: string[];
  weight: number;
  /** A name read from initials: every word of it, in order, must stand side by side in the entry. */
  phrase?: string[];
}

/** One place of the query: a word, or a player's phrase of the vocabulary, with what it may match. */
interface Slot {
  text: string;
  alts: SlotAlt[];
}

/** A key's value in a record read from JSON, never one inherited ("constructor", "__proto__" are words a query may hold). */
function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The words a text's title is indexed under. */
function titleOf(d: Doc): string {
  return titleTextOf({ topicTitle: d.topicTitle, title: d.heading, keywords: d.keywords });
}

function toPhrase(s: string): string {
  return toWords(s)
    .filter((w) => !STOPWORDS.has(w))
    .map(toStem)
    .join(" ");
}
