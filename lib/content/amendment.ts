import type { AmendmentInfo, Entry, Topic } from "../model";
import { listDocuments, listRulings } from "./index";

/** One sentence saying what an amendment does to which part of which text, e.g. "Replaces the fourth paragraph of the Glossary v1.9.3 entry “x”." */
export function toAmendmentSentence(a: AmendmentInfo, title: string): string {
  const entry = `the ${a.target} entry “${title}”`;
  const place = a.part.whole ? entry : `${a.part.label} of ${entry}`;
  const named = a.part.key !== undefined;
  const verbs: Record<string, string> = {
    "replace-paragraph": `Replaces ${place}`,
    "replace-sentence": `Replaces ${place}`,
    "replace-line": `Replaces ${place}`,
    "replace-section": `Replaces ${place}`,
    "replace-bullet": `Replaces ${place}`,
    "replace-words": `Replaces ${place}`,
    "replace-entry": `Replaces the whole of ${entry}`,
    "revise-paragraph": `Revises ${place}`,
    "revise-entry": `Revises the whole of ${entry}`,
    "add-text": named ? `Adds text to ${place}` : `Adds text to ${entry}`,
    "delete-entry": `Deletes ${entry}`,
    "delete-text": named ? `Deletes ${place}` : `Deletes a passage of ${entry}`,
    "delete-and-replace": `Deletes and replaces ${place}`,
    "delete-and-revise": `Changes ${place}`,
    retitle: `Retitles ${entry}, and changes words throughout it`,
    reverse: `Reverses ${entry}`,
    errata: `Gives errata for the game text of “${title}”`,
    "partial-update": `Changes part of ${entry}; the rest of it does not change`,
    supersede: `Supersedes ${entry}`,
  };
  return `${verbs[a.action] ?? `${a.action.replace(/-/g, " ")}: ${place}`}.`;
}

/** Whether an amendment's base text ("Glossary v1.6") is one of the archive's documents, so a reader can see what it changed. */
export function isBaseTextInArchive(target: string, documentTitles: readonly string[]): boolean {
  const t = target.toLowerCase();
  return documentTitles.some((d) => d.toLowerCase().includes(t));
}

/** One amendment among a topic's rulings: what it does to which part of its base entry. */
export interface AmendmentView {
  entry: Entry;
  /** "Revises the second paragraph of the Glossary v1.9.3 entry “dilemma resolution”." */
  sentence: string;
  /** The base text it amends, and whether that text is one of the archive's documents. */
  target: string;
  targetInArchive: boolean;
}

/** The amendments among a topic's rulings, oldest first, each with the part of its base entry it touched. */
export function listAmendments(topic: Topic): AmendmentView[] {
  const titles = listDocuments().map((d) => d.title);
  return listRulings(topic).flatMap((entry) =>
    entry.amendment
      ? [
          {
            entry,
            sentence: toAmendmentSentence(entry.amendment, entry.title),
            target: entry.amendment.target,
            targetInArchive: isBaseTextInArchive(entry.amendment.target, titles),
          },
        ]
      : [],
  );
}
