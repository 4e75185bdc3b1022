import type { AsOfFacts } from "../history";
import { isInForceOn, isOverturned, toLongStatusLine, toShortName as toDocShortName, toStatusLine } from "../history";
import type { DocumentRecord, EndRelation, Entry, EntryId, Relation, Topic } from "../model";
import { loadCorpus as load } from "./corpus";
import { getDocument, getEntry, getTopic, toExcerpt } from "./index";

// A ruling's status and its relations as the pages read them: what ended or changed it, with the deciding sentences,
// its status on a past date, and the reviewed relations of a topic's rulings. (Reached through ./index.)

/** Where a ruling stands on a date (default: now), and what ended or changed it, with the deciding sentences. */
export interface RulingStatus {
  inForce: boolean;
  /** Why it is no longer in force (only when it is not). */
  ended: { relation: EndRelation; date: string; by: Entry | null; document: DocumentRecord; relationRecord: Relation | null } | null;
  /** Later rulings that amend, clarify or restate it without ending it (dated on or before the date). */
  notes: { relation: Relation; by: Entry }[];
  /** One line for a badge, in the one wording of lib/history toStatusLine: "In force", "Reversed in 2000 by the 2000 Current Rulings", "Dropped from the 2014 CRD". */
  label: string;
  /** The label with the year it took force when in force ("In force since 2000"): what a preview or a search result says. */
  longLabel: string;
  tone: "in-force" | "ended" | "replaced";
}

/** The status of an entry on a date (default: now), computed from its in-force data and the relations. */
export function getStatus(entry: Entry, date?: string): RulingStatus {
  const relations = listRelationsOf([entry.id]);
  const until = entry.inForce.until;
  const endedNow = until !== undefined && (!date || date >= until);
  const notes = relations
    .filter((r) => r.to === entry.id && r.type !== "reverses" && r.type !== "supersedes" && r.type !== "related")
    .map((relation) => ({ relation, by: getEntry(relation.from)! }))
    .filter((n) => !date || n.by.date <= date);
  // Still in force, but a later ruling changed part of it: the status says so at a glance ("In force, amended in 2000 by …").
  const amendedBy = notes.filter((n) => n.relation.type === "amends").map((n) => ({ date: n.by.date, title: getTopic(n.by.topicId)!.title }));
  if (!endedNow || !entry.inForce.endedBy) {
    const inForce = isInForceOn(entry.inForce, date);
    const label = toStatusLine({ inForce: entry.inForce, amendedBy }, date);
    const longLabel = toLongStatusLine({ inForce: entry.inForce, amendedBy }, date);
    return { inForce, ended: null, notes, label, longLabel, tone: inForce ? "in-force" : "replaced" };
  }
  const endedBy = entry.inForce.endedBy;
  const by = endedBy.entryId ? getEntry(endedBy.entryId) : null;
  const document = getDocument(by ? by.documentId : endedBy.documentId!)!;
  const relationRecord = by ? (relations.find((r) => r.from === by.id && r.to === entry.id) ?? null) : null;
  return {
    inForce: false,
    ended: { relation: endedBy.relation, date: until!, by, document, relationRecord },
    notes,
    label: toStatusLine({ inForce: entry.inForce, endingDocument: document, amendedBy }, date),
    longLabel: toLongStatusLine({ inForce: entry.inForce, endingDocument: document, amendedBy, ...(by ? { endingTitle: getTopic(by.topicId)!.title } : {}) }, date),
    tone: isOverturned(endedBy.relation) ? "ended" : "replaced",
  };
}

/** What an as-of status says of an entry (lib/history statusAsOf): when it took force, and when and by what it ended. */
export function toAsOfFacts(entry: Entry): AsOfFacts {
  const { from, until, endedBy } = entry.inForce;
  if (until === undefined || !endedBy) return { from };
  const by = endedBy.entryId ? getEntry(endedBy.entryId) : null;
  const name = by ? getTopic(by.topicId)!.title : toDocShortName(getDocument(endedBy.documentId!)!);
  return { from, until, ended: { relation: endedBy.relation, by: name } };
}

/**
 * A ruling's name on a page: its title, and when another ruling of its topic of the same day has the same title (two
 * answers of one FAQ under "BORG SHIP"), the first words of its question or text, so that the two are told apart.
 */
export function toRulingName(entry: Entry): string {
  const topic = getTopic(entry.topicId);
  const twin = topic?.entryIds.some((id) => {
    const other = id !== entry.id ? getEntry(id) : null;
    return other?.title === entry.title && other.date === entry.date;
  });
  return twin ? `${entry.title}: “${toExcerpt(entry.faq?.question || entry.text, 48)}”` : entry.title;
}

/** A relation seen from one of its rulings: the other ruling and which side this one is on. */
export interface RelationView {
  relation: Relation;
  /** The ruling on this side. */
  entry: Entry;
  other: Entry;
  /** "from": this ruling is the later one (it reverses, amends … the other); "to": the earlier one. */
  direction: "from" | "to";
}

/** The reviewed relations of the rulings of a topic, with other topics' rulings (relations inside the topic included). */
export function listRelations(topic: Topic): RelationView[] {
  const mine = new Set(topic.entryIds);
  return listRelationsWhere(topic.entryIds, (id) => mine.has(id));
}

/** The reviewed relations of one entry. */
export function listEntryRelations(entry: Entry): RelationView[] {
  return listRelationsWhere([entry.id], (id) => id === entry.id);
}

/** The relations touching the given entries, each once, in the order of relations.json (looked up, not scanned). */
function listRelationsOf(ids: EntryId[]): Relation[] {
  const { relations, relationsByEntry } = load();
  return [...new Set(ids.flatMap((id) => relationsByEntry.get(id) ?? []))].sort((a, b) => a - b).map((i) => relations[i]!);
}

function listRelationsWhere(ids: EntryId[], isMine: (id: EntryId) => boolean): RelationView[] {
  const out: RelationView[] = [];
  for (const r of listRelationsOf(ids)) {
    if (isMine(r.from)) out.push({ relation: r, entry: getEntry(r.from)!, other: getEntry(r.to)!, direction: "from" });
    if (isMine(r.to)) out.push({ relation: r, entry: getEntry(r.to)!, other: getEntry(r.from)!, direction: "to" });
  }
  return out;
}

