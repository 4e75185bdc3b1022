import type { EndRelation, InForce } from "../model";

// A ruling's status in one wording, wherever it is shown: the topic and version pages' badges, search results, and
// whatever shows a ruling next (previews, the feed). Computed from the export's facts alone, so the search build and the
// pages, which read the corpus differently, say the same thing.

/** What a document's short name is made of. */
export interface NamedDocument {
  title: string;
  date: string;
}

/** A document as statuses name it: its year and its kind of text ("1995 FAQ", "2014 CRD", "2000 Current Rulings"). */
export function toShortName(doc: NamedDocument): string {
  const name = /\bFAQ\b/.test(doc.title) ? "FAQ" : /Current Rulings Document/.test(doc.title) ? "CRD" : doc.title;
  return `${doc.date.slice(0, 4)} ${name}`;
}

/** The facts a status line says. */
export interface StatusFacts {
  inForce: InForce;
  /** The document of the ruling that ended it, or the document that dropped it (when it ended). */
  endingDocument?: NamedDocument;
  /** The later rulings that amend part of it and leave the rest in force: each one's date and its topic's title. */
  amendedBy: readonly { date: string; title: string }[];
}

/**
 * A ruling's status on a date (default: now), in one line: "In force", "In force, amended in 2000 by “dilemma
 * resolution”", "Reversed in 2000 by the 2000 Current Rulings", "Superseded in …", "Amended in 2014: new version in the
 * 2014 CRD", "Restated in the 2014 CRD", "Dropped from the 2014 CRD", or before it was issued "Not yet stated on DATE".
 */
export function toStatusLine(facts: StatusFacts, date?: string): string {
  const { inForce } = facts;
  const ended = inForce.until !== undefined && inForce.endedBy && (!date || date >= inForce.until);
  if (!ended) {
    if (date !== undefined && date < inForce.from) return `Not yet stated on ${date}`;
    const amended = facts.amendedBy.filter((a) => !date || a.date <= date);
    if (!amended.length) return "In force";
    const byYear = [...amended].sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
    return `In force, amended ${byYear.map((a) => `in ${a.date.slice(0, 4)} by “${toPlainTitle(a.title)}”`).join(" and ")}`;
  }
  return toEndedLine(inForce.endedBy!.relation, inForce.until!, facts.endingDocument);
}

/** Whether the status says the ruling ended (reversed, superseded, dropped) rather than that a later version carries it on. */
export function isOverturned(relation: EndRelation): boolean {
  return relation === "reverses" || relation === "supersedes" || relation === "dropped";
}

function toEndedLine(relation: EndRelation, until: string, document: NamedDocument | undefined): string {
  const year = until.slice(0, 4);
  const by = document ? toShortName(document) : year;
  switch (relation) {
    case "dropped":
      return `Dropped from the ${by}`;
    case "restates":
      return `Restated in the ${by}`;
    case "amends":
      return `Amended in ${year}: new version in the ${by}`;
    case "reverses":
      return `Reversed in ${year} by the ${by}`;
    case "supersedes":
      return `Superseded in ${year} by the ${by}`;
  }
}

/** A topic title without the quotation marks some sources print around it ("\"Toss\"" → Toss). */
function toPlainTitle(title: string): string {
  return title.replace(/^"(.*)"$/, "$1");
}
