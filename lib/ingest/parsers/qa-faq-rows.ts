/** The rows of a Q&A FAQ: its paragraphs split back into printed lines, with declared joins kept as one row. */
import type { SourceLine } from "../../model";
import { IngestError } from "../errors";
import { toMisalignedProblem } from "./problems";

/** A line of text as the reader sees it: one source line, or several joined by a declared join. */
export interface Row {
  text: string;
  lines: number[];
  /** Index of the paragraph the row sits in; rows of one paragraph are hard-wrapped text. */
  para: number;
}

/** Rows of a paragraph are split at its "\n"; lines glued by a declared join form one row. */
export function toRows(file: string, paragraphs: { lines: SourceLine[]; text: string }[], joined: Set<number>): Row[] {
  const rows: Row[] = [];
  paragraphs.forEach((p, para) => {
    const texts = p.text.split("\n");
    const groups: number[][] = [];
    p.lines.forEach((l, i) => {
      if (i > 0 && joined.has(p.lines[i - 1]!.n)) groups.at(-1)!.push(l.n);
      else groups.push([l.n]);
    });
    if (groups.length !== texts.length) throw new IngestError(file, toMisalignedProblem(p.lines[0]!.n, groups.length, texts.length));
    groups.forEach((g, i) => rows.push({ text: texts[i]!, lines: g, para }));
  });
  return rows;
}
