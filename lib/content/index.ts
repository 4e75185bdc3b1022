import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { DocumentRecord, Edition, Entry, EntryId, Ref, Relation, Repair, Topic, TopicId } from "../model/types";
import type { RefLinker } from "./render";
export { toEntryHtml } from "./render";

const DATA = join(process.cwd(), "content", "data");

interface Corpus {
  documents: DocumentRecord[];
  entries: Entry[];
  topics: Topic[];
  repairs: Repair[];
  relations: Relation[];
  entryById: Map<EntryId, Entry>;
  topicById: Map<TopicId, Topic>;
  docById: Map<string, DocumentRecord>;
}

let corpus: Corpus | null = null;

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, "utf8")) as T;
}

function load(): Corpus {
  if (corpus) return corpus;
  const documents = readJson<DocumentRecord[]>(join(DATA, "documents.json"));
  const entries = readdirSync(join(DATA, "entries"))
    .sort()
    .flatMap((f) => readJson<Entry[]>(join(DATA, "entries", f)));
  const topics = readJson<Topic[]>(join(DATA, "topics.json"));
  const repairs = readJson<Repair[]>(join(DATA, "repairs.json"));
  const relations = readJson<{ relations: Relation[] }>(join(process.cwd(), "content", "relations.json")).relations;
  corpus = {
    documents: documents.sort((a, b) => a.date.localeCompare(b.date)),
    entries,
    topics,
    repairs,
    relations,
    entryById: new Map(entries.map((e) => [e.id, e])),
    topicById: new Map(topics.map((t) => [t.id, t])),
    docById: new Map(documents.map((d) => [d.id, d])),
  };
  return corpus;
}

/** Every document, oldest first. */
export function listDocuments(): DocumentRecord[] {
  return load().documents;
}

/** One document, or null. */
export function getDocument(id: string): DocumentRecord | null {
  return load().docById.get(id) ?? null;
}

/** The entries of one document in reading order. */
export function listEntries(documentId: string): Entry[] {
  return load()
    .entries.filter((e) => e.documentId === documentId)
    .sort((a, b) => a.order - b.order);
}

/** One entry, or null. */
export function getEntry(id: EntryId | string): Entry | null {
  return load().entryById.get(id as EntryId) ?? null;
}

/** Every topic of an edition (or of both), sorted by title the way the documents sort: ignoring case and punctuation. */
export function listTopics(edition?: Edition): Topic[] {
  return load()
    .topics.filter((t) => !edition || t.edition === edition)
    .sort((a, b) => toSortKey(a.title).localeCompare(toSortKey(b.title)) || a.id.localeCompare(b.id));
}

/** The key topics sort by: letters and digits only, lower case. */
export function toSortKey(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9 ]/g, "").replace(/\s+/g, " ").trim();
}

/** One topic by id ("1e/cumulative"), or null. */
export function getTopic(id: TopicId | string): Topic | null {
  return load().topicById.get(id as TopicId) ?? null;
}

/** The entry of a topic stated by the document of that date, or null. */
export function getVersionEntry(topic: Topic, date: string): Entry | null {
  const v = topic.versions.find((x) => x.date === date && x.entryId);
  return v?.entryId ? getEntry(v.entryId) : null;
}

/** The latest stated version of a topic (a "removed" marker is not a version one can read). */
export function getLatestEntry(topic: Topic): Entry {
  const v = [...topic.versions].reverse().find((x) => x.entryId)!;
  return getEntry(v.entryId!)!;
}

/** Entries whose references point to a topic, oldest document first. */
export function listBacklinks(topicId: TopicId): Entry[] {
  return load()
    .entries.filter((e) => e.topicId !== topicId && e.refs.some((r) => r.topicId === topicId))
    .sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
}

/** Editor-curated relations that involve any entry of a topic. */
export function listRelations(topic: Topic): { relation: Relation; other: Entry; direction: "from" | "to" }[] {
  const mine = new Set(topic.entryIds);
  const out: { relation: Relation; other: Entry; direction: "from" | "to" }[] = [];
  for (const r of load().relations) {
    if (mine.has(r.from.entryId)) out.push({ relation: r, other: getEntry(r.to.entryId)!, direction: "from" });
    else if (mine.has(r.to.entryId)) out.push({ relation: r, other: getEntry(r.from.entryId)!, direction: "to" });
  }
  return out;
}

/** The repairs applied to an entry's lines. */
export function listRepairs(entry: Entry): Repair[] {
  const ids = new Set(entry.repairIds);
  return load().repairs.filter((r) => ids.has(r.id));
}

/** Entries a document marks with its own new/changed asterisk, in reading order. */
export function listMarkedChanged(documentId: string): Entry[] {
  return listEntries(documentId).filter((e) => e.changed);
}

/** The original source lines of an entry, as printed. */
export function listSourceLines(entry: Entry): { n: number; text: string }[] {
  const text = readFileSync(join(process.cwd(), "content", "sources", entry.source.file), "utf8").split("\n");
  return entry.source.lines.map((n) => ({ n, text: text[n - 1] ?? "" }));
}

/** URL of a topic page. */
export function toTopicHref(topicId: TopicId | string): string {
  return `/${topicId}`;
}

/** URL of the permalink of one version of a topic. */
export function toVersionHref(topicId: TopicId | string, date: string): string {
  return `/${topicId}/${date}`;
}

/** URL of an entry inside its document page. */
export function toEntryAnchorHref(entry: Entry): string {
  return `/documents/${entry.documentId}#${toAnchor(entry)}`;
}

/** The anchor id of an entry within its document page. */
export function toAnchor(entry: Entry): string {
  return entry.id.slice(entry.documentId.length + 1);
}

/** The version permalink or, when it is the latest version, the topic page a resolved reference goes to. */
export function toRefHref(ref: Ref): string | null {
  if (ref.status !== "resolved" || !ref.topicId) return null;
  const topic = getTopic(ref.topicId);
  const target = ref.entryId ? getEntry(ref.entryId) : null;
  if (!topic || !target) return null;
  return getLatestEntry(topic).id === target.id ? toTopicHref(topic.id) : toVersionHref(topic.id, target.date);
}

/** The linker the body renderer uses: link, preview title, document and date, first words. */
export function createRefLinker(): RefLinker {
  return (ref) => {
    const href = toRefHref(ref);
    const target = ref.entryId ? getEntry(ref.entryId) : null;
    if (!href || !target) return null;
    const doc = getDocument(target.documentId)!;
    return {
      href,
      previewTitle: target.title,
      previewMeta: `${doc.title} · ${target.date}`,
      previewText: toExcerpt(target.text, 160),
    };
  };
}

/** The first words of a text, cut at a word boundary. */
export function toExcerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(" ", max))}…`;
}
