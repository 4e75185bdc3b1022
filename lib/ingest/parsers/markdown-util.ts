import type { List, ListItem, Nodes, Root, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import type { ParsedAmendment, Corrections, DocumentMeta, EntryKind, ParsedEntry, ParseResult, Repair, SourceLine } from "../../model";
import { toColumn, toQuoted, toTextPlace } from "../columns";
import { IngestError, type Problem } from "../errors";
import { checkDeclaredEnd } from "./end-check";
import { EXPECTED_ENTRIES_MISSING, isLineHint, LAST_ENTRY_MISSING, toHintMissing, toLineHintProblem, toMisalignedProblem, toSkipPastEnd } from "./problems";
import { isBlank, toParagraphs } from "../prepare";

/** Markdown text rebuilt from prepared lines, its remark tree, and the original lines behind each of its lines. */
export interface MarkdownSource {
  file: string;
  text: string;
  /** Original lines behind each line of `text` (index = remark line - 1); empty for separator lines. */
  rows: SourceLine[][];
  root: Root;
}

/** A top-level Markdown block with the original (non-blank) line numbers it was read from. */
export interface Block {
  node: RootContent;
  lines: number[];
}

/** How a parser reads one block. */
export type Classified = { kind: "heading"; text: string } | { kind: "start"; title: string; changed: boolean; bodyFrom: number } | { kind: "text" };

/** One part of an entry's body: its Markdown and the block it came from. */
export interface BodyPart {
  markdown: string;
  plain: string;
  block: Block;
}

/** An entry as grouped from blocks, before the parser decides its kind. */
export interface DraftEntry {
  title: string;
  changed: boolean;
  isSection: boolean;
  section?: string;
  lines: number[];
  parts: BodyPart[];
  /** Offset in the Markdown text where the entry's text starts after its title and dash. */
  bodyFrom?: number;
}

/** A line declared to look like something it is not, with the start it must have and why. */
export interface LineHint {
  line: number;
  startsWith: string;
  reason: string;
}

/** Hints shared by the Markdown CRD parsers (corrections.hints). */
export interface MarkdownHints {
  /** Section headings that must be present, in order, as printed. */
  sections: string[];
  /** Sections whose entries are card rulings. */
  cardSections: string[];
  /** Paragraphs that look like entry starts but continue the entry before them. */
  continuations: LineHint[];
  lastEntry: { title: string; endsWith: string };
  expectedEntries: number;
}

const SEE_ONLY = /^\(?see \*\*[^*\n]+\*\*\.?\)?\.?$/i;

/** Reads and checks the Markdown parsers' hints; a missing landmark is an error, not a default. */
export function readMarkdownHints(file: string, raw: Corrections["hints"]): MarkdownHints {
  const h = (raw ?? {}) as Partial<MarkdownHints>;
  const isStrings = (v: unknown) => Array.isArray(v) && v.every((s) => typeof s === "string");
  const problems: Problem[] = [];
  if (!isStrings(h.sections) || h.sections!.length === 0) {
    problems.push(
      toHintMissing(
        "sections",
        "the section headings as printed, in order",
        'write them in the corrections\' hints, e.g. "sections": ["General", "Card-Specific"]',
      ),
    );
  }
  if (h.cardSections !== undefined && !isStrings(h.cardSections)) {
    problems.push({
      field: ["hints", "cardSections"],
      rule: "hint-invalid",
      problem: "hints.cardSections is not a list of section headings",
      expected: "a list of strings",
      found: JSON.stringify(h.cardSections).slice(0, 60),
      hint: "list the headings of the sections whose entries are card rulings, as printed",
    });
  }
  const conts = h.continuations ?? [];
  const badCont = Array.isArray(conts) ? conts.findIndex((c) => !isLineHint(c)) : -1;
  if (!Array.isArray(conts) || badCont >= 0) problems.push(toLineHintProblem("continuations", conts, badCont));
  const last = h.lastEntry;
  if (!last || typeof last.title !== "string" || typeof last.endsWith !== "string") problems.push(LAST_ENTRY_MISSING);
  if (!Number.isInteger(h.expectedEntries)) problems.push(EXPECTED_ENTRIES_MISSING);
  if (problems.length) throw IngestError.many(file, problems);
  return {
    sections: h.sections!,
    cardSections: h.cardSections ?? [],
    continuations: conts,
    lastEntry: last!,
    expectedEntries: h.expectedEntries!,
  };
}

/** Takes out the lines declared in corrections.skip, checking each exists and holds text. */
export function takeSkipped(file: string, lines: SourceLine[], corrections: Corrections): { kept: SourceLine[]; skipped: ParseResult["skipped"] } {
  const rules = new Map<number, string>();
  for (const [i, s] of (corrections.skip ?? []).entries()) {
    for (let n = s.lines[0]; n <= s.lines[1]; n++) {
      const line = lines.find((l) => l.n === n);
      if (!line) throw new IngestError(file, toSkipPastEnd(s, i, lines));
      if (isBlank(line)) {
        throw new IngestError(file, {
          line: n,
          column: 1,
          rule: "skip-line-blank",
          problem: `skip ${i + 1} of the corrections (rule "${s.rule}") names line ${n}, which is blank`,
          expected: "lines with text, such as a page footer",
          found: "a blank line",
          hint: 'fix the skip\'s "lines" to the lines it leaves out',
        });
      }
      rules.set(n, s.rule);
    }
  }
  return {
    kept: lines.filter((l) => !rules.has(l.n)),
    skipped: [...rules].map(([line, rule]) => ({ line, rule })),
  };
}

/**
 * Parses prepared lines as Markdown: paragraphs (with declared joins applied) are separated by one blank
 * line, and every line of the text remark reads remembers the original lines it came from.
 */
export function parseMarkdownLines(file: string, lines: SourceLine[], corrections: Corrections): { source: MarkdownSource; repairs: Repair[] } {
  const { paragraphs, repairs } = toParagraphs(file, lines, corrections);
  const joined = new Set((corrections.join ?? []).map((j) => j.after));
  const texts: string[] = [];
  const rows: SourceLine[][] = [];
  for (const p of paragraphs) {
    if (rows.length) {
      texts.push("");
      rows.push([]);
    }
    const groups: SourceLine[][] = [];
    p.lines.forEach((l, i) => {
      const prev = p.lines[i - 1];
      if (prev && joined.has(prev.n)) groups[groups.length - 1]!.push(l);
      else groups.push([l]);
    });
    const segments = p.text.split("\n");
    if (segments.length !== groups.length) throw new IngestError(file, toMisalignedProblem(p.lines[0]!.n, groups.length, segments.length));
    texts.push(...segments);
    rows.push(...groups);
  }
  const text = texts.join("\n");
  const root = unified().use(remarkParse).use(remarkGfm).parse(text);
  return { source: { file, text, rows, root }, repairs };
}

function startOf(node: { position?: { start: { offset?: number } } }): number {
  return node.position?.start.offset ?? 0;
}

function endOf(node: { position?: { end: { offset?: number } } }): number {
  return node.position?.end.offset ?? 0;
}

/** Original line numbers of the text lines a node spans. */
export function linesOf(src: MarkdownSource, node: RootContent): number[] {
  const from = node.position!.start.line;
  const to = node.position!.end.line;
  return src.rows.slice(from - 1, to).flatMap((r) => r.filter((l) => !isBlank(l)).map((l) => l.n));
}

/** The original line a node starts on. */
export function firstLineOf(src: MarkdownSource, node: RootContent): SourceLine {
  return src.rows[node.position!.start.line - 1]![0]!;
}

/** The top-level blocks of the document in reading order. */
export function blocksOf(src: MarkdownSource): Block[] {
  return src.root.children.map((node) => ({ node, lines: linesOf(src, node) }));
}

/** Source Markdown between two offsets of the text. */
export function slice(src: MarkdownSource, from: number, to: number): string {
  return src.text.slice(from, to);
}

/** Whether a node is a paragraph printed on one line. */
export function isOneLine(node: RootContent): boolean {
  return node.position!.start.line === node.position!.end.line;
}

/** Plain text of a node. */
export function plainOf(node: Nodes): string {
  return toString(node);
}

/**
 * Nests a list indented under the last step of the list before it (two spaces are too shallow for
 * Markdown, so remark reads it as a separate list) and rejoins the numbered list it interrupted.
 */
export function nestIndentedLists(src: MarkdownSource): Repair[] {
  const repairs: Repair[] = [];
  const out: RootContent[] = [];
  let nestedInto: List | null = null;
  for (const node of src.root.children) {
    const prev = out[out.length - 1];
    if (node.type === "list" && prev?.type === "list" && adjacent(prev, node)) {
      if (node.position!.start.column > 1 && prev.children.length) {
        const item = prev.children[prev.children.length - 1]!;
        item.children.push(node);
        prev.position!.end = node.position!.end;
        nestedInto = prev;
        repairs.push(nestRepair(src, node, item));
        continue;
      }
      if (nestedInto === prev && node.ordered && prev.ordered) {
        prev.children.push(...node.children);
        prev.position!.end = node.position!.end;
        continue;
      }
    }
    nestedInto = null;
    out.push(node);
  }
  src.root.children = out;
  return repairs;
}

function adjacent(a: RootContent, b: RootContent): boolean {
  return a.position!.end.line + 1 === b.position!.start.line;
}

function nestRepair(src: MarkdownSource, list: List, item: ListItem): Repair {
  const line = firstLineOf(src, list);
  const pad = " ".repeat(markerOf(src, item).length + 1);
  return {
    id: "",
    file: src.file,
    line: line.n,
    from: line.original,
    to: pad + line.text.trimStart(),
    rule: "nest-indented-list",
    note: "a list indented under a numbered step is nested in that step; the two-space indent of the source is too shallow for Markdown",
  };
}

function markerOf(src: MarkdownSource, item: ListItem): string {
  const first = item.children[0];
  return slice(src, startOf(item), first ? startOf(first) : endOf(item)).trim();
}

/** Re-flows soft-wrapped lines of a paragraph into one line; Markdown hard breaks stay line breaks. */
export function reflow(markdown: string): string {
  const [first = "", ...rest] = markdown.split("\n");
  let out = first;
  for (const line of rest) {
    out = / {2,}$|\\$/.test(out) ? `${out}\n${line.trimStart()}` : `${out.trimEnd()} ${line.trimStart()}`;
  }
  return out.trim() === "" ? "" : out.replace(/^\s+/, "");
}

/** Markdown of a block as printed, from an optional offset inside it; lists keep their nesting. */
export function renderBlock(src: MarkdownSource, node: RootContent, from?: number): string {
  if (node.type === "paragraph" || node.type === "heading") return reflow(slice(src, from ?? startOf(node), endOf(node)));
  if (node.type === "list") return renderList(src, node);
  return slice(src, from ?? startOf(node), endOf(node));
}

function renderList(src: MarkdownSource, list: List): string {
  return list.children.map((item) => renderItem(src, item)).join(list.spread ? "\n\n" : "\n");
}

function renderItem(src: MarkdownSource, item: ListItem): string {
  const marker = markerOf(src, item);
  const pad = " ".repeat(marker.length + 1);
  const inner = item.children.map((c) => renderBlock(src, c as RootContent)).join(item.spread ? "\n\n" : "\n");
  const indented = inner
    .split("\n")
    .map((l, i) => (i === 0 || l === "" ? l : pad + l))
    .join("\n");
  return inner ? `${marker} ${indented}` : marker;
}

/** Whether a body is nothing but a "See X." reference. */
export function isRedirect(body: string): boolean {
  return SEE_ONLY.test(body.trim());
}

/**
 * Groups blocks into entries: logo headings before the title, the title block with its intro (a section
 * entry), section headings, intro text after a section heading (a section entry titled as the heading),
 * and entries from each entry start to the next start or heading.
 */
export function groupBlocks(
  src: MarkdownSource,
  meta: DocumentMeta,
  blocks: Block[],
  classify: (block: Block) => Classified,
): { headings: ParseResult["headings"]; drafts: DraftEntry[] } {
  const headings: ParseResult["headings"] = [];
  const drafts: DraftEntry[] = [];
  let titled = false;
  let section: string | undefined;
  let current: DraftEntry | null = null;
  for (const block of blocks) {
    const first = firstLineOf(src, block.node);
    if (!titled) {
      const text = plainOf(block.node);
      if (isOneLine(block.node) && text.startsWith(meta.title)) {
        current = { title: text.trim(), changed: false, isSection: true, lines: [...block.lines], parts: [] };
        drafts.push(current);
        titled = true;
        continue;
      }
      const c = classify(block);
      if (c.kind !== "heading") {
        throw new IngestError(src.file, {
          ...toTextPlace(first),
          rule: "text-before-title",
          problem: "the text starts with something other than a heading or the document's title",
          expected: `a line beginning ${JSON.stringify(meta.title)}, the documents.json "title"`,
          found: toQuoted(plainOf(block.node)),
          hint: 'if the title block is printed further down, declare a "move" in the corrections; if the title is printed otherwise, fix "title" in documents.json',
        });
      }
      headings.push({ line: first.n, text: c.text });
      continue;
    }
    const c = classify(block);
    if (c.kind === "heading") {
      headings.push({ line: first.n, text: c.text });
      section = c.text;
      current = null;
    } else if (c.kind === "start") {
      current = {
        title: c.title,
        changed: c.changed,
        isSection: false,
        ...(section ? { section } : {}),
        lines: [...block.lines],
        parts: [part(src, block, c.bodyFrom)],
        bodyFrom: c.bodyFrom,
      };
      drafts.push(current);
    } else {
      if (!current) {
        if (!section) {
          throw new IngestError(src.file, {
            ...toTextPlace(first),
            rule: "text-outside-entry",
            problem: "this paragraph is in no entry and under no section heading",
            found: toQuoted(plainOf(block.node)),
            hint: "look at the lines above it: an entry starts with its topic and a dash, a section with a heading",
          });
        }
        current = { title: section, changed: false, isSection: true, section, lines: [], parts: [] };
        drafts.push(current);
      }
      current.lines.push(...block.lines);
      current.parts.push(part(src, block));
    }
  }
  if (!titled) {
    const first = blocks[0] ? firstLineOf(src, blocks[0].node) : undefined;
    throw new IngestError(src.file, {
      ...toTextPlace(first),
      rule: "document-title-missing",
      problem: "no line of the text begins with the document's title",
      expected: `a one-line paragraph beginning ${JSON.stringify(meta.title)}, the documents.json "title"`,
      found: first ? `headings only, the first ${toQuoted(first.text)}` : "no text",
      hint: 'fix "title" in documents.json to the title as printed, or look for the title line in the file',
    });
  }
  return { headings, drafts };
}

function part(src: MarkdownSource, block: Block, from?: number): BodyPart {
  const markdown = renderBlock(src, block.node, from);
  return { markdown, plain: plainOf(block.node), block };
}

/** The body Markdown of a draft: its parts, one blank line apart. */
export function bodyOf(draft: DraftEntry): string {
  return draft.parts.map((p) => p.markdown).join("\n\n");
}

/** The parsed entry of a draft; a ruling without text is an error. */
export function toParsedEntry(src: MarkdownSource, draft: DraftEntry, kindOf: (body: string) => EntryKind, amendment?: ParsedAmendment): ParsedEntry {
  const body = bodyOf(draft);
  if (!body && !draft.isSection) {
    const line = draft.parts[0] ? firstLineOf(src, draft.parts[0].block.node) : undefined;
    throw new IngestError(src.file, {
      line: line?.n ?? draft.lines[0] ?? 1,
      column: line ? toColumn(line.original, draft.title) : 1,
      rule: "entry-without-text",
      problem: `entry "${draft.title}" has no text after its title`,
      expected: "the ruling's text after the dash",
      found: "nothing",
      hint: "look at the paragraph after this title: the parser read it as the next entry or a heading, so this entry ends at its title",
    });
  }
  return {
    title: draft.title,
    changed: draft.changed,
    kind: draft.isSection ? "section" : amendment ? "amendment" : kindOf(body),
    body,
    lines: draft.lines,
    ...(draft.section ? { section: draft.section } : {}),
    ...(amendment ? { amendment } : {}),
  };
}

/** The entry's first line after its title and dash, as printed (the instruction of an amendment). */
export function firstLineAfterTitle(src: MarkdownSource, draft: DraftEntry): string {
  const from = draft.bodyFrom ?? 0;
  const nl = src.text.indexOf("\n", from);
  return slice(src, from, nl < 0 ? src.text.length : nl).trim();
}

/** Checks the declared landmarks: section headings in order, the last entry and the number of entries. */
export function checkLandmarks(file: string, lines: SourceLine[], headings: ParseResult["headings"], entries: ParsedEntry[], hints: MarkdownHints): void {
  const lastLine = [...lines].reverse().find((l) => !isBlank(l))?.n ?? 1;
  const texts = headings.map((h) => h.text);
  let at = -1;
  for (const [k, s] of hints.sections.entries()) {
    const i = texts.indexOf(s, at + 1);
    if (i < 0) {
      throw new IngestError(file, {
        field: ["hints", "sections", k],
        rule: "section-missing",
        problem: `hints.sections names "${s}", but no heading after ${at < 0 ? "the start" : `"${texts[at]}"`} reads so`,
        expected: `a heading ${JSON.stringify(s)}`,
        found: `headings ${texts.map((t) => `"${t}"`).join(", ") || "none"}`,
        hint: "write the headings in hints.sections as the document prints them, in order; if the printed document has this heading and the file does not, the file lacks that part",
      });
    }
    at = i;
  }
  const rulings = entries.filter((e) => e.kind !== "section");
  checkDeclaredEnd(file, lastLine, rulings[rulings.length - 1], rulings.length, hints);
}

/** Ordinal words and numerals ("third", "4th", "eight") as numbers. */
export function ordinal(word: string): number | undefined {
  const words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
  const w = word.toLowerCase();
  const numeral = /^(\d+)(st|nd|rd|th)?$/.exec(w);
  if (numeral) return Number(numeral[1]);
  const i = words.findIndex((x) => x === w || x === `${w}h`);
  return i < 0 ? undefined : i + 1;
}
