import {
  getTopic,
  isPointer,
  listDocuments,
  listEntries,
  listRelations,
  listTopics,
  toEntryHref,
  toEntryKey,
  toShortName,
  type ChangesBetween,
} from "@/lib/content";
import type { Edition, Entry, EntryId } from "@/lib/model";
import { listChanges, toChangesFile, type ChangesData, type ChangesFile } from "./changes-file";

export { START, type ChangeItem, type ChangesFile } from "./changes-file";

const dataOf = new Map<Edition, ChangesData>();

/**
 * An edition's changes file (/data/changes/ED.json): each ruling (introductions and pointers aside) with its dates,
 * what ended it, its title, permalink, document and compare page; its documents; its partial amendments. Its size grows
 * with the rulings, not with the pairs of dates.
 */
export function getChangesData(edition: Edition): ChangesData {
  if (!dataOf.has(edition)) {
    const docs = listDocuments().filter((d) => d.edition === edition);
    const entries = docs.flatMap((d) => listEntries(d.id)).filter((e) => e.kind !== "section" && !isPointer(e));
    const ids = new Set(entries.map((e) => e.id));
    const amends = new Set<string>();
    for (const t of listTopics(edition))
      for (const { relation: r } of listRelations(t)) if (r.type === "amends" && ids.has(r.from) && ids.has(r.to)) amends.add(`${r.from} ${r.to}`);
    dataOf.set(edition, {
      rulings: entries.map((e) => ({
        id: e.id,
        date: e.date,
        inForce: e.inForce,
        title: e.title || getTopic(e.topicId)!.title,
        href: toEntryHref(e),
        doc: e.documentId,
        ...toCompare(e),
      })),
      documents: Object.fromEntries(docs.map((d) => [d.id, { title: d.title, short: toShortName(d), date: d.date }])),
      amends: [...amends].map((pair) => pair.split(" ") as [EntryId, EntryId]),
    });
  }
  return dataOf.get(edition)!;
}

/** A ruling's topic's compare page and its key there, when the topic has more than one statement. */
function toCompare(e: Entry): { compare?: { topic: string; key: string } } {
  const topic = getTopic(e.topicId)!;
  if (topic.versions.filter((v) => v.entryId).length < 2) return {};
  return { compare: { topic: topic.id, key: toEntryKey(e) } };
}

/** What changed between two dates of an edition (from: a date, or START), as the changes page computes it. */
export function listEditionChanges(edition: Edition, from: string, to: string): ChangesBetween {
  return listChanges(getChangesData(edition), from, to);
}

/** The changes between two document dates of an edition, every item worded and linked (as the page computes them; `changes`, when listed already). */
export function getChangesFile(edition: Edition, from: string, to: string, changes?: ChangesBetween): ChangesFile {
  return toChangesFile(getChangesData(edition), from, to, changes);
}
