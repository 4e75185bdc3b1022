import type { VocabularyMapping } from "./files";
import type { Positions } from "./positions";
import type { Ranking } from "./weights";
import type { Shards } from "./shards";
import { EXACT_WEIGHT, FUZZY_WEIGHT, type Speller, type Spelling } from "./spelling";
import { EDITION_WORDS, STOPWORDS, toContentTerms, toEditDistance, toStem, toTerms, toWords, withoutEditionWords } from "./terms";

/** Words asking whether a ruling still holds, or what it is now ("the FAQ said …": a player quoting an old ruling asks whether it stands). */
const NOW_WORDS =
  /\b(?:still|any ?more|now|nowadays|these days|no longer|chang(?:e|ed|es)|current(?:ly)?|valid|up to date|outdated|replaced|superseded|said)\b/i;

/**
 * Words asking whether the rules still say so, with no document quoted ("under current rules", "still a legal combo?"):
 * "still" only before what it asks of (true, legal, allowed, the …), not as "nevertheless" ("can I still play a card"),
 * not "now", as often "at this point" ("can I play my second Worf now"); "change" only as "did … change" or "changed"
 * (not "change affiliation", "mission requirements change"), "current" only of the rules ("current rules", not "current
 * turn" nor the Current Rulings, a document's name), and not "valid" nor "replaced", words of play ("a valid response",
 * "requirements replaced").
 */
const CURRENT_WORDS =
  /\b(?:any ?more|nowadays|these days|no longer|changed|did\b[^?]{0,40}\bchange|current (?:rules?|ruling)\b|currently|up to date|outdated|superseded|still (?:true|valid|legal|allowed|right|correct|the|a|an|work|works|apply|applies|hold|holds|count|counts|immune|good|ok|okay))\b/i;

/**
 * "Current Rulings" dated, as a document's name ("the 2011 current rulings", "7/31/00 current rulings" read as "2000
 * current rulings", "current rulings of 2000"): it names the document, it does not ask what the rules are now.
 */
const DATED_CURRENT_RULINGS = /(?:\b\d{4}|'\d{2})\s+current\s+rulings\b|\bcurrent\s+rulings(?:\s+doc(?:ument)?)?\s+(?:of\s+|from\s+|\()?(?:\d{4}|'\d{2})\b/gi;

/** The longest query read (longer ones are cut). */
const MAX_QUERY = 200;

/** One way a place of the query may match: the words as typed, or the rules' phrase searched for them. */
export interface SlotAlt {
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
export interface Slot {
  text: string;
  alts: SlotAlt[];
}

/** A query as read: its filter words, phrases and places, and the spellings searched for each word of each place. */
export interface Reading {
  /** The query as typed, cut to its longest. */
  query: string;
  edition: "1E" | "2E" | null;
  /** Words of the query read as the edition filter ("1e", "second edition"), as typed. */
  editionWords: string[];
  /** Quoted phrases, as stemmed words (every word counts, stop words too). */
  phrases: string[][];
  slots: Slot[];
  /** Per slot, per alternative: the spellings searched for each of its words (a rules' word only as itself, when the corpus has it). */
  spellings: Spelling[][][][];
  /** Per one-word slot, the term it was read as (the corrected one for a misspelt word). */
  corrected: string[];
  /** Misspelt words read as corpus words ("andriod" → "android"). */
  corrections: { from: string; to: string }[];
  /** The query asks whether a ruling still holds, or what it is now ("is the 2011 ruling … still current"). */
  asksNow: boolean;
  /** It asks so without naming a document: whether the rules say so now (CURRENT_WORDS). */
  asksCurrent: boolean;
}

/** A player's phrase of the vocabulary (stemmed content words), with the rules' phrases searched for it. */
interface PlayerPhrase {
  player: string[];
  rules: { text: string; terms: string[] }[];
}

/**
 * Reads queries: edition words and quoted phrases, then the query's places with the players' words of the reviewed
 * vocabulary, names written as initials and words the corpus writes as one, then each word's spellings.
 */
export class QueryReader {
  /** Players' phrases (stemmed content words), longest first, with the rules' phrases searched for each. */
  private readonly vocabulary: PlayerPhrase[];
  /** Initials of the names of three words or more in topic titles ("wnohgb" → Where No One Has Gone Before), for words that are not corpus words. */
  private readonly initials: Map<string, { text: string; terms: string[] }[]>;

