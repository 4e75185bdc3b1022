import type { ParsedAmendment, Corrections, DocumentMeta, ParsedEntry, Repair, SourceLine } from "../../model";
import { toQuoted, toTextPlace } from "../columns";
import { IngestError, type Problem } from "../errors";
import { isBlank, toParagraphs } from "../prepare";
import { checkDeclaredEnd } from "./end-check";
import { EXPECTED_ENTRIES_MISSING, isLineHint, LAST_ENTRY_MISSING, toBaseTextMissing, toHintStartMismatch, toHintUnused, toLineHintProblem } from "./problems";
import type { Parser } from "./types";

/** A paragraph start the PDF extraction lost (no blank line before it), declared in corrections.hints. */
interface ParagraphStartHint {
  line: number;
  startsWith: string;
  reason: string;
}

/** Parser-specific data of a PDF-extracted CRD (corrections.hints). */
interface PdfCrdHints {
  paragraphStarts: ParagraphStartHint[];
  lastEntry: { title: string; endsWith: string };
  expectedEntries: number;
}

/** Consecutive source lines that form one Markdown block: a paragraph, a procedure step or a bullet. */
interface Unit {
  lines: SourceLine[];
  /** The lines re-flowed into one line. */
  text: string;
}

type UnitKind = "step" | "substep" | "bullet" | "paragraph";

// Topic, optional change asterisk, then " – " (or "- " with no space before it, as in "naming a card- ").
const ENTRY_START = /^(\*)?([a-z][a-z ,/]{0,34}?)(?: – |- )/;
const STEP = /^(\d+)\. /;
const SUBSTEP = /^([a-z])\. /;
const BULLET = /^• /;
const DATE_LINE = /^\(\d{1,2} [A-Z][a-z]+ \d{4}\)$/;
const AMENDMENT_INSTRUCTIONS: { pattern: RegExp; action: string }[] = [
  { pattern: /^The rest of the entry does not change\.?$/, action: "partial-update" },
  { pattern: /^This supersedes the existing entry\.$/, action: "supersede" },
];

/** Parses a Current Rulings Document whose text was extracted from a PDF (hard-wrapped, page-break splits). */
export const parsePdfCrd: Parser = ({ meta, lines }) => {
  const file = meta.sourceFile;
  const hints = readHints(file, meta.corrections.hints);
  const repairs: Repair[] = [];
  const titleLines = takeTitleLines(file, meta, lines);
  const { paragraphs, repairs: joinRepairs } = toParagraphs(file, lines, meta.corrections);
  repairs.push(...joinRepairs);
  const titleNs = new Set(titleLines.map((l) => l.n));
  const blocks = paragraphs.map((p) => p.lines.filter((l) => !titleNs.has(l.n))).filter((b) => b.length > 0);
  const units = splitUnits(file, blocks, hints.paragraphStarts, meta.corrections, repairs);

  const first = units.findIndex((u) => ENTRY_START.test(u.text));
  if (first < 0) {
    const after = units[0]?.lines[0] ?? titleLines[1];
    throw new IngestError(file, {
      ...toTextPlace(after),
      rule: "entry-start-missing",
      problem: "no paragraph after the title block starts an entry",
      expected: 'a paragraph "topic – text": a lower-case topic of up to 35 characters, then a dash',
      found: units[0] ? toQuoted(units[0].text, 40) : "no text",
      hint: "look at the text after the title block: the first ruling starts a paragraph with its topic and a dash",
    });
  }
  const section: ParsedEntry = {
    title: titleLines.map((l) => l.text.trim()).join(" "),
    changed: false,
    kind: "section",
    body: renderBody(file, units.slice(0, first)),
    lines: [...titleLines, ...units.slice(0, first).flatMap((u) => u.lines)].map((l) => l.n),
  };
  const entries = groupEntries(units.slice(first)).map((g) => buildEntry(file, meta, g));
  checkEnd(file, lines, entries, hints);
  return { headings: [], entries: [section, ...entries], repairs, skipped: [] };
};

