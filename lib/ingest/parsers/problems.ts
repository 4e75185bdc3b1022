/** Problems several parsers report, each with what was expected, what was found and what to do. */
import type { SourceLine } from "../../model";
import { toColumn, toQuoted, toTextPlace } from "../columns";
import type { Problem } from "../errors";

/** A hint the parser of the document's format needs that its corrections do not give: what it holds, what to write. */
export function toHintMissing(key: string, expected: string, hint: string): Problem {
  return { field: ["hints", key], rule: "hint-missing", problem: `hints.${key} is missing`, expected, hint };
}

/** The hint a parser needs to tell where the document ends, with what to write. */
export const LAST_ENTRY_MISSING = toHintMissing(
  "lastEntry",
  "the title of the document's last entry and the last words of its text",
  'write "lastEntry": { "title": "…", "endsWith": "…" } in the corrections\' hints, from the end of the printed document, so that a file without its end is refused',
);
/** The hint a parser needs to refuse a file whose entries it split wrongly, with what to write. */
export const EXPECTED_ENTRIES_MISSING = toHintMissing(
  "expectedEntries",
  "the number of rulings entries the document prints",
  "count the document's headings and write it in the corrections' hints, e.g. \"expectedEntries\": 21",
);

/** An amendment instruction ("The rest of the entry does not change.") in a document that names no text it amends. */
export function toBaseTextMissing(line: SourceLine, instruction: string): Problem {
  const words = instruction.trim().split(/\s+/).slice(0, 3).join(" ");
  return {
    line: line.n,
    column: toColumn(line.original, words),
    rule: "base-text-missing",
    problem: "an amendment instruction stands here, but the document names no text it amends",
    expected: 'documents.json "baseText" for this document',
    found: toQuoted(instruction),
    hint: 'write "baseText" in documents.json: the title of the text the document amends, e.g. "Glossary v1.6"',
  };
}

/** A hint of the corrections that names a line the parser never met in the shape the hint is for. */
export function toHintUnused(key: string, index: number, line: number, expected: string): Problem {
  return {
    field: ["hints", key, index],
    rule: "hint-unused",
    problem: `hints.${key} names line ${line}, but the parser met no such line there`,
    expected: `line ${line} to be ${expected}`,
    hint: `look at line ${line} of the file: point the hint at the line it means, or remove it`,
  };
}

/** A hint's "startsWith" against the line it names. */
export function toHintStartMismatch(key: string, line: SourceLine, startsWith: string): Problem {
  return {
    ...toTextPlace(line),
    rule: "hint-start-mismatch",
    problem: `hints.${key} names line ${line.n}, which does not start with the words the hint gives`,
    expected: JSON.stringify(startsWith),
    found: toQuoted(line.text.trim(), 40),
    hint: `if the hint means another line, fix its "line"; if it means this one, fix its "startsWith"`,
  };
}

/** Whether a hint names a line by its number and first words, with a reason. */
export function isLineHint(c: unknown): c is { line: number; startsWith: string; reason: string } {
  const h = c as { line?: unknown; startsWith?: unknown; reason?: unknown } | null;
  return Number.isInteger(h?.line) && typeof h!.startsWith === "string" && typeof h!.reason === "string";
}

/** The problem of a list of line hints (`continuations`, `paragraphStarts`) that is not one, or holds an item that is not one. */
export function toLineHintProblem(key: string, list: unknown, bad: number): Problem {
  return {
    field: bad >= 0 ? ["hints", key, bad] : ["hints", key],
    rule: "hint-invalid",
    problem: bad >= 0 ? `item ${bad + 1} of hints.${key} is not a line hint` : `hints.${key} is not a list`,
    expected: "{ line, startsWith, reason }",
    found: JSON.stringify(bad >= 0 ? (list as unknown[])[bad] : list).slice(0, 60),
    hint: `write it as { "line": the line's number, "startsWith": its first words, "reason": why }`,
  };
}

/** The problem of a skip rule that names lines past the end of the file. */
export function toSkipPastEnd(s: { rule: string; lines: [number, number] }, index: number, lines: SourceLine[]): Problem {
  const last = lines.length ? lines[lines.length - 1]!.n : 0;
  return {
    field: ["skip", index, "lines"],
    rule: "skip-past-end",
    problem: `skip ${index + 1} of the corrections (rule "${s.rule}") names lines ${s.lines[0]}-${s.lines[1]}, past the end of the file`,
    expected: `lines up to ${last}`,
    found: `[${s.lines[0]}, ${s.lines[1]}]`,
    hint: 'look at the end of the file: if the footer is there, fix the skip\'s "lines"; if the printed document has more after it, the file lacks its end',
  };
}

/** The problem of a paragraph whose text, split at its line breaks, does not give back its lines. */
export function toMisalignedProblem(line: number, lines: number, segments: number): Problem {
  return {
    line,
    column: 1,
    rule: "paragraph-lines-misaligned",
    problem: "the paragraph's text does not split back into its lines",
    expected: `${lines} line(s)`,
    found: `${segments} line(s)`,
    hint: 'look at the corrections that touch this paragraph: a line break in a replace "to" or a join "glue" splits a source line',
  };
}
