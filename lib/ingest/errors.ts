/** A problem with an input file, reported as `file:line: message`. */
export class IngestError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly problem: string,
  ) {
    super(`${file}:${line}: ${problem}`);
    this.name = "IngestError";
  }
}
