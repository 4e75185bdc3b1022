import type { Corrections, ParsedEntry, ParseResult, Repair, SourceLine } from "../../model/types";
import { IngestError } from "../errors";
import { toParagraphs } from "../prepare";
import type { Parser } from "./types";

/** A line of text as the reader sees it: one source line, or several joined by a declared join. */
interface Row {
  text: string;
  lines: number[];
  /** Index of the paragraph the row sits in; rows of one paragraph are hard-wrapped text. */
  para: number;
}

/** Parser-specific hints declared in the corrections file (see content/sources/corrections). */
interface FaqHints {
  sectionTitle: number;
  lastCategory: number;
  unanswered: Set<number>;
  /** Truncated answer line -> the line holding its full copy. */
  duplicateAnswers: Map<number, number>;
  preformatted: [number, number][];
  topics: Map<number, string>;
}

interface Block {
  text: string;
  pre: boolean;
  /** A truncated duplicate answer (its line, the line of its full copy): in the body, not in faq.answer. */
  duplicate?: { line: number; of: number };
}

interface Draft {
  qLine: number;
  category: string;
  subcategory?: string;
  question: Block[];
  answer: Block[];
  lines: number[];
  lastPara: number;
  lastBlock: Block | null;
}

interface Category {
  number: number;
  label: string;
  subcategory?: string;
}

const CATEGORY = /^(\d{1,2})\. ([A-Z].*?)(?:\s*\*\*\*\s*(\d{1,2})\.(\d{1,2}) (.+))?$/;
const SUBCATEGORY = /^\*\*\*\s*(\d{1,2})\.(\d{1,2}) (.+)$/;
const QUESTION = /^(- )?Q: (.*)$/;
const ANSWER = /^(- | )?A: (.*)$/;
const INLINE_ANSWER = " A: ";
const TOPIC_SEPARATOR = /\s*(?:--|—|–)\s*|\s+-\s+/g;
const TOPIC_CONNECTORS = new Set(["and", "And", "the", "vs", "vs.", "in", "on", "of", "etc.", "etc.)"]);

/** Parses the Decipher Official Rules FAQ File: Q:/A: pairs under numbered categories and sub-categories. */
export const parseQaFaq: Parser = ({ meta, lines }) => {
  const file = meta.sourceFile;
  const corrections = meta.corrections;
  const hints = readHints(file, corrections);
  checkDeclaredLines(file, lines, hints);
  const { paragraphs, repairs: joinRepairs } = toParagraphs(file, lines, corrections);
  const rows = toRows(file, paragraphs, new Set((corrections.join ?? []).map((j) => j.after)));
  const firstMarker = rows.findIndex((r) => CATEGORY.test(r.text.trim()));
  if (firstMarker < 0) {
    throw new IngestError(file, lines.at(-1)?.n ?? 0, 'no category marker like "1. GENERAL QUESTIONS" found');
  }
  const section = toSectionEntry(file, rows.slice(0, firstMarker), hints);
  const body = parseBody(file, rows.slice(firstMarker), hints);
  return {
    headings: body.headings,
    entries: [section, ...body.entries],
    repairs: [...joinRepairs, ...body.repairs],
    skipped: [],
  };
};

function readHints(file: string, corrections: Corrections): FaqHints {
  const h = (corrections.hints ?? {}) as Record<string, unknown>;
  const fail = (what: string): never => {
    throw new IngestError(file, 0, `corrections hints: ${what}`);
  };
  const lineOf = (v: unknown, key: string): number => {
    const n = (v as { line?: unknown } | undefined)?.line;
    return typeof n === "number" && Number.isInteger(n) ? n : fail(`"${key}" needs { line: number, reason }`);
  };
  const list = (key: string): Record<string, unknown>[] => {
    const v = h[key] ?? [];
    return Array.isArray(v) ? v : fail(`"${key}" must be a list`);
  };
  const lastCategory = (h.lastCategory as { number?: unknown } | undefined)?.number;
  // The two landmarks every FAQ needs are asked for together, each with what to write.
  const missing: string[] = [];
  if (typeof (h.sectionTitle as { line?: unknown } | undefined)?.line !== "number") {
    missing.push('[hint-missing] hints.sectionTitle is missing: the line of the document\'s heading as printed, e.g. "sectionTitle": { "line": 3, "reason": "…" }');
  }
  if (typeof lastCategory !== "number") {
    missing.push('[hint-missing] hints.lastCategory is missing: the number of the last category the body prints, e.g. "lastCategory": { "number": 20, "reason": "…" }, so that a truncated file is refused');
  }
  if (missing.length) throw IngestError.many(file, missing.map((problem) => ({ line: 0, problem })));
  const preformatted = list("preformatted").map((p) => {
    const r = p.lines;
    if (!Array.isArray(r) || r.length !== 2 || !r.every((n) => Number.isInteger(n))) {
      return fail('"preformatted" items need { lines: [first, last], reason }');
    }
    return [r[0], r[1]] as [number, number];
  });
  const topics = new Map(
    list("topics").map((t) => {
      if (typeof t.title !== "string") fail('"topics" items need { line, title, reason }');
      return [lineOf(t, "topics"), t.title as string] as const;
    }),
  );
  const duplicateAnswers = new Map(
    list("duplicateAnswers").map((d) => {
      if (typeof d.duplicateOf !== "number") fail('"duplicateAnswers" items need { line, duplicateOf, reason }');
      return [lineOf(d, "duplicateAnswers"), d.duplicateOf as number] as const;
    }),
  );
  return {
    sectionTitle: lineOf(h.sectionTitle, "sectionTitle"),
    lastCategory: lastCategory as number,
    unanswered: new Set(list("unanswered").map((u) => lineOf(u, "unanswered"))),
    duplicateAnswers,
    preformatted,
    topics,
  };
}

