import { listExamples, type Citation, type ExampleDefinition, type ExplainedResult } from "../engine";
import { ENDED_VERB, quoteStandsIn } from "../history";
import type { EndRelation, Entry } from "../model";
import { getDocument, getEntry, listTopics, toEntryHref, toShortName } from "./index";

/** A cited entry as the example pages show it. */
export interface CitedEntry {
  entryId: string;
  title: string;
  date: string;
  documentTitle: string;
  href: string;
  text: string;
}

/** The entries an example cites, with their text and permalink (a citation the data lacks is left out). */
export function listCitedEntries(example: ExampleDefinition<unknown, ExplainedResult>): CitedEntry[] {
  const ids = [...new Set(example.cites.map((c) => c.entryId))];
  return ids.flatMap((id) => {
    const e = getEntry(id);
    if (!e) return [];
    return [{ entryId: e.id, title: e.title, date: e.date, documentTitle: getDocument(e.documentId)!.title, href: toEntryHref(e), text: e.text }];
  });
}

/** A cited entry as the interactive runner needs it: where it links and what it is called, not its text. */
export interface CitedText {
  entryId: string;
  title: string;
  date: string;
  /** The version's permalink, /1e/topic/date. */
  href: string;
  /** The document's short name: "1995 FAQ", "2000 Current Rulings", "2014 CRD". */
  source: string;
}

/** The cited entries of an example for the runner and the Try-it panel. */
export function listCitedTexts(example: ExampleDefinition<unknown, ExplainedResult>): CitedText[] {
  return listCitedEntries(example).map(({ entryId, title, date, href }) => {
    const entry = getEntry(entryId)!;
    return { entryId, title, date, href, source: toShortName(getDocument(entry.documentId)!) };
  });
}

/** The titles of an edition's card topics (those with a ruling on a card), sorted, for type-ahead in example forms. */
export function listCardTitles(edition: "1E" | "2E"): string[] {
  const titles = listTopics(edition)
    .filter((t) => t.entryIds.some((id) => getEntry(id)?.kind === "card"))
    .map((t) => t.title);
  return [...new Set(titles)].sort((a, b) => a.localeCompare(b));
}

/** A cited ruling that is no longer in force, whose sentence the ruling in its place does not print. */
export interface StaleCitation {
  citation: Citation;
  /** How the cited ruling ended, and when. */
  relation: EndRelation;
  until: string;
  /** The ruling in force in its place, or null when its document family dropped it. */
  newer: Entry | null;
}

/**
 * The citations of an example that a later ruling has overtaken: the cited entry is no longer in force, the example
 * does not also cite the ruling in its place, that ruling does not print the cited sentence, and no maintainer has
 * confirmed the rule against it (`confirmedIn`). Follows a chain of versions to the ruling in force now.
 */
export function findStaleCitations(cites: readonly Citation[], lookup: (id: string) => Entry | null | undefined): StaleCitation[] {
  const cited = new Set(cites.map((c) => c.entryId));
  const out: StaleCitation[] = [];
  for (const citation of cites) {
    let entry = lookup(citation.entryId);
    if (!entry?.inForce.until) continue;
    const first = { relation: entry.inForce.endedBy?.relation ?? "dropped", until: entry.inForce.until };
    let newer: Entry | null = null;
    let handled = false;
    for (let hops = 0; entry?.inForce.until && hops < 50; hops++) {
      const next: Entry | null = entry.inForce.endedBy?.entryId ? (lookup(entry.inForce.endedBy.entryId) ?? null) : null;
      if (!next) {
        newer = null;
        break;
      }
      if (cited.has(next.id)) {
        handled = true;
        break;
      }
      newer = next;
      entry = next;
    }
    if (handled) continue;
    if (newer && quoteStandsIn(citation.sentence, newer.text)) continue;
    if (newer && citation.confirmedIn?.some((c) => c.entryId === newer!.id)) continue;
    out.push({ citation, ...first, newer });
  }
  return out;
}

/** An overtaken citation as the example pages and Try-it panels say it. */
export interface StaleNotice {
  sentence: string;
  citedTitle: string;
  citedDate: string;
  /** "Restated in 2016 without this sentence", "Dropped in 2016", "Reversed in 2000". */
  status: string;
  newer: { title: string; date: string; documentTitle: string; href: string } | null;
}

/** The overtaken citations of an example, read from the site's data. */
export function listStaleNotices(example: ExampleDefinition<unknown, ExplainedResult>): StaleNotice[] {
  return findStaleCitations(example.cites, getEntry).map(({ citation, relation, until, newer }) => {
    const cited = getEntry(citation.entryId)!;
    return {
      sentence: citation.sentence,
      citedTitle: cited.title,
      citedDate: cited.date,
      status: `${ENDED_VERB[relation]} in ${until.slice(0, 4)}${newer ? " by a ruling that no longer says this" : ""}`,
      newer: newer ? { title: newer.title, date: newer.date, documentTitle: getDocument(newer.documentId)!.title, href: toEntryHref(newer) } : null,
    };
  });
}

/** A worked example as a link: its id and title. */
export interface ExampleLink {
  id: string;
  title: string;
}

/** For each topic whose rulings a worked example applies (cites), those examples, for "Try it" links beside search results. */
export function listExampleLinksByTopic(): Record<string, ExampleLink[]> {
  const out: Record<string, ExampleLink[]> = {};
  for (const e of listExamples()) {
    for (const topicId of new Set(e.cites.map((c) => c.topicId))) (out[topicId] ??= []).push({ id: e.id, title: e.title });
  }
  return out;
}

/** Every example, for the index and the static pages. */
export { listExamples };
