import type { Ranking } from "./weights";
import type { Shards } from "./shards";
import { toEditDistance } from "./terms";

/** A term searched for a query term, with how much its match counts, and for a spelling correction, the word as written. */
export interface Spelling {
  term: string;
  weight: number;
  surface?: string;
}

/** The weight of the term itself. */
export const EXACT_WEIGHT = 1;
/** The weight of a corpus word read for a misspelt one. */
export const FUZZY_WEIGHT = 0.7;

/**
 * The spellings of a query term found in the index: itself, words it begins (while typing), its other forms, and,
 * when none of those exists, the corpus words within one edit of the word as typed (two for long words).
 */
export class Speller {
  private readonly fuzzyCache = new Map<string, Spelling[]>();

  /** A speller over the word lists of `shards`, weighing forms other than the term itself by `weights`. */
  constructor(
    private readonly shards: Shards,
    private readonly weights: Ranking,
  ) {}

  /**
   * The word lists expanding `term` reads before it knows whether the word is misspelt: its own first letter's, and
   * that of its form with or without "un". (A misspelt word is then checked against every list.)
   */
  wordsLookedUp(term: string): string[] {
    const negated = term.startsWith("un") ? term.slice(2) : `un${term}`;
    return term.length >= 4 && negated.length >= 4 ? [term, negated] : [term];
  }

  /**
   * The spellings of `term` (typed as `typed`; `isLast`: the query's last word, perhaps still being typed), counting
   * a swap of neighbouring letters as one edit.
   */
  expand(term: string, isLast: boolean, typed: string): Spelling[] {
    const shards = this.shards;
    const out: Spelling[] = [];
    if (shards.df(term)) out.push({ term, weight: EXACT_WEIGHT });
    const known = out.length > 0;
    if (term.length >= 3 && (isLast || !known)) {
      for (const v of shards.prefixed(term)) if (v !== term) out.push({ term: v, weight: this.weights.prefixWeight });
    }
    // The same word with or without the negating "un" is the same subject: "docked" finds "undocked", "unstopped" finds "stopped".
    const negated = term.startsWith("un") ? term.slice(2) : `un${term}`;
    if (term.length >= 4 && negated.length >= 4 && shards.df(negated) && !out.some((x) => x.term === negated))
      out.push({ term: negated, weight: this.weights.stemWeight });
    if (term.length >= 7) {
      const seen = new Set(out.map((x) => x.term));
      for (const v of shards.prefixed(term.slice(0, term.length - 2))) if (!seen.has(v)) out.push({ term: v, weight: this.weights.stemWeight });
    }
    // A word no text holds, and not the one being typed, is as likely misspelt as cut short ("diamon": "daimon", not only "diamond").
    if (!known && (!out.length || !isLast) && typed.length >= 4) {
      const cached = this.fuzzyCache.get(typed);
      if (cached) return cached;
      const max = typed.length >= 8 ? 2 : 1;
      let bestDistance = max + 1;
      let found: [string, string][] = [];
      const { bySize, complete } = shards.surfaceWords();
      for (let len = typed.length - max; len <= typed.length + max; len++) {
        for (const [word, stem] of bySize.get(len) ?? []) {
          // Misspellings nearly always keep the first or the second letter (or swap the two): a cheap first filter.
          if (word[0] !== typed[0] && word[1] !== typed[1] && !(word[0] === typed[1] && word[1] === typed[0])) continue;
          const distance = toEditDistance(typed, word, max);
          if (distance < bestDistance) {
            bestDistance = distance;
            found = [];
          }
          if (distance === bestDistance && distance <= max) found.push([word, stem]);
        }
      }
      const stems = new Set(out.map((x) => x.term));
      for (const [word, stem] of found.sort((a, b) => (shards.df(b[1]) ?? 0) - (shards.df(a[1]) ?? 0))) {
        if (stems.has(stem)) continue;
        stems.add(stem);
        out.push({ term: stem, weight: FUZZY_WEIGHT, surface: word });
      }
      if (this.fuzzyCache.size > 500) this.fuzzyCache.clear();
      // Only once every word is at hand: a correction from part of the corpus is not kept.
      if (complete) this.fuzzyCache.set(typed, out);
    }
    return out;
  }
}