  /** A reader with the vocabulary and the topic titles of the meta file, looking words up in `shards`. */
  constructor(
    mappings: VocabularyMapping[],
    titles: string[],
    private readonly shards: Shards,
    private readonly positions: Positions,
    private readonly speller: Speller,
    private readonly weights: Ranking,
  ) {
    const byPhrase = new Map<string, PlayerPhrase>();
    for (const m of mappings) {
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
    this.initials = toInitials(titles);
  }

  /**
   * The words whose word lists reading a query looks up first: its hyphenated words as one word, and its words (a
   * hyphenated one in pieces), stemmed, with their forms with or without "un", and the rules' words searched for its
   * players' phrases. What reading them then asks for (every list for a misspelt word, those of a name written as
   * initials, of two words the corpus may write as one) it reads as it goes.
   */
  wordsLookedUp(rawQuery: string, edition?: "1E" | "2E"): string[] {
    const { words } = toQuery(rawQuery.slice(0, MAX_QUERY), edition);
    const joined = words.filter((w) => w.includes("-")).map((w) => toStem(w.replace(/-/g, "")));
    const split = words.flatMap((w) => (w.includes("-") ? w.split("-").filter(Boolean) : [w]));
    const content = split.filter((w) => !STOPWORDS.has(w));
    const stems = (content.length ? content : split).map(toStem);
    const rulesWords: string[] = [];
    for (let i = 0; i < stems.length; i++) {
      const match = this.playerPhraseAt(stems, i);
      if (match) rulesWords.push(...match.rules.flatMap((r) => r.terms));
      i += (match?.player.length ?? 1) - 1;
    }
    return [...joined, ...stems.flatMap((stem) => this.speller.wordsLookedUp(stem)), ...rulesWords];
  }

  /** Reads a query: its filter words, phrases and places, and each word's spellings. */
  read(rawQuery: string, edition?: "1E" | "2E"): Reading {
    const query = rawQuery.slice(0, MAX_QUERY);
    const parsed = toQuery(query, edition);
    const slots = this.toSlots(parsed.words);
    const spellings: Spelling[][][][] = [];
    const corrected: string[] = [];
    const corrections: { from: string; to: string }[] = [];
    slots.forEach((slot, slotIndex) => {
      const isLast = slotIndex === slots.length - 1;
      spellings.push(
        slot.alts.map((alt, altIndex) =>
          alt.terms.map((term, wordIndex) => {
            // A player's word keeps its prefixes and misspellings; a rules' word is searched as itself.
            const expansions =
              altIndex === 0
                ? this.speller.expand(term, isLast && wordIndex === alt.terms.length - 1, alt.surface[wordIndex]!)
                : this.shards.df(term)
                  ? [{ term, weight: EXACT_WEIGHT }]
                  : [];
            if (altIndex === 0 && alt.terms.length === 1) {
              const fix = expansions.find((x) => x.weight === FUZZY_WEIGHT);
              corrected.push(expansions.find((x) => x.weight === EXACT_WEIGHT || x.weight === FUZZY_WEIGHT)?.term ?? term);
              if (fix && fix.surface) corrections.push({ from: alt.surface[wordIndex]!, to: fix.surface });
            }
            return expansions;
          }),
        ),
      );
    });
    const { asksNow, asksCurrent } = toAsks(query);
    return {
      query,
      edition: parsed.edition,
      editionWords: parsed.editionWords,
      phrases: parsed.phrases,
      slots,
      spellings,
      corrected,
      corrections,
      asksNow,
      asksCurrent,
    };
  }

  /**
   * The query's content words as slots, each with its alternatives: the words as typed (stemmed), and for a player's
   * phrase of the reviewed vocabulary ("knocked out"), the rules' phrase too ("disabled").
   */
  private toSlots(typed: string[]): Slot[] {
    const df = (term: string) => this.shards.df(term);
    // A hyphenated word the corpus does not know as one word ("facing-a-dilemma") is read as its words.
    const words = typed.flatMap((w) => (w.includes("-") ? (df(toStem(w.replace(/-/g, ""))) ? [w.replace(/-/g, "")] : w.split("-").filter(Boolean)) : [w]));
    const content = words.filter((w) => !STOPWORDS.has(w));
    const kept = content.length ? content : words;
    const stems = kept.map(toStem);
    const slots: Slot[] = [];
    for (let i = 0; i < kept.length; i++) {
      // A misspelt player's word ("unconcious") is read as that word when the corpus does not know it as typed.
      const match = this.playerPhraseAt(stems, i) ?? (df(stems[i]!) ? undefined : this.misspeltPlayerWord(stems[i]!));
      // Two words the corpus writes as one ("mind meld" → mindmeld, "space line" → spaceline) are also read as that word.
      const joined = !match && i + 1 < kept.length ? toStem(kept[i]! + kept[i + 1]!) : "";
      const compound = joined.length >= 6 && df(joined) && !this.positions.hasBigram(stems[i]!, stems[i + 1]!) ? joined : null;
      const len = match?.player.length ?? (compound ? 2 : 1);
      const text = kept.slice(i, i + len).join(" ");
      // A player's phrase of two words typed side by side ("shoot back") counts, as typed, where they stand together: apart
      // ("shoot enemy ships … all the way back") they say something else. (Of three or more, where two are found: `match`.)
      const together = match && len === 2 && ` ${words.join(" ")} `.includes(` ${kept[i]} ${kept[i + 1]} `);
      const alts: SlotAlt[] = [
        { text, terms: stems.slice(i, i + len), surface: kept.slice(i, i + len), weight: 1, ...(together ? { phrase: stems.slice(i, i + 2) } : {}) },
      ];
      // A rules phrase of several words ("discard pile") counts where its words stand together, not anywhere apart.
      if (match)
        for (const r of match.rules)
          alts.push({
            text: r.text,
            terms: r.terms,
            surface: r.terms,
            weight: this.weights.synonymWeight,
            ...(r.terms.length > 1 ? { phrase: toTerms(r.text) } : {}),
          });
      else if (compound) alts.push({ text: kept[i]! + kept[i + 1]!, terms: [compound], surface: [kept[i]! + kept[i + 1]!], weight: 1 });
      else
        for (const r of this.initialsOf(kept[i]!))
          alts.push({ text: r.text, terms: r.terms, surface: r.terms, weight: this.weights.synonymWeight, phrase: toTerms(r.text) });
      if (slots.some((s) => s.alts[0]!.terms.join(" ") === alts[0]!.terms.join(" "))) {
        i += len - 1;
        continue;
      }
      slots.push({ text, alts });
      i += len - 1;
    }
    return slots;
  }

  /** The longest player's phrase of the vocabulary that the query's words (stemmed) spell from the i-th on. */
  private playerPhraseAt(stems: string[], i: number): PlayerPhrase | undefined {
    return this.vocabulary.find((v) => v.player.length <= stems.length - i && v.player.every((w, k) => stems[i + k] === w));
  }

  /** The one-word player's phrase of the vocabulary a misspelt word stands for (one edit, two for long words), if exactly one does. */
  private misspeltPlayerWord(stem: string): PlayerPhrase | undefined {
    if (stem.length < 5) return undefined;
    const max = stem.length >= 8 ? 2 : 1;
    const close = this.vocabulary.filter((v) => v.player.length === 1 && toEditDistance(stem, v.player[0]!, max) <= max);
    return close.length === 1 ? close[0] : undefined;
  }

  /** The names a word abbreviates ("wnohgb", "taks"), unless it is a word of the corpus itself. */
  private initialsOf(word: string): { text: string; terms: string[] }[] {
    const names = this.initials.get(word) ?? (word.endsWith("s") ? this.initials.get(word.slice(0, -1)) : undefined);
    return names && !this.shards.isCorpusWord(word) ? names : [];
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
  return { edition: ed, words: withoutAskingStill(withoutDocumentAges(toWords(withYearsForDates(rest), "hyphens"))), editionWords, phrases };
}

/** A date written as the documents and players write it ("7/31/00", "12/4/2017") names a document by its year: "2000", "2017". */
function withYearsForDates(text: string): string {
  return text.replace(/\b\d{1,2}\/\d{1,2}\/(\d{2}|\d{4})\b/g, (_m: string, year: string) =>
    year.length === 4 ? year : `${Number(year) < 50 ? 20 : 19}${year}`,
  );
}

/** What "still" asks of a ruling ("still true?", "still the case"): whether it holds, said in words no ruling has for that. */
const STILL_WHAT = /^(?:true|valid|right|correct|accurate|case|good)$/;

/**
 * A query's words without those asking whether a ruling still holds ("is that still true", "95 faq still right?", "still
 * the case"): the question is heard (`asksNow`), and no text holds them for it ("still valid after the october 1999
 * glossary" found no introduction for "valid").
 */
export function withoutAskingStill(words: string[]): string[] {
  return words.filter((w, i) => !STILL_WHAT.test(w) || !(words[i - 1] === "still" || (words[i - 1] === "the" && words[i - 2] === "still")));
}

/** Words telling a document's age ("the old FAQ", "the original 95 FAQ"), before one of the words naming a document. */
const DOCUMENT_AGE = /^(?:old|older|original|previous|earlier)$/;
const DOCUMENT_WORD = /^(?:faq|faqs|crd|crds|rulings|glossary|document|decipher|\d\d|\d{4})$/;

/**
 * A query's words without those telling a document's age, within two words before a word naming a document ("the old
 * decipher faq", "the original faq"): they say which document, as its name does, and no ruling's text holds them for
 * that ("how is the old stccg faq organized" found no introduction for "old").
 */
export function withoutDocumentAges(words: string[]): string[] {
  return words.filter((w, i) => !DOCUMENT_AGE.test(w) || ![words[i + 1], words[i + 2]].some((next) => next !== undefined && DOCUMENT_WORD.test(next)));
}

/**
 * Whether a query asks if a ruling still holds (NOW_WORDS), and whether it asks so of the rules with no document named
 * (CURRENT_WORDS), its edition words aside ("the current 1e ruling" is "the current ruling") and a dated "Current
 * Rulings" read as the document's name.
 */
export function toAsks(query: string): Pick<Reading, "asksNow" | "asksCurrent"> {
  const asked = withYearsForDates(withoutEditionWords(query)).replace(DATED_CURRENT_RULINGS, " ");
  return { asksNow: NOW_WORDS.test(asked), asksCurrent: CURRENT_WORDS.test(asked) };
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

/** The query with its misspelt words replaced by the corpus words read for them (null when none was). */
export function toDidYouMean(query: string, corrections: { from: string; to: string }[]): string | null {
  return corrections.length ? corrections.reduce((q, c) => q.replace(new RegExp(`\\b${escapeRegExp(c.from)}\\b`, "i"), c.to), query) : null;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
