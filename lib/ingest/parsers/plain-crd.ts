import type { AmendmentInfo, Corrections, EntryKind, Paragraph, ParsedEntry, Repair, SourceLine } from "../../model/types";
import { toColumn, toEndColumn, toQuoted, toTextPlace } from "../columns";
import { IngestError, type Problem } from "../errors";
import { isBlank, toParagraphs } from "../prepare";
import { toHintMissing, toHintUnused, toSkipPastEnd } from "./problems";
import type { Parser } from "./types";

/** Hints of the plain-text CRD parser, declared in the corrections file (each with a reason). */
export interface PlainCrdHints {
  /** Heading of the summary block between the intro and the rulings. */
  summaryHeading: string;
  /** Heading of the rulings section. */
  rulingsHeading: string;
  /** Unindented paragraphs that start a sub-entry of `parent`. */
  subEntries?: { line: number; parent: string; reason: string }[];
  /** Entry starts whose title the dash heuristic splits wrongly (e.g. a dash inside a card title). */
  titles?: { line: number; title: string; reason: string }[];
  /** Paragraphs that look like entry starts but continue the entry before them. */
  continuations?: { line: number; reason: string }[];
  /** Entry starts that break the alphabetical order the document otherwise keeps. */
  outOfOrder?: { line: number; reason: string }[];
  /** Capitalised titles that name a rules topic (an affiliation, icon, card type…), not a card. */
  generalTitles?: { title: string; reason: string }[];
  /** Paragraphs whose lines are items of a list (one item per printed line). */
  lists?: { line: number; reason: string }[];
}

interface Ctx {
  file: string;
  hints: PlainCrdHints;
  repairs: Repair[];
  used: Set<string>;
}

interface Start {
  title: string;
  changed: boolean;
  /** First line with the change marker, title and separator removed. */
  rest: string;
  parent?: string;
}

// A spaced ASCII hyphen, or an en/em dash with or without a space before it (the lost dashes of "Marouk– See").
const SEPARATOR = / +- +| *[–—] +/g;
const MAX_TITLE = 60;

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

function readHints(file: string, corrections: Corrections): PlainCrdHints {
  const h = (corrections.hints ?? {}) as Partial<PlainCrdHints>;
  const keys = (["summaryHeading", "rulingsHeading"] as const).filter((key) => typeof h[key] !== "string");
  if (keys.length) {
    const example = { summaryHeading: "SUMMARY OF CHANGES", rulingsHeading: "RULINGS" };
    const problem = (key: keyof typeof example) =>
      toHintMissing(
        key,
        `the ${key === "summaryHeading" ? "summary" : "rulings"} section's heading as printed, alone on its line`,
        `write it in the corrections' hints, e.g. "${key}": "${example[key]}"`,
      );
    throw IngestError.many(file, keys.map(problem));
  }
  return h as PlainCrdHints;
}

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

interface Draft {
  start: Start;
  paragraphs: Paragraph[];
}

function toRulings(ctx: Ctx, paragraphs: Paragraph[], section: string): ParsedEntry[] {
  const drafts: Draft[] = [];
  let top: Draft | null = null;
  for (const p of paragraphs) {
    const start = readStart(ctx, p, top);
    if (!start) {
      if (!drafts.length) {
        throw new IngestError(ctx.file, {
          ...toTextPlace(p.lines[0]!),
          rule: "text-before-first-ruling",
          problem: "the first paragraph after the rulings heading does not start a ruling",
          expected: '"title - ruling": a title, a spaced dash, a sentence',
          found: toQuoted(p.lines[0]!.text.trim(), 40),
          hint: "if the title holds a dash the parser splits wrongly, declare it in hints.titles; if the paragraph belongs before the heading, look at hints.rulingsHeading",
        });
      }
      drafts[drafts.length - 1]!.paragraphs.push(p);
      continue;
    }
    const draft = { start, paragraphs: [p] };
    drafts.push(draft);
    if (!start.parent) top = draft;
  }
  const last = drafts[drafts.length - 1];
  const end = last?.paragraphs[last.paragraphs.length - 1];
  if (!end || !/[.)"]$/.test(end.text.trimEnd())) {
    const line = end?.lines[end.lines.length - 1];
    throw new IngestError(ctx.file, {
      line: line?.n ?? 1,
      column: line ? toEndColumn(line.original) : 1,
      rule: "last-sentence-open",
      problem: "the last ruling does not end a sentence",
      expected: "a full stop, a closing parenthesis or a quote",
      found: end ? toQuoted(`…${end.text.trimEnd().slice(-40)}`) : "no ruling",
      hint: "compare the end of the file with the end of the printed document: if the printed document goes on, the file lacks its end",
    });
  }
  return drafts.map((d) => toRulingEntry(ctx, d, section));
}

