import type { DocRow, SearchMeta } from "./files";
import type { Ranking } from "./weights";

/**
 * The topics a text hands its match to. A reversed or superseded ruling hands most of it to its successor and sinks
 * below it; a cross-reference ("Access Denied: See Ferengi Ingenuity.") to the topic it points to; a restated or
 * amended ruling, still in force, a share to the ruling that restates or amends it, and keeps its own.
 */
export interface HandOffs {
  supersededByIds: string[];
  restatedByIds: string[];
  amendedByIds: string[];
  /** Per topic of `amendedByIds`, the ranges of the text's terms its ruling changes ([start, end, …]; none: unknown). */
  amendedRanges: number[][];
  pointsToIds: string[];
  /** Whether it hands anything on at all (most texts do not: ranking passes them by). */
  handsOn: boolean;
}

/** A text's hand-offs, from its row's topic indexes to topic ids. */
export function toHandOffs(row: DocRow, topics: SearchMeta["topics"]): HandOffs {
  const ids = (list?: number[]) => (list ?? []).map((t) => topics[t]!.id);
  const handOffs = {
    supersededByIds: ids(row.supersededBy),
    restatedByIds: ids(row.restatedBy),
    amendedByIds: ids(row.amendedBy),
    amendedRanges: row.amendedParts ?? [],
    pointsToIds: ids(row.pointsTo),
  };
  const handsOn = !!(handOffs.supersededByIds.length || handOffs.restatedByIds.length || handOffs.amendedByIds.length || handOffs.pointsToIds.length);
  return { ...handOffs, handsOn };
}

/**
 * Hands a matching text's score on: raises, in `inherited` (topic id → score), what each topic it hands off to gains
 * from it (the best of what it gains from any text), and answers the score the text keeps. An amended text whose match
 * lies mostly in the part a later ruling changes (`inPart`: the share of the query's words it holds there, of those it
 * holds at all, at least `amendedPartAt`) adds that ruling's topic to `above`: a question about the changed part is the
 * later ruling's to answer, and it is to rank just above the text (and no higher for that). So is a query that quotes the
 * text's document and asks whether it still holds (`asked` "quoted": "the 95 FAQ said …"), of the rulings amending it the one
 * whose changed part holds most of the query.
 */
export function handOn(
  doc: HandOffs,
  score: number,
  inherited: Map<string, number>,
  weights: Ranking,
  inPart: (ranges: number[]) => number = () => 0,
  above: string[] = [],
  /** How the query asks of the text's document: names it ("what did the 1995 FAQ say"), or quotes it asking if it holds. */
  asked?: "named" | "quoted",
): number {
  // A ruling of a document the query names ("what did the 1995 FAQ say …") is the answer asked for, reversed or amended
  // since: it keeps its match and hands none to the rulings that changed it.
  if (asked === "named" && (doc.supersededByIds.length || doc.amendedByIds.length)) return score;
  // A reversed or superseded ruling, or a cross-reference ("See Ferengi Ingenuity."), hands its match to the ruling that
  // answers.
  const answeredBy = doc.supersededByIds.length ? doc.supersededByIds : doc.pointsToIds;
  if (answeredBy.length) {
    for (const successor of answeredBy) inherited.set(successor, Math.max(inherited.get(successor) ?? 0, score * weights.successorShare));
    score *= weights.supersededShare;
  }
  for (const successor of doc.restatedByIds) {
    inherited.set(successor, Math.max(inherited.get(successor) ?? 0, score * weights.restatedShare));
    // Asked whether the quoted text still holds, the later ruling stating it again answers: it does.
    if (asked === "quoted") above.push(successor);
  }
  if (!doc.amendedByIds.length) return score;
  const shares = doc.amendedByIds.map((amender, k) => {
    inherited.set(amender, Math.max(inherited.get(amender) ?? 0, score * weights.amendedShare));
    const ranges = doc.amendedRanges[k];
    return ranges?.length ? inPart(ranges) : 0;
  });
  // A query quoting the text's document and asking whether it still holds asks for the ruling that changed it: the one
  // whose changed part holds most of the query.
  const best = Math.max(0, ...shares);
  doc.amendedByIds.forEach((amender, k) => {
    if (asked === "quoted" ? shares[k] === best : shares[k]! >= weights.amendedPartAt) above.push(amender);
  });
  return score;
}

/**
 * Adds to each topic's score what it inherited: a later ruling that reverses, supersedes or restates a matching one
 * answers the same question, so it gains that match's score; a topic with no ruling that passes the filters gains nothing.
 * A later ruling that changes the part of a text the query asks of ranks at least just above that text (`above`:
 * [later, the text's topic when the text leads its result, else the text's own score]): not above a topic whose result
 * another of its rulings leads, one that may answer better.
 */
export function addInherited(
  byTopic: Map<string, number>,
  inherited: Map<string, number>,
  shown: (topicId: string) => boolean,
  above: [later: string, below: string | number][] = [],
): void {
  for (const [topicId, score] of inherited) {
    if (!shown(topicId)) continue;
    byTopic.set(topicId, (byTopic.get(topicId) ?? 0) + score);
  }
  for (const [later, below] of above) {
    const floor = (typeof below === "number" ? below : (byTopic.get(below) ?? 0)) * (1 + 1e-6);
    if (shown(later) && (byTopic.get(later) ?? 0) < floor) byTopic.set(later, floor);
  }
}
