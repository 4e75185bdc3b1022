import type { DocumentMeta, ParseResult, SourceLine } from "../../model";

/** Input of a parser: the document's metadata and its lines, text-repaired and in reading order. */
export interface ParserInput {
  meta: DocumentMeta;
  /** Lines after prepareSource (declared replacements applied, reading order restored). */
  lines: SourceLine[];
}

/** A parser for one source shape. Pure: no fs, throws IngestError on text it cannot read. */
export type Parser = (input: ParserInput) => ParseResult;
