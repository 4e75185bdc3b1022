import type { EndRelation, RulingsData } from "../model/types";
import type { SearchDoc, SearchPayload } from "./engine";

const ENDED: Record<EndRelation, string> = {
  reverses: "Reversed",
  supersedes: "Superseded",
  dropped: "Dropped",
  amends: "Newer version",
  restates: "Restated",
};

/** The entries and documents of the data export, as the search indexes them (with each entry's status in force). */
export function toSearchDocs(data: RulingsData): { documents: SearchPayload["documents"]; docs: SearchDoc[] } {
  const topics = new Map(data.topics.map((t) => [t.id, t]));
  const topicOf = new Map(data.entries.map((e) => [e.id, e.topicId]));
  const keyOf = new Map<string, string>();
  for (const t of data.topics) {
    for (const v of t.versions) if (v.entryId && v.key) keyOf.set(v.entryId, v.key);
    for (const p of t.pointers) keyOf.set(p.entryId, p.key);
  }
  const entryDate = new Map(data.entries.map((e) => [e.id, e.date]));
  const amendedIn = new Map<string, string>();
  for (const r of data.relations) if (r.type === "amends") amendedIn.set(r.to, entryDate.get(r.from)!.slice(0, 4));
  const docs: SearchDoc[] = data.entries.map((e) => {
    const topic = topics.get(e.topicId)!;
    const ended = e.inForce.until && e.inForce.endedBy ? e.inForce.endedBy : null;
    // A ruling reversed or superseded by another topic's ruling hands its score to that topic (see the engine).
    const by = ended && (ended.relation === "reverses" || ended.relation === "supersedes") && ended.entryId ? topicOf.get(ended.entryId) : undefined;
    return {
      entryId: e.id,
      topicId: e.topicId,
      key: keyOf.get(e.id) ?? e.date,
      title: e.title,
      topicTitle: topic.title,
      edition: e.edition,
      documentId: e.documentId,
      date: e.date,
      kind: e.kind,
      text: e.text,
      ...(ended
        ? { status: `${ENDED[ended.relation]} in ${e.inForce.until!.slice(0, 4)}`, ended: true }
        : amendedIn.has(e.id)
          ? { status: `In force, amended in ${amendedIn.get(e.id)}` }
          : {}),
      ...(by && by !== e.topicId ? { supersededBy: [by] } : {}),
    };
  });
  const documents = data.documents.map((d) => ({ id: d.id, title: d.title, date: d.date, edition: d.edition }));
  return { documents, docs };
}