// A hint pointing at a line that is missing or blank means the file is not the one the hints were written for.
function checkDeclaredLines(file: string, lines: SourceLine[], hints: FaqHints): void {
  const byNumber = new Map(lines.map((l) => [l.n, l]));
  const declared = [
    hints.sectionTitle,
    ...hints.unanswered,
    ...hints.duplicateAnswers.keys(),
    ...hints.duplicateAnswers.values(),
    ...hints.preformatted.flat(),
    ...hints.topics.keys(),
  ];
  for (const n of declared) {
    if (!byNumber.get(n)?.text.trim()) {
      throw new IngestError(file, n, `[hint-line-blank] the corrections hints name line ${n}, which is ${byNumber.has(n) ? "blank" : `past the end of the file`}: a hint written for another version of the file, or the file is cut short`);
    }
  }
}

// Rows of a paragraph are split at its "\n"; lines glued by a declared join form one row.
function toRows(file: string, paragraphs: { lines: SourceLine[]; text: string }[], joined: Set<number>): Row[] {
  const rows: Row[] = [];
  paragraphs.forEach((p, para) => {
    const texts = p.text.split("\n");
    const groups: number[][] = [];
    p.lines.forEach((l, i) => {
      if (i > 0 && joined.has(p.lines[i - 1]!.n)) groups.at(-1)!.push(l.n);
      else groups.push([l.n]);
    });
    if (groups.length !== texts.length) {
      throw new IngestError(file, p.lines[0]!.n, "paragraph has a line break inside a source line");
    }
    groups.forEach((g, i) => rows.push({ text: texts[i]!, lines: g, para }));
  });
  return rows;
}

function toSectionEntry(file: string, rows: Row[], hints: FaqHints): ParsedEntry {
  const titleRow = rows.find((r) => r.lines.includes(hints.sectionTitle));
  if (!titleRow) {
    const problem = "the declared section title is not in the front matter before category 1";
    throw new IngestError(file, hints.sectionTitle, problem);
  }
  const blocks: Block[] = [];
  let lastPara = -1;
  for (const r of rows) {
    if (r === titleRow) continue;
    const bullet = r.text.startsWith("- ");
    if (r.para === lastPara && blocks.length) appendLine(blocks.at(-1)!, r.text, bullet ? "\n" : " ");
    else blocks.push({ text: r.text.trim(), pre: false });
    lastPara = r.para;
  }
  return {
    title: titleRow.text.trim(),
    changed: false,
    kind: "section",
    body: blocks.map((b) => b.text).join("\n\n"),
    lines: rows.flatMap((r) => r.lines),
  };
}

function appendLine(block: Block, text: string, glue: string): void {
  block.text += (block.pre ? "\n" : glue) + (block.pre ? text : text.trim());
}

