/**
 * The plain-text CRD parser: takes out the footer, finds the summary and rulings headings, and makes the intro,
 * summary and ruling entries. Hints: plain-crd-hints; ruling starts: plain-crd-starts; rulings: plain-crd-rulings;
 * amendments: plain-crd-amendment; Markdown: plain-crd-render.
 */
import type { Corrections, Paragraph, ParsedEntry, SourceLine } from "../../model";
import { toColumn, toQuoted, toTextPlace } from "../columns";
import { IngestError } from "../errors";
import { isBlank, toParagraphs } from "../prepare";
import { checkHintsUsed, readHints, type Ctx } from "./plain-crd-hints";
import { escapeText, linesOf, reflow, renderBody } from "./plain-crd-render";
import { toRulings } from "./plain-crd-rulings";
import { toSkipPastEnd } from "./problems";
import type { Parser } from "./types";

/** Parses the 72-column plain-text Current Rulings (Decipher, 1E): intro, summary block, alphabetical rulings. */
export const parsePlainCrd: Parser = ({ meta, lines }) => {
  const file = meta.sourceFile;
  const ctx: Ctx = { file, hints: readHints(file, meta.corrections), repairs: [], used: new Set() };
  const { kept, skipped } = takeSkips(file, lines, meta.corrections);
  const { paragraphs, repairs: joinRepairs } = toParagraphs(file, kept, meta.corrections);
  ctx.repairs.push(...joinRepairs);

  const summaryAt = findHeading(ctx, paragraphs, "summaryHeading", 0);
  const rulingsAt = findHeading(ctx, paragraphs, "rulingsHeading", summaryAt + 1);
  const rulingsLine = paragraphs[rulingsAt]!.lines[0]!;

  const entries: ParsedEntry[] = [
    toIntroEntry(ctx, paragraphs.slice(0, summaryAt)),
    toSummaryEntry(ctx, paragraphs[summaryAt]!, paragraphs.slice(summaryAt + 1, rulingsAt)),
    ...toRulings(ctx, paragraphs.slice(rulingsAt + 1), rulingsLine.text.trim()),
  ];
  checkHintsUsed(ctx);
  for (const e of entries) checkRepaired(ctx, e, kept);
  return {
    headings: [{ line: rulingsLine.n, text: rulingsLine.text.trim() }],
    entries,
    repairs: ctx.repairs,
    skipped,
  };
};

/** Removes the declared skip ranges (footer); they must exist and close the document. */
function takeSkips(file: string, lines: SourceLine[], corrections: Corrections) {
  const skipped: { line: number; rule: string }[] = [];
  const inSkip = new Set<number>();
  const last = lines.length ? lines[lines.length - 1]!.n : 0;
  for (const [i, s] of (corrections.skip ?? []).entries()) {
    const [a, b] = s.lines;
    if (b > last) throw new IngestError(file, toSkipPastEnd(s, i, lines));
    for (const l of lines) {
      if (l.n < a || l.n > b) continue;
      inSkip.add(l.n);
      if (!isBlank(l)) skipped.push({ line: l.n, rule: s.rule });
    }
    if (!skipped.some((x) => x.rule === s.rule)) {
      throw new IngestError(file, {
        line: a,
        column: 1,
        rule: "skip-line-blank",
        problem: `skip ${i + 1} of the corrections (rule "${s.rule}") names lines ${a}-${b}, which are all blank`,
        expected: "lines with text, such as a page footer",
        found: "blank lines",
        hint: 'fix the skip\'s "lines" to the lines it leaves out',
      });
    }
  }
  const lastText = [...lines].reverse().find((l) => !isBlank(l));
  if (!lastText || !inSkip.has(lastText.n)) {
    throw new IngestError(file, {
      ...toTextPlace(lastText),
      rule: "footer-missing",
      problem: "the last line with text is not in a declared skip (the document's footer)",
      expected: 'the footer in a "skip" of the corrections',
      found: lastText ? toQuoted(lastText.text.trim()) : "no text",
      hint: 'if that line is the footer, declare it in the corrections\' "skip"; if the printed document ends with a footer the file does not have, the file lacks its end',
    });
  }
  return { kept: lines.filter((l) => !inSkip.has(l.n)), skipped };
}

