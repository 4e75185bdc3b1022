import type { DocumentChanges, DocumentId, Edition, EntryId, EntryKind, InForce, Topic, TopicId } from "../model";
import { isInForceOn } from "./in-force";
import { isPointer, type TopicRename } from "./topics";

/** What the changes of a document need of an entry. */
export interface ChangesInput {
  id: EntryId;
  documentId: DocumentId;
  edition: Edition;
  kind: EntryKind;
  topicId: TopicId;
  inForce: InForce;
}

/** The day before a date (YYYY-MM-DD). */
export function toDayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * What each document changed, against the rulings of its edition in force the day before it, whatever document they
 * came from: a re-issued ruling whose words changed (substantive or editorial), a ruling on a topic that had one in
 * force (substantive: an amendment across documents), a topic with no ruling in force before (new), a topic the
 * document dropped (removed), a ruling re-issued under a new heading (renamed, old and new address).
 */
export function computeDocumentChanges(
  docs: { id: DocumentId; edition: Edition; date: string }[],
  entries: ChangesInput[],
  topics: Topic[],
  renames: TopicRename[],
): Map<DocumentId, DocumentChanges> {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const rulingsOf = new Map<TopicId, ChangesInput[]>();
  for (const e of entries) if (e.kind !== "section" && !isPointer(e)) rulingsOf.set(e.topicId, [...(rulingsOf.get(e.topicId) ?? []), e]);
  const out = new Map<DocumentId, DocumentChanges>();
  for (const doc of docs) {
    const dayBefore = toDayBefore(doc.date);
    const classOf = new Map<TopicId, "substantive" | "editorial" | "new">();
    const rank = { substantive: 3, editorial: 2, new: 1 } as const;
    const put = (t: TopicId, c: "substantive" | "editorial" | "new") => {
      const cur = classOf.get(t);
      if (!cur || rank[c] > rank[cur]) classOf.set(t, c);
    };
    const removed = new Set<TopicId>();
    for (const topic of topics) {
      if (topic.edition !== doc.edition) continue;
      for (const v of topic.versions) {
        if (v.documentId !== doc.id) continue;
        if (v.change === "removed") {
          removed.add(topic.id);
          continue;
        }
        const e = v.entryId ? byId.get(v.entryId) : undefined;
        if (!e || e.kind === "section") continue;
        if (v.previous) {
          if (v.change === "changed") put(topic.id, v.substantive === false ? "editorial" : "substantive");
          continue;
        }
        const before = (rulingsOf.get(topic.id) ?? []).some((r) => r.id !== e.id && isInForceOn(r.inForce, dayBefore));
        put(topic.id, before ? "substantive" : "new");
      }
    }
    const of = (c: string) =>
      [...classOf]
        .filter(([, x]) => x === c)
        .map(([t]) => t)
        .sort();
    out.set(doc.id, {
      substantive: of("substantive"),
      editorial: of("editorial"),
      new: of("new"),
      removed: [...removed].sort(),
      renamed: renames
        .filter((r) => r.documentId === doc.id && r.fromTopicId !== r.topicId)
        .map((r) => ({ from: r.fromTopicId, to: r.topicId }))
        .sort((a, b) => a.from.localeCompare(b.from)),
    });
  }
  return out;
}
