import { Corpus, type SearchOptions } from "./corpus";
import { META_FILE, SEARCH_FORMAT, type SearchFiles, type SearchMeta } from "./files";
import { FileStore, type FetchFile } from "./load";
import { Positions } from "./positions";
import { QueryReader } from "./query";
import { Ranker } from "./rank";
import { RANKING, type Ranking } from "./weights";
import { Results, type SearchResponse } from "./results";
import { Shards } from "./shards";
import { Speller } from "./spelling";

// The engine's public types, and the ranking weights, where the rest of the site finds them (with index.ts).
export { RANKING, type Ranking } from "./weights";
export type { FetchFile } from "./load";
export type { SearchOptions } from "./corpus";
export type { SearchResponse, SearchResult } from "./results";

/**
 * The search engine the browser, the CLI and the benchmarks share: FlexSearch finds the entries of each term, this ranks
 * them. A search runs in stages: read the query (query.ts), match its places and order the texts (rank.ts, handing
 * matches on to successors: handoffs.ts), build the results (results.ts), each reading the files it needs through one
 * store (load.ts) that `find` fills stage by stage.
 */
export class SearchEngine {
  private readonly store: FileStore;
  private readonly shards: Shards;
  private readonly corpus: Corpus;
  private readonly reader: QueryReader;
  private readonly ranker: Ranker;
  private readonly results: Results;

  /** Whether the term shards are being fetched ahead (see `ahead`). */
  private warmingAhead = false;

  /**
   * An engine over the search files: all of them (Node: the CLI, tests, benchmarks), or the meta file alone with a
   * way to fetch the rest (the browser), which `find` then fetches by the terms a query needs. `ahead` (the browser):
   * once a first query is answered, fetch up to `shards` more term shards, one each time `idle` runs
   * (see `warmNextTermShard`).
   */
  constructor(
    files: SearchFiles,
    fetchFile?: FetchFile,
    weights: Ranking = RANKING,
    private readonly ahead?: { shards: number; idle: (run: () => void) => void },
  ) {
    const meta = files[META_FILE] as SearchMeta | undefined;
    if (!meta || meta.format !== SEARCH_FORMAT)
      throw new Error(`search files format ${meta?.format ?? "(no meta.json)"} is not ${SEARCH_FORMAT}: rebuild them`);
    this.store = new FileStore(files, fetchFile);
    this.corpus = new Corpus(meta, this.store);
    this.shards = new Shards(this.store, meta);
    const positions = new Positions(this.corpus, this.shards);
    const speller = new Speller(this.shards, weights);
    this.reader = new QueryReader(
      meta.vocabulary,
      meta.topics.map((t) => t.title),
      this.shards,
      positions,
      speller,
      weights,
    );
    this.ranker = new Ranker(this.corpus, this.shards, positions, weights);
    this.results = new Results(this.corpus, this.store);
  }

  /** Ranks the topics for a query with the files at hand (Node: all of them): exact title, then title prefix, then title words, then body; all query words count. */
  search(rawQuery: string, options: SearchOptions = {}): SearchResponse {
    const reading = this.reader.read(rawQuery, options.edition);
    if (!reading.slots.length) return this.results.respond(reading, options);
    const matches = this.ranker.match(reading);
    const ranked = this.ranker.order(reading, matches, options);
    return this.results.respond(reading, options, ranked, matches);
  }

  /**
   * Searches as `search` does, fetching first, stage by stage, the files each stage needs (the browser's way; in Node,
   * with every file at hand, it is `search`):
   * 1. reading the query: the word lists of its words and of its players' phrases' rules words (then, as reading asks:
   *    every list for a misspelt word, those of a name written as initials, the term shards of two words the corpus
   *    may write as one);
   * 2. matching: the term shards of every term searched (then those of a rules' phrase's other words);
   * 3. ordering: the list of a document filter's texts (then the term shards of quoted phrases' words);
   * 4. the results: the fragments of the ranked topics. `onRanked`, when given, gets the results as soon as their order
   *    is final, before these have arrived (no snippets, statuses or folded rulings yet); when it answers a promise (the
   *    page painted them), the fragments are asked for only then, so that starting their fetches does not delay that paint.
   */
  async find(rawQuery: string, options: SearchOptions = {}, onRanked?: (response: SearchResponse) => void | Promise<void>): Promise<SearchResponse> {
    if (!this.store.canFetch) return this.search(rawQuery, options);
    const { reader, ranker, shards, corpus, results } = this;
    const wordLists = reader.wordsLookedUp(rawQuery, options.edition).map((word) => shards.wordListFile(word));
    const reading = await this.stage(wordLists, () => reader.read(rawQuery, options.edition));
    if (!reading.slots.length) return results.respond(reading, options);
    const termShards = ranker.termsLookedUp(reading).map((term) => shards.termShardFile(term));
    const matches = await this.stage(termShards, () => ranker.match(reading));
    const filter = matches.scores.size ? corpus.documentFilterFile(options.documentId) : undefined;
    const ranked = await this.stage([filter], () => ranker.order(reading, matches, options));
    const fragments = results.fragmentFiles(ranked);
    if (onRanked && fragments.some((path) => !this.store.has(path))) await onRanked(results.respond(reading, options, ranked, matches));
    const response = await this.stage(fragments, () => results.respond(reading, options, ranked, matches));
    this.warmAhead();
    return response;
  }

  /** Starts fetching the term shards ahead, once (again after a fetch failed), when the engine was asked to. */
  private warmAhead(): void {
    if (this.warmingAhead || !this.ahead) return;
    this.warmingAhead = true;
    // (Called as a plain function: the browser's requestIdleCallback refuses any other `this` than the window.)
    const { shards, idle } = this.ahead;
    const next = (left: number) => {
      if (left > 0)
        idle(
          () =>
            void this.warmNextTermShard().then(
              (more) => more && next(left - 1),
              () => (this.warmingAhead = false),
            ),
        );
    };
    next(shards);
  }

  /** Fetches, while the reader is idle, what every query needs: the word lists (spelling correction, prefixes). */
  async warm(): Promise<void> {
    await this.store.load(this.shards.allWordListFiles());
  }

  /**
   * Fetches and reads the next term shard not yet at hand, for a reader who has begun to search: the first time a word
   * is typed its shard's fetch is most of that keystroke's wait, so shards fetched while the reader is idle make the
   * next words answer at once. Answers whether a shard was fetched (false: every one was at hand).
   */
  async warmNextTermShard(): Promise<boolean> {
    const next = this.shards.nextTermShardToWarm();
    if (!next) return false;
    await this.store.load([next.file]);
    next.read();
    return true;
  }

  /**
   * One stage of `find`: fetches the files it names (those at hand or fetched already aside), then runs it. A stage
   * that read a file it could not name before (known only from the files it read) names it so: that file is fetched
   * and the stage runs again, until it has read nothing it lacked.
   */
  private async stage<T>(needs: (string | undefined)[], run: () => T): Promise<T> {
    await this.store.load(needs.filter((path): path is string => path !== undefined));
    for (;;) {
      this.store.clearLacking();
      const out = run();
      const lacking = this.store.takeLacking();
      if (!lacking.length) return out;
      await this.store.load(lacking);
    }
  }
}
