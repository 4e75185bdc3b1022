import type { DocumentId, Edition, EntryId, EntryKind, TopicId } from "../model";
import { isPointer, toTopicTitle } from "./topics";

/** What the candidate finder needs of an entry. */
export interface CandidateInput {
  id: EntryId;
  edition: Edition;
  documentId: DocumentId;
  date: string;
  title: string;
  parent?: string;
  kind: EntryKind;
  text: string;
  topicId: TopicId;
  refs: { topicId: TopicId | null }[];
}

/** A pair of rulings a reviewer must decide on: may the later one reverse, supersede, amend … the earlier one? */
export interface RelationCandidate {
  later: EntryId;
  earlier: EntryId;
  /** Why the pair was found, strongest first, e.g. "same topic", "names \"cloaking device\"", "similar 0.31". */
  signals: string[];
}

/** Words with which later documents announce a change of an earlier ruling. */
export const CHANGE_WORDS = [
  "no longer",
  "now",
  "reverses",
  "reversed",
  "reversing",
  "errata",
  "supersedes",
  "instead",
  "is not considered",
  "deleted and replaced",
  "has been deleted",
  "clarification",
  "revised",
] as const;

/** Text similarity (cosine of rarity-weighted word stems) from which a pair is worth reading without any other signal. */
const SIMILAR_ALONE = 0.3;
/** Lower similarity that counts when the pair also shares a name or the later ruling uses words of change. */
const SIMILAR_WITH_NAME = 0.1;
/** A title is a name worth matching only if fewer than this share of the edition's entries use it (else it is a common term). */
const NAME_RARITY = 0.06;

const STOP = new Set(
  (
    "a about above after again all also an and any are as at be because been before being both but by can cannot card cards could did do does doing " +
    "during each either for from had has have having he her his how i if in into is it its may more most must no nor not of on once only or other " +
    "our out over own same she should so some such than that the their them then there these they this those through to too under until up very " +
    "was we were what when where which while who whom why will with would you your yes q a"
  ).split(" "),
);

/**
 * Finds the pairs of rulings (a later and an earlier one of the same edition, from different documents) that a reviewer
 * must read to decide whether the later one changes the earlier: same topic, a reference between them, the later one's
 * title named by the earlier (or the other way round) with some shared wording, or much shared wording. Pairs that are
 * versions of one ruling (`versionPairs`, "later|earlier") are not candidates: they are already linked. An earlier
 * ruling that its own family re-issued before the later one's date (`replacedOn`: entry → date of its next version) is
 * compared through that newer version instead, so an archive of many re-issued documents is not read pair by pair.
 */
