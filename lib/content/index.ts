import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { DocumentRecord, Edition, Entry, EntryId, MovedTopic, Ref, Repair, Topic, TopicId, TopicVersion } from "../model";
import type { RefLinker, RefTarget } from "./render";
import { isInForceOn, isPointer, listInForceOn, toRulingText, toVersionDiff, type VersionDiff } from "../history";
import { DATA_DIR, loadCorpus as load } from "./corpus";
export { toSortKey } from "./corpus";
// The face of lib/content: what the app's server components read, from this folder and from lib/history, so that the
// app imports nothing else of ours but the search, engine and offline faces (client components: ./browser.ts).
export { EDITIONS, getEditionBySlug } from "./editions";
export { OLD_ADDRESSES, toCompareHref, toNewAddress, toRedirectsFile } from "./addresses";
export { listAmendments, toAmendmentSentence, type AmendmentView } from "./amendment";
export { getStatus, listEntryRelations, listRelations, toAsOfFacts, toRulingName, type RelationView, type RulingStatus } from "./status";
import { getStatus, listEntryRelations, type RelationView, type RulingStatus } from "./status";
export { toCitationPrefix, toLongDate } from "./citation";
export { KIND_LABELS, KIND_OPTIONS } from "./kinds";
export { toIconReadings } from "./icons";
export { getClosestTopic, isTopicMatch, toAskedName, type TopicName } from "./topic-match";
export {
  findStaleCitations,
  listCardTitles,
  listCitedEntries,
  listCitedTexts,
  listExampleLinksByTopic,
  listExamples,
  listStaleNotices,
  type CitedEntry,
  type CitedText,
  type ExampleLink,
  type StaleCitation,
  type StaleNotice,
} from "./examples";
export { listSkillNames } from "./skills";
export { ENDED_VERB, RELATION_ACTIVE, RELATION_PASSIVE, isPointer, statusAsOf, toAsOfState, toDayBefore, toPlainTitle, toRulingText, toVersionDiff, type AsOfFacts, type DiffPart, type VersionDiff } from "../history";
export { listChangesBetween, type ChangesBetween } from "../history";
import { EDITIONS, getEditionBySlug } from "./editions";
import { toDocumentParts, type DocumentPart, type DocumentParts } from "./document-parts";
export { toEntryHtml, type RefLinker, type RefTarget, type TextLinker } from "./render";
export {
  createCardLinker,
  getCardBySlugs,
  getCardTopicId,
  listCardRulings,
  listCards,
  toCardHref,
  toCardSummary,
  toRulingsCount,
  type CardLinker,
  type CardPage,
  type CardRuling,
} from "./cards";
export type { DocumentPart, DocumentParts } from "./document-parts";

const DATA = DATA_DIR;

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
  return [...(load().entriesByDocument.get(documentId) ?? [])];
}

const partsOf = new Map<string, DocumentParts | null>();
/** How a document is read: null when whole on one page, else its introduction and its parts (see document-parts.ts). */
export function getDocumentParts(documentId: string): DocumentParts | null {
  if (!partsOf.has(documentId)) partsOf.set(documentId, toDocumentParts(listEntries(documentId)));
  return partsOf.get(documentId)!;
}

/** The part of its document an entry is read in, or null (a document read whole, or its introduction). */
export function getEntryPart(entry: Entry): DocumentPart | null {
  return getDocumentParts(entry.documentId)?.parts.find((p) => p.entries.some((e) => e.id === entry.id)) ?? null;
}

/** One entry, or null. */
export function getEntry(id: EntryId | string): Entry | null {
  return load().entryById.get(id as EntryId) ?? null;
}

/** Every topic of an edition (or of both), sorted by title the way the documents sort: ignoring case and punctuation. */
export function listTopics(edition?: Edition): Topic[] {
  return load().topicsSorted.filter((t) => !edition || t.edition === edition);
}


/** One topic by id ("1e/cumulative"), or null. */
export function getTopic(id: TopicId | string): Topic | null {
  return load().topicById.get(id as TopicId) ?? null;
}

/** The statement of a topic a permalink segment names (its date, or date-2 … for further statements that day), or null. */
export function getEntryByKey(topic: Topic, key: string): Entry | null {
  const id = topic.entryIds.find((e) => load().keyOf.get(e) === key);
  return id ? getEntry(id) : null;
}

