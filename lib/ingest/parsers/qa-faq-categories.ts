/** The category markers of a Q&A FAQ ("1. GENERAL QUESTIONS", "*** 3.1 …"): recognised, numbered in order, ending where declared. */
import { toColumn, toQuoted, toTextColumn } from "../columns";
import { IngestError } from "../errors";
import type { Row } from "./qa-faq-rows";

/** The category (and sub-category) the questions that follow stand under. */
export interface Category {
  number: number;
  label: string;
  subcategory?: string;
}

const CATEGORY = /^(\d{1,2})\. ([A-Z].*?)(?:\s*\*\*\*\s*(\d{1,2})\.(\d{1,2}) (.+))?$/;
const SUBCATEGORY = /^\*\*\*\s*(\d{1,2})\.(\d{1,2}) (.+)$/;

/** Whether a trimmed line is a numbered category marker, the start of the FAQ's body. */
export function isCategoryLine(text: string): boolean {
  return CATEGORY.test(text);
}

/** Whether a trimmed line is a category or a sub-category marker. */
export function isMarkerLine(text: string): boolean {
  return CATEGORY.test(text) || SUBCATEGORY.test(text);
}

/** The category a marker row opens, after `prev`: a marker stands on its own line, and categories come in order. */
export function readCategory(file: string, row: Row, prev: Category | null): Category {
  const text = row.text.trim();
  if (row.lines.length > 1) {
    throw new IngestError(file, {
      line: row.lines[0]!,
      column: 1,
      rule: "category-joined",
      problem: `a declared join glues this category marker to line ${row.lines[1]}`,
      expected: "a category marker on its own line",
      found: toQuoted(text, 40),
      hint: `remove the join whose "after" is ${row.lines[0]} from the corrections`,
    });
  }
  const cat = CATEGORY.exec(text);
  return cat ? nextCategory(file, row, prev, cat) : subcategoryOf(file, row, prev, SUBCATEGORY.exec(text)!);
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

/** The body must end in the category hints.lastCategory declares, or the file lacks its end. */
export function checkLastCategory(file: string, rows: Row[], category: Category | null, lastCategory: number): void {
  const last = rows.at(-1)?.lines.at(-1) ?? 1;
  if (category?.number !== lastCategory) {
    throw new IngestError(file, {
      line: last,
      column: 1,
      rule: "last-category",
      problem: "the text does not end in the category hints.lastCategory declares",
      expected: `category ${lastCategory}`,
      found: `category ${category?.number ?? "none"}`,
      hint: `compare the end of the file with the end of the printed document: if it ends in category ${category?.number ?? "none"}, write that in hints.lastCategory; if it goes on to category ${lastCategory}, the file lacks its end`,
    });
  }
}
