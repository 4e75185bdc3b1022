import { CORPUS_DIR, readCorpusData } from "../corpus";
import type { DocumentRecord, Entry, EntryId, RulingsData, Topic, TopicId } from "../model";

/** Where the generated data lives: the app reads nothing else at run time (see DESIGN.md). */
export const DATA_DIR = CORPUS_DIR;

/** The generated data, loaded once, with the lookups every reader needs. */
export interface Corpus extends Omit<RulingsData, "schemaVersion"> {
  entryById: Map<EntryId, Entry>;
  topicById: Map<TopicId, Topic>;
  docById: Map<string, DocumentRecord>;
  /** Each entry's permalink segment under its topic (its date, or date-2 … when the topic has several that day). */
  keyOf: Map<EntryId, string>;
  /** Each document's entries in reading order. */
  entriesByDocument: Map<string, Entry[]>;
  /** Per topic, the other topics' entries that refer to it, oldest document first. */
  backlinksByTopic: Map<string, Entry[]>;
  /** Every topic sorted by title the way the documents sort (toSortKey). */
  topicsSorted: Topic[];
  /** Each repair's place in `repairs`. */
  repairIndex: Map<string, number>;
  /** Per entry, the places in `relations` of the relations it is on either side of, ascending. */
  relationsByEntry: Map<EntryId, number[]>;
}

/** The key topics sort by: letters and digits only, lower case. */
export function toSortKey(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9 ]/g, "").replace(/\s+/g, " ").trim();
}

/** Groups values under keys, keeping their order. */
function groupBy<T, K extends string = string>(values: T[], keysOf: (v: T) => Iterable<K>): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const v of values) {
    for (const k of keysOf(v)) {
      const list = m.get(k) ?? [];
      list.push(v);
      m.set(k, list);
    }
  }
  return m;
}

let corpus: Corpus | null = null;

/** The corpus, read from content/data on first use (checked against the data contract by lib/corpus). */
export function loadCorpus(): Corpus {
  if (corpus) return corpus;
  const { documents, entries, topics, repairs, relations, moved, vocabulary, questions = [], cards = [], notCards = [] } = readCorpusData(DATA_DIR);
  const keyOf = new Map<EntryId, string>();
  for (const t of topics) {
    for (const v of t.versions) if (v.entryId && v.key) keyOf.set(v.entryId, v.key);
    for (const p of t.pointers) keyOf.set(p.entryId, p.key);
  }
  corpus = {
    documents: [...documents].sort((a, b) => a.date.localeCompare(b.date)),
    entries,
    topics,
    repairs,
    relations,
    moved,
    vocabulary,
    questions,
    cards,
    notCards,
    entryById: new Map(entries.map((e) => [e.id, e])),
    topicById: new Map(topics.map((t) => [t.id, t])),
    docById: new Map(documents.map((d) => [d.id, d])),
    keyOf,
    // Built once: a page asks for one document's entries or one topic's backlinks, and scanning every entry per page
    // made the build grow with entries × pages.
    entriesByDocument: groupBy(
      [...entries].sort((a, b) => a.order - b.order),
      (e) => [e.documentId],
    ),
    backlinksByTopic: groupBy(
      [...entries].sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order),
      (e) => [...new Set(e.refs.map((r) => r.topicId))].filter((t): t is TopicId => !!t && t !== e.topicId),
    ),
    repairIndex: new Map(repairs.map((r, i) => [r.id, i])),
    relationsByEntry: groupBy(
      relations.map((_, i) => i),
      (i) => new Set([relations[i]!.from, relations[i]!.to]),
    ),
    topicsSorted: [...topics].sort((a, b) => toSortKey(a.title).localeCompare(toSortKey(b.title)) || a.id.localeCompare(b.id)),
  };
  return corpus;
}