function parseBody(
  file: string,
  rows: Row[],
  hints: FaqHints,
): { headings: ParseResult["headings"]; entries: ParsedEntry[]; repairs: Repair[] } {
  const headings: ParseResult["headings"] = [];
  const entries: ParsedEntry[] = [];
  const repairs: Repair[] = [];
  const usedHints = new Set<number>();
  let category: Category | null = null;
  let draft: Draft | null = null;
  const finish = () => {
    if (draft) entries.push(toEntry(file, draft, hints, usedHints, repairs));
    draft = null;
  };
  for (const row of rows) {
    const text = row.text.trim();
    const line = row.lines[0]!;
    const cat = CATEGORY.exec(text);
    const sub = SUBCATEGORY.exec(text);
    if (cat || sub) {
      finish();
      if (row.lines.length > 1) throw new IngestError(file, line, "a category marker is joined with another line");
      category = cat ? nextCategory(file, line, category, cat) : subcategoryOf(file, line, category, sub!);
      headings.push({ line, text });
      continue;
    }
    const q = QUESTION.exec(row.text);
    if (q) {
      finish();
      if (!category) throw new IngestError(file, line, "question before the first category marker");
      if (q[1]) repairs.push(bulletRepair(file, line, row.text));
      draft = startDraft(row, category);
      addQuestionText(draft, row, q[2]!);
      continue;
    }
    if (!draft) throw new IngestError(file, line, `text outside any question: "${text.slice(0, 60)}"`);
    const a = ANSWER.exec(row.text);
    if (a) {
      if (a[1] === "- ") repairs.push(bulletRepair(file, line, row.text));
      startAnswer(file, draft, row, a[2]!, hints);
    } else {
      addText(draft, row, isPreformatted(line, hints));
    }
  }
  finish();
  checkEnd(file, rows, category, hints, usedHints);
  return { headings, entries, repairs };
}

function nextCategory(file: string, line: number, prev: Category | null, m: RegExpExecArray): Category {
  const number = Number(m[1]);
  const expected = (prev?.number ?? 0) + 1;
  if (number !== expected) {
    throw new IngestError(
      file,
      line,
      `category ${number} where ${expected} was expected: page blocks are out of order (fix corrections.readingOrder)`,
    );
  }
  const cat: Category = { number, label: `${m[1]}. ${m[2]!.trim()}` };
  if (m[3]) return subcategoryOf(file, line, cat, [m[0], m[3], m[4]!, m[5]!]);
  return cat;
}

function subcategoryOf(file: string, line: number, cat: Category | null, m: ArrayLike<string>): Category {
  if (!cat || Number(m[1]) !== cat.number) {
    throw new IngestError(file, line, `sub-category ${m[1]}.${m[2]} outside category ${m[1]}`);
  }
  return { ...cat, subcategory: `${m[1]}.${m[2]} ${m[3]!.trim()}` };
}

function startDraft(row: Row, category: Category): Draft {
  return {
    qLine: row.lines[0]!,
    category: category.label,
    ...(category.subcategory ? { subcategory: category.subcategory } : {}),
    question: [],
    answer: [],
    lines: [],
    lastPara: row.para,
    lastBlock: null,
  };
}

// A question row may carry its answer inline ("...? A: Yes.").
function addQuestionText(draft: Draft, row: Row, text: string): void {
  draft.lines.push(...row.lines);
  const cut = text.indexOf(INLINE_ANSWER);
  const question = cut < 0 ? text : text.slice(0, cut);
  draft.lastBlock = { text: question.trim(), pre: false };
  draft.question.push(draft.lastBlock);
  if (cut >= 0) {
    draft.lastBlock = { text: text.slice(cut + INLINE_ANSWER.length).trim(), pre: false };
    draft.answer.push(draft.lastBlock);
  }
}

function startAnswer(file: string, draft: Draft, row: Row, text: string, hints: FaqHints): void {
  const line = row.lines[0]!;
  const previous = draft.answer.at(-1);
  if (previous && previous.duplicate?.of !== line) {
    throw new IngestError(
      file,
      line,
      "a second answer for one question: declare the first one in hints.duplicateAnswers if it is a truncated copy",
    );
  }
  const of = hints.duplicateAnswers.get(line);
  const block: Block = { text: text.trim(), pre: false, ...(of !== undefined ? { duplicate: { line, of } } : {}) };
  draft.lines.push(...row.lines);
  draft.answer.push(block);
  draft.lastBlock = block;
  draft.lastPara = row.para;
}

// Rows of one paragraph are hard-wrapped text and reflow; a new paragraph is a new block.
function addText(draft: Draft, row: Row, pre: boolean): void {
  draft.lines.push(...row.lines);
  const target = draft.answer.length ? draft.answer : draft.question;
  if (row.para === draft.lastPara && draft.lastBlock && draft.lastBlock.pre === pre && !draft.lastBlock.duplicate) {
    appendLine(draft.lastBlock, row.text, " ");
  } else {
    draft.lastBlock = { text: pre ? row.text : row.text.trim(), pre };
    target.push(draft.lastBlock);
  }
  draft.lastPara = row.para;
}

function isPreformatted(line: number, hints: FaqHints): boolean {
  return hints.preformatted.some(([a, b]) => line >= a && line <= b);
}

