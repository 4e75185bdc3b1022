import FlexSearch from "flexsearch";
import type { IconReading } from "./snippet";
import { toTerms, toWords, toStem } from "./terms";

/** Bumped when the files' shape or the index configuration changes (the FlexSearch export format is tied to its version). */
export const SEARCH_FORMAT = "12/flexsearch-0.8.212";

/** What the search knows of one entry, or of consecutive versions of a topic with the same heading and text (the newest stands for them). */
export interface SearchDoc {
  entryId: string;
  topicId: string;
  /** The entry's permalink segment under its topic (a date, or date-2 …). */
  key: string;
  title: string;
  topicTitle: string;
  edition: "1E" | "2E";
  documentId: string;
  date: string;
  kind: string;
  text: string;
  /** Its status when it is not simply in force: in the pages' words (lib/history toStatusLine): "Reversed in 2000 by the 2000 Current Rulings", "Dropped from the 2014 CRD", "Amended in 2014: new version in the 2014 CRD", "In force, amended in 2000 by “android”". */
  status?: string;
  /** Whether it is no longer in force (reversed, superseded, dropped, replaced by a newer version). */
  ended?: boolean;
  /** Topics whose later rulings reverse or supersede this entry. */
  supersededBy?: string[];
  /** Topics whose later rulings restate this entry (it stays in force; they are its newer statement). */
  restatedBy?: string[];
  /** The topic a cross-reference entry points to ("Access Denied: See Ferengi Ingenuity."): its ruling is there. */
  pointsTo?: string[];
  /** Topics whose later rulings amend this entry in part (it stays in force; they answer some of its questions). */
  amendedBy?: string[];
  /**
   * Per topic of `amendedBy`, the part of this text its ruling changes, as ranges of the text's terms ([start, end, …],
   * end excluded): the sentence the relation quotes, with the numbered question it answers in an FAQ entry.
   */
  amendedParts?: Record<string, number[]>;
  /**
   * An amended FAQ entry whose question and answer are numbered alike: per number, the ranges of its terms of that
   * question and its answer ([start, end, start, end]). The part a query asks of is the one that holds most of it.
   */
  numberedParts?: number[][];
  /** How many of the text's first terms are an FAQ entry's question (its words weigh more than the answer's). */
  questionLength?: number;
  /** More words to index with the title (a document's section, its introduction too: its document's names and date). */
  keywords?: string;
  /**
   * A document's introduction: the ranges of its terms ([start, end, …]) of the paragraphs that state a rule about the
   * rulings themselves (what is official, who decides, how long a ruling stays): found as a ruling is, not as the introduction.
   */
  ruleParts?: number[];
  /** Questions players ask that this entry answers, in their words (content/editorial/questions.json): a field of their own. */
  asked?: string[];
  /** Earlier versions of the same topic with this heading and text, word for word (a re-issued document restating it). */
  earlier?: EntryRow[];
}

/** One entry as a result lists it: shown, or folded under its topic. */
export interface EntryRow {
  entryId: string;
  documentId: string;
  date: string;
  key: string;
  kind: string;
  status?: string;
  ended?: boolean;
}

/** One reviewed mapping from the words players use to the rules' words (content/editorial/vocabulary.json). */
export interface VocabularyMapping {
  /** Player phrases, e.g. "graveyard", "knocked out". */
  player: string[];
  /** The rules' phrase searched as well, e.g. "discard pile". */
  rules: string;
}

