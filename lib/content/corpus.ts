import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { DocumentRecord, Entry, EntryId, MovedTopic, Relation, Repair, RulingsData, Topic, TopicId, VocabularyEntry } from "../model/types";

/** Where the generated data lives: the app reads nothing else at run time (see DESIGN.md). */
export const DATA_DIR = join(process.cwd(), "content", "data");

/** The generated data, loaded once, with the lookups every reader needs. */
export interface Corpus extends Omit<RulingsData, "schemaVersion"> {
  entryById: Map<EntryId, Entry>;
  topicById: Map<TopicId, Topic>;
  docById: Map<string, DocumentRecord>;
  /** Each entry's permalink segment under its topic (its date, or date-2 … when the topic has several that day). */
  keyOf: Map<EntryId, string>;
}

let corpus: Corpus | null = null;

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, "utf8")) as T;
}

/** The corpus, read from content/data on first use. */
export function loadCorpus(): Corpus {
  if (corpus) return corpus;
  const documents = readJson<DocumentRecord[]>(join(DATA_DIR, "documents.json"));
  const entries = readdirSync(join(DATA_DIR, "entries"))
    .sort()
    .flatMap((f) => readJson<Entry[]>(join(DATA_DIR, "entries", f)));
  const topics = readJson<Topic[]>(join(DATA_DIR, "topics.json"));
  const keyOf = new Map<EntryId, string>();
  for (const t of topics) {
    for (const v of t.versions) if (v.entryId && v.key) keyOf.set(v.entryId, v.key);
    for (const p of t.pointers) keyOf.set(p.entryId, p.key);
  }
  corpus = {
    documents: documents.sort((a, b) => a.date.localeCompare(b.date)),
    entries,
    topics,
    repairs: readJson<Repair[]>(join(DATA_DIR, "repairs.json")),
    relations: readJson<Relation[]>(join(DATA_DIR, "relations.json")),
    moved: readJson<MovedTopic[]>(join(DATA_DIR, "moved.json")),
    vocabulary: readJson<VocabularyEntry[]>(join(DATA_DIR, "vocabulary.json")),
    entryById: new Map(entries.map((e) => [e.id, e])),
    topicById: new Map(topics.map((t) => [t.id, t])),
    docById: new Map(documents.map((d) => [d.id, d])),
    keyOf,
  };
  return corpus;
}
