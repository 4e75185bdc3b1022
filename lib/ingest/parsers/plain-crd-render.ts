/** The Markdown of a plain-text CRD's paragraphs: re-flowed lines, bullets and list items, asterisks escaped. */
import type { Paragraph, SourceLine } from "../../model";
import { toQuoted } from "../columns";
import { IngestError } from "../errors";
import { hintAt, type Ctx } from "./plain-crd-hints";

/** Markdown of paragraphs: re-flowed text, "* " bullets and indented lists as "- " items. */
export function renderBody(ctx: Ctx, paragraphs: Paragraph[]): string {
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
export function reflow(ctx: Ctx, lines: SourceLine[]): string {
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

function tail(s: string): string {
  const words = s.split(" ");
  return words[words.length - 1]!;
}

/** Asterisks in this text are literal ("an asterisk (*)"); escape them so Markdown does not read emphasis. */
export function escapeText(s: string): string {
  return s.replace(/\*/g, "\\*");
}

/** The source line numbers of paragraphs, in order. */
export function linesOf(paragraphs: Paragraph[]): number[] {
  return paragraphs.flatMap((p) => p.lines.map((l) => l.n));
}
