import type { RulingsData } from "../model/types";
import type { SearchDoc, SearchPayload } from "./engine";

/** The entries and documents of the data export, as the search indexes them. */
export function toSearchDocs(data: RulingsData): { documents: SearchPayload["documents"]; docs: SearchDoc[] } {
  const topics = new Map(data.topics.map((t) => [t.id, t]));
  const topicOf = new Map(data.entries.map((e) => [e.id, e.topicId]));
  const successors = new Map<string, string[]>();
  for (const r of data.relations) {
    if (r.type === "related") continue;
    const list = successors.get(r.to.entryId) ?? [];
    list.push(topicOf.get(r.from.entryId)!);
    successors.set(r.to.entryId, list);
  }
  const docs: SearchDoc[] = data.entries.map((e) => {
    const topic = topics.get(e.topicId)!;
    return {
      entryId: e.id,
      topicId: e.topicId,
      title: e.title,
      topicTitle: topic.title,
      edition: e.edition,
      documentId: e.documentId,
      date: e.date,
      kind: e.kind,
      text: e.text,
      ...(successors.has(e.id) ? { supersededBy: successors.get(e.id)! } : {}),
    };
  });
  const documents = data.documents.map((d) => ({ id: d.id, title: d.title, date: d.date, edition: d.edition }));
  return { documents, docs };
}
