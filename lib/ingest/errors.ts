/** A problem with an input file, reported as `file:line: message` (several problems: one such line each). */
export class IngestError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly problem: string,
    readonly more: readonly { line: number; problem: string }[] = [],
  ) {
    super([{ line, problem }, ...more].map((p) => `${file}:${p.line}: ${p.problem}`).join("\n"));
    this.name = "IngestError";
  }

  /** Every problem found in one file at once, so a maintainer fixes them in one go; sorted by line. */
  static many(file: string, problems: readonly { line: number; problem: string }[]): IngestError {
    const sorted = [...problems].sort((a, b) => a.line - b.line);
    return new IngestError(file, sorted[0]!.line, sorted[0]!.problem, sorted.slice(1));
  }

  /** The problems of several files as one error (one line each, file by file), or the one error as it is. */
  static all(errors: readonly IngestError[]): IngestError {
    if (errors.length === 1) return errors[0]!;
    const first = errors[0]!;
    const combined = new IngestError(first.file, first.line, first.problem, first.more);
    combined.message = errors.map((e) => e.message).join("\n");
    return combined;
  }
}
