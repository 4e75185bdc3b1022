import type { ParseResult, SourceLine } from "../model";
import { toQuoted, toTextPlace } from "./columns";
import { IngestError } from "./errors";
import { isBlank } from "./prepare";

/** How many non-blank source lines landed in exactly one place. */
export interface Coverage {
  nonBlank: number;
  landedOnce: number;
  inEntries: number;
  inHeadings: number;
  skipped: number;
}

/** Checks that every non-blank line of the source landed in exactly one place, and counts them. */
export function checkCoverage(file: string, lines: SourceLine[], result: ParseResult): Coverage {
  const places = new Map<number, string[]>();
  const put = (n: number, where: string) => places.set(n, [...(places.get(n) ?? []), where]);
  result.entries.forEach((e) => new Set(e.lines).forEach((n) => put(n, `entry "${e.title}"`)));
  result.headings.forEach((h) => put(h.line, "a heading"));
  result.skipped.forEach((s) => put(s.line, `skip "${s.rule}"`));
  const nonBlank = lines.filter((l) => !isBlank(l));
  for (const l of [...nonBlank].sort((a, b) => a.n - b.n)) {
    const at = places.get(l.n) ?? [];
    if (at.length === 0) {
      throw new IngestError(file, {
        ...toTextPlace(l),
        rule: "line-landed-nowhere",
        problem: "the parser put this line in no entry, heading or declared skip",
        found: toQuoted(l.original),
        hint: 'if the line is not part of the document (a page footer, a header), declare it in the corrections\' "skip"; if it belongs to an entry, look at the corrections that name lines near it (join, move, hints)',
      });
    }
    if (at.length > 1) {
      throw new IngestError(file, {
        ...toTextPlace(l),
        rule: "line-landed-twice",
        problem: `the parser put this line in ${at.length} places`,
        expected: "one place",
        found: at.join(", "),
        hint: "a line belongs in one entry, heading or skip: look at the places found and at the corrections that name this line (skip, join, move, hints)",
      });
    }
  }
  const known = new Set(lines.map((l) => l.n));
  for (const n of places.keys()) {
    if (!known.has(n)) {
      throw new IngestError(file, {
        line: n,
        column: 1,
        rule: "line-placed-outside-file",
        problem: `the parser placed line ${n}, which the file does not have`,
        expected: `a line from 1 to ${lines.length}`,
        found: `line ${n}`,
        hint: 'this is a fault of the parser of documents.json "format": report it with this file',
      });
    }
  }
  const count = (pred: (w: string) => boolean) => nonBlank.filter((l) => pred(places.get(l.n)![0]!)).length;
  return {
    nonBlank: nonBlank.length,
    landedOnce: nonBlank.length,
    inEntries: count((w) => w.startsWith("entry")),
    inHeadings: count((w) => w === "a heading"),
    skipped: count((w) => w.startsWith("skip")),
  };
}