/** What ranking needs of one searched text, for every text (the text itself is in its topic's fragment). */
export interface DocRow {
  /** Index of its topic in `SearchMeta.topics`. */
  topic: number;
  /**
   * Index of its (newest) document in `SearchMeta.documents`, whose date is its date: results are shown from the meta
   * file alone while their fragments come. (The date is not repeated per row: at a hundredfold archive that was about
   * a tenth of the meta file every first search fetches.)
   */
  document: number;
  /** Its own heading when it differs from its topic's title. */
  title?: string;
  kind: string;
  /** A section's place on its document's page (its entry id without the document's): a result links there before its fragment comes. */
  anchor?: string;
  /** Its permalink segment when it is not its date ("1995-02-11-2"): a result links to it before its fragment comes. */
  key?: string;
  ended?: 1;
  /**
   * In force with a part amended by a later ruling: its status is not simply "In force since …". (The wording of an
   * ended or amended ruling's status comes with its fragment; at a hundredfold archive it was a tenth of this file.)
   */
  amended?: 1;
  supersededBy?: number[];
  restatedBy?: number[];
  amendedBy?: number[];
  /** Per topic of `amendedBy`, in its order, the ranges of terms its ruling changes (SearchDoc.amendedParts). */
  amendedParts?: number[][];
  /** (SearchDoc.numberedParts.) */
  numberedParts?: number[][];
  pointsTo?: number[];
  /** Number of indexed terms of the text (for length normalisation). */
  length: number;
  questionLength?: number;
  keywords?: string;
  /** (SearchDoc.ruleParts.) */
  ruleParts?: number[];
  /** The documents (indexes in `SearchMeta.documents`) of the earlier versions it stands for, word for word. */
  earlier?: number[];
  /** Per earlier version, in `earlier`'s order, its permalink segment: only when one is not its date. */
  earlierKeys?: string[];
  /** Whether players' questions are indexed for it (a new document's rulings may have none yet). */
  asked?: 1;
}

/** The file fetched first: documents, topics, the rows of every searched text, and where the rest lies. */
export interface SearchMeta {
  format: string;
  documents: { id: string; title: string; date: string; edition: "1E" | "2E" }[];
  topics: { id: string; title: string; edition: "1E" | "2E" }[];
  docs: DocRow[];
  /** Players' words and the rules' words searched with them. */
  vocabulary: VocabularyMapping[];
  /** The first term of each term shard, in order: term shard i holds the terms from termShards[i] up to the next. */
  termShards: string[];
  /** The keys of the word shards (the first letter of the words each holds). */
  wordShards: string[];
  /** The most questions players ask of one text: question k of text i is indexed as i × askedStride + k. */
  askedStride: number;
  /** How snippets read the card icon markers of the texts ("univ" → "Universal"): markers without one stay as written. */
  icons?: Record<string, IconReading>;
}

/** A range of terms: which texts hold each (FlexSearch, title and text apart) and where in each text. */
export interface TermShard {
  title: Record<string, string>;
  body: Record<string, string>;
  /** The players' questions that hold the term (question ids: see `SearchMeta.askedStride`). */
  asked: Record<string, string>;
  /** Per term: for each text that holds it, the text's index (as a step from the previous one), the count, then the positions (as steps). */
  positions: Record<string, number[]>;
}

/** The words of the corpus beginning with one letter: each as written, with its term, and each term's number of texts. */
export interface WordShard {
  words: Record<string, string>;
  counts: Record<string, number>;
  /** The words of `words` that only players' questions have, no ruling's title or text ("tak", "wnohgb"). */
  asked?: string[];
}

/** A topic's entries and texts: what a result shows (its snippet, the ruling shown, the others folded under it). */
export interface TopicFragment {
  entries: (EntryRow & { doc: number })[];
  texts: Record<string, string>;
  /** Per text, the questions players ask that it answers (a result names the one the query matched best). */
  asked?: Record<string, string[]>;
}

/** Every file of the search by its path under the search folder, parsed: `meta.json`, `t/N.json`, `w/K.json`, `f/N.json`, `d/N.json`. */
export type SearchFiles = Record<string, unknown>;

export const META_FILE = "meta.json";
export const termShardFile = (i: number) => `t/${i}.json`;
export const wordShardFile = (key: string) => `w/${key}.json`;
export const FRAGMENT_DIR = "f/";
export const fragmentFile = (topic: number) => `${FRAGMENT_DIR}${topic}.json`;
/** The texts that have an entry in document i (for the document filter). */
export const documentFile = (i: number) => `d/${i}.json`;

