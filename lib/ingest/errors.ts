/** One problem at a place of a file; the column is given where it is known (1-based). */
export interface Problem {
  line: number;
  column?: number;
  problem: string;
}

/** A problem with an input file, reported as `file:line: message` or `file:line:column: message` (several: one line each). */
export class IngestError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly problem: string,
    readonly more: readonly Problem[] = [],
    readonly column?: number,
  ) {
    super([{ line, column, problem }, ...more].map((p) => `${file}:${p.line}${p.column ? `:${p.column}` : ""}: ${p.problem}`).join("\n"));
    this.name = "IngestError";
  }

  /** Every problem found in one file at once, so a maintainer fixes them in one go; sorted by line. */
  static many(file: string, problems: readonly Problem[]): IngestError {
    const sorted = [...problems].sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
    return new IngestError(file, sorted[0]!.line, sorted[0]!.problem, sorted.slice(1), sorted[0]!.column);
  }

  /** The problems of several files as one error (one line each, file by file), or the one error as it is. */
  static all(errors: readonly IngestError[]): IngestError {
    if (errors.length === 1) return errors[0]!;
    const first = errors[0]!;
    const combined = new IngestError(first.file, first.line, first.problem, first.more, first.column);
    combined.message = errors.map((e) => e.message).join("\n");
    return combined;
  }
}

/** Parses a JSON file; a syntax error names the file, line and column, with the parser's words ("invalid-json"). */
export function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    const pos = Number(/position (\d+)/.exec(message)?.[1] ?? NaN);
    const before = Number.isNaN(pos) ? "" : text.slice(0, pos);
    const line = before.split("\n").length;
    const column = Number.isNaN(pos) ? undefined : pos - before.lastIndexOf("\n");
    throw new IngestError(file, line, `[invalid-json] ${message.replace(/ in JSON at position \d+.*$/, "")}: fix the JSON (a missing comma or quote is the usual cause)`, [], column);
  }
}