function toEntry(file: string, d: Draft, hints: FaqHints, used: Set<number>, repairs: Repair[]): ParsedEntry {
  const answered = d.answer.length > 0;
  if (!answered && !hints.unanswered.has(d.qLine)) {
    throw new IngestError(
      file,
      d.qLine,
      "question without an answer: check corrections.readingOrder, or declare it in hints.unanswered",
    );
  }
  if (answered && hints.unanswered.has(d.qLine)) {
    throw new IngestError(file, d.qLine, "question declared unanswered in hints has an answer");
  }
  if (!answered) used.add(d.qLine);
  const first = d.question[0]!;
  const { title, rest } = splitTopic(first.text, hints.topics.get(d.qLine));
  if (hints.topics.has(d.qLine)) used.add(d.qLine);
  const question = [rest || title, ...d.question.slice(1).map((b) => b.text)];
  const answer = d.answer.filter((b) => !b.duplicate);
  for (const { text, duplicate } of d.answer.filter((b) => b.duplicate)) {
    used.add(duplicate!.line);
    repairs.push({
      id: "",
      file,
      line: duplicate!.line,
      from: `A: ${text}`,
      to: "",
      rule: "duplicate-answer-line",
      note: `truncated copy of the answer on line ${duplicate!.of}: kept in the body, left out of faq.answer`,
    });
  }
  const body = [
    `**Q:** ${question[0]}`,
    ...question.slice(1),
    ...d.answer.map((b, i) => toMarkdown(b, i === 0 || !!b.duplicate || !!d.answer[i - 1]!.duplicate)),
  ];
  return {
    title,
    changed: false,
    kind: "faq",
    body: body.join("\n\n"),
    lines: d.lines,
    section: d.category,
    faq: {
      category: d.category,
      ...(d.subcategory ? { subcategory: d.subcategory } : {}),
      question: question.join("\n\n"),
      answer: answer.map((b) => b.text).join("\n\n"),
      answered,
    },
  };
}

// An answer starts with the A: marker; so does each copy of a duplicated answer.
function toMarkdown(block: Block, startsAnswer: boolean): string {
  if (block.pre) return "```\n" + block.text + "\n```";
  return startsAnswer ? `**A:** ${block.text}` : block.text;
}

function bulletRepair(file: string, line: number, text: string): Repair {
  const marker = text.slice(0, 4);
  const note = "list dash before a Q:/A: marker dropped";
  return { id: "", file, line, from: marker, to: marker.slice(2), rule: "qa-bullet-marker", note };
}

/**
 * Splits a question into its upper-case topic (the entry title) and the question proper. The topic
 * ends at a separator dash ("--", "—", "–", " - "); two upper-case segments make a two-level topic
 * ("ROGUE BORG -- GENERAL DISCUSSION"). Without a dash, the topic is the leading run of upper-case words.
 */
export function splitTopic(text: string, declared?: string): { title: string; rest: string } {
  if (declared !== undefined) {
    if (!text.startsWith(declared)) return { title: declared, rest: text };
    return { title: declared, rest: text.slice(declared.length).trim() };
  }
  let end = -1;
  let restStart = 0;
  let from = 0;
  for (const m of text.matchAll(TOPIC_SEPARATOR)) {
    if (!isTopicLike(text.slice(from, m.index))) break;
    end = m.index;
    restStart = m.index + m[0].length;
    from = restStart;
  }
  if (end > 0) return { title: text.slice(0, end), rest: text.slice(restStart) };
  const words = text.split(" ");
  let n = 0;
  const inTopic = (i: number) =>
    isTopicLike(words[i]!) || (TOPIC_CONNECTORS.has(words[i]!) && isTopicLike(words[i + 1] ?? ""));
  while (n < words.length && inTopic(n)) n++;
  return { title: words.slice(0, n).join(" "), rest: words.slice(n).join(" ") };
}

function isTopicLike(segment: string): boolean {
  const words = segment.split(/\s+/).filter((w) => w && !TOPIC_CONNECTORS.has(w));
  const letters = words.join(" ");
  return /[A-Z]/.test(letters) && !/[a-z]/.test(letters);
}

function checkEnd(file: string, rows: Row[], category: Category | null, hints: FaqHints, used: Set<number>): void {
  const last = rows.at(-1)?.lines.at(-1) ?? 0;
  if (category?.number !== hints.lastCategory) {
    throw new IngestError(
      file,
      last,
      `[last-category] the text ends in category ${category?.number ?? "none"}; hints.lastCategory says ${hints.lastCategory}. If the document ends there, update the hint; if it goes on to category ${hints.lastCategory}, the file is cut short`,
    );
  }
  const declared = [...hints.unanswered, ...hints.duplicateAnswers.keys(), ...hints.topics.keys()];
  const unused = declared.find((n) => !used.has(n));
  if (unused !== undefined) {
    throw new IngestError(file, unused, "a line declared in the corrections hints is not where the hint expects it");
  }
}