/** Whether a paragraph starts an entry or sub-entry, and its title. */
function readStart(ctx: Ctx, p: Paragraph, top: Draft | null): Start | null {
  const first = p.lines[0]!;
  const indented = /^ {2}(?=["A-Z])(.+?)(?: *– +|: )(.*)$/.exec(first.text);
  if (indented) {
    if (!top) {
      throw new IngestError(ctx.file, {
        ...toTextPlace(first),
        rule: "sub-entry-orphan",
        problem: "an indented sub-entry comes before any entry",
        expected: 'an entry, an unindented "title - ruling", before it',
        found: toQuoted(first.text.trim(), 40),
        hint: "look at the lines before it: a sub-entry is indented under the entry it belongs to",
      });
    }
    return { title: indented[1]!, changed: false, rest: indented[2]!, parent: top.start.title };
  }
  if (/^\s/.test(first.text)) return null;
  const split = splitTitle(ctx, first);
  if (!split || hintAt(ctx, ctx.hints.continuations, first.n, "continuations")) return null;
  const sub = hintAt(ctx, ctx.hints.subEntries, first.n, "subEntries");
  if (sub) {
    if (top?.start.title !== sub.parent) {
      throw new IngestError(ctx.file, {
        ...toTextPlace(first),
        rule: "sub-entry-parent-mismatch",
        problem: "hints.subEntries names a parent that is not the entry above this line",
        expected: `the entry above to be ${JSON.stringify(sub.parent)}`,
        found: top ? JSON.stringify(top.start.title) : "no entry",
        hint: 'fix the hint\'s "parent" (or its "line") in hints.subEntries',
      });
    }
    return { ...split, parent: sub.parent };
  }
  const forced = hintAt(ctx, ctx.hints.outOfOrder, first.n, "outOfOrder");
  return !top || forced || inOrder(top.start.title, split.title) ? split : null;
}

/** Splits "[* ]title – ruling": the title ends at the first dash followed by a sentence (or at the last dash). */
function splitTitle(ctx: Ctx, line: SourceLine): Start | null {
  const marked = /^\* /.exec(line.text);
  const text = marked ? line.text.slice(2) : line.text;
  const declared = hintAt(ctx, ctx.hints.titles, line.n, "titles");
  if (declared) {
    const m = new RegExp(`^${escapeRegExp(declared.title)}(?: +- +| *[–—] +)`).exec(text);
    if (!m) {
      throw new IngestError(ctx.file, {
        ...toTextPlace(line),
        rule: "hint-title-mismatch",
        problem: "hints.titles names this line, but the line does not start with the declared title and a dash",
        expected: `${JSON.stringify(declared.title)} and a dash`,
        found: toQuoted(text.trim(), 40),
        hint: 'fix the hint\'s "title" (as printed) or its "line" in hints.titles',
      });
    }
    return { title: declared.title, changed: !!marked, rest: text.slice(m[0].length) };
  }
  const seps = [...text.matchAll(SEPARATOR)];
  const sep = seps.find((m, i) => i === seps.length - 1 || startsSentence(text.slice(m.index + m[0].length)));
  if (!sep) return null;
  const title = text.slice(0, sep.index);
  if (!title || title.length > MAX_TITLE || /[.;?]\s/.test(title)) return null;
  return { title, changed: !!marked, rest: text.slice(sep.index + sep[0].length) };
}

function startsSentence(s: string): boolean {
  return /^["“(]?[A-Z][a-z]/.test(s);
}

/** Alphabetical order as the document keeps it: word by word or letter by letter, punctuation and case ignored. */
function inOrder(before: string, after: string): boolean {
  const words = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, "")
      .replace(/\s+/g, " ")
      .trim();
  const letters = (t: string) => words(t).replace(/ /g, "");
  return words(before) <= words(after) || letters(before) <= letters(after);
}

function toRulingEntry(ctx: Ctx, d: Draft, section: string): ParsedEntry {
  const [head, ...more] = d.paragraphs;
  const firstLine = { ...head!.lines[0]!, text: d.start.rest };
  const headPara = { ...head!, lines: [firstLine, ...head!.lines.slice(1)] };
  const body = renderBody(ctx, [headPara, ...more]);
  if (!body.trim()) {
    throw new IngestError(ctx.file, {
      line: firstLine.n,
      column: toColumn(head!.lines[0]!.original, d.start.title),
      rule: "entry-without-text",
      problem: `entry "${d.start.title}" has no text after its title`,
      expected: "the ruling's text after the dash",
      found: "nothing",
      hint: "look at the line: if the title holds a dash the parser splits wrongly, declare the title in hints.titles",
    });
  }
  const amendment = readAmendment(toSentences(reflowAll([headPara, ...more])));
  const entry: ParsedEntry = {
    title: d.start.title,
    changed: d.start.changed,
    kind: kindOf(ctx, d.start, body, amendment),
    body,
    lines: linesOf(d.paragraphs),
    section,
  };
  if (d.start.parent) entry.parent = d.start.parent;
  if (entry.kind === "amendment" && amendment) entry.amendment = amendment;
  return entry;
}

function kindOf(ctx: Ctx, start: Start, body: string, amendment: AmendmentInfo | null): EntryKind {
  if (/^See [^\n]+\.$/.test(body) && !/\.\s/.test(body)) return "redirect";
  if (amendment) return "amendment";
  const t = start.title;
  if (start.parent || /^["“]/.test(t) || !/^[A-Z]/.test(t) || /^[A-Z]{3,}\b(?!:)/.test(t)) return "general";
  const general = ctx.hints.generalTitles?.find((g) => g.title === t);
  if (general) ctx.used.add(`generalTitles:${t}`);
  return general ? "general" : "card";
}

const ORDINALS = ["first", "second", "third", "fourth", "fifth"];

// Instruction sentences, most specific first; the first sentence of an entry that matches decides.
const INSTRUCTIONS: { re: RegExp; action: string }[] = [
  { re: /\bhas errata\b/, action: "errata" },
  { re: /\bhas revised game text\b/, action: "errata" },
  { re: /\bThis Glossary entry has been deleted and replaced\b/, action: "replace-entry" },
  { re: /"[^"]+" section of\b.*\bdeleted and replaced\b/, action: "replace-section" },
  { re: /\bbulleted point\b.*\bdeleted and replaced\b/, action: "replace-bullet" },
  { re: /\bparagraphs?\b.*\b(?:has|have) been deleted and replaced\b/, action: "replace-paragraph" },
  { re: /\bsentence of this Glossary entry has been revised\b/, action: "replace-sentence" },
  { re: /\bThis Glossary entry has been revised\b/, action: "revise-entry" },
  { re: /^Delete\b|\b(?:paragraph|sentence|line)\b.*?\bhas been\s+deleted\b(?! and)/, action: "delete-text" },
  { re: /\b[Tt]his Glossary entry has been deleted\b(?! and)|\bGlossary entry on this \w+ has been\s+deleted\b/, action: "delete-entry" },
  { re: /\beliminates the existing Glossary entry\b/, action: "delete-entry" },
  { re: /\bnow reads:/, action: "replace-line" },
  { re: /\bis reversed\b|\bhas been reversed\b|\breverses\b/, action: "reverse" },
];

/** The first instruction sentence of an entry (a change to the Glossary, the Rulebook or an earlier ruling). */
function readAmendment(sentences: string[]): AmendmentInfo | null {
  for (const s of sentences) {
    const hit = INSTRUCTIONS.find((i) => i.re.test(s));
    if (!hit) continue;
    const instruction = upToColon(s);
    const info: AmendmentInfo = { action: hit.action, target: targetOf(instruction), instruction };
    const ordinals = [...instruction.matchAll(/\b(first|second|third|fourth|fifth) paragraph\b(?! following)/g)];
    if (ordinals.length === 1) info.paragraph = ORDINALS.indexOf(ordinals[0]![1]!) + 1;
    return info;
  }
  return null;
}

function targetOf(sentence: string): string {
  const rulebook = /\brulebook\b/i.test(sentence);
  const glossary = /\bGlossary\b/.test(sentence);
  if (rulebook && glossary) return "Glossary v1.6 and Rulebook v1.6";
  if (rulebook) return "Rulebook v1.6";
  if (/\bCurrent Rulings entry\b/.test(sentence)) return "Current Rulings (earlier)";
  return "Glossary v1.6";
}

function toSentences(text: string): string[] {
  return text.split(/(?<=[.!?]["”)]?)\s+(?=["“(]?[A-Z])/);
}

/** A sentence up to its introducing colon ("… deleted and replaced:"), colons in parentheses or quotes aside. */
function upToColon(sentence: string): string {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence[i]!;
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === '"') quoted = !quoted;
    else if (c === ":" && depth === 0 && !quoted && /\s/.test(sentence[i + 1] ?? " ")) return sentence.slice(0, i + 1);
  }
  return sentence;
}

/** Markdown of paragraphs: re-flowed text, "* " bullets and indented lists as "- " items. */
function renderBody(ctx: Ctx, paragraphs: Paragraph[]): string {
  return paragraphs.map((p) => renderParagraph(ctx, p)).join("\n\n");
}

function renderParagraph(ctx: Ctx, p: Paragraph): string {
  const list = hintAt(ctx, ctx.hints.lists, p.lines[0]!.n, "lists");
  const indentedList = p.lines.length > 1 && p.lines.every((l) => /^(?:\t| {4})(?!\s|\* )/.test(l.text));
  if (list || indentedList) return p.lines.map((l) => `- ${escapeText(l.text.trim())}`).join("\n");
  const text: SourceLine[] = [];
  const items: SourceLine[][] = [];
  for (const l of p.lines) {
    if (/^(?:\t| {2,})\* /.test(l.text)) items.push([{ ...l, text: l.text.replace(/^\s*\* /, "") }]);
    else if (items.length && /^\s/.test(l.text)) items[items.length - 1]!.push(l);
    else if (items.length) {
      throw new IngestError(ctx.file, {
        line: l.n,
        column: 1,
        rule: "list-unindented-text",
        problem: "an unindented line follows a bulleted list in one paragraph",
        expected: "an indented line, which goes on with the item, or a blank line before it, which ends the list",
        found: toQuoted(l.text.trim(), 40),
        hint: 'compare the paragraph with the printed document: the parser reads an indented "* " list to the end of its paragraph, and has no place for an unindented line inside it; look also at the joins that made this paragraph',
      });
    } else text.push(l);
  }
  const parts = text.length ? [escapeText(reflow(ctx, text))] : [];
  if (items.length) parts.push(items.map((it) => `- ${escapeText(reflow(ctx, it))}`).join("\n"));
  return parts.join("\n");
}

/** Joins hard-wrapped lines with a space; a line broken after a word's hyphen ("Soong-") joins without one. */
function reflow(ctx: Ctx, lines: SourceLine[]): string {
  let out = "";
  lines.forEach((l, i) => {
    const t = l.text.trim();
    if (i === 0) return void (out = t);
    if (/\S-$/.test(out)) {
      const prev = lines[i - 1]!;
      ctx.repairs.push({
        id: "",
        file: ctx.file,
        line: prev.n,
        from: `${tail(out)}¶${t.split(" ")[0]}`,
        to: `${tail(out)}${t.split(" ")[0]}`,
        rule: "rejoin-hyphenated-line-break",
        note: "The line was wrapped after the hyphen of a compound word; the hyphen is kept and no space is added.",
      });
      out += t;
    } else out += ` ${t}`;
  });
  return out;
}

function reflowAll(paragraphs: Paragraph[]): string {
  return paragraphs.map((p) => p.lines.map((l) => l.text.trim()).join(" ")).join(" ");
}

function tail(s: string): string {
  const words = s.split(" ");
  return words[words.length - 1]!;
}

// Asterisks in this text are literal ("an asterisk (*)"); escape them so Markdown does not read emphasis.
function escapeText(s: string): string {
  return s.replace(/\*/g, "\\*");
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function linesOf(paragraphs: Paragraph[]): number[] {
  return paragraphs.flatMap((p) => p.lines.map((l) => l.n));
}

function hintAt<T extends { line: number }>(ctx: Ctx, list: T[] | undefined, line: number, name: string): T | undefined {
  const hit = list?.find((h) => h.line === line);
  if (hit) ctx.used.add(`${name}:${line}`);
  return hit;
}

/** Every declared hint must have been used: a stale hint means the file or the parser changed. */
function checkHintsUsed(ctx: Ctx): void {
  const { subEntries, titles, continuations, outOfOrder, lists, generalTitles } = ctx.hints;
  const byLine = { subEntries, titles, continuations, outOfOrder, lists };
  const problems: Problem[] = [];
  for (const [name, list] of Object.entries(byLine)) {
    for (const [k, h] of (list ?? []).entries()) {
      if (!ctx.used.has(`${name}:${h.line}`)) problems.push(toHintUnused(name, k, h.line, `a paragraph start of the shape hints.${name} is for`));
    }
  }
  for (const [k, g] of (generalTitles ?? []).entries()) {
    if (ctx.used.has(`generalTitles:${g.title}`)) continue;
    problems.push({
      field: ["hints", "generalTitles", k],
      rule: "hint-unused",
      problem: `hints.generalTitles names "${g.title}", but no entry the parser took for a card ruling has that title`,
      expected: `an entry titled ${JSON.stringify(g.title)}`,
      hint: "fix the title as printed, or remove the hint",
    });
  }
  if (problems.length) throw IngestError.many(ctx.file, problems);
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
