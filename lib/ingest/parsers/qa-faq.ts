/**
 * The Q&A FAQ parser: walks the rows of the body, opening a category at each marker and a question at each "Q:",
 * and hands the text to the entry assembler. Rows: qa-faq-rows; markers: qa-faq-categories; hints: qa-faq-hints;
 * entries: qa-faq-entry; topics (titles): qa-faq-topic.
 */
import type { ParsedEntry, ParseResult, Repair } from "../../model";
import { toColumn, toQuoted, toTextColumn } from "../columns";
import { IngestError } from "../errors";
import { toParagraphs } from "../prepare";
import { checkLastCategory, isCategoryLine, isMarkerLine, readCategory, type Category } from "./qa-faq-categories";
import { addQuestionText, addText, startAnswer, startDraft, toEntry, toSectionEntry, type Draft } from "./qa-faq-entry";
import { checkDeclaredLines, checkHintsUsed, isPreformatted, readHints, type FaqHints } from "./qa-faq-hints";
import { toRows, type Row } from "./qa-faq-rows";
import type { Parser } from "./types";

const QUESTION = /^(- )?Q: (.*)$/;
const ANSWER = /^(- | )?A: (.*)$/;

/** Parses the Decipher Official Rules FAQ File: Q:/A: pairs under numbered categories and sub-categories. */
export const parseQaFaq: Parser = ({ meta, lines }) => {
  const file = meta.sourceFile;
  const corrections = meta.corrections;
  const hints = readHints(file, corrections);
  checkDeclaredLines(file, lines, hints);
  const { paragraphs, repairs: joinRepairs } = toParagraphs(file, lines, corrections);
  const rows = toRows(file, paragraphs, new Set((corrections.join ?? []).map((j) => j.after)));
  const firstMarker = rows.findIndex((r) => isCategoryLine(r.text.trim()));
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

// Category markers, questions and their text, in the order printed; every line of the body belongs to a question.
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
    if (isMarkerLine(text)) {
      finish();
      category = readCategory(file, row, category);
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
  checkLastCategory(file, rows, category, hints.lastCategory);
  checkHintsUsed(file, hints, usedHints);
  return { headings, entries, repairs };
}

function bulletRepair(file: string, line: number, text: string): Repair {
  const marker = text.slice(0, 4);
  const note = "list dash before a Q:/A: marker dropped";
  return { id: "", file, line, from: marker, to: marker.slice(2), rule: "qa-bullet-marker", note };
}
