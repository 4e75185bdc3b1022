import { createFieldLocator, toFieldPlace, toPathText, toPlace, type JsonPath, type Place } from "./json-places";
import type { RuleId } from "./rules";

export type { JsonPath, Place } from "./json-places";
export type { RuleId } from "./rules";

/** What a diagnostic says: the rule broken, what is wrong, what was expected and found, and what to do. */
export interface Diagnosis {
  /** Stable kebab-case id of the kind of problem, listed with what to do in docs/diagnostics.md. */
  rule: RuleId;
  /** What is wrong, as one sentence without its place. */
  problem: string;
  /** What the ingest looked for (quoted where it is text). */
  expected?: string;
  /** What it found instead. */
  found?: string;
  /** What to do: the file or field to edit, or what to look at. It names only causes the code has checked. */
  hint: string;
}

/**
 * One problem at a 1-based line and column of the file it is reported in, or at a field of a JSON file: a parser
 * reports a problem with a hint by its field in the document's corrections, and the pipeline, which has their text,
 * places it at that field's line and column in the corrections file.
 */
export type Problem = Diagnosis & (Place | { field: JsonPath });

/** One problem with its file, printed as `file:line:column: [rule] problem (expected …, found …) — hint`. */
export type Diagnostic = Problem & { file: string };

/** Problems with input files, one line each; the ingest collects those of every document before it stops. */
export class IngestError extends Error {
  readonly diagnostics: readonly Diagnostic[];

  /** Problems of `file` (a problem that names its own file keeps it). */
  constructor(file: string, ...problems: readonly (Problem & { file?: string })[]) {
    const diagnostics = problems.map((p) => ({ ...p, file: p.file ?? file }));
    super(diagnostics.map(toDiagnosticLine).join("\n"));
    this.name = "IngestError";
    this.diagnostics = diagnostics;
  }

  /** Every problem found in one file at once, so a maintainer fixes them in one go; sorted by place. */
  static many(file: string, problems: readonly Problem[]): IngestError {
    const key = (p: Problem) => ("field" in p ? [0, 0] : [p.line, p.column]);
    return new IngestError(file, ...[...problems].sort((a, b) => key(a)[0]! - key(b)[0]! || key(a)[1]! - key(b)[1]!));
  }

  /** The problems of several errors as one (one line each, error by error). */
  static all(errors: readonly IngestError[]): IngestError {
    return new IngestError(errors[0]!.diagnostics[0]!.file, ...errors.flatMap((e) => e.diagnostics));
  }

  /** Problems at fields of one JSON file, each placed at its field's line and column. */
  static inJson(file: string, text: string, problems: readonly (Diagnosis & { field: JsonPath })[]): IngestError {
    const locate = createFieldLocator(text);
    const placed = problems.map(({ field, ...d }) => {
      const { line, column } = locate(field);
      return { ...d, line, column };
    });
    return IngestError.many(file, placed);
  }

  /** The same problems, each passed through `to` (to name a file as the CLI reads it, or to place a field). */
  map(to: (d: Diagnostic) => Diagnostic): IngestError {
    return new IngestError("", ...this.diagnostics.map(to));
  }
}

/** One diagnostic as one line: `file:line:column: [rule] problem (expected …, found …) — hint`. */
export function toDiagnosticLine(d: Diagnostic): string {
  const where = "field" in d ? `${d.file} (corrections ${toPathText(d.field)})` : `${d.file}:${d.line}:${d.column}`;
  const seen = [d.expected !== undefined ? `expected ${d.expected}` : "", d.found !== undefined ? `found ${d.found}` : ""].filter(Boolean).join(", ");
  return `${where}: [${d.rule}] ${d.problem}${seen ? ` (${seen})` : ""} — ${d.hint}`.replace(/\r?\n/g, "\\n");
}

/** A diagnosis at a field of a JSON file, placed at the field's line and column in its text. */
export function toFieldProblem(text: string, field: JsonPath, d: Diagnosis): Problem {
  const { line, column } = toFieldPlace(text, field);
  return { ...d, line, column };
}

/** Parses a JSON file; a syntax error names the file, line and column, with the parser's words ("invalid-json"). */
export function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    const given = Number(/position (\d+)/.exec(message)?.[1] ?? NaN);
    const pos = Number.isNaN(given) ? (/end of JSON input/.test(message) ? text.length : 0) : given;
    const at = toPlace(text, pos);
    throw new IngestError(file, {
      ...at,
      rule: "invalid-json",
      problem: `the file is not valid JSON: ${message.replace(/ in JSON at position \d+.*$/, "")}`,
      found: pos < text.length ? JSON.stringify(text.slice(pos, pos + 12)) : "the end of the file",
      hint: "fix the JSON syntax at this place (the parser's words say what it expected)",
    });
  }
}
