import type { Corrections, ParsedEntry, ParseResult, Repair, SourceLine } from "../../model/types";
import { toColumn, toQuoted, toTextColumn } from "../columns";
import { IngestError, type JsonPath, type Problem } from "../errors";
import { toParagraphs } from "../prepare";
import { toHintMissing, toHintUnused, toMisalignedProblem } from "./problems";
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
  /** Every line a hint names, with the field that names it (for the places of problems with hints). */
  declared: { line: number; field: JsonPath }[];
}

interface Block {
  text: string;
  pre: boolean;
  /** A truncated duplicate answer (its line, the line of its full copy): in the body, not in faq.answer. */
  duplicate?: { line: number; of: number };
}

interface Draft {
  qLine: number;
  /** Column of the "Q:" marker on the question's line. */
  qColumn: number;
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
    throw new IngestError(file, {
      line: 1,
      column: 1,
      rule: "category-marker-missing",
      problem: "no line of the file is a category marker",
      expected: 'a numbered category on its own line, such as "1. GENERAL QUESTIONS"',
      found: "none",
      hint: 'look at the file: the FAQ\'s body starts at its first numbered category (documents.json "format" is qa-faq)',
    });
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
  const declared: FaqHints["declared"] = [];
  const fail = (field: JsonPath, expected: string, value: unknown): never => {
    throw new IngestError(file, {
      field,
      rule: "hint-invalid",
      problem: `hints.${field.slice(1).join(".")} is not of the shape the parser reads`,
      expected,
      found: JSON.stringify(value)?.slice(0, 60) ?? "nothing",
      hint: "write it in that shape (the corrections of 1e-faq-1995-02-11 show each hint)",
    });
  };
  const lineOf = (v: unknown, field: JsonPath, expected: string, key = "line"): number => {
    const n = (v as Record<string, unknown> | undefined)?.[key];
    if (typeof n !== "number" || !Number.isInteger(n)) return fail(field, expected, v);
    declared.push({ line: n, field: [...field, key] });
    return n;
  };
  const list = (key: string): Record<string, unknown>[] => {
    const v = h[key] ?? [];
    return Array.isArray(v) ? v : fail(["hints", key], "a list", v);
  };
  const lastCategory = (h.lastCategory as { number?: unknown } | undefined)?.number;
  // The two landmarks every FAQ needs are asked for together, each with what to write.
  const missing: Problem[] = [];
  if (typeof (h.sectionTitle as { line?: unknown } | undefined)?.line !== "number") {
    missing.push(
      toHintMissing(
        "sectionTitle",
        "the line of the document's heading as printed",
        'write it in the corrections\' hints, e.g. "sectionTitle": { "line": 3, "reason": "…" }',
      ),
    );
  }
  if (typeof lastCategory !== "number") {
    missing.push(
      toHintMissing(
        "lastCategory",
        "the number of the last category the body prints",
        'write it in the corrections\' hints, e.g. "lastCategory": { "number": 20, "reason": "…" }, so that a file without its end is refused',
      ),
    );
  }
  if (missing.length) throw IngestError.many(file, missing);
  const sectionTitle = lineOf(h.sectionTitle, ["hints", "sectionTitle"], "{ line, reason }");
  const unanswered = new Set(list("unanswered").map((u, i) => lineOf(u, ["hints", "unanswered", i], "{ line, reason }")));
  const duplicateAnswers = new Map(
    list("duplicateAnswers").map((d, i) => {
      const field = ["hints", "duplicateAnswers", i];
      const expected = "{ line, duplicateOf, reason }";
      return [lineOf(d, field, expected), lineOf(d, field, expected, "duplicateOf")] as const;
    }),
  );
  const preformatted = list("preformatted").map((p, i) => {
    const r = p.lines;
    if (!Array.isArray(r) || r.length !== 2 || !r.every((n) => Number.isInteger(n)))
      return fail(["hints", "preformatted", i], "{ lines: [first, last], reason }", p);
    declared.push({ line: r[0], field: ["hints", "preformatted", i, "lines", 0] }, { line: r[1], field: ["hints", "preformatted", i, "lines", 1] });
    return [r[0], r[1]] as [number, number];
  });
  const topics = new Map(
    list("topics").map((t, i) => {
      if (typeof t.title !== "string") fail(["hints", "topics", i], "{ line, title, reason }", t);
      return [lineOf(t, ["hints", "topics", i], "{ line, title, reason }"), t.title as string] as const;
    }),
  );
  return { sectionTitle, lastCategory: lastCategory as number, unanswered, duplicateAnswers, preformatted, topics, declared };
}