export function findRelationCandidates(
  entries: readonly CandidateInput[],
  versionPairs: ReadonlySet<string>,
  replacedOn: ReadonlyMap<string, string> = new Map(),
): RelationCandidate[] {
  const rulings = entries.filter((e) => e.kind !== "section" && !isPointer(e));
  const out: RelationCandidate[] = [];
  for (const edition of [...new Set(rulings.map((e) => e.edition))].sort()) {
    const mine = rulings.filter((e) => e.edition === edition);
    const vectors = toVectors(mine);
    const rareWords = toRareWords(vectors);
    const flat = new Map(mine.map((e) => [e.id, ` ${toStemText(`${toTopicTitle(e)} ${e.text}`)} `]));
    const names = new Map(mine.map((e) => [e.id, toNames(e)]));
    const refers = new Map(mine.map((e) => [e.id, new Set(e.refs.map((r) => r.topicId))]));
    // Re-issued rulings repeat their text: a name's share is counted over distinct texts, each with its number of entries.
    const texts = new Map<string, number>();
    for (const t of flat.values()) texts.set(t, (texts.get(t) ?? 0) + 1);
    const share = (name: string) => {
      let n = 0;
      for (const [t, count] of texts) if (t.includes(` ${name} `)) n += count;
      return n / mine.length;
    };
    // Words that are a card's whole name somewhere in the edition ("phaser" of PHASERS AND DISRUPTORS), for "two phasers".
    const cardWords = new Set([...names.values()].flat().filter((n) => !n.includes(" ") && !GENERIC.has(n)));
    const isCardWord = (stem: string) => cardWords.has(stem);
    // What the rules read of an earlier ruling, once: whether it is about several copies, and its question's stems.
    const readings = new Map<EntryId, EarlierReading>();
    const readEarlier = (e: CandidateInput): EarlierReading => {
      let r = readings.get(e.id);
      if (!r)
        readings.set(
          e.id,
          (r = {
            copies: isAboutCopies(e.text, isCardWord),
            question: new Set(toContentStems(/^Q:([\s\S]*?)\n\s*A:/.exec(e.text)?.[1] ?? toTopicTitle(e))),
          }),
        );
      return r;
    };
    // A single word's share is its number of rulings, counted once from their word vectors; a phrase's is looked up.
    const wordCount = new Map<string, number>();
    for (const v of vectors.values()) for (const w of v.keys()) wordCount.set(w, (wordCount.get(w) ?? 0) + 1);
    const rare = new Map<string, boolean>();
    const isRare = (name: string) => {
      if (!rare.has(name)) rare.set(name, (!name.includes(" ") && wordCount.has(name) ? wordCount.get(name)! / mine.length : share(name)) < NAME_RARITY);
      return rare.get(name)!;
    };
    // The rulings a ruling of a date is read against: earlier ones not yet re-issued by their own family before that
    // date. Walking the rulings by date, they come and go; an index of their words finds the similar ones without
    // comparing every pair (a pair below SIMILAR_WITH_NAME, without a shared topic or a reference, is never found).
    const live = new LiveRulings(vectors, refers);
    const arrivals = [...mine].sort((a, b) => a.date.localeCompare(b.date));
    const departures = mine.filter((e) => replacedOn.has(e.id)).sort((a, b) => replacedOn.get(a.id)!.localeCompare(replacedOn.get(b.id)!));
    let arrived = 0;
    let departed = 0;
    for (const later of arrivals) {
      while (arrived < arrivals.length && arrivals[arrived]!.date < later.date) live.add(arrivals[arrived++]!);
      while (departed < departures.length && replacedOn.get(departures[departed]!.id)! < later.date) live.remove(departures[departed++]!);
      const phrase = ` ${toPhraseText(later.text)} `;
      const changeWords = CHANGE_WORDS.filter((w) => phrase.includes(` ${w} `));
      const reading = toRuleReading(later, changeWords.length > 0, isRare);
      // A rule on copies, on a class of cards, an example naming a card or a change sentence is read against every live
      // ruling, however little wording the two share.
      const near = live.near(later, SIMILAR_WITH_NAME);
      for (const earlier of reading.isRule ? live.all() : near) {
        if (earlier.documentId === later.documentId) continue;
        const ruled = toRuleSignals(reading, earlier, flat.get(earlier.id)!, names.get(earlier.id)!, isRare, readEarlier(earlier));
        // A ruling outside the near ones is a candidate only by a rule that reaches it (most of them: checked first).
        if (!ruled.length && !near.has(earlier)) continue;
        if (versionPairs.has(`${later.id}|${earlier.id}`)) continue;
        const signals: string[] = [];
        if (later.topicId === earlier.topicId) signals.push("same topic");
        if (refers.get(later.id)!.has(earlier.topicId) || refers.get(earlier.id)!.has(later.topicId)) signals.push("reference");
        signals.push(...ruled);
        // Without a shared topic, a reference or a rule that reaches it, a pair below SIMILAR_WITH_NAME is never found:
        // skip the costlier checks.
        const sim = cosine(vectors.get(later.id)!, vectors.get(earlier.id)!);
        if (!signals.length && sim < SIMILAR_WITH_NAME) continue;
        const named = [
          ...names.get(later.id)!.filter((n) => isRare(n) && flat.get(earlier.id)!.includes(` ${n} `)),
          ...names.get(earlier.id)!.filter((n) => isRare(n) && flat.get(later.id)!.includes(` ${n} `)),
        ];
        for (const n of [...new Set(named)]) signals.push(`names "${n}"`);
        if (!named.length && changeWords.length) {
          const usesAll = (n: string, id: EntryId) => {
            const words = n.split(" ").filter((w) => w.length >= 3 && !STOP.has(w));
            return words.length >= 2 && words.every((w) => flat.get(id)!.includes(` ${w} `));
          };
          const loose = [...names.get(earlier.id)!.filter((n) => usesAll(n, later.id)), ...names.get(later.id)!.filter((n) => usesAll(n, earlier.id))];
          for (const n of [...new Set(loose)]) signals.push(`uses the words of "${n}"`);
        }
        for (const w of toRareShared(vectors.get(later.id)!, vectors.get(earlier.id)!, rareWords)) signals.push(`shares "${w}"`);
        const found =
          signals.length > 0 && (signals[0] === "same topic" || signals[0] === "reference" || ruled.length > 0 || sim >= SIMILAR_WITH_NAME)
            ? true
            : sim >= SIMILAR_ALONE || (changeWords.length > 0 && sim >= SIMILAR_ALONE * 0.75);
        if (!found) continue;
        signals.push(`similar ${sim.toFixed(2)}`);
        if (changeWords.length) signals.push(`change words: ${changeWords.join(", ")}`);
        out.push({ later: later.id, earlier: earlier.id, signals });
      }
    }
  }
  return out.sort((a, b) => a.earlier.localeCompare(b.earlier) || a.later.localeCompare(b.later));
}