function readHints(file: string, raw: Corrections["hints"]): PdfCrdHints {
  const h = (raw ?? {}) as Partial<PdfCrdHints>;
  const problems: Problem[] = [];
  const starts = h.paragraphStarts ?? [];
  const bad = Array.isArray(starts) ? starts.findIndex((s) => !isLineHint(s)) : -1;
  if (!Array.isArray(starts) || bad >= 0) problems.push(toLineHintProblem("paragraphStarts", starts, bad));
  const last = h.lastEntry;
  if (!last || typeof last.title !== "string" || typeof last.endsWith !== "string") problems.push(LAST_ENTRY_MISSING);
  if (!Number.isInteger(h.expectedEntries)) problems.push(EXPECTED_ENTRIES_MISSING);
  if (problems.length) throw IngestError.many(file, problems);
  return { paragraphStarts: starts, lastEntry: last!, expectedEntries: h.expectedEntries! };
}

/** The title block: the document title on one line and its "(7 July 2014)" date on the next non-blank line. */
function takeTitleLines(file: string, meta: DocumentMeta, lines: SourceLine[]): [SourceLine, SourceLine] {
  const [title, date] = lines.filter((l) => !isBlank(l));
  if (!title || title.text.trim() !== meta.title) {
    throw new IngestError(file, {
      ...toTextPlace(title),
      rule: "title-line-mismatch",
      problem: "the first line with text is not the document's title",
      expected: `${JSON.stringify(meta.title)}, the documents.json "title"`,
      found: title ? toQuoted(title.text.trim()) : "no text",
      hint: 'if the title is printed otherwise, fix "title" in documents.json; if the title block is printed further down, declare a "move" in the corrections',
    });
  }
  if (!date || !DATE_LINE.test(date.text.trim())) {
    throw new IngestError(file, {
      ...toTextPlace(date ?? title),
      rule: "date-line-missing",
      problem: "the line after the title is not the document's date",
      expected: 'a date in parentheses, such as "(7 July 2014)"',
      found: date ? toQuoted(date.text.trim()) : "no text",
      hint: "look at the lines after the title: the date the document gives itself stands there on its own line",
    });
  }
  return [title, date];
}

/** Cuts paragraphs into units at declared lost paragraph breaks and at "•" bullets, and re-flows each. */
function splitUnits(file: string, blocks: SourceLine[][], starts: ParagraphStartHint[], corrections: Corrections, repairs: Repair[]): Unit[] {
  const declared = new Map(starts.map((s) => [s.line, s]));
  const seen = new Set<number>();
  const units: Unit[] = [];
  for (const block of blocks) {
    let cur: SourceLine[] = [];
    block.forEach((l, i) => {
      const hint = declared.get(l.n);
      if (hint) {
        checkDeclaredStart(file, hint, starts.indexOf(hint), l, i);
        seen.add(l.n);
        repairs.push(paragraphBreakRepair(file, block[i - 1]!, l, hint.reason));
      }
      if (i > 0 && (hint || BULLET.test(l.text))) {
        units.push(makeUnit(file, cur, corrections, repairs));
        cur = [];
      }
      cur.push(l);
    });
    units.push(makeUnit(file, cur, corrections, repairs));
  }
  const unused = starts.flatMap((s, k) =>
    seen.has(s.line) ? [] : [toHintUnused("paragraphStarts", k, s.line, `a line inside a paragraph, starting ${JSON.stringify(s.startsWith)}`)],
  );
  if (unused.length) throw IngestError.many(file, unused);
  return units;
}

