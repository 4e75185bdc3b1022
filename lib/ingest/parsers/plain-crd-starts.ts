/**
 * Where a ruling of a plain-text CRD starts: "[* ]title – ruling" lines and indented sub-entries, with the alphabetical
 * order that tells an entry start from a paragraph that goes on with the entry before it.
 */
import type { Paragraph, SourceLine } from "../../model";
import { toQuoted, toTextPlace } from "../columns";
import { IngestError } from "../errors";
import { hintAt, type Ctx } from "./plain-crd-hints";

/** The start of an entry: its title, its change marker, the rest of its first line, and the entry it is a sub-entry of. */
export interface Start {
  title: string;
  changed: boolean;
  /** First line with the change marker, title and separator removed. */
  rest: string;
  parent?: string;
}

// A spaced ASCII hyphen, or an en/em dash with or without a space before it (the lost dashes of "Marouk– See").
const SEPARATOR = / +- +| *[–—] +/g;
const MAX_TITLE = 60;

/** Whether a paragraph starts an entry or sub-entry, and its title. */
export function readStart(ctx: Ctx, p: Paragraph, top: Start | null): Start | null {
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
    return { title: indented[1]!, changed: false, rest: indented[2]!, parent: top.title };
  }
  if (/^\s/.test(first.text)) return null;
  const split = splitTitle(ctx, first);
  if (!split || hintAt(ctx, ctx.hints.continuations, first.n, "continuations")) return null;
  const sub = hintAt(ctx, ctx.hints.subEntries, first.n, "subEntries");
  if (sub) {
    if (top?.title !== sub.parent) {
      throw new IngestError(ctx.file, {
        ...toTextPlace(first),
        rule: "sub-entry-parent-mismatch",
        problem: "hints.subEntries names a parent that is not the entry above this line",
        expected: `the entry above to be ${JSON.stringify(sub.parent)}`,
        found: top ? JSON.stringify(top.title) : "no entry",
        hint: 'fix the hint\'s "parent" (or its "line") in hints.subEntries',
      });
    }
    return { ...split, parent: sub.parent };
  }
  const forced = hintAt(ctx, ctx.hints.outOfOrder, first.n, "outOfOrder");
  return !top || forced || inOrder(top.title, split.title) ? split : null;
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

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