/** Lower-case words separated by single spaces, for phrase matching. */
function toPhraseText(s: string): string {
  return s
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[^a-z0-9']+/g, " ")
    .trim();
}

/** The names an entry's title gives: the whole title, and for FAQ titles joined by "and"/"vs." each part. */
function toNames(e: CandidateInput): string[] {
  const title = toPhraseText(toTopicTitle(e).replace(/\([^)]*\)/g, " ")).replace(/^the /, "");
  const parts = title.split(/ (?:and|vs|versus|on|in|under|when|during|from|of) /);
  return [
    ...new Set(
      [title, ...parts]
        .map((p) => p.trim())
        .filter((p) => p.length >= 4 && !STOP.has(p))
        .map(toStemText),
    ),
  ];
}

/** A crude stem, so that "duplicate", "duplicated" and "duplicates" (or "dilemma" and "dilemmas") are one word. */
function toStem(word: string): string {
  let w = word.replace(/'s$|'/g, "");
  if (w.length > 7 && /[ai]ble$/.test(w)) return w.slice(0, -4);
  if (w.length > 4 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && w.endsWith("ing")) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith("ed")) w = undouble(w.slice(0, -2));
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/** "stopp" (from "stopped", "stopping") → "stop", so that "unstopped" and "unstop" share a stem; "ll"/"ss" stay. */
function undouble(w: string): string {
  return /([b-df-hj-kmnp-rtv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w) ? w.slice(0, -1) : w;
}

/** Stemmed words of a text separated by single spaces, for matching names whatever their number or tense. */
function toStemText(s: string): string {
  return toPhraseText(s).split(" ").map(toStem).join(" ");
}

function toVectors(entries: readonly CandidateInput[]): Map<EntryId, Map<string, number>> {
  const bags = new Map<EntryId, Map<string, number>>();
  const df = new Map<string, number>();
  for (const e of entries) {
    const bag = new Map<string, number>();
    for (const w of toPhraseText(`${toTopicTitle(e)} ${e.text}`).split(" ")) {
      if (w.length < 3 || STOP.has(w)) continue;
      const s = toStem(w);
      bag.set(s, (bag.get(s) ?? 0) + 1);
    }
    bags.set(e.id, bag);
    for (const s of bag.keys()) df.set(s, (df.get(s) ?? 0) + 1);
  }
  const n = entries.length;
  const vectors = new Map<EntryId, Map<string, number>>();
  for (const [id, bag] of bags) {
    const v = new Map<string, number>();
    let norm = 0;
    for (const [s, tf] of bag) {
      const w = (1 + Math.log(tf)) * Math.log(n / df.get(s)!);
      v.set(s, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [s, w] of v) v.set(s, w / norm);
    vectors.set(id, v);
  }
  return vectors;
}

/** Stems of at least six letters that two to RARE_WORD entries of the edition use: a shared one is nearly a name. */
const RARE_WORD = 3;

function toRareWords(vectors: Map<EntryId, Map<string, number>>): Set<string> {
  const df = new Map<string, number>();
  for (const v of vectors.values()) for (const s of v.keys()) df.set(s, (df.get(s) ?? 0) + 1);
  return new Set([...df].filter(([s, n]) => n >= 2 && n <= RARE_WORD && s.length >= 6 && /^[a-z]+$/.test(s)).map(([s]) => s));
}

function toRareShared(a: Map<string, number>, b: Map<string, number>, rare: Set<string>): string[] {
  return [...a.keys()].filter((s) => rare.has(s) && b.has(s)).sort();
}

/**
 * The rulings in force for the candidate finder at one date, indexed by their words, topics and references, so that a
 * later ruling finds the ones it may be a candidate with (similar, same topic, a reference either way) without reading
 * the others.
 */
class LiveRulings {
  private readonly byWord = new Map<string, Map<CandidateInput, number>>();
  private readonly byTopic = new Map<TopicId, Set<CandidateInput>>();
  private readonly byReference = new Map<TopicId | null, Set<CandidateInput>>();
  /** Every live ruling (a rule is read against all of them: kept, not gathered again for each later ruling). */
  private readonly every = new Set<CandidateInput>();

  constructor(
    private readonly vectors: Map<EntryId, Map<string, number>>,
    private readonly refers: Map<EntryId, Set<TopicId | null>>,
  ) {}

  add(e: CandidateInput): void {
    for (const [s, w] of this.vectors.get(e.id)!) {
      let m = this.byWord.get(s);
      if (!m) this.byWord.set(s, (m = new Map()));
      m.set(e, w);
    }
    setOf(this.byTopic, e.topicId).add(e);
    for (const t of this.refers.get(e.id)!) setOf(this.byReference, t).add(e);
    this.every.add(e);
  }

  remove(e: CandidateInput): void {
    for (const s of this.vectors.get(e.id)!.keys()) this.byWord.get(s)?.delete(e);
    this.byTopic.get(e.topicId)?.delete(e);
    for (const t of this.refers.get(e.id)!) this.byReference.get(t)?.delete(e);
    this.every.delete(e);
  }

  /** Every live ruling. */
  all(): ReadonlySet<CandidateInput> {
    return this.every;
  }

  /** The live rulings of the same topic as `later`, referring to it or referred to by it, or about as similar as `floor` or more. */
  near(later: CandidateInput, floor: number): Set<CandidateInput> {
    const out = new Set<CandidateInput>([...(this.byTopic.get(later.topicId) ?? []), ...(this.byReference.get(later.topicId) ?? [])]);
    for (const t of this.refers.get(later.id)!) if (t) for (const e of this.byTopic.get(t) ?? []) out.add(e);
    const dot = new Map<CandidateInput, number>();
    for (const [s, w] of this.vectors.get(later.id)!) for (const [e, v] of this.byWord.get(s) ?? []) dot.set(e, (dot.get(e) ?? 0) + w * v);
    // A little below the floor: the exact cosine (summed in another order) decides.
    for (const [e, d] of dot) if (d >= floor - 1e-9) out.add(e);
    return out;
  }
}

function setOf<K, V>(map: Map<K, Set<V>>, key: K): Set<V> {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  return set;
}

function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let sum = 0;
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  for (const [s, w] of small) sum += w * (large.get(s) ?? 0);
  return sum;
}

/** Nouns of the game itself, never a card's name: "two players", "several ships", "Multiple copies". */
const GENERIC = new Set(
  (
    "personnel ship card player turn dilemma mission time way copy copies point effect action other team away crew game rule rules " +
    "affiliation skill skills equipment event events interrupt interrupts artifact artifacts outpost facility location example examples " +
    "multiple several glossary entry rulebook note see answer question doorway doorways objective incident site"
  )
    .split(" ")
    .map(toStem),
);

/** Words that open a clause, not a noun phrase naming cards. */
const CLAUSE =
  /^(?:if|when|whenever|while|such|because|although|unless|as|since|once|where|that|there|what|which|who|each|any|every|all|no|you|your|a|an|the)\b/i;

/** What a later ruling rules on beyond its own subject, for the rules that reach rulings sharing little of its wording. */
interface RuleReading {
  /** Whether any of the rules below applies, so the ruling is read against every live ruling. */
  isRule: boolean;
  /** A rule on several copies of one card (cumulative or not). */
  copies: boolean;
  /** A change to a class of cards ("androids, Exocomps and holograms are now …"): the class and its members' stems. */
  classes: { name: string; members: string[] }[];
  /** The rare card names its examples give ("e.g., Res-Q", "For example, …", "Examples: …"), stemmed. */
  examples: string[];
  /** The rare stems of each sentence that announces a change. */
  changes: string[][];
}

/** Reads a later ruling for the rules on copies, classes, examples and changes (see `toRuleSignals`). */
function toRuleReading(later: CandidateInput, hasChange: boolean, isRare: (name: string) => boolean): RuleReading {
  const sentences = later.text
    .split(/(?<=[.!?:])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  // A general rule on copies speaks of any card: "Unless a card is marked "cumulative," more than one copy of it …"
  const copies = sentences.some((x) => {
    const p = ` ${toPhraseText(x)} `;
    return p.includes(" cumulative ") && / cop(?:y|ies) /.test(p) && / (?:a card|cards) /.test(p);
  });
  const classes: RuleReading["classes"] = [];
  if (hasChange) {
    for (const s of sentences) {
      // "<cards> are now …" / "<cards> are no longer …": a rule about what a kind of card is. The subject is a short noun
      // phrase ("Androids, Exocomps, and holographic personnel"), not a clause ("If he leaves …"); "They" is the title.
      const m = /^([^.;:]{2,80}?)\s+(?:are|is)\s/.exec(s);
      if (!m || !/\b(?:are|is)\s+(?:\S+\s+){0,3}?(?:now|no longer)\b/.test(s.replace(/\s+/g, " "))) continue;
      const head = m[1]!.trim();
      if (head.split(/\s+/).length > 6 || CLAUSE.test(head)) continue;
      const subject = /^(?:they|it|these|this)$/i.test(head) ? toTopicTitle(later) : head;
      const members = new Set(toContentStems(subject).filter(isRare));
      // The members it lists: "It includes any personnel which is a "Soong-type android" or Exocomp, and Commander Data."
      for (const inc of sentences.filter((x) => /\binclud(?:es|e|ing)\b/.test(x)))
        for (const w of inc.split(/\binclud(?:es|e|ing)\b/)[1]!.match(/\b[A-Z][\w'’-]*/g) ?? []) {
          const name = toStemText(w);
          if (name.length >= 4 && !GENERIC.has(name) && !STOP.has(name) && isRare(name)) members.add(name);
        }
      if (members.size) classes.push({ name: toStemText(subject), members: [...members] });
    }
  }
  const contexts = [
    ...[...later.text.matchAll(/\((?:e\.g\.|for example|such as)[,:]?\s*([^)]*)\)/gi)].map((m) => m[1]!),
    ...sentences.filter((s) => /^for example\b/i.test(s)),
    ...(/\bExamples?:([\s\S]*)$/.exec(later.text)?.slice(1) ?? []),
  ];
  const examples = new Set<string>();
  for (const c of contexts)
    for (const n of c.match(/[A-Z][\w'’/-]*(?:\s+(?:of\s+|the\s+)?[A-Z0-9][\w'’/-]*)*/g) ?? []) {
      // "Your Away Team of Elim Garak" names Elim Garak: the game's own nouns before a name are not part of it.
      const words = toStemText(n).split(" ");
      while (words.length && (GENERIC.has(words[0]!) || STOP.has(words[0]!) || words[0] === "your")) words.shift();
      const name = words.join(" ");
      if (name.length >= 4 && !GENERIC.has(name) && isRare(name)) examples.add(name);
    }
  const changes = hasChange
    ? sentences.filter((s) => CHANGE_WORDS.some((w) => ` ${toPhraseText(s)} `.includes(` ${w} `))).map((s) => toContentStems(s).filter(isRare))
    : [];
  return { isRule: copies || classes.length > 0 || examples.size > 0 || changes.length > 0, copies, classes, examples: [...examples], changes };
}

/**
 * The rules by which a later ruling reaches an earlier one whatever their shared wording: a rule on copies against an
 * answer about several copies of one card; a change to a class of cards against an answer naming one of its members;
 * an example naming a card against an answer about that card; a change sentence using the rare words of the earlier
 * answer's question (it decides the earlier case).
 */
function toRuleSignals(
  reading: RuleReading,
  earlier: CandidateInput,
  flat: string,
  titles: string[],
  isRare: (name: string) => boolean,
  read: EarlierReading,
): string[] {
  if (!reading.isRule) return [];
  const out: string[] = [];
  if (reading.copies && read.copies) out.push("rule on copies of one card");
  for (const c of reading.classes) {
    const named = c.members.filter((m) => flat.includes(` ${m} `));
    if (named.length) out.push(`class "${c.name}": names ${named.map((m) => `"${m}"`).join(", ")}`);
  }
  for (const n of reading.examples) {
    // The answer is about the card when its title (or a part of it) is the name; a name of two words or more may also
    // stand inside a longer title ("Time Travel Pod" in "INVESTIGATE TIME CONTINUUM and TIME TRAVEL POD").
    const several = n.includes(" ");
    const about = titles.some((t) => t === n || (several && ` ${t} `.includes(` ${n} `)) || (t.includes(" ") && ` ${n} `.includes(` ${t} `)));
    if (about) out.push(`example names "${n}"`);
  }
  for (const stems of reading.changes) {
    const shared = [...new Set(stems.filter((s) => read.question.has(s)))];
    if (shared.length >= DECIDES_WORDS) {
      out.push(`change decides the question: ${shared.map((s) => `"${s}"`).join(", ")}`);
      break;
    }
  }
  return out;
}

/** What the rules read of an earlier ruling: whether it is about several copies of one card, and its question's stems. */
interface EarlierReading {
  copies: boolean;
  question: Set<string>;
}

/** Rare words a change sentence must share with an earlier question to be read as deciding it. */
const DECIDES_WORDS = 3;

/** Whether an answer is about several copies of one card: "cumulative", or "two phasers", "multiple Crosis", "three of them". */
function isAboutCopies(text: string, isCardWord: (stem: string) => boolean): boolean {
  if (/\bcumulative/i.test(text)) return true;
  for (const m of text.matchAll(/\b(?:multiple|several|two|three|four|more than one)\s+(?:copies\s+of\s+)?(?:the\s+|these\s+)?([A-Za-z][\w'’-]*)/gi)) {
    const word = m[1]!;
    const stem = toStem(toPhraseText(word).split(" ")[0] ?? "");
    if (GENERIC.has(stem) || STOP.has(stem)) continue;
    if (/^[A-Z]/.test(word) || isCardWord(stem)) return true;
  }
  return false;
}

/** The stems of a text's content words (three letters or more, neither stop words nor the game's own nouns). */
function toContentStems(s: string): string[] {
  return toPhraseText(s)
    .split(" ")
    .filter((w) => w.length >= 3 && !STOP.has(w))
    .map(toStem)
    .filter((w) => !GENERIC.has(w));
}
