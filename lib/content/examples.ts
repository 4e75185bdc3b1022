import { listExamples, type ExampleDefinition, type ExplainedResult } from "../engine";
import { getDocument, getEntry, toEntryHref } from "./index";

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

/** A cited entry as the interactive runner needs it: no document title, so the page sends less to the browser. */
export type CitedText = Omit<CitedEntry, "documentTitle">;

/** The cited entries of an example for the runner and the Try-it panel. */
export function listCitedTexts(example: ExampleDefinition<unknown, ExplainedResult>): CitedText[] {
  return listCitedEntries(example).map(({ documentTitle: _unused, ...text }) => text);
}

/** Every example, for the index and the static pages. */
export { listExamples };
