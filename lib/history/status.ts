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
  /** The topic title of the ruling that reversed or superseded it, for the long line (search results, previews). */
  endingTitle?: string;
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

/**
 * A ruling's status with the year it took force when it is in force: "In force since 2000", "In force since 1995,
 * amended in 2000 by “android”"; "Reversed in 2000 by “cloaking device” in the 2000 Current Rulings" when the ending ruling's
 * title is given; otherwise as toStatusLine ("Dropped from the 2014 CRD"). What a
 * search result or a reference preview says, where the ruling is read apart from its date.
 */
export function toLongStatusLine(facts: StatusFacts, date?: string): string {
  const line = toStatusLine(facts, date);
  if (line === "In force" || line.startsWith("In force,")) return `In force since ${facts.inForce.from.slice(0, 4)}${line.slice("In force".length)}`;
  // Reversed or superseded by a ruling: named by its title, as a reader asks next "by what?" ("Reversed in 2000 by “cloaking device” in the 2000 Current Rulings").
  const { endedBy, until } = facts.inForce;
  if (facts.endingTitle && until && endedBy && (endedBy.relation === "reverses" || endedBy.relation === "supersedes")) {
    const verb = endedBy.relation === "reverses" ? "Reversed" : "Superseded";
    return `${verb} in ${until.slice(0, 4)} by “${toPlainTitle(facts.endingTitle)}”${facts.endingDocument ? ` in the ${toShortName(facts.endingDocument)}` : ""}`;
  }
  return line;
}

/** What an as-of status says of a ruling: when it took force, and when and by what it ended, if it did. */
export interface AsOfFacts {
  from: string;
  until?: string;
  /** What ended it: the relation, and the ruling's topic title ("cloaking device") or the document that dropped it ("2014 CRD"). */
  ended?: { relation: EndRelation; by: string };
}

/**
 * A ruling's status as of a date, for a page read as of that date: "Not yet issued", "In force then", or "Ended before
 * then: reversed in 2000 by “cloaking device”" (superseded, amended by a new version, restated, dropped from …).
 */
export function statusAsOf(facts: AsOfFacts, date: string): string {
  const state = toAsOfState(facts, date);
  if (state === "not-yet") return "Not yet issued";
  if (state === "in-force") return "In force then";
  const { relation, by } = facts.ended!;
  const year = facts.until!.slice(0, 4);
  const what =
    relation === "dropped"
      ? `dropped from the ${by}`
      : relation === "restates"
        ? `restated in ${year} by “${toPlainTitle(by)}”`
        : relation === "amends"
          ? `amended in ${year}: new version “${toPlainTitle(by)}”`
          : `${relation === "reverses" ? "reversed" : "superseded"} in ${year} by “${toPlainTitle(by)}”`;
  return `Ended before then: ${what}`;
}

/** Where a ruling stood on a date: not yet issued, in force, or ended (a ruling with no recorded end stays in force). */
export function toAsOfState(facts: AsOfFacts, date: string): "not-yet" | "in-force" | "ended" {
  if (date < facts.from) return "not-yet";
  return !facts.until || !facts.ended || date < facts.until ? "in-force" : "ended";
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
export function toPlainTitle(title: string): string {
  return title.replace(/^"(.*)"$/, "$1");
}
