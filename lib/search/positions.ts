import type { Corpus } from "./corpus";
import type { Shards } from "./shards";
import { STOPWORDS } from "./terms";

/**
 * What the places of words in a text tell: whether it holds a phrase, how close together the query's words stand,
 * which of their pairs stand side by side. Read from the term shards of the words (nothing while they are not at hand).
 */
export class Positions {
  /** The measures over the texts of `corpus`, their places read from `shards`. */
  constructor(
    private readonly corpus: Corpus,
    private readonly shards: Shards,
  ) {}

  /**
   * Whether an entry's title or text holds the words of a phrase side by side, in order. A phrase the search reads for
   * the player (a rules' phrase of the vocabulary, a name read from initials) is checked on its content words at their
   * places, its stop words only counted: the positions of "the" and "of" are the largest files of the index.
   */
  hasPhrase(doc: number, phrase: string[], stopWordsCounted = false): boolean {
    if (this.corpus.titleTermsLineOf(doc).includes(` ${phrase.join(" ")} `)) return true;
    const positions = this.shards.positionsOf(doc);
    const checked = phrase.map((term, k) => [term, k] as const).filter(([term]) => !stopWordsCounted || !STOPWORDS.has(term));
    if (!checked.length) return this.hasPhrase(doc, phrase);
    const [first, at] = checked[0]!;
    return (positions.get(first) ?? []).some((p) => checked.every(([term, k]) => positions.get(term)?.includes(p - at + k)));
  }

  /** Whether some entry's text has two terms side by side, in order ("back up" is written so, "mind meld" is not). */
  hasBigram(a: string, b: string): boolean {
    if (!this.shards.df(a) || !this.shards.df(b)) return false;
    const withB = new Set(this.shards.idsOf(b, "body"));
    return this.shards.idsOf(a, "body").some((id) => withB.has(id) && this.hasPhrase(id, [a, b]));
  }

  /**
   * How close together the query's terms stand in an entry: the number of terms found, squared, divided by
   * the length of the shortest run of words that holds them all (so an exact phrase scores the number of terms).
   */
  proximity(doc: number, spellings: Set<string>[]): number {
    const positions = this.shards.positionsOf(doc);
    const events: [number, number][] = [];
    let need = 0;
    spellings.forEach((set, slot) => {
      let found = false;
      for (const term of set) {
        for (const p of positions.get(term) ?? []) {
          events.push([p, slot]);
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
    for (const [position, slot] of events) {
      count.set(slot, (count.get(slot) ?? 0) + 1);
      if (count.get(slot) === 1) have++;
      while (have === need) {
        const [leftPosition, leftSlot] = events[left]!;
        best = Math.min(best, position - leftPosition + 1);
        count.set(leftSlot, count.get(leftSlot)! - 1);
        if (count.get(leftSlot) === 0) have--;
        left++;
      }
    }
    return best === Infinity ? 0 : (need * need) / best;
  }

  /**
   * Of the query's places whose words an entry's text holds, the share it holds within `ranges` of its terms ([start,
   * end, …], end excluded), each place by the share of its words' places there: whether what the query asks of a text
   * lies in one part of it. The places its title holds are not counted.
   */
  shareWithin(doc: number, spellings: Set<string>[], ranges: number[], parts?: number[][]): number {
    const positions = this.shards.positionsOf(doc);
    const inside = (p: number, within = ranges) => {
      for (let k = 0; k + 1 < within.length; k += 2) if (p >= within[k]! && p < within[k + 1]!) return true;
      return false;
    };
    // The words of the text's own title tell what the whole text is about, not which part of it.
    const title = this.corpus.titleTermsOf(doc);
    // In an FAQ entry numbered alike in its question and answer, the query asks of the numbered part that holds the most
    // of its places (each held where one of its words is found in the part): none of it lies in `ranges` when another
    // part holds more; when theirs does, only the places within that part count. ("2 TAKs out, do i get two guesses":
    // question 4, "If you have two can you guess twice each turn?", not 1, "the card you just guessed", nor 3, "the end
    // of each turn".)
    let counted = (p: number) => p >= 0;
    if (parts?.length) {
      const held = parts.map(
        (part) =>
          spellings.filter((set) => !title.some((term) => set.has(term)) && [...set].some((term) => (positions.get(term) ?? []).some((p) => inside(p, part))))
            .length,
      );
      const most = Math.max(...held);
      const best = held.flatMap((n, k) => (n === most ? [k] : []));
      if (most > 0 && best.length === 1) {
        const part = parts[best[0]!]!;
        if (!ranges.some((start, k) => k % 2 === 0 && part.some((from, j) => j % 2 === 0 && start < part[j + 1]! && ranges[k + 1]! > from))) return 0;
        counted = (p) => inside(p, part);
      }
    }
    let held = 0;
    let within = 0;
    for (const set of spellings) {
      if (title.some((term) => set.has(term))) continue;
      // A word counts by the share of its places in the part: one the text also uses elsewhere is partly about the whole.
      let found = 0;
      let there = 0;
      for (const term of set)
        for (const p of positions.get(term) ?? []) {
          if (!counted(p)) continue;
          found++;
          if (inside(p)) there++;
        }
      if (found) {
        held++;
        within += there / found;
      }
    }
    return held ? within / held : 0;
  }

  /**
   * The largest share of the query's words that one of `ranges` of an entry's terms holds ([start, end, …]), the words
   * `held` has (the section's title and its document's name) counting as held in every range.
   */
  bestRangeShare(doc: number, spellings: Set<string>[], ranges: number[], held: ReadonlySet<string> = new Set()): number {
    if (!spellings.length) return 0;
    const positions = this.shards.positionsOf(doc);
    const always = spellings.filter((set) => [...set].some((term) => held.has(term))).length;
    let best = 0;
    for (let k = 0; k + 1 < ranges.length; k += 2) {
      const inRange = spellings.filter(
        (set) =>
          ![...set].some((term) => held.has(term)) && [...set].some((term) => (positions.get(term) ?? []).some((p) => p >= ranges[k]! && p < ranges[k + 1]!)),
      ).length;
      best = Math.max(best, (always + inRange) / spellings.length);
    }
    return best;
  }

  /** Sum of the rarity of the query's word pairs that the entry's text has side by side, in order. */
  pairs(doc: number, spellings: Set<string>[]): number {
    const positions = this.shards.positionsOf(doc);
    let bonus = 0;
    for (let q = 0; q + 1 < spellings.length; q++) {
      const next = new Map<number, string>();
      for (const term of spellings[q + 1]!) for (const p of positions.get(term) ?? []) next.set(p, term);
      search: for (const term of spellings[q]!) {
        for (const p of positions.get(term) ?? []) {
          const following = next.get(p + 1);
          if (following) {
            bonus += (this.shards.idf(term) + this.shards.idf(following)) / 2;
            break search;
          }
        }
      }
    }
    return bonus;
  }
}
