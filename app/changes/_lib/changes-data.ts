import {
  getDocument,
  getEntry,
  getTopic,
  listAsOfDates,
  listChangesBetween,
  listDocuments,
  listEntries,
  listRelations,
  listTopics,
  toCompareHref,
  toEntryHref,
  toEntryKey,
  toLongDate,
  toPlainTitle,
  toShortName,
  type ChangesBetween,
} from "@/lib/content";
import type { Edition, Entry, Relation } from "@/lib/model";
import { START, type ChangeItem, type ChangesFile } from "./changes-file";

export { START, type ChangeItem, type ChangesFile };

const rulingsOf = new Map<Edition, { entries: Entry[]; relations: Relation[] }>();
/** Every entry of an edition and the relations between its rulings (each once). */
function loadEdition(edition: Edition) {
  if (!rulingsOf.has(edition)) {
    const entries = listDocuments()
      .filter((d) => d.edition === edition)
      .flatMap((d) => listEntries(d.id));
    const relations = [...new Set(listTopics(edition).flatMap((t) => listRelations(t).map((r) => r.relation)))];
    rulingsOf.set(edition, { entries, relations });
  }
  return rulingsOf.get(edition)!;
}

/** What changed between two dates of an edition (from: a date, or START), as lib/history computes it. */
export function listEditionChanges(edition: Edition, from: string, to: string): ChangesBetween {
  const { entries, relations } = loadEdition(edition);
  return listChangesBetween(entries, relations, from === START ? "0000-01-01" : from, to);
}

/** Every pair of an edition's document dates (START first) that a changes file is written for. */
export function listChangesPairs(edition: Edition): { from: string; to: string }[] {
  const dates = [START, ...listAsOfDates(edition)];
  return dates.flatMap((from, i) => dates.slice(i + 1).map((to) => ({ from, to })));
}

/** The name of the changes file of a pair of dates: "1995-02-11_2000-07-31.json". */
export function toChangesFileName(from: string, to: string): string {
  return `${from}_${to}.json`;
}

/** The changes between two document dates of an edition, every item worded and linked. */
export function getChangesFile(edition: Edition, from: string, to: string): ChangesFile {
  const c = listEditionChanges(edition, from, to);
  const entry = (id: string) => getEntry(id)!;
  return {
    from,
    to,
    began: c.began.map((id) => toItem(entry(id))),
    ended: c.ended.map((e) => {
      const ruling = entry(e.id);
      if (!e.by) {
        const doc = getDocument(e.documentId!)!;
        return toItem(ruling, [`Dropped from the ${toShortName(doc)}, ${toLongDate(doc.date)}`, null, ""]);
      }
      const by = entry(e.by);
      const verb = e.relation === "reverses" ? "Reversed by " : e.relation === "supersedes" ? "Superseded by " : "Replaced by ";
      const label = e.relation === "amends" ? "a new version" : toQuoted(by.title);
      return toItem(ruling, [verb, { label, href: toEntryHref(by) }, ` in the ${toWhere(by)}`], toCompare(ruling, by));
    }),
    amended: c.amended.map((a) => {
      if (a.how === "new-version") {
        const now = entry(a.id);
        const before = entry(a.previous!);
        return toItem(now, ["New version of ", { label: `the ruling of the ${toWhere(before)}`, href: toEntryHref(before) }, ""], toCompare(before, now));
      }
      const ruling = entry(a.id);
      const by = entry(a.by!);
      return toItem(ruling, ["Amended in part by ", { label: toQuoted(by.title), href: toEntryHref(by) }, ` in the ${toWhere(by)}`], toCompare(ruling, by));
    }),
    restated: c.restated.map(([before, now]) =>
      toItem(entry(now), ["Restates word for word ", { label: `the ruling of the ${toWhere(entry(before))}`, href: toEntryHref(entry(before)) }, ""]),
    ),
  };
}

/** A ruling's document and date in readers' words, as its footer names them. */
function toSource(e: Entry): string {
  return `${getDocument(e.documentId)!.title}, ${toLongDate(e.date)}`;
}

/** Where a ruling was stated, after "in the": "2000 Current Rulings, 31 July 2000". */
function toWhere(e: Entry): string {
  return `${toShortName(getDocument(e.documentId)!)}, ${toLongDate(e.date)}`;
}

/** The compare page of two statements on one topic (it has one when the topic has more than one statement), else nothing. */
function toCompare(earlier: Entry, later: Entry): string | undefined {
  if (earlier.topicId !== later.topicId) return undefined;
  const topic = getTopic(earlier.topicId)!;
  if (topic.versions.filter((v) => v.entryId).length < 2) return undefined;
  return toCompareHref(topic.id, toEntryKey(earlier), toEntryKey(later));
}

function toItem(e: Entry, note?: ChangeItem["note"], compareHref?: string): ChangeItem {
  return {
    id: e.id,
    title: e.title || getTopic(e.topicId)!.title,
    href: toEntryHref(e),
    source: toSource(e),
    ...(note ? { note } : {}),
    ...(compareHref ? { compareHref } : {}),
  };
}

/** A ruling's title in quotation marks, without the straight ones some sources print around it ("\"stopped\"" → “stopped”). */
function toQuoted(title: string): string {
  return `“${toPlainTitle(title)}”`;
}