// A hint naming a line that is missing or blank names no line of this file.
function checkDeclaredLines(file: string, lines: SourceLine[], hints: FaqHints): void {
  const byNumber = new Map(lines.map((l) => [l.n, l]));
  const problems: Problem[] = [];
  for (const { line: n, field } of hints.declared) {
    if (byNumber.get(n)?.text.trim()) continue;
    problems.push({
      field,
      rule: "hint-line-blank",
      problem: `hints.${field.slice(1, 2).join("")} names line ${n}, which is ${byNumber.has(n) ? "blank" : "past the end of the file"}`,
      expected: "a line with text",
      found: byNumber.has(n) ? "a blank line" : `the end of the file at line ${lines.length}`,
      hint: `look at line ${n} of the file: point the hint at the line it means, or remove it`,
    });
  }
  if (problems.length) throw IngestError.many(file, problems);
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
    if (groups.length !== texts.length) throw new IngestError(file, toMisalignedProblem(p.lines[0]!.n, groups.length, texts.length));
    groups.forEach((g, i) => rows.push({ text: texts[i]!, lines: g, para }));
  });
  return rows;
}

function toSectionEntry(file: string, rows: Row[], hints: FaqHints): ParsedEntry {
  const titleRow = rows.find((r) => r.lines.includes(hints.sectionTitle));
  if (!titleRow) {
    throw new IngestError(file, {
      field: ["hints", "sectionTitle", "line"],
      rule: "section-title-misplaced",
      problem: `hints.sectionTitle names line ${hints.sectionTitle}, which is not in the front matter`,
      expected: `a line before the first category marker, at line ${rows[rows.length - 1]?.lines.at(-1) ?? 0} or earlier`,
      found: `line ${hints.sectionTitle}`,
      hint: "point hints.sectionTitle at the document's heading line",
    });
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

function parseBody(file: string, rows: Row[], hints: FaqHints): { headings: ParseResult["headings"]; entries: ParsedEntry[]; repairs: Repair[] } {
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
      if (row.lines.length > 1) {
        throw new IngestError(file, {
          line,
          column: 1,
          rule: "category-joined",
          problem: `a declared join glues this category marker to line ${row.lines[1]}`,
          expected: "a category marker on its own line",
          found: toQuoted(text, 40),
          hint: `remove the join whose "after" is ${row.lines[0]} from the corrections`,
        });
      }
      category = cat ? nextCategory(file, row, category, cat) : subcategoryOf(file, row, category, sub!);
      headings.push({ line, text });
      continue;
    }
    const q = QUESTION.exec(row.text);
    if (q) {
      finish();
      if (!category) {
        throw new IngestError(file, {
          line,
          column: toColumn(row.text, "Q:"),
          rule: "question-before-category",
          problem: "a question comes before the first category marker",
          expected: 'a category marker such as "1. GENERAL QUESTIONS" before the first question',
          found: toQuoted(text, 40),
          hint: "look at the lines before it and at corrections.readingOrder: the body's questions come under numbered categories",
        });
      }
      if (q[1]) repairs.push(bulletRepair(file, line, row.text));
      draft = startDraft(row, category);
      addQuestionText(draft, row, q[2]!);
      continue;
    }
    if (!draft) {
      throw new IngestError(file, {
        line,
        column: toTextColumn(row.text),
        rule: "text-outside-question",
        problem: "a line of the body belongs to no question",
        expected: 'a question "Q: …" before it',
        found: toQuoted(text),
        hint: 'look at the lines before it and at corrections.readingOrder; the parser reads a question from a line that starts "Q: " or "- Q: "',
      });
    }
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

function nextCategory(file: string, row: Row, prev: Category | null, m: RegExpExecArray): Category {
  const number = Number(m[1]);
  const expected = (prev?.number ?? 0) + 1;
  if (number !== expected) {
    throw new IngestError(file, {
      line: row.lines[0]!,
      column: toTextColumn(row.text),
      rule: "category-out-of-order",
      problem: "the categories are not numbered in order",
      expected: `category ${expected}${prev ? ` after category ${prev.number}` : ""}`,
      found: `category ${number}`,
      hint: "look at the text before this line: if page blocks of the file are printed out of order, put them back with corrections.readingOrder",
    });
  }
  const cat: Category = { number, label: `${m[1]}. ${m[2]!.trim()}` };
  if (m[3]) return subcategoryOf(file, row, cat, [m[0], m[3], m[4]!, m[5]!]);
  return cat;
}

function subcategoryOf(file: string, row: Row, cat: Category | null, m: ArrayLike<string>): Category {
  if (!cat || Number(m[1]) !== cat.number) {
    throw new IngestError(file, {
      line: row.lines[0]!,
      column: toColumn(row.text, `${m[1]}.${m[2]}`, row.text.indexOf("***")),
      rule: "subcategory-outside-category",
      problem: `sub-category ${m[1]}.${m[2]} is not under category ${m[1]}`,
      expected: `category ${m[1]} before it`,
      found: cat ? `category ${cat.number}` : "no category",
      hint: "look at the text before this line: if page blocks of the file are printed out of order, put them back with corrections.readingOrder",
    });
  }
  return { ...cat, subcategory: `${m[1]}.${m[2]} ${m[3]!.trim()}` };
}

function startDraft(row: Row, category: Category): Draft {
  return {
    qLine: row.lines[0]!,
    qColumn: toColumn(row.text, "Q:"),
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
    throw new IngestError(file, {
      line,
      column: toColumn(row.text, "A:"),
      rule: "answer-twice",
      problem: `the question of line ${draft.qLine} has a second answer`,
      expected: "one answer for each question",
      found: toQuoted(`A: ${text.trim()}`, 40),
      hint: "compare the two answers: if the first is a truncated copy of this one, declare it in hints.duplicateAnswers; if this one answers another question, look at corrections.readingOrder",
    });
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
    throw new IngestError(file, {
      line: d.qLine,
      column: d.qColumn,
      rule: "question-unanswered",
      problem: "this question has no answer",
      expected: 'an answer "A: …" after the question',
      found: d.lines.length > 1 ? `the question's ${d.lines.length} lines, then the next question or category` : "the next question or category",
      hint: "look at the printed document: if its answer is printed elsewhere, put the blocks in order with corrections.readingOrder; if the document prints none, declare the question in hints.unanswered",
    });
  }
  if (answered && hints.unanswered.has(d.qLine)) {
    throw new IngestError(file, {
      field: hints.declared.find((h) => h.field[1] === "unanswered" && h.line === d.qLine)!.field,
      rule: "hint-unanswered-answered",
      problem: `hints.unanswered names the question of line ${d.qLine}, which has an answer`,
      expected: "a question without an answer",
      found: toQuoted(`A: ${d.answer[0]!.text}`, 40),
      hint: "remove the hint, or point it at the question it means",
    });
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
  const inTopic = (i: number) => isTopicLike(words[i]!) || (TOPIC_CONNECTORS.has(words[i]!) && isTopicLike(words[i + 1] ?? ""));
  while (n < words.length && inTopic(n)) n++;
  return { title: words.slice(0, n).join(" "), rest: words.slice(n).join(" ") };
}

function isTopicLike(segment: string): boolean {
  const words = segment.split(/\s+/).filter((w) => w && !TOPIC_CONNECTORS.has(w));
  const letters = words.join(" ");
  return /[A-Z]/.test(letters) && !/[a-z]/.test(letters);
}

function checkEnd(file: string, rows: Row[], category: Category | null, hints: FaqHints, used: Set<number>): void {
  const last = rows.at(-1)?.lines.at(-1) ?? 1;
  if (category?.number !== hints.lastCategory) {
    throw new IngestError(file, {
      line: last,
      column: 1,
      rule: "last-category",
      problem: "the text does not end in the category hints.lastCategory declares",
      expected: `category ${hints.lastCategory}`,
      found: `category ${category?.number ?? "none"}`,
      hint: `compare the end of the file with the end of the printed document: if it ends in category ${category?.number ?? "none"}, write that in hints.lastCategory; if it goes on to category ${hints.lastCategory}, the file lacks its end`,
    });
  }
  const lineHints = new Set(["unanswered", "duplicateAnswers", "topics"]);
  const unused = hints.declared.filter((h) => lineHints.has(String(h.field[1])) && h.field.at(-1) === "line" && !used.has(h.line));
  const what: Record<string, string> = {
    unanswered: "a question without an answer",
    duplicateAnswers: "a second answer line",
    topics: "the first line of a question",
  };
  if (unused.length)
    throw IngestError.many(
      file,
      unused.map((h) => toHintUnused(String(h.field[1]), Number(h.field[2]), h.line, what[String(h.field[1])]!)),
    );
}
