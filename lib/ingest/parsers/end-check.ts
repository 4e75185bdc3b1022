import { IngestError } from "../errors";

/**
 * The declared end of a document against what was parsed: the last entry's title and closing words, and the number of
 * entries. Both are checked and reported together, each with what was expected, what was found and what to do.
 */
export function checkDeclaredEnd(
  file: string,
  lastLine: number,
  last: { title: string; body: string } | undefined,
  count: number,
  declared: { lastEntry: { title: string; endsWith: string }; expectedEntries: number },
): void {
  const problems: { line: number; problem: string }[] = [];
  if (!last || last.title !== declared.lastEntry.title || !last.body.endsWith(declared.lastEntry.endsWith)) {
    const found = last ? `"${last.title}" closing "${tail(last.body)}"` : "no entry";
    problems.push({
      line: lastLine,
      problem:
        `[last-entry-mismatch] hints.lastEntry expects the last entry "${declared.lastEntry.title}" closing "${declared.lastEntry.endsWith}"; found ${found}. ` +
        `If the file ends where the document ends, hints.lastEntry is stale (write what was found); if the document goes on after this, the file is cut short`,
    });
  }
  if (count !== declared.expectedEntries) {
    problems.push({
      line: lastLine,
      problem:
        `[entry-count] found ${count} entries, hints.expectedEntries says ${declared.expectedEntries}. ` +
        `Count the document's headings: if it prints ${count}, update the hint; if not, a heading was missed or a paragraph taken for one (see the entries in the dry run)`,
    });
  }
  if (problems.length) throw IngestError.many(file, problems);
}

function tail(s: string): string {
  const words = s.trim().split(/\s+/);
  return (words.length > 8 ? "… " : "") + words.slice(-8).join(" ");
}
