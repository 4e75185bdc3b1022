import type { EndRelation, EntryId, EntryKind, InForce, RelationType } from "../model";
import { listInForceOn } from "./in-force";

/** What the changes between two dates need of an entry. */
export interface BetweenInput {
  id: EntryId;
  kind: EntryKind;
  date: string;
  inForce: InForce;
}

/** A ruling in force on the first date and not on the second, and what ended it. */
export interface EndedRuling {
  id: EntryId;
  /** The day it stopped being in force. */
  until: string;
  /**
   * "reverses", "supersedes" (by the ruling `by`), "dropped" (from the document `documentId`), or "amends": a new version
   * of it (`by`, the version in force on the second date) replaced it.
   */
  relation: Exclude<EndRelation, "restates">;
  by?: EntryId;
  documentId?: string;
}

/** A ruling in force on both dates that changed in between: a new version of it, or a later ruling amending part of it. */
export interface AmendedRuling {
  /** "new-version": `id` is the version in force on the second date, `previous` the one in force on the first. "in-part": `id` stands, `by` amends it. */
  how: "new-version" | "in-part";
  id: EntryId;
  previous?: EntryId;
  by?: EntryId;
}

/** What changed between two dates, as a reader compares the rulings in force on each (see listChangesBetween). */
export interface ChangesBetween {
  began: EntryId[];
  ended: EndedRuling[];
  amended: AmendedRuling[];
  /** Rulings re-issued word for word in between: [the one in force on the first date, the one on the second]. */
  restated: [EntryId, EntryId][];
}

/**
 * What changed between two dates (YYYY-MM-DD, `from` < `to`), comparing the rulings in force on `from` with those in
 * force on `to` (document introductions and pointers aside). A ruling carried on by versions (re-issues in its family)
 * is followed to the version in force on `to`: re-issued word for word it is "restated"; changed, it is "amended" (a new
 * version) and also "ended" (replaced by it). Otherwise a ruling in force on `from` and not on `to` ended (reversed,
 * superseded, dropped); one in force on `to` and not on `from` began; one in force on both that a ruling dated in
 * (from, to] amends in part is "amended". Each list is ordered by date, then id.
 */
export function listChangesBetween(
  entries: readonly BetweenInput[],
  relations: readonly { type: RelationType; from: EntryId; to: EntryId }[],
  from: string,
  to: string,
): ChangesBetween {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const atFrom = new Set(listInForceOn(entries, from).map((e) => e.id));
  const atTo = listInForceOn(entries, to);
  const atToIds = new Set(atTo.map((e) => e.id));
  const carriedOn = new Set<EntryId>();
  const ended: EndedRuling[] = [];
  const amended: AmendedRuling[] = [];
  const restated: [EntryId, EntryId][] = [];

  for (const id of atFrom) {
    if (atToIds.has(id)) continue;
    // Follow the ruling through its versions until one is in force on `to`, or one ended it otherwise.
    let cur = byId.get(id)!;
    let changed = false;
    const seen = new Set<EntryId>([id]);
    for (;;) {
      const end = cur.inForce.endedBy;
      const next = end?.entryId ? byId.get(end.entryId) : undefined;
      const isVersion = end && (end.relation === "amends" || end.relation === "restates") && next && !seen.has(next.id);
      if (!end || !isVersion) {
        if (end && end.relation !== "amends" && end.relation !== "restates")
          ended.push({ id, until: cur.inForce.until!, relation: end.relation, ...(end.entryId ? { by: end.entryId } : { documentId: end.documentId }) });
        break;
      }
      changed ||= end.relation === "amends";
      seen.add(next.id);
      cur = next;
      if (atToIds.has(cur.id)) {
        carriedOn.add(cur.id);
        if (changed) {
          ended.push({ id, until: byId.get(id)!.inForce.until!, relation: "amends", by: cur.id });
          amended.push({ how: "new-version", id: cur.id, previous: id });
        } else restated.push([id, cur.id]);
        break;
      }
    }
  }

  for (const r of relations) {
    if (r.type !== "amends" || !atFrom.has(r.to) || !atToIds.has(r.to)) continue;
    const by = byId.get(r.from);
    if (by && by.date > from && by.date <= to) amended.push({ how: "in-part", id: r.to, by: r.from });
  }

  const dateOf = (id: EntryId) => byId.get(id)!.date;
  const order = (a: EntryId, b: EntryId) => dateOf(a).localeCompare(dateOf(b)) || a.localeCompare(b);
  return {
    began: atTo
      .filter((e) => !atFrom.has(e.id) && !carriedOn.has(e.id))
      .map((e) => e.id)
      .sort(order),
    ended: ended.sort((a, b) => order(a.id, b.id)),
    amended: amended.sort((a, b) => order(a.id, b.id) || (a.by ?? "").localeCompare(b.by ?? "")),
    restated: restated.sort((a, b) => order(a[0], b[0])),
  };
}
