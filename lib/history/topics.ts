import { toSlug, toTopicKey } from "../model/topic-key";
import type { DocumentId, DocumentKind, Edition, EntryId, EntryKind, Topic, TopicId, TopicVersion } from "../model/types";
import { toVersionDiff } from "./diff";

/** What topic building needs of an entry. */
export interface TopicInput {
  id: EntryId;
  documentId: DocumentId;
  edition: Edition;
  date: string;
  title: string;
  parent?: string;
  kind: EntryKind;
  text: string;
  order: number;
}

/** What topic building needs of a document. */
export interface TopicDocInput {
  id: DocumentId;
  edition: Edition;
  kind: DocumentKind;
  date: string;
}

/** The title a topic is known by: a sub-entry is named by its parent's path. */
export function toTopicTitle(e: { title: string; parent?: string }): string {
  return e.parent ? `${e.parent} – ${e.title}` : e.title;
}

/**
 * Groups entries into topics (same subject in one edition across documents), orders each topic's
 * versions by date and computes their change status from the text.
 */
export function buildTopics(entries: TopicInput[], docs: TopicDocInput[]): { topics: Topic[]; topicOf: Map<EntryId, TopicId> } {
  const groups = new Map<string, TopicInput[]>();
  const dupCount = new Map<string, number>();
  for (const e of [...entries].sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order)) {
    let key = `${e.edition}|${toTopicKey(toTopicTitle(e))}`;
    // Two FAQ questions under one topic prefix are two subjects; they stay apart.
    if (e.kind === "faq") {
      const n = (dupCount.get(`${e.documentId}|${key}`) ?? 0) + 1;
      dupCount.set(`${e.documentId}|${key}`, n);
      if (n > 1) key = `${key} (${n})`;
    }
    const g = groups.get(key) ?? [];
    g.push(e);
    groups.set(key, g);
  }

  const topics: Topic[] = [];
  const topicOf = new Map<EntryId, TopicId>();
  const slugs = new Set<string>();
  for (const [key, members] of groups) {
    const edition = members[0]!.edition;
    const versions = toVersions(members, docs);
    const latest = members.find((m) => m.id === [...versions].reverse().find((v) => v.entryId)?.entryId) ?? members[0]!;
    const suffix = /\((\d+)\)$/.exec(key)?.[1];
    const title = suffix ? `${toTopicTitle(latest)} (${suffix})` : toTopicTitle(latest);
    let slug = toSlug(title);
    for (let n = 2; slugs.has(`${edition}/${slug}`); n++) slug = `${toSlug(title)}-${n}`;
    slugs.add(`${edition}/${slug}`);
    const id = `${edition.toLowerCase()}/${slug}` as TopicId;
    for (const m of members) topicOf.set(m.id, id);
    topics.push({ id, edition, title, slug, versions, entryIds: members.map((m) => m.id) });
  }
  topics.sort((a, b) => a.id.localeCompare(b.id));
  return { topics, topicOf };
}

function toVersions(members: TopicInput[], docs: TopicDocInput[]): TopicVersion[] {
  const byDoc = new Map<DocumentId, TopicInput>();
  for (const m of members) {
    const cur = byDoc.get(m.documentId);
    // A redirect stub and the entry it points to can share a topic in one document; the entry is the version.
    if (!cur || (cur.kind === "redirect" && m.kind !== "redirect")) byDoc.set(m.documentId, m);
  }
  const primaries = [...byDoc.values()].sort((a, b) => a.date.localeCompare(b.date));
  const versions: TopicVersion[] = [];
  let prev: TopicInput | null = null;
  for (const p of primaries) {
    if (!prev) {
      versions.push({ entryId: p.id, documentId: p.documentId, date: p.date, change: "new" });
    } else {
      const diff = toVersionDiff(prev.text, p.text);
      versions.push({
        entryId: p.id,
        documentId: p.documentId,
        date: p.date,
        change: diff.changes.length ? "changed" : "unchanged",
        ...(diff.changes.length ? { substantive: diff.substantive } : {}),
      });
    }
    prev = p;
  }
  const last = primaries[primaries.length - 1]!;
  const lastDoc = docs.find((d) => d.id === last.documentId)!;
  const successor = docs
    .filter((d) => d.edition === lastDoc.edition && d.kind === lastDoc.kind && d.date > lastDoc.date)
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  if (successor && last.kind !== "section") {
    versions.push({ entryId: null, documentId: successor.id, date: successor.date, change: "removed" });
  }
  return versions;
}