function findHeading(ctx: Ctx, paragraphs: Paragraph[], key: "summaryHeading" | "rulingsHeading", from: number): number {
  const heading = ctx.hints[key];
  const at = paragraphs.findIndex((p, i) => i >= from && p.lines.length === 1 && p.text.trim() === heading);
  if (at < 0) {
    throw new IngestError(ctx.file, {
      field: ["hints", key],
      rule: "heading-missing",
      problem: `no paragraph${from ? ` after the summary heading` : ""} is the heading hints.${key} names`,
      expected: `${JSON.stringify(heading)} alone on its line, with blank lines around it`,
      found: "none",
      hint: `write the heading in hints.${key} as the document prints it; if the printed document has it and the file does not, the file lacks that part`,
    });
  }
  return at;
}

function toIntroEntry(ctx: Ctx, paragraphs: Paragraph[]): ParsedEntry {
  const [titleBlock, ...intro] = paragraphs;
  if (!titleBlock || !intro.length) {
    throw new IngestError(ctx.file, {
      line: titleBlock?.lines[0]!.n ?? 1,
      column: 1,
      rule: "intro-missing",
      problem: "the text before the summary heading is not a title block and an introduction",
      expected: "a title block, then at least one paragraph, before the summary heading",
      found: titleBlock ? "one paragraph" : "no text",
      hint: "look at the start of the file and at hints.summaryHeading: the summary heading must come after the document's title and introduction",
    });
  }
  return {
    title: titleBlock.lines.map((l) => l.text.trim()).join(" "),
    changed: false,
    kind: "section",
    body: renderBody(ctx, intro),
    lines: linesOf([titleBlock, ...intro]),
  };
}

/** The summary block: one paragraph per topic ("topic: summary"), the topic set in bold. */
function toSummaryEntry(ctx: Ctx, heading: Paragraph, paragraphs: Paragraph[]): ParsedEntry {
  if (!paragraphs.length) {
    throw new IngestError(ctx.file, {
      ...toTextPlace(heading.lines[0]!),
      rule: "summary-empty",
      problem: "the summary section has no paragraphs",
      expected: "paragraphs between the summary heading and the rulings heading",
      found: "none",
      hint: "look at the lines after the summary heading and at hints.rulingsHeading",
    });
  }
  const body = paragraphs
    .map((p) => {
      const text = reflow(ctx, p.lines);
      const m = /^([^:]{1,50}?): (.*)$/s.exec(text);
      return m && !m[1]!.includes(". ") ? `**${escapeText(m[1]!)}**: ${escapeText(m[2]!)}` : escapeText(text);
    })
    .join("\n\n");
  const title = heading.text.trim();
  return { title, changed: false, kind: "section", body, lines: linesOf([heading, ...paragraphs]), section: title };
}

function checkRepaired(ctx: Ctx, e: ParsedEntry, lines: SourceLine[]): void {
  if (!`${e.title}\n${e.body}`.includes("\uFFFD")) return;
  const line = lines.find((l) => e.lines.includes(l.n) && l.text.includes("\uFFFD"));
  throw new IngestError(ctx.file, {
    line: line?.n ?? e.lines[0] ?? 1,
    column: line ? toColumn(line.text, "\uFFFD") : 1,
    rule: "replacement-character",
    problem: `entry "${e.title}" holds a U+FFFD, a character the text extraction lost`,
    expected: "the character the printed document has there",
    found: "U+FFFD",
    hint: 'declare a "replace" rule in the corrections with the character the printed document shows (mark it "uncertain" if the context does not tell)',
  });
}
