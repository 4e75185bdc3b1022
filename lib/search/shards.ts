import FlexSearch from "flexsearch";
import { INDEX_OPTIONS, fromPositions, termShardFile, wordShardFile, wordShardKey, type SearchMeta, type TermShard, type WordShard } from "./files";
import type { FileStore } from "./load";

type Index = InstanceType<typeof FlexSearch.Index>;

/** A term shard read: its FlexSearch indexes imported once, and its positions as the build wrote them. */
interface TermShardRead {
  title: Index;
  body: Index;
  asked: Index;
  positions: TermShard["positions"];
}

/**
 * The index as the files at hand tell it: the word lists (which words the corpus has, how many texts hold each term)
 * and the term shards (which texts and questions hold a term, and where in each text). A list or shard not at hand
 * reads as empty, and the store notes it as lacking.
 */
export class Shards {
  /** The number of texts searched. */
  readonly n: number;
  private readonly wordShards = new Map<string, WordShard & { sorted: string[] }>();
  private readonly termShards = new Map<number, TermShardRead>();
  private readonly termPositions = new Map<string, Map<number, number[]>>();
  private surfaceBySize: Map<number, [string, string][]> | null = null;

  /** The index over the files of `store`, laid out as the meta file says. */
  constructor(
    private readonly store: FileStore,
    private readonly meta: SearchMeta,
  ) {
    this.n = meta.docs.length;
  }

  /** The file of the word list that holds a word, if the corpus has a list for its first letter. */
  wordListFile(word: string): string | undefined {
    const key = wordShardKey(word);
    return this.meta.wordShards.includes(key) ? wordShardFile(key) : undefined;
  }

  /** Every word list's file (what spelling correction reads, and what `warm` fetches). */
  allWordListFiles(): string[] {
    return this.meta.wordShards.map(wordShardFile);
  }

  /**
   * The first term shard whose file is not at hand yet (its file, and a way to read it once fetched), in the shards'
   * order, or nothing when every one is at hand.
   */
  nextTermShardToWarm(): { file: string; read: () => void } | undefined {
    const i = this.meta.termShards.findIndex((_, k) => !this.store.has(termShardFile(k)));
    if (i < 0) return undefined;
    return { file: termShardFile(i), read: () => void this.termShardOf(this.meta.termShards[i]!) };
  }

  /** The file of the term shard that holds a term, if any does. */
  termShardFile(term: string): string | undefined {
    const i = this.termShardIndex(term);
    return i === undefined ? undefined : termShardFile(i);
  }

  /** The number of texts that hold a term (none: not a term of the corpus). */
  df(term: string): number | undefined {
    return term ? own(this.wordShardOf(term)?.counts, term) : undefined;
  }

  /** How rare a term is: the rarer, the more its match counts. */
  idf(term: string): number {
    return Math.log(1 + this.n / (this.df(term) ?? this.n));
  }

  /** Whether a word is written, as typed, in some ruling's title or text (not only in the questions players ask). */
  isCorpusWord(word: string): boolean {
    const shard = this.wordShardOf(word);
    return own(shard?.words, word) !== undefined && !shard?.asked?.includes(word);
  }

  /** The first 30 terms of the corpus that begin with `prefix`, in order. */
  prefixed(prefix: string): string[] {
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
   * Every word of the corpus as written (titles and texts), with its stem, grouped by length, and whether that is all
   * of them (kept once every word list is at hand).
   */
  surfaceWords(): { bySize: Map<number, [string, string][]>; complete: boolean } {
    if (this.surfaceBySize) return { bySize: this.surfaceBySize, complete: true };
    const shards = this.meta.wordShards.map((k) => this.wordShardOf(k));
    const bySize = new Map<number, [string, string][]>();
    for (const shard of shards) {
      for (const [word, stem] of Object.entries(shard?.words ?? {})) {
        const list = bySize.get(word.length) ?? [];
        list.push([word, stem]);
        bySize.set(word.length, list);
      }
    }
    const complete = shards.every(Boolean);
    if (complete) this.surfaceBySize = bySize;
    return { bySize, complete };
  }

  /** The texts whose title, or whose text, holds a term, or the players' questions that do ("asked": question ids) (FlexSearch finds them). */
  idsOf(term: string, field: "title" | "body" | "asked"): number[] {
    const shard = this.termShardOf(term);
    return shard ? (shard[field].search(term, { limit: field === "asked" ? this.n * this.meta.askedStride : this.n }) as number[]) : [];
  }

  /** Where a term stands in a text (word offsets), or nothing (not there, or its shard is not at hand). */
  positionsIn(doc: number, term: string): number[] | undefined {
    return this.positionsByText(term)?.get(doc);
  }

  /** Where a term stands in each text that holds it (text → word offsets), or nothing while its shard is not at hand. */
  positionsByText(term: string): ReadonlyMap<number, number[]> | undefined {
    let byDoc = this.termPositions.get(term);
    if (!byDoc) {
      const shard = this.termShardOf(term);
      if (!shard) return undefined;
      const encoded = own(shard.positions, term);
      byDoc = encoded ? fromPositions(encoded) : new Map();
      this.termPositions.set(term, byDoc);
    }
    return byDoc;
  }

  /** Where the terms stand in a text, read from the term shards: `get(term)` for one term. */
  positionsOf(doc: number): { get(term: string): number[] | undefined } {
    return { get: (term) => this.positionsIn(doc, term) };
  }

  /** The words and terms of one first letter, or nothing while they are not at hand. */
  private wordShardOf(word: string): (WordShard & { sorted: string[] }) | undefined {
    const key = wordShardKey(word);
    let shard = this.wordShards.get(key);
    if (!shard) {
      if (!this.meta.wordShards.includes(key)) return undefined;
      const file = this.store.get<WordShard>(wordShardFile(key));
      if (!file) return undefined;
      shard = { ...file, sorted: Object.keys(file.counts).sort() };
      this.wordShards.set(key, shard);
    }
    return shard;
  }

  /** Which term shard holds a term: the last whose first term is not after it (none before the first). */
  private termShardIndex(term: string): number | undefined {
    const bounds = this.meta.termShards;
    let lo = 0;
    let hi = bounds.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (bounds[mid]! <= term) lo = mid;
      else hi = mid - 1;
    }
    return !bounds.length || term < bounds[0]! ? undefined : lo;
  }

  /** The shard that holds a term (its FlexSearch indexes imported once), or nothing while it is not at hand. */
  private termShardOf(term: string): TermShardRead | undefined {
    const i = this.termShardIndex(term);
    if (i === undefined) return undefined;
    let shard = this.termShards.get(i);
    if (!shard) {
      const file = this.store.get<TermShard>(termShardFile(i));
      if (!file) return undefined;
      shard = {
        title: new FlexSearch.Index(INDEX_OPTIONS),
        body: new FlexSearch.Index(INDEX_OPTIONS),
        asked: new FlexSearch.Index(INDEX_OPTIONS),
        positions: file.positions,
      };
      for (const field of ["title", "body", "asked"] as const) for (const [k, v] of Object.entries(file[field])) shard[field].import(k, v);
      this.termShards.set(i, shard);
    }
    return shard;
  }
}

/** A key's value in a record read from JSON, never one inherited ("constructor", "__proto__" are words a query may hold). */
export function own<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}
