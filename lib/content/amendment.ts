import type { AmendmentInfo } from "../model";

const ORDINAL = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];

/** One sentence saying what an amendment does to which text, e.g. "Replaces the fourth paragraph of the Glossary v1.9.3 entry “x”." */
export function toAmendmentSentence(a: AmendmentInfo, title: string): string {
  const entry = `the ${a.target} entry “${title}”`;
  const para = a.paragraph ? `the ${ORDINAL[a.paragraph] ?? `${a.paragraph}th`} paragraph of ${entry}` : entry;
  const verbs: Record<string, string> = {
    "replace-paragraph": `Replaces ${para}`,
    "replace-sentence": `Replaces a sentence of ${para}`,
    "replace-entry": `Replaces the whole of ${entry}`,
    "revise-paragraph": `Revises ${para}`,
    "add-text": `Adds text to ${para}`,
    "replace-words": `Replaces words in ${para}`,
    "replace-bullet": `Replaces a bullet point of ${para}`,
    "delete-entry": `Deletes ${entry}`,
    "delete-text": `Deletes text from ${para}`,
    "delete-and-replace": `Deletes and replaces text of ${para}`,
    retitle: `Retitles ${entry}`,
    reverse: `Reverses ${entry}`,
    errata: `Gives errata for ${entry}`,
    "partial-update": `Changes part of ${entry}; the rest of it does not change`,
    supersede: `Supersedes ${entry}`,
  };
  return `${verbs[a.action] ?? `${a.action.replace(/-/g, " ")}: ${entry}`}.`;
}
