import type { DocumentMeta, ParseResult, SourceLine } from "../../model/types";

/** Input of a parser: the document's metadata and its lines, text-repaired and in reading order. */
export interface ParserInput {
  meta: DocumentMeta;
  /** Lines after prepareSource (declared replacements applied, reading order restored). */
  lines: SourceLine[];
}

/** A parser for one source shape. Pure: no fs, throws IngestError on text it cannot read. */
export type Parser = (input: ParserInput) => ParseResult;

/** The hint a parser needs to refuse a truncated file, with what to write. */
export const LAST_ENTRY_MISSING =
  '[hint-missing] hints.lastEntry is missing: the title of the document\'s last entry and the last words of its text, e.g. "lastEntry": { "title": "…", "endsWith": "…" }, so that a truncated file is refused';
/** The hint a parser needs to refuse a file whose entries it split wrongly, with what to write. */
export const EXPECTED_ENTRIES_MISSING =
  '[hint-missing] hints.expectedEntries is missing: the number of rulings entries the document prints (count its headings), e.g. "expectedEntries": 21';
