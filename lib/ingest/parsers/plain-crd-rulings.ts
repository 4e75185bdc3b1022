/** The rulings section of a plain-text CRD: paragraphs grouped into entries and sub-entries, each given its kind and amendment. */
import type { ParsedAmendment, EntryKind, Paragraph, ParsedEntry } from "../../model";
import { toColumn, toEndColumn, toQuoted, toTextPlace } from "../columns";
import { IngestError } from "../errors";
import { readAmendment } from "./plain-crd-amendment";
import type { Ctx } from "./plain-crd-hints";
import { linesOf, renderBody } from "./plain-crd-render";
import { readStart, type Start } from "./plain-crd-starts";

interface Draft {
  start: Start;
  paragraphs: Paragraph[];
}

/** The entries of the paragraphs after the rulings heading; the last must end a sentence, or the file lacks its end. */
export function toRulings(ctx: Ctx, paragraphs: Paragraph[], section: string): ParsedEntry[] {
  const drafts: Draft[] = [];
  let top: Draft | null = null;
  for (const p of paragraphs) {
    const start = readStart(ctx, p, top?.start ?? null);
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
  const amendment = readAmendment([headPara, ...more]);
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

function kindOf(ctx: Ctx, start: Start, body: string, amendment: ParsedAmendment | null): EntryKind {
  if (/^See [^\n]+\.$/.test(body) && !/\.\s/.test(body)) return "redirect";
  if (amendment) return "amendment";
  const t = start.title;
  if (start.parent || /^["“]/.test(t) || !/^[A-Z]/.test(t) || /^[A-Z]{3,}\b(?!:)/.test(t)) return "general";
  const general = ctx.hints.generalTitles?.find((g) => g.title === t);
  if (general) ctx.used.add(`generalTitles:${t}`);
  return general ? "general" : "card";
}