/** How much of the index a term shard holds at most (postings and positions): about 10 KB gzipped, a few shards a query. */
const SHARD_COST = 6000;

export const INDEX_OPTIONS = { tokenize: "strict", encode: (s: string) => s.split(" "), resolution: 1 } as const;

/** The words a text's title is indexed under: its topic's title, its own heading when different, its keywords. */
export function titleTextOf(d: { topicTitle: string; title: string; keywords?: string }): string {
  return `${d.topicTitle} ${d.title === d.topicTitle ? "" : d.title} ${d.keywords ?? ""}`;
}

/** The shard of a word's first letter. */
export function wordShardKey(word: string): string {
  return /^[a-z0-9]/.test(word) ? word[0]! : "_";
}

/** Builds every file of the search from its texts: the build step, run by scripts/build-search.ts and the benchmarks. */
export function createSearchPayload(input: {
  documents: SearchMeta["documents"];
  docs: SearchDoc[];
  vocabulary?: VocabularyMapping[];
  icons?: Record<string, IconReading>;
}): SearchFiles {
  const files: SearchFiles = {};
  const documentIndex = new Map(input.documents.map((d, i) => [d.id, i]));
  const topicIndex = new Map<string, number>();
  const topics: SearchMeta["topics"] = [];
  for (const d of input.docs) {
    if (topicIndex.has(d.topicId)) continue;
    topicIndex.set(d.topicId, topics.length);
    topics.push({ id: d.topicId, title: d.topicTitle, edition: d.edition });
  }
  const toTopics = (ids?: string[]) => ids?.map((t) => topicIndex.get(t)).filter((t): t is number => t !== undefined);
  // A cross-reference's text ("See Ferengi Ingenuity.") only names the topic it points to, whose own title is indexed:
  // indexing it again would count that title twice. The reference is found by its own title and hands its match over.
  const bodies = input.docs.map((d) => toTerms(d.text));
  const indexed = input.docs.map((d, i) => (d.pointsTo?.length ? [] : bodies[i]!));
  const titles = input.docs.map((d) => toTerms(titleTextOf(d)));
  // Each question is indexed on its own (id: text × askedStride + its place), so ranking can see how much of a query one question holds.
  const askedStride = Math.max(1, ...input.docs.map((d) => d.asked?.length ?? 0));
  const askedTerms = input.docs.flatMap((d, i) => (d.asked ?? []).map((q, k) => [i * askedStride + k, toTerms(q)] as const));
  const docs: DocRow[] = input.docs.map((d, i) => {
    if (input.documents[documentIndex.get(d.documentId)!]?.date !== d.date)
      throw new Error(`search text ${d.entryId}: its date ${d.date} is not its document's`);
    const row: DocRow = {
      topic: topicIndex.get(d.topicId)!,
      document: documentIndex.get(d.documentId)!,
      kind: d.kind,
      length: bodies[i]!.length,
    };
    if (d.title !== d.topicTitle) row.title = d.title;
    if (d.kind === "section") row.anchor = d.entryId.slice(d.documentId.length + 1);
    if (d.key !== d.date) row.key = d.key;
    if (d.ended) row.ended = 1;
    else if (d.status) row.amended = 1;
    for (const k of ["supersededBy", "restatedBy", "amendedBy", "pointsTo"] as const) {
      const list = toTopics(d[k]);
      if (list?.length) row[k] = list;
    }
    if (row.amendedBy && d.amendedParts) row.amendedParts = d.amendedBy!.filter((t) => topicIndex.has(t)).map((t) => d.amendedParts![t] ?? []);
    if (row.amendedParts && d.numberedParts) row.numberedParts = d.numberedParts;
    if (d.questionLength !== undefined) row.questionLength = d.questionLength;
    if (d.keywords) row.keywords = d.keywords;
    if (d.ruleParts?.length) row.ruleParts = d.ruleParts;
    if (d.earlier?.length) {
      row.earlier = d.earlier.map((e) => documentIndex.get(e.documentId)!);
      if (d.earlier.some((e) => e.key !== e.date)) row.earlierKeys = d.earlier.map((e) => e.key);
    }
    if (d.asked?.length) row.asked = 1;
    return row;
  });

  // Postings: per term, the texts whose title has it, and the texts whose text has it with its positions.
  const titlePostings = new Map<string, number[]>();
  const bodyPostings = new Map<string, Map<number, number[]>>();
  titles.forEach((terms, i) => {
    for (const t of new Set(terms)) pushTo(titlePostings, t, i);
  });
  const askedPostings = new Map<string, number[]>();
  askedTerms.forEach(([id, terms]) => {
    for (const t of new Set(terms)) pushTo(askedPostings, t, id);
  });
  indexed.forEach((terms, i) =>
    terms.forEach((t, p) => {
      let byDoc = bodyPostings.get(t);
      if (!byDoc) bodyPostings.set(t, (byDoc = new Map()));
      pushTo(byDoc, i, p);
    }),
  );
  const terms = [...new Set([...titlePostings.keys(), ...bodyPostings.keys(), ...askedPostings.keys()])].sort();
  const termShards: string[] = [];
  let shard: string[] = [];
  let cost = 0;
  const flush = () => {
    if (!shard.length) return;
    files[termShardFile(termShards.length)] = toTermShard(shard, titlePostings, bodyPostings, askedPostings);
    termShards.push(shard[0]!);
    shard = [];
    cost = 0;
  };
  for (const t of terms) {
    const c =
      (titlePostings.get(t)?.length ?? 0) +
      (askedPostings.get(t)?.length ?? 0) +
      [...(bodyPostings.get(t)?.values() ?? [])].reduce((n, p) => n + 2 + p.length, 0);
    if (cost && cost + c > SHARD_COST) flush();
    shard.push(t);
    cost += c;
  }
  flush();

  // Words as written (for spelling correction and prefixes), by first letter, with each term's number of texts.
  const wordShards = new Map<string, WordShard>();
  const shardOf = (w: string) => {
    const key = wordShardKey(w);
    let s = wordShards.get(key);
    // Without a prototype: a word such as "constructor" is a key like any other.
    if (!s) wordShards.set(key, (s = { words: Object.create(null) as Record<string, string>, counts: Object.create(null) as Record<string, number> }));
    return s;
  };
  const ruled = new Set<string>();
  input.docs.forEach((d) => {
    for (const w of toWords(`${titleTextOf(d)} ${d.text}`)) {
      shardOf(w).words[w] ??= toStem(w);
      ruled.add(w);
    }
  });
  // Players write initials ("tak", "wnohgb") in the questions they ask: a word only they have is read as the name it stands for.
  input.docs.forEach((d) => {
    for (const w of toWords((d.asked ?? []).join(" "))) {
      const shard = shardOf(w);
      if (shard.words[w] !== undefined) continue;
      shard.words[w] = toStem(w);
      if (!ruled.has(w)) (shard.asked ??= []).push(w);
    }
  });
  for (const t of terms)
    shardOf(t).counts[t] = new Set([
      ...(titlePostings.get(t) ?? []),
      ...(bodyPostings.get(t)?.keys() ?? []),
      ...(askedPostings.get(t) ?? []).map((id) => Math.floor(id / askedStride)),
    ]).size;
  for (const [key, s] of wordShards) files[wordShardFile(key)] = s;

  // Fragments: a topic's entries (each pointing at its text) and its texts, fetched for the results shown.
  const fragments = new Map<number, TopicFragment>();
  input.docs.forEach((d, i) => {
    const topic = topicIndex.get(d.topicId)!;
    const f = fragments.get(topic) ?? { entries: [], texts: {} };
    f.texts[i] = d.text;
    if (d.asked?.length) (f.asked ??= {})[i] = d.asked;
    for (const e of [toEntryRow(d), ...(d.earlier ?? [])]) f.entries.push({ ...e, doc: i });
    fragments.set(topic, f);
  });
  for (const [topic, f] of fragments) files[fragmentFile(topic)] = f;

  // The document filter: per document, the texts with an entry in it.
  input.documents.forEach((doc, di) => {
    files[documentFile(di)] = input.docs.flatMap((d, i) => (d.documentId === doc.id || d.earlier?.some((e) => e.documentId === doc.id) ? [i] : []));
  });

  const meta: SearchMeta = {
    format: SEARCH_FORMAT,
    documents: input.documents,
    topics,
    docs,
    vocabulary: input.vocabulary ?? [],
    termShards,
    wordShards: [...wordShards.keys()].sort(),
    askedStride,
    ...(input.icons ? { icons: input.icons } : {}),
  };
  files[META_FILE] = meta;
  return files;
}

