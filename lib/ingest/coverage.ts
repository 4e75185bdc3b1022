import type { ParseResult, SourceLine } from "../model/types";
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
    if (at.length === 0) throw new IngestError(file, l.n, `line landed nowhere (not in an entry, a heading or a declared skip): "${clip(l.original)}"`);
    if (at.length > 1) throw new IngestError(file, l.n, `line landed in ${at.length} places: ${at.join(", ")}`);
  }
  const known = new Set(lines.map((l) => l.n));
  for (const n of places.keys()) {
    if (!known.has(n)) throw new IngestError(file, n, "parser placed a line that the file does not have");
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

function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 60)}…` : s;
}