function checkDeclaredStart(file: string, hint: ParagraphStartHint, k: number, line: SourceLine, index: number): void {
  if (!line.text.trimStart().startsWith(hint.startsWith)) throw new IngestError(file, toHintStartMismatch("paragraphStarts", line, hint.startsWith));
  if (index === 0) {
    throw new IngestError(file, {
      field: ["hints", "paragraphStarts", k],
      rule: "hint-redundant",
      problem: `hints.paragraphStarts names line ${line.n}, which starts a paragraph already`,
      expected: "a line inside a paragraph, with no blank line before it",
      found: "a line after a blank line",
      hint: "remove the hint: the blank line before the line starts the paragraph",
    });
  }
}

function paragraphBreakRepair(file: string, prev: SourceLine, line: SourceLine, note: string): Repair {
  const before = tail(prev.text);
  const after = line.text.trim().slice(0, 40);
  return {
    id: "",
    file,
    line: line.n,
    from: `${before}\n${after}`,
    to: `${before}\n\n${after}`,
    rule: "lost-paragraph-break",
    note,
  };
}

function makeUnit(file: string, lines: SourceLine[], corrections: Corrections, repairs: Repair[]): Unit {
  const first = lines[0]!;
  // A PDF first-line indent of 4+ spaces would turn the paragraph into a Markdown code block.
  if (/^ {4,}\S/.test(first.text)) {
    repairs.push({
      id: "",
      file,
      line: first.n,
      from: first.text.slice(0, 40),
      to: first.text.trimStart().slice(0, 40),
      rule: "paragraph-indent-not-code",
      note: "first-line indent of a PDF paragraph; read as a normal paragraph, not a code block",
    });
  }
  return { lines, text: reflow(lines, corrections) };
}

/** Joins hard-wrapped lines with a space; a word broken at a hyphen ("non-cost-" / "related") keeps no space. */
function reflow(lines: SourceLine[], corrections: Corrections): string {
  const glue = new Map((corrections.join ?? []).map((j) => [j.after, j.glue ?? " "]));
  let out = lines[0]!.text.trim();
  for (let i = 1; i < lines.length; i++) {
    const prev = lines[i - 1]!;
    const g = glue.get(prev.n) ?? (/[A-Za-z]-$/.test(out) ? "" : " ");
    out += g + lines[i]!.text.trim();
  }
  return out;
}

function groupEntries(units: Unit[]): Unit[][] {
  const groups: Unit[][] = [];
  for (const u of units) {
    if (ENTRY_START.test(u.text) || !groups.length) groups.push([u]);
    else groups[groups.length - 1]!.push(u);
  }
  return groups;
}

function buildEntry(file: string, meta: DocumentMeta, units: Unit[]): ParsedEntry {
  const head = units[0]!;
  const m = ENTRY_START.exec(head.text)!;
  const bodyUnits = [{ lines: head.lines, text: head.text.slice(m[0].length) }, ...units.slice(1)];
  const amendment = findAmendment(file, meta, units);
  return {
    title: m[2]!,
    changed: m[1] === "*",
    kind: amendment ? "amendment" : "general",
    body: renderBody(file, bodyUnits),
    lines: units.flatMap((u) => u.lines.map((l) => l.n)),
    ...(amendment ? { amendment } : {}),
  };
}

function findAmendment(file: string, meta: DocumentMeta, units: Unit[]): ParsedAmendment | undefined {
  for (const u of units) {
    const found = AMENDMENT_INSTRUCTIONS.find((a) => a.pattern.test(u.text));
    if (!found) continue;
    if (!meta.baseText) {
      throw new IngestError(file, toBaseTextMissing(u.lines[0]!, u.text));
    }
    return { action: found.action, target: meta.baseText, instruction: u.text };
  }
  return undefined;
}

function kindOf(text: string): UnitKind {
  if (STEP.test(text)) return "step";
  if (SUBSTEP.test(text)) return "substep";
  if (BULLET.test(text)) return "bullet";
  return "paragraph";
}