/** The row of the entry a text stands for (its newest version). */
export function toEntryRow(d: SearchDoc): EntryRow {
  return {
    entryId: d.entryId,
    documentId: d.documentId,
    date: d.date,
    key: d.key,
    kind: d.kind,
    ...(d.status ? { status: d.status } : {}),
    ...(d.ended ? { ended: true } : {}),
  };
}

function toTermShard(
  terms: string[],
  titlePostings: Map<string, number[]>,
  bodyPostings: Map<string, Map<number, number[]>>,
  askedPostings: Map<string, number[]>,
): TermShard {
  const title = new FlexSearch.Index(INDEX_OPTIONS);
  const body = new FlexSearch.Index(INDEX_OPTIONS);
  const asked = new FlexSearch.Index(INDEX_OPTIONS);
  const titleTerms = new Map<number, string[]>();
  const bodyTerms = new Map<number, string[]>();
  const askedTerms = new Map<number, string[]>();
  const positions: Record<string, number[]> = Object.create(null) as Record<string, number[]>;
  for (const t of terms) {
    for (const i of titlePostings.get(t) ?? []) pushTo(titleTerms, i, t);
    for (const i of askedPostings.get(t) ?? []) pushTo(askedTerms, i, t);
    const byDoc = bodyPostings.get(t);
    if (!byDoc) continue;
    const out: number[] = [];
    let prevDoc = 0;
    for (const [i, ps] of [...byDoc].sort((a, b) => a[0] - b[0])) {
      pushTo(bodyTerms, i, t);
      out.push(i - prevDoc, ps.length, ...ps.map((p, k) => p - (k ? ps[k - 1]! : 0)));
      prevDoc = i;
    }
    positions[t] = out;
  }
  for (const [i, ts] of titleTerms) title.add(i, ts.join(" "));
  for (const [i, ts] of bodyTerms) body.add(i, ts.join(" "));
  for (const [i, ts] of askedTerms) asked.add(i, ts.join(" "));
  return { title: toExport(title), body: toExport(body), asked: toExport(asked), positions };
}

/** Reads a term's positions back: per text index, the term's positions in it. */
export function fromPositions(encoded: number[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  let doc = 0;
  for (let k = 0; k < encoded.length;) {
    doc += encoded[k]!;
    const count = encoded[k + 1]!;
    const ps: number[] = [];
    let p = 0;
    for (let j = 0; j < count; j++) ps.push((p += encoded[k + 2 + j]!));
    out.set(doc, ps);
    k += 2 + count;
  }
  return out;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function toExport(index: InstanceType<typeof FlexSearch.Index>): Record<string, string> {
  const out: Record<string, string> = {};
  index.export((key: string, data: string) => {
    out[key] = data;
  });
  return out;
}
