import type { EndRelation, RelationType } from "../model";

/** Every relation type, in the order a reader weighs them: the ones that end the earlier ruling first. */
export const RELATION_TYPES: readonly RelationType[] = ["reverses", "supersedes", "amends", "clarifies", "restates", "related"];

/** Relations after which the earlier ruling is no longer in force. */
export const ENDING_RELATIONS: readonly RelationType[] = ["reverses", "supersedes"];

/** Whether a string is a relation type. */
export function isRelationType(s: unknown): s is RelationType {
  return typeof s === "string" && (RELATION_TYPES as readonly string[]).includes(s);
}

/** Text with every run of white space made one space, as quotes are compared. */
export function toFlatText(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}

/** Whether a quoted sentence stands, word for word, in an entry's text (line breaks and repeated spaces aside). */
export function quoteStandsIn(quote: string, text: string): boolean {
  const q = toFlatText(quote);
  return q.length > 0 && toFlatText(text).includes(q);
}

/** How a relation reads from the earlier ruling's side ("Reversed"), for status lines. */
export const ENDED_VERB: Record<EndRelation, string> = {
  reverses: "Reversed",
  supersedes: "Superseded",
  amends: "Amended",
  restates: "Restated",
  dropped: "Dropped",
};

/** How a relation reads from the earlier ruling's side, for every relation type. */
export const RELATION_PASSIVE: Record<RelationType, string> = {
  reverses: "Reversed",
  supersedes: "Superseded",
  amends: "Amended",
  clarifies: "Clarified",
  restates: "Restated",
  related: "Related",
};

/** How a relation reads from the later ruling's side. */
export const RELATION_ACTIVE: Record<RelationType, string> = {
  reverses: "Reverses",
  supersedes: "Supersedes",
  amends: "Amends",
  clarifies: "Clarifies",
  restates: "Restates",
  related: "Related to",
};