/** The permalink segment of an entry under its topic. */
export function toEntryKey(entry: Entry): string {
  return load().keyOf.get(entry.id) ?? entry.date;
}

/** Every permalink segment of a topic: its rulings and its pointers. */
export function listEntryKeys(topic: Topic): string[] {
  return topic.entryIds.map((id) => load().keyOf.get(id)!).filter(Boolean);
}

/** The entries on a topic's timeline (its versions that are statements, not "dropped" markers), oldest first. */
function listStatements(topic: Topic): Entry[] {
  return topic.versions.flatMap((v) => (v.entryId ? [getEntry(v.entryId)!] : []));
}

/** The rulings of a topic (pointers and document introductions aside), oldest first. */
export function listRulings(topic: Topic): Entry[] {
  return listStatements(topic).filter((e) => !isPointer(e));
}

/** The pointers ("See X") filed under a topic. */
export function listPointers(topic: Topic): Entry[] {
  return topic.pointers.map((p) => getEntry(p.entryId)!);
}

/** The rulings of a topic in force on a date (default: now), newest first. */
export function listRulingsInForce(topic: Topic, date?: string): Entry[] {
  return listInForceOn(listStatements(topic), date).reverse();
}

/** The entry a topic is shown by: its newest ruling in force, else its newest ruling, else its newest pointer. */
export function getCurrentEntry(topic: Topic): Entry {
  const stated = listStatements(topic);
  return listRulingsInForce(topic)[0] ?? stated[stated.length - 1] ?? getEntry(topic.entryIds[topic.entryIds.length - 1]!)!;
}

/** How many whole years old a ruling dated `from` is on the date `on` (both YYYY-MM-DD). */
export function toYearsOld(from: string, on: string): number {
  return Number(on.slice(0, 4)) - Number(from.slice(0, 4)) - (on.slice(5) < from.slice(5) ? 1 : 0);
}

/** When no ruling of a topic is in force because a document dropped its last one: that document and the date. */
export function getDroppedBy(topic: Topic): { document: DocumentRecord; date: string } | null {
  if (listRulingsInForce(topic).length) return null;
  const ended = getStatus(getCurrentEntry(topic)).ended;
  return ended?.relation === "dropped" ? { document: ended.document, date: ended.date } : null;
}

/** A document's short name, as status lines use it ("1995 FAQ", "2014 CRD"): lib/history's, the one status lines use. */
export { toShortName } from "../history";

/** Entries whose references point to a topic, oldest document first. */
export function listBacklinks(topicId: TopicId): Entry[] {
  return [...(load().backlinksByTopic.get(topicId) ?? [])];
}

