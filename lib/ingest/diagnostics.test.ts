import { describe, expect, it } from "vitest";
import { readTree } from "../../scripts/read-tree";
import { withReplacedFiles } from "./parsers/test-support";
import { runIngest } from "./pipeline";

const base = readTree("content/sources");
const textOf = (files: ReadonlyMap<string, Uint8Array>, name: string) => new TextDecoder().decode(files.get(name));

/** A diagnostic as printed, and the text its place points at in the file it names (as the ingest read it). */
interface Printed {
  file: string;
  line: number;
  column: number;
  message: string;
  /** The named line from the named column on. */
  at: string;
}

/**
 * Ingests the real sources with some files edited (text in, text out) and returns the printed diagnostic of `rule`.
 * A source's recorded SHA-256 follows its edit, so only the content is wrong.
 */
function diagnosticOf(rule: string, edits: Record<string, (text: string) => string>): Printed {
  const edited = Object.fromEntries(Object.entries(edits).map(([name, edit]) => [name, edit(textOf(base, name))]));
  for (const [name, text] of Object.entries(edited)) expect(text, `the edit of ${name} changes it`).not.toBe(textOf(base, name));
  const files = withReplacedFiles(base, edited);
  let message = "";
  try {
    runIngest({ sourcesDir: "content/sources", files });
  } catch (e) {
    message = (e as Error).message;
  }
  const line = message.split("\n").find((l) => l.includes(` [${rule}] `));
  expect(line, message || "the ingest succeeded").toBeDefined();
  const m = /^content\/sources\/(\S+?):(\d+):(\d+): \[[a-z0-9-]+\] \S.* — \S/.exec(line!);
  expect(m, line).not.toBeNull();
  const [, file, n, column] = m!;
  const at = textOf(files, file!)
    .split("\n")
    [Number(n) - 1]!.slice(Number(column) - 1);
  return { file: file!, line: Number(n), column: Number(column), message: line!, at };
}

/** Replaces the one line of a text that reads `line` (trailing spaces aside). */
function editLine(line: string, to: (l: string) => string): (text: string) => string {
  return (text) => {
    const lines = text.split("\n");
    const i = lines.findIndex((l) => l.trimEnd() === line);
    expect(i, `a line "${line}"`).toBeGreaterThanOrEqual(0);
    lines[i] = to(lines[i]!);
    return lines.join("\n");
  };
}

describe("diagnostics on edited copies of the real sources: file:line:column: [rule-id], the column on the token at fault", () => {
  it("plain-crd: a character the extraction lost, at its column", () => {
    const d = diagnosticOf("replacement-character", {
      "003_43eeb667be3e35d7.txt": editLine("assimilation - See exchanging cards.", (l) => l.replace("cards.", "cards\uFFFD")),
    });
    expect(d.file).toBe("003_43eeb667be3e35d7.txt");
    expect(d.column).toBe("assimilation - See exchanging cards".length + 1);
    expect(d.at.startsWith("\uFFFD")).toBe(true);
    expect(d.message).toMatch(/entry "assimilation" holds a U\+FFFD, .* — declare a "replace" rule in the corrections/);
  });

  it("qa-faq: a question whose answer marker was lost, at its Q: after the list dash", () => {
    const d = diagnosticOf("question-unanswered", {
      "004_2d293bfaff452f5d.txt": (t) => t.replace("\n- A: The point about the REM Sleep problem", "\n- B: The point about the REM Sleep problem"),
    });
    expect(d.column).toBe(3);
    expect(d.at).toMatch(/^Q: REM SLEEP -- /);
    expect(d.message).toMatch(/declare the question in hints\.unanswered$/);
  });

  it("glossary-amendment-crd: an instruction naming its paragraph by no ordinal, at that word", () => {
    const d = diagnosticOf("amendment-paragraph-unreadable", {
      "000_9724ef4cd727d24f.txt": editLine("dilemma resolution – revise the second paragraph as follows", (l) => l.replace("second", "twoth")),
    });
    expect(d.at).toMatch(/^twoth paragraph/);
    expect(d.message).toMatch(/\(expected an ordinal such as .*, found "twoth"\)/);
  });

  it("pdf-crd: a join whose anchor does not match its line, at the words compared, saying what it expected and found", () => {
    const d = diagnosticOf("join-anchor-mismatch", {
      "corrections/2e-crd-2014-07-07.json": (t) => t.replace('"ends": ". . dilemma\\" triggers and"', '"ends": "dilemma\\" triggers or"'),
    });
    expect(d.file).toBe("002_25921d97b80c2cf8.txt");
    const found = /found "((?:[^"\\]|\\.)*)"\)/.exec(d.message)![1]!.replace(/\\"/g, '"');
    expect(d.at.replace(/\s+/g, " ").trim()).toBe(found);
    expect(d.message).toMatch(/\(expected line \d+ to end with "dilemma\\" triggers or", found /);
  });

  it("markdown-crd: a declared section heading the text does not have, at the hint in the corrections file", () => {
    const d = diagnosticOf("section-missing", {
      "corrections/2e-crd-2011-10-05.json": (t) => t.replace(/("sections":\s*\[[^\]]*)"Card-Specific"/, '$1"Card Specific"'),
    });
    expect(d.file).toBe("corrections/2e-crd-2011-10-05.json");
    expect(d.at).toMatch(/^"Card Specific"/);
    expect(d.message).toMatch(/no heading after "General" reads so \(expected a heading "Card Specific", found headings .*"Card-Specific"\)/);
  });

  it("a missing hint, at the hints of the corrections file that lack it", () => {
    const d = diagnosticOf("hint-missing", {
      "corrections/2e-crd-2014-07-07.json": (t) => t.replace(/,\s*"expectedEntries": \d+/, ""),
    });
    expect(d.file).toBe("corrections/2e-crd-2014-07-07.json");
    expect(d.at).toMatch(/^"hints"/);
    expect(d.message).toMatch(/hints\.expectedEntries is missing .* — count the document's headings/);
  });
});
