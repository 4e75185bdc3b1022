import type { DocRow, SearchMeta } from "./files";
import type { Ranking } from "./rank";

/**
 * The topics a text hands its match to. A reversed or superseded ruling hands most of it to its successor and sinks
 * below it; a cross-reference ("Access Denied: See Ferengi Ingenuity.") to the topic it points to; a restated or
 * amended ruling, still in force, a share to the ruling that restates or amends it, and keeps its own.
 */
export interface HandOffs {
  supersededByIds: string[];
  restatedByIds: string[];
  amendedByIds: string[];
  pointsToIds: string[];
}

/** A text's hand-offs, from its row's topic indexes to topic ids. */
export function toHandOffs(row: DocRow, topics: SearchMeta["topics"]): HandOffs {
  const ids = (list?: number[]) => (list ?? []).map((t) => topics[t]!.id);
  return { supersededByIds: ids(row.supersededBy), restatedByIds: ids(row.restatedBy), amendedByIds: ids(row.amendedBy), pointsToIds: ids(row.pointsTo) };
}

/**
 * Hands a matching text's score on: raises, in `inherited` (topic id → score), what each topic it hands off to gains
 * from it (the best of what it gains from any text), and answers the score the text keeps.
 */
export function handOn(doc: HandOffs, score: number, inherited: Map<string, number>, weights: Ranking): number {
  // A reversed or superseded ruling, or a cross-reference ("See Ferengi Ingenuity."), hands its match to the ruling that answers.
  const answeredBy = doc.supersededByIds.length ? doc.supersededByIds : doc.pointsToIds;
  if (answeredBy.length) {
    for (const successor of answeredBy) inherited.set(successor, Math.max(inherited.get(successor) ?? 0, score * weights.successorShare));
    score *= weights.supersededShare;
  }
  for (const successor of doc.restatedByIds) inherited.set(successor, Math.max(inherited.get(successor) ?? 0, score * weights.restatedShare));
  for (const amender of doc.amendedByIds) inherited.set(amender, Math.max(inherited.get(amender) ?? 0, score * weights.amendedShare));
  return score;
}

/**
 * Adds to each topic's score what it inherited: a later ruling that reverses, supersedes or restates a matching one
 * answers the same question, so it gains that match's score; a topic with no ruling that passes the filters gains nothing.
 */
export function addInherited(byTopic: Map<string, number>, inherited: Map<string, number>, shown: (topicId: string) => boolean): void {
  for (const [topicId, score] of inherited) {
    if (!shown(topicId)) continue;
    byTopic.set(topicId, (byTopic.get(topicId) ?? 0) + score);
  }
}
