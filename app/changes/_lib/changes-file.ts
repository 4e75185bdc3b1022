// What the changes page reads (/data/changes/ED.json: one file per edition) and what it shows. The file carries each
// ruling's dates, ending and names once; the changes between any two dates are computed from it in the browser, so the
// number of files does not grow with the pairs of dates a reader can ask (a file per pair was quadratic in documents).
import { listChangesBetween, toCompareHref, toLongDate, toPlainTitle, type ChangesBetween, type EntryId, type InForce } from "@/lib/content/browser";

/** The "from" of a range that starts before an edition's first document: nothing was in force then. */
export const START = "start";

/** A link inside a change's note ("Reversed by “android” in the 2000 Current Rulings, 31 July 2000"). */
export interface NoteLink {
  label: string;
  href: string;
}

/** One ruling in a list of changes, ready to show: its title, permalink and document, and what happened to it. */
export interface ChangeItem {
  /** Its entry id, which the page marks the row with. */
  id: string;
  title: string;
  href: string;
  /** Its document and date in readers' words: "Official Rules FAQ File, version 3, 11 February 1995". */
  source: string;
  /** What happened, in words, with at most one link: [before, link, after]. */
  note?: [string, NoteLink | null, string];
  /** The compare page of the two statements, when both are on one topic. */
  compareHref?: string;
}

/** The changes between two document dates of an edition, worded and linked. */
export interface ChangesFile {
  /** The earlier document date (START: before the first document) and the later one. */
  from: string;
  to: string;
  began: ChangeItem[];
  ended: ChangeItem[];
  amended: ChangeItem[];
  restated: ChangeItem[];
}

/** One ruling of an edition as the changes file carries it: what the changes are computed from, and its names. */
export interface ChangesRuling {
  id: EntryId;
  date: string;
  inForce: InForce;
  /** Its title (its topic's when it has none). */
  title: string;
  href: string;
  /** Its document's id (a key of `documents`). */
  doc: string;
  /** Its topic (when the topic has two statements or more, so a compare page) and the ruling's key there. */
  compare?: { topic: string; key: string };
}

/** A document as the changes name it: "Official Rules FAQ File, version 3" and "1995 FAQ". */
export interface ChangesDocument {
  title: string;
  short: string;
  date: string;
}

/** /data/changes/ED.json: an edition's rulings (introductions and pointers aside), its documents and its partial amendments. */
export interface ChangesData {
  rulings: ChangesRuling[];
  documents: Record<string, ChangesDocument>;
  /** Each "amends" relation between two of its rulings: [the amending ruling, the amended one]. */
  amends: [EntryId, EntryId][];
}

/** What changed between two dates of an edition (from: a date, or START), as lib/history computes it. */
export function listChanges(data: ChangesData, from: string, to: string): ChangesBetween {
  // The file holds rulings only (no introduction nor pointer), which lib/history tells apart by kind: any ruling's will do.
  const rulings = data.rulings.map((r) => ({ ...r, kind: "general" as const }));
  const relations = data.amends.map(([a, b]) => ({ type: "amends" as const, from: a, to: b }));
  return listChangesBetween(rulings, relations, from === START ? "0000-01-01" : from, to);
}

/**
 * What began, ended and was amended between two document dates (from: a date, or START), each ruling worded and
 * linked: the changes lib/history computes, comparing the rulings in force on each date (`c`, when computed already).
 */
export function toChangesFile(data: ChangesData, from: string, to: string, c: ChangesBetween = listChanges(data, from, to)): ChangesFile {
  const byId = new Map<string, ChangesRuling>(data.rulings.map((r) => [r.id, r]));
  const entry = (id: string) => byId.get(id)!;
  const doc = (r: ChangesRuling) => data.documents[r.doc]!;
  /** Where a ruling was stated, after "in the": "2000 Current Rulings, 31 July 2000". */
  const where = (r: ChangesRuling) => `${doc(r).short}, ${toLongDate(r.date)}`;
  const item = (r: ChangesRuling, note?: ChangeItem["note"], compareHref?: string): ChangeItem => ({
    id: r.id,
    title: r.title,
    href: r.href,
    source: `${doc(r).title}, ${toLongDate(r.date)}`,
    ...(note ? { note } : {}),
    ...(compareHref ? { compareHref } : {}),
  });
  /** The compare page of two statements on one topic (it has one when the topic has more than one statement). */
  const compare = (earlier: ChangesRuling, later: ChangesRuling) =>
    earlier.compare && later.compare?.topic === earlier.compare.topic
      ? toCompareHref(earlier.compare.topic, earlier.compare.key, later.compare.key)
      : undefined;
  const link = (r: ChangesRuling, label: string): NoteLink => ({ label, href: r.href });
  return {
    from,
    to,
    began: c.began.map((id) => item(entry(id))),
    ended: c.ended.map((e) => {
      const ruling = entry(e.id);
      if (!e.by) {
        const dropper = data.documents[e.documentId!]!;
        return item(ruling, [`Dropped from the ${dropper.short}, ${toLongDate(dropper.date)}`, null, ""]);
      }
      const by = entry(e.by);
      const verb = e.relation === "reverses" ? "Reversed by " : e.relation === "supersedes" ? "Superseded by " : "Replaced by ";
      const label = e.relation === "amends" ? "a new version" : toQuoted(by.title);
      return item(ruling, [verb, link(by, label), ` in the ${where(by)}`], compare(ruling, by));
    }),
    amended: c.amended.map((a) => {
      if (a.how === "new-version") {
        const now = entry(a.id);
        const before = entry(a.previous!);
        return item(now, ["New version of ", link(before, `the ruling of the ${where(before)}`), ""], compare(before, now));
      }
      const ruling = entry(a.id);
      const by = entry(a.by!);
      return item(ruling, ["Amended in part by ", link(by, toQuoted(by.title)), ` in the ${where(by)}`], compare(ruling, by));
    }),
    restated: c.restated.map(([before, now]) =>
      item(entry(now), ["Restates word for word ", link(entry(before), `the ruling of the ${where(entry(before))}`), ""]),
    ),
  };
}

/** A ruling's title in quotation marks, without the straight ones some sources print around it ("\"stopped\"" → “stopped”). */
function toQuoted(title: string): string {
  return `“${toPlainTitle(title)}”`;
}
