import { IngestError, type Problem } from "../errors";

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
  const problems: Problem[] = [];
  if (!last || last.title !== declared.lastEntry.title || !last.body.endsWith(declared.lastEntry.endsWith)) {
    problems.push({
      line: lastLine,
      column: 1,
      rule: "last-entry-mismatch",
      problem: "the last entry read is not the one hints.lastEntry declares",
      expected: `"${declared.lastEntry.title}" closing "${declared.lastEntry.endsWith}"`,
      found: last ? `"${last.title}" closing "${tail(last.body)}"` : "no entry",
      hint: "compare the end of the file with the end of the printed document: if they end alike, write what was found in hints.lastEntry; if the printed document goes on, the file lacks its end",
    });
  }
  if (count !== declared.expectedEntries) {
    problems.push({
      field: ["hints", "expectedEntries"],
      rule: "entry-count",
      problem: "the number of entries read is not the one hints.expectedEntries declares",
      expected: `${declared.expectedEntries} entries`,
      found: `${count}`,
      hint: `count the document's headings: if it prints ${count}, write ${count} here; if not, look for a heading the parser missed or a paragraph it took for one`,
    });
  }
  if (problems.length) throw IngestError.many(file, problems);
}

function tail(s: string): string {
  const words = s.trim().split(/\s+/);
  return (words.length > 8 ? "… " : "") + words.slice(-8).join(" ");
}
