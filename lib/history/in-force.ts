import type { DocumentId, EndRelation, EntryId, EntryKind, InForce, Relation, Topic } from "../model";
import { findDroppingDocument, isPointer, type TopicDocInput } from "./topics";

/** What the in-force computation needs of an entry. */
export interface InForceInput {
  id: EntryId;
  documentId: DocumentId;
  date: string;
  kind: EntryKind;
}

/** Which ending wins when two end a ruling on the same day: an overturning ruling says more than a re-issue. */
const PRIORITY: Record<EndRelation, number> = { reverses: 0, supersedes: 1, dropped: 2, amends: 3, restates: 4 };

/**
 * When each entry is in force: from its document's date until the first of: a later version of the same ruling
 * (relation "amends" or "restates"), a later ruling that reverses or supersedes it, or a later document of its family
 * that restates the family without it ("dropped"). Relations of other types leave the earlier ruling in force.
 */
export function computeInForce(entries: InForceInput[], topics: Topic[], relations: Relation[], docs: TopicDocInput[]): Map<EntryId, InForce> {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const docById = new Map(docs.map((d) => [d.id, d]));
  const endings = new Map<EntryId, NonNullable<InForce["endedBy"]> & { until: string }>();
  const end = (id: EntryId, until: string, endedBy: NonNullable<InForce["endedBy"]>) => {
    const cur = endings.get(id);
    if (!cur || until < cur.until || (until === cur.until && PRIORITY[endedBy.relation] < PRIORITY[cur.relation])) endings.set(id, { ...endedBy, until });
  };

  for (const t of topics) {
    for (const v of t.versions) {
      if (!v.previous) continue;
      if (v.entryId) end(v.previous, v.date, { entryId: v.entryId, relation: v.change === "unchanged" ? "restates" : "amends" });
      else end(v.previous, v.date, { documentId: v.documentId, relation: "dropped" });
    }
    const pointers = t.pointers.map((p) => byId.get(p.entryId)!).filter((p) => p && isPointer(p));
    for (const p of pointers) {
      const dropper = findDroppingDocument(docById.get(p.documentId)!, docs);
      if (!dropper) continue;
      const again = pointers.find((q) => q.documentId === dropper.id);
      if (again) end(p.id, dropper.date, { entryId: again.id, relation: "restates" });
      else end(p.id, dropper.date, { documentId: dropper.id, relation: "dropped" });
    }
  }
  for (const r of relations) {
    if (r.type !== "reverses" && r.type !== "supersedes") continue;
    const later = byId.get(r.from);
    if (later) end(r.to, later.date, { entryId: r.from, relation: r.type });
  }

  const out = new Map<EntryId, InForce>();
  for (const e of entries) {
    const ending = endings.get(e.id);
    if (!ending) {
      out.set(e.id, { from: e.date });
      continue;
    }
    const { until, ...endedBy } = ending;
    out.set(e.id, { from: e.date, until, endedBy });
  }
  return out;
}

/** Whether a ruling is in force on a date (YYYY-MM-DD; none: now): from the day its document is dated, until the day before it ended. */
export function isInForceOn(inForce: InForce, date?: string): boolean {
  if (date === undefined) return !inForce.until;
  return inForce.from <= date && (!inForce.until || date < inForce.until);
}

/** The rulings in force on a date: every entry in force then, except document introductions and pointers. */
export function listInForceOn<T extends { kind: EntryKind; inForce: InForce }>(entries: readonly T[], date?: string): T[] {
  return entries.filter((e) => e.kind !== "section" && !isPointer(e) && isInForceOn(e.inForce, date));
}