/** Markdown of a run of units: paragraphs, "•" bullet lists and numbered procedures with lettered sub-steps. */
function renderBody(file: string, units: Unit[]): string {
  const blocks: string[] = [];
  let i = 0;
  while (i < units.length) {
    const kind = kindOf(units[i]!.text);
    if (kind === "step") {
      const end = procedureEnd(units, i);
      blocks.push(renderProcedure(file, units.slice(i, end)));
      i = end;
    } else if (kind === "bullet") {
      let end = i;
      while (end < units.length && kindOf(units[end]!.text) === "bullet") end++;
      blocks.push(
        units
          .slice(i, end)
          .map((u) => `- ${escapeMarkdown(u.text.replace(BULLET, ""))}`)
          .join("\n"),
      );
      i = end;
    } else if (kind === "substep") {
      const line = units[i]!.lines[0]!;
      throw new IngestError(file, {
        ...toTextPlace(line),
        rule: "substep-outside-procedure",
        problem: "a lettered step stands outside a numbered procedure",
        expected: 'a numbered step such as "1. …" before it in the entry',
        found: toQuoted(units[i]!.text, 40),
        hint: "compare the lines before it with the printed document: a lettered step follows its numbered step in one entry; hints.paragraphStarts declares a step that starts with no blank line before it",
      });
    } else {
      blocks.push(escapeMarkdown(units[i]!.text));
      i++;
    }
  }
  return blocks.join("\n\n");
}

/** A procedure runs to its last step; a free paragraph between two steps belongs to the step before it. */
function procedureEnd(units: Unit[], start: number): number {
  let end = start;
  for (let j = start; j < units.length; j++) {
    const kind = kindOf(units[j]!.text);
    if (kind === "step" || kind === "substep") end = j + 1;
    else if (kind === "bullet") break;
  }
  return end;
}

function renderProcedure(file: string, units: Unit[]): string {
  const out: string[] = [];
  let number = 0;
  let letter = "";
  let indent = "";
  for (const u of units) {
    const step = STEP.exec(u.text);
    const sub = SUBSTEP.exec(u.text);
    const outOfOrder = (rule: "step-out-of-order" | "substep-out-of-order", expected: string, found: string) =>
      new IngestError(file, {
        ...toTextPlace(u.lines[0]!),
        rule,
        problem: "the steps of a procedure are not in order",
        expected: `step ${expected}`,
        found: `step ${found}`,
        hint: "compare the steps before this line with the printed document; hints.paragraphStarts declares a step that starts with no blank line before it",
      });
    if (step) {
      if (Number(step[1]) !== number + 1) throw outOfOrder("step-out-of-order", `${number + 1}`, step[1]!);
      number++;
      letter = "";
      indent = " ".repeat(step[1]!.length + 2);
      out.push(escapeMarkdown(u.text));
    } else if (sub) {
      const expected = letter ? String.fromCharCode(letter.charCodeAt(0) + 1) : "a";
      if (sub[1] !== expected) throw outOfOrder("substep-out-of-order", `${number}.${expected}`, `${number}.${sub[1]}`);
      letter = sub[1]!;
      out.push(`${indent}- ${escapeMarkdown(u.text)}`);
    } else {
      const inner = letter ? `${indent}  ` : indent;
      out.push("", inner + escapeMarkdown(u.text), "");
    }
  }
  return out.join("\n").trim();
}

function escapeMarkdown(text: string): string {
  return text.replace(/([\\*_`])/g, "\\$1");
}

/** The text must end with the declared last entry and its closing sentence, and hold the declared number of entries. */
function checkEnd(file: string, lines: SourceLine[], entries: ParsedEntry[], hints: PdfCrdHints): void {
  const lastLine = [...lines].reverse().find((l) => !isBlank(l));
  checkDeclaredEnd(file, lastLine?.n ?? 1, entries[entries.length - 1], entries.length, hints);
}

function tail(s: string): string {
  const t = s.trimEnd();
  return t.length > 40 ? "…" + t.slice(-40) : t;
}
