import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { DocumentRecord, Edition, Entry, EntryId, Ref, Relation, Repair, Topic, TopicId } from "../model/types";
import type { RefLinker, RefTarget } from "./render";
import { toVersionDiff, type VersionDiff } from "../history";
import { EDITIONS, getEditionBySlug } from "./editions";
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
    return href && target ? toRefTarget(href, target) : null;
  };
}

/** A link target with the preview shown on hover: title, document and date, first words. */
function toRefTarget(href: string, target: Entry): RefTarget {
  return { href, previewTitle: target.title, previewMeta: `${getDocument(target.documentId)!.title} · ${target.date}`, previewText: toExcerpt(target.text, 160) };
}

/** The first words of a text, cut at a word boundary. */
export function toExcerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(" ", max))}…`;
}

/** One step of a topic's history: a stated version and how it differs from the stated version before it. */
export interface VersionStep {
  version: Topic["versions"][number];
  entry: Entry | null;
  document: DocumentRecord;
  previous: Entry | null;
  diff: VersionDiff | null;
}

/** A topic's versions oldest first, each with the word diff against the version before it. */
export function listVersionSteps(topic: Topic): VersionStep[] {
  let previous: Entry | null = null;
  return topic.versions.map((version) => {
    const entry = version.entryId ? getEntry(version.entryId) : null;
    const step: VersionStep = {
      version,
      entry,
      document: getDocument(version.documentId)!,
      previous,
      diff: entry && previous ? toVersionDiff(previous.text, entry.text) : null,
    };
    if (entry) previous = entry;
    return step;
  });
}

/** URL of the comparison of two versions of a topic. */
export function toCompareHref(topicId: TopicId | string, from: string, to: string): string {
  const [edition, slug] = topicId.split("/");
  return `/compare/${edition}/${slug}?from=${from}&to=${to}`;
}

/** What a document changed against the previous document of the same edition and kind. */
export interface DocumentChanges {
  document: DocumentRecord;
  predecessor: DocumentRecord | null;
  /** Against the predecessor when there is one, else against each topic's previous version in the edition. */
  rows: { topic: Topic; entry: Entry | null; previous: Entry | null; status: "new" | "changed" | "unchanged" | "removed"; substantive: boolean }[];
  marked: Entry[];
}

/** The changes a document makes, topic by topic, and the entries it marks itself as new or changed. */
export function getDocumentChanges(documentId: string): DocumentChanges | null {
  const document = getDocument(documentId);
  if (!document) return null;
  const predecessor =
    listDocuments()
      .filter((d) => d.edition === document.edition && d.kind === document.kind && d.date < document.date)
      .sort((a, b) => b.date.localeCompare(a.date))[0] ?? null;
  const own = listEntries(document.id).filter((e) => e.kind !== "section");
  const rows: DocumentChanges["rows"] = [];
  const seen = new Set<string>();
  for (const entry of own) {
    if (seen.has(entry.topicId)) continue;
    seen.add(entry.topicId);
    const topic = getTopic(entry.topicId)!;
    const stated = topic.versions.filter((v) => v.entryId);
    const before = predecessor
      ? stated.find((v) => v.documentId === predecessor.id)
      : [...stated].reverse().find((v) => v.date < document.date);
    const previous = before?.entryId ? getEntry(before.entryId) : null;
    const mine = stated.find((v) => v.documentId === document.id)!;
    const current = getEntry(mine.entryId!)!;
    const diff = previous ? toVersionDiff(previous.text, current.text) : null;
    rows.push({
      topic,
      entry: current,
      previous,
      status: !previous ? "new" : diff!.changes.length ? "changed" : "unchanged",
      substantive: diff ? diff.substantive : true,
    });
  }
  if (predecessor) {
    for (const e of listEntries(predecessor.id)) {
      if (e.kind === "section" || seen.has(e.topicId)) continue;
      seen.add(e.topicId);
      rows.push({ topic: getTopic(e.topicId)!, entry: null, previous: e, status: "removed", substantive: true });
    }
  }
  return { document, predecessor, rows, marked: own.filter((e) => e.changed) };
}

/** The dates on which an edition's rulings changed: the dates of its documents, oldest first. */
export function listAsOfDates(edition: Edition): string[] {
  return [...new Set(listDocuments().filter((d) => d.edition === edition).map((d) => d.date))].sort();
}

/** The version of a topic in force on a date: its latest version dated on or before it, unless that version removed it. */
export function getInForce(topic: Topic, date: string): Entry | null {
  const v = [...topic.versions].reverse().find((x) => x.date <= date);
  return v?.entryId ? getEntry(v.entryId) : null;
}

/** Every topic of an edition in force on a date, with the entry in force, A–Z. */
export function listInForce(edition: Edition, date: string): { topic: Topic; entry: Entry }[] {
  return listTopics(edition)
    .map((topic) => ({ topic, entry: getInForce(topic, date) }))
    .filter((x): x is { topic: Topic; entry: Entry } => x.entry !== null && x.entry.kind !== "section");
}

/** URL of a topic as in force on a date. */
export function toAsOfHref(topicId: TopicId | string, date: string): string {
  const [edition, slug] = topicId.split("/");
  return `/as-of/${edition}/${date}/${slug}`;
}

/**
 * A linker that sends references to the version of their target in force on a date, within the as-of view; a
 * reference whose target is not in force yet says so instead of linking.
 */
export function createAsOfLinker(date: string): RefLinker {
  return (ref) => {
    const topic = ref.topicId ? getTopic(ref.topicId) : null;
    const target = topic ? getInForce(topic, date) : null;
    return topic && target ? toRefTarget(toAsOfHref(topic.id, date), target) : { note: `not yet stated on ${date}` };
  };
}

/** The edition and topic a pair of URL segments names ("1e", "cumulative"), or null. */
export function getTopicBySlugs(editionSlug: string, topicSlug: string): { ed: (typeof EDITIONS)[number]; topic: Topic } | null {
  const ed = getEditionBySlug(editionSlug);
  const topic = ed ? getTopic(`${ed.slug}/${topicSlug}`) : null;
  return ed && topic ? { ed, topic } : null;
}

/** A short fingerprint of the ingested data, shown to readers so they know which data a page shows. */
export function getDataVersion(): string {
  const hash = createHash("sha256");
  for (const f of ["documents.json", "topics.json", "repairs.json"]) hash.update(readFileSync(join(DATA, f)));
  for (const f of readdirSync(join(DATA, "entries")).sort()) hash.update(readFileSync(join(DATA, "entries", f)));
  return hash.digest("hex").slice(0, 10);
}
