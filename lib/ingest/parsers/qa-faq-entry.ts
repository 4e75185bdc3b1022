/** The entries of a Q&A FAQ: its front matter as a section, and each question with its answer as an faq entry. */
import type { ParsedEntry, Repair } from "../../model";
import { toColumn, toQuoted } from "../columns";
import { IngestError } from "../errors";
import type { Category } from "./qa-faq-categories";
import type { FaqHints } from "./qa-faq-hints";
import type { Row } from "./qa-faq-rows";
import { splitTopic } from "./qa-faq-topic";

/** A paragraph of a question or an answer: reflowed text, or lines kept as printed (`pre`). */
export interface Block {
  text: string;
  pre: boolean;
  /** A truncated duplicate answer (its line, the line of its full copy): in the body, not in faq.answer. */
  duplicate?: { line: number; of: number };
}

/** A question being read: its blocks so far, its lines, and where the next row of text goes. */
export interface Draft {
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

const INLINE_ANSWER = " A: ";

/** The front matter before the first category, as one section entry titled by hints.sectionTitle. */
export function toSectionEntry(file: string, rows: Row[], hints: FaqHints): ParsedEntry {
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

/** A new question at a "Q:" row, under the category in force. */
export function startDraft(row: Row, category: Category): Draft {
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

/** The text of a "Q:" row; a question row may carry its answer inline ("...? A: Yes."). */
export function addQuestionText(draft: Draft, row: Row, text: string): void {
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

/** The "A:" row of a question: one answer each, but for a truncated copy hints.duplicateAnswers declares. */
export function startAnswer(file: string, draft: Draft, row: Row, text: string, hints: FaqHints): void {
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

/** A row of text: rows of one paragraph are hard-wrapped text and reflow; a new paragraph is a new block. */
export function addText(draft: Draft, row: Row, pre: boolean): void {
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

/** A finished question as an faq entry: topic as title, question and answer, Markdown body; checks hints.unanswered. */
export function toEntry(file: string, d: Draft, hints: FaqHints, used: Set<number>, repairs: Repair[]): ParsedEntry {
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