/** The repairs applied to an entry's lines. */
export function listRepairs(entry: Entry): Repair[] {
  const { repairs, repairIndex } = load();
  const places = entry.repairIds.map((id) => repairIndex.get(id)).filter((i): i is number => i !== undefined);
  return [...new Set(places)].sort((a, b) => a - b).map((i) => repairs[i]!);
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

/** URL of the permalink of one statement of a topic, by its segment (a date, or date-2 …). */
export function toVersionHref(topicId: TopicId | string, key: string): string {
  return `/${topicId}/${key}`;
}

/** URL of an entry's permalink. */
export function toEntryHref(entry: Entry): string {
  return toVersionHref(entry.topicId, toEntryKey(entry));
}

/** The topic page when the entry is what it shows, else the entry's permalink. */
export function toEntryOrTopicHref(entry: Entry): string {
  const topic = getTopic(entry.topicId)!;
  return getCurrentEntry(topic).id === entry.id ? toTopicHref(topic.id) : toEntryHref(entry);
}

/** URL of an entry inside its document: the page of the part it is read in, or the document's page. */
export function toEntryAnchorHref(entry: Entry): string {
  const part = getEntryPart(entry);
  return `/documents/${entry.documentId}${part ? `/${part.slug}` : ""}#${toAnchor(entry)}`;
}

/** The anchor id of an entry within its document page (or the page of its part), the same in both. */
export function toAnchor(entry: Entry): string {
  return entry.id.slice(entry.documentId.length + 1);
}

/** Where a resolved reference goes: the topic page when its target is what the topic shows, else the target's permalink. */
export function toRefHref(ref: Ref): string | null {
  if (ref.status !== "resolved" || !ref.topicId) return null;
  const target = ref.entryId ? getEntry(ref.entryId) : null;
  return target ? toEntryOrTopicHref(target) : null;
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
  const status = getStatus(target);
  return {
    href,
    previewTitle: target.title,
    previewMeta: `${getDocument(target.documentId)!.title} · ${target.date} · ${status.longLabel}`,
    previewText: toExcerpt(target.text, 160),
  };
}

/** The first words of a text, cut at a word boundary. */
export function toExcerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(" ", max))}…`;
}

/** One statement on a topic's timeline: the entry (null for a "dropped" marker), its status, and for a re-issued ruling the version before with the word diff. */
export interface TimelineStep {
  version: TopicVersion;
  entry: Entry | null;
  document: DocumentRecord;
  /** The earlier version of the same ruling (or, for a "removed" marker, the version that was dropped). */
  previous: Entry | null;
  /** Word diff against `previous`, only between versions of one ruling that state it whole. */
  diff: VersionDiff | null;
  status: RulingStatus | null;
}

/** Every ruling statement of a topic by date, oldest first; versions of one ruling linked, with their word diffs. */
export function listTimeline(topic: Topic): TimelineStep[] {
  return topic.versions.map((version) => {
    const entry = version.entryId ? getEntry(version.entryId) : null;
    const previous = version.previous ? getEntry(version.previous) : null;
    return {
      version,
      entry,
      document: getDocument(version.documentId)!,
      previous,
      diff: entry && previous && !version.partial ? toVersionDiff(toRulingText(previous), toRulingText(entry)) : null,
      status: entry ? getStatus(entry) : null,
    };
  });
}

/** Whether `later` is a version of the same ruling as `earlier` (a re-issue in the same family), directly or through versions between. */
export function isVersionOf(later: Entry, earlier: Entry): boolean {
  const topic = getTopic(later.topicId)!;
  let id: EntryId | undefined = later.id;
  while (id) {
    const v: TopicVersion | undefined = topic.versions.find((x) => x.entryId === id);
    id = v?.previous;
    if (id === earlier.id) return true;
  }
  return false;
}

/** What a document changed: each of its rulings against the version before it in its family, and what it overturned. */
export interface DocumentChanges {
  document: DocumentRecord;
  /** The previous document of the same family, if any. */
  predecessor: DocumentRecord | null;
  rows: {
    topic: Topic;
    entry: Entry | null;
    previous: Entry | null;
    status: "new" | "changed" | "unchanged" | "removed";
    substantive: boolean;
    /** The version amends only part of the ruling, so it is not word-diffed. */
    partial: boolean;
    /** Earlier rulings (of other documents) this entry reverses, supersedes, amends, clarifies or restates. */
    relations: RelationView[];
  }[];
  marked: Entry[];
}

/** The changes a document makes, ruling by ruling, and the entries it marks itself as new or changed. */
export function getDocumentChanges(documentId: string): DocumentChanges | null {
  const document = getDocument(documentId);
  if (!document) return null;
  const predecessor =
    listDocuments()
      .filter((d) => d.edition === document.edition && d.family === document.family && d.date < document.date)
      .sort((a, b) => b.date.localeCompare(a.date))[0] ?? null;
  const own = listEntries(document.id).filter((e) => e.kind !== "section" && !isPointer(e));
  const rows: DocumentChanges["rows"] = own.map((entry) => {
    const topic = getTopic(entry.topicId)!;
    const v = topic.versions.find((x) => x.entryId === entry.id)!;
    return {
      topic,
      entry,
      previous: v.previous ? getEntry(v.previous) : null,
      status: v.change,
      substantive: v.change === "new" || v.substantive !== false,
      partial: v.partial === true,
      relations: listEntryRelations(entry).filter((r) => r.direction === "from" && r.relation.type !== "related"),
    };
  });
  for (const topic of load().topics) {
    for (const v of topic.versions) {
      if (v.change === "removed" && v.documentId === document.id) {
        rows.push({ topic, entry: null, previous: getEntry(v.previous!), status: "removed", substantive: true, partial: false, relations: [] });
      }
    }
  }
  return { document, predecessor, rows, marked: own.filter((e) => e.changed) };
}

/** The dates on which an edition's rulings changed: the dates of its documents, oldest first. */
export function listAsOfDates(edition: Edition): string[] {
  return [...new Set(listDocuments().filter((d) => d.edition === edition).map((d) => d.date))].sort();
}

/** The pointers ("See X") of a topic in force on a date. */
export function listPointersInForce(topic: Topic, date: string): Entry[] {
  return listPointers(topic).filter((p) => isInForceOn(p.inForce, date));
}

/** Every topic of an edition with a ruling (or a pointer) in force on a date, with those rulings (newest first) and pointers, A–Z. */
export function listInForce(edition: Edition, date: string): { topic: Topic; entries: Entry[]; pointers: Entry[] }[] {
  return listTopics(edition)
    .map((topic) => ({ topic, entries: listRulingsInForce(topic, date), pointers: listPointersInForce(topic, date) }))
    .filter((x) => x.entries.length > 0 || x.pointers.length > 0);
}

/**
 * The rulings in force on each document date, for the as-of view the browser computes (one small file for every topic
 * and date, instead of one static page per topic per date): per edition, its dates and, per topic, the permalink keys
 * of its rulings (newest first) and pointers in force on each date where it has any. Built from listInForce, the one
 * answer to "what is in force on date D".
 */
export interface AsOfIndex {
  [edition: string]: { dates: string[]; topics: Record<string, Record<string, { rulings: string[]; pointers: string[] }>> };
}

/** The as-of index of every edition (see AsOfIndex). */
export function toAsOfIndex(): AsOfIndex {
  const out: AsOfIndex = {};
  for (const ed of EDITIONS) {
    const dates = listAsOfDates(ed.edition);
    const topics: AsOfIndex[string]["topics"] = {};
    for (const date of dates) {
      for (const { topic, entries, pointers } of listInForce(ed.edition, date)) {
        (topics[topic.id] ??= {})[date] = { rulings: entries.map(toEntryKey), pointers: pointers.map(toEntryKey) };
      }
    }
    out[ed.slug] = { dates, topics };
  }
  return out;
}

/** Where the as-of list of a date sends a topic: its one ruling in force then, or the topic, viewed as of that date. */
export function toAsOfHref(topicId: TopicId | string, date: string, keys: string[]): string {
  return `/${topicId}${keys.length === 1 ? `/${keys[0]}` : ""}?as-of=${date}`;
}

/** Old topic URLs that lead to other topics now (merged or renamed topics). */
export function listMovedTopics(edition?: Edition): MovedTopic[] {
  return load().moved.filter((m) => !edition || m.from.startsWith(`${edition.toLowerCase()}/`));
}

/** The moved topic an old pair of URL segments names ("1e", "cythrians"), or null. */
export function getMovedTopic(editionSlug: string, topicSlug: string): MovedTopic | null {
  return load().moved.find((m) => m.from === `${editionSlug}/${topicSlug}`) ?? null;
}

/** The edition and topic a pair of URL segments names ("1e", "cumulative"), or null. */
export function getTopicBySlugs(editionSlug: string, topicSlug: string): { ed: (typeof EDITIONS)[number]; topic: Topic } | null {
  const ed = getEditionBySlug(editionSlug);
  const topic = ed ? getTopic(`${ed.slug}/${topicSlug}`) : null;
  return ed && topic ? { ed, topic } : null;
}

let dataVersion: string | null = null;

/**
 * A short fingerprint of the ingested data, shown to readers so they know which data a page shows. Computed once: every
 * page's layout shows it, and hashing the whole data per page made the build grow with entries × pages (at 100× the
 * archive, two thirds of a build worker's time went to re-reading and hashing 80 MB per page).
 */
export function getDataVersion(): string {
  if (dataVersion) return dataVersion;
  const hash = createHash("sha256");
  for (const f of ["documents.json", "topics.json", "repairs.json", "relations.json", "moved.json", "cards.json"]) hash.update(readFileSync(join(DATA, f)));
  for (const f of readdirSync(join(DATA, "entries")).sort()) hash.update(readFileSync(join(DATA, "entries", f)));
  dataVersion = hash.digest("hex").slice(0, 10);
  return dataVersion;
}
