import type { PhrasingContent } from "mdast";
import type { ParsedAmendment, DocumentMeta, ParsedEntry } from "../../model";
import { toColumn, toQuoted } from "../columns";
import { IngestError } from "../errors";
import {
  blocksOf,
  checkLandmarks,
  firstLineAfterTitle,
  firstLineOf,
  groupBlocks,
  isOneLine,
  isRedirect,
  ordinal,
  parseMarkdownLines,
  plainOf,
  readMarkdownHints,
  slice,
  takeSkipped,
  toParsedEntry,
  type Block,
  type Classified,
  type DraftEntry,
  type LineHint,
  type MarkdownSource,
} from "./markdown-util";
import { toBaseTextMissing, toHintStartMismatch, toHintUnused } from "./problems";
import type { Parser } from "./types";

// A heading is upper-case text, optionally followed by a dash and a sub-title: "RULINGS – General".
const HEADING = /^[A-Z][A-Z ]+[A-Z](?: – \S.*)?$/;
// The dash between a topic and its text: en dash, hyphen or double hyphen, spaced.
const SEPARATOR = /\s(?:–|--?)\s/g;
const SEPARATOR_AT_START = /^\s(?:–|--?)\s/;
const MAX_TITLE = 50;
// An amendment instruction or a "see" reference right after the dash tells the real separator
// when the topic itself holds a dash ("downloading – special download – replace …").
const INSTRUCTION_START = /^(?:replace|revise|add|delete|change|in paragraphs?|see)\b/i;
const AMENDMENT_START = /^(?:replace|revise|add|delete|change|in paragraphs?)\b/i;

interface ActionRule {
  pattern: RegExp;
  action: string;
  /** Which capture group holds the paragraph's ordinal. */
  paragraphGroup?: number;
}

// Ordered: the first matching instruction wins.
const ACTIONS: ActionRule[] = [
  { pattern: /^delete the (\w+) paragraph and revise the (\w+) paragraph/i, action: "delete-and-revise", paragraphGroup: 2 },
  { pattern: /^replace the (\w+) paragraph with/i, action: "replace-paragraph", paragraphGroup: 1 },
  { pattern: /^revise the (\w+) paragraph/i, action: "revise-paragraph", paragraphGroup: 1 },
  { pattern: /^replace the (\w+) sentence with/i, action: "replace-sentence" },
  { pattern: /^replace the (?:text|entry) with/i, action: "replace-entry" },
  { pattern: /^replace the words? "/i, action: "replace-words" },
  { pattern: /^in paragraphs? [\d, and]+ replace "/i, action: "replace-words" },
  { pattern: /^add the following to the end of the (\w+) (?:full )?paragraph/i, action: "add-text", paragraphGroup: 1 },
  { pattern: /^add\b/i, action: "add-text" },
  { pattern: /^change the (\w+) bullet to/i, action: "replace-bullet" },
  { pattern: /^change title to/i, action: "retitle" },
  { pattern: /^delete the text:?$/i, action: "delete-text" },
];
const ADD_AFTER_DELETE = /^add the text:?$/i;

/** Parses a First Edition CRD of Glossary amendments ("topic – replace the 4th paragraph with: …"). */
export const parseGlossaryAmendmentCrd: Parser = ({ meta, lines }) => {
  const file = meta.sourceFile;
  const hints = readMarkdownHints(file, meta.corrections.hints);
  const { kept, skipped } = takeSkipped(file, lines, meta.corrections);
  const { source, repairs } = parseMarkdownLines(file, kept, meta.corrections);
  const continuations = new Map(hints.continuations.map((h) => [h.line, h]));
  const used = new Set<number>();
  const classifyBlock = (b: Block) => classify(source, b, continuations, used);
  const { headings, drafts } = groupBlocks(source, meta, blocksOf(source), classifyBlock);
  const unused = hints.continuations.flatMap((h, k) =>
    used.has(h.line) ? [] : [toHintUnused("continuations", k, h.line, `the first line of a paragraph, starting ${JSON.stringify(h.startsWith)}`)],
  );
  if (unused.length) throw IngestError.many(file, unused);
  const entries = drafts.map((d) => toEntry(source, meta, d));
  checkLandmarks(file, lines, headings, entries, hints);
  return { headings, entries, repairs, skipped };
};

/** Upper-case lines are headings; a paragraph starts an entry with "topic – text" unless declared a continuation. */
function classify(src: MarkdownSource, block: Block, continuations: Map<number, LineHint>, used: Set<number>): Classified {
  const node = block.node;
  if (node.type !== "paragraph") return { kind: "text" };
  const text = plainOf(node).trim();
  if (isOneLine(node) && HEADING.test(text)) return { kind: "heading", text };
  const first = firstLineOf(src, node);
  const hint = continuations.get(first.n);
  if (hint) {
    if (!first.text.startsWith(hint.startsWith)) throw new IngestError(src.file, toHintStartMismatch("continuations", first, hint.startsWith));
    used.add(first.n);
    return { kind: "text" };
  }
  return boldStart(src, node.children) ?? plainStart(src, node.children, node.position!.start.offset!) ?? { kind: "text" };
}

/** `***topic** – …` (changed) or `**topic** – …`: the topic is the bold span, the change asterisk fused before it. */
function boldStart(src: MarkdownSource, children: PhrasingContent[]): Classified | null {
  const changed = children[0]?.type === "text" && children[0].value === "*";
  const [topic, after] = changed ? children.slice(1) : children;
  if (topic?.type !== "strong" || after?.type !== "text") return null;
  const sep = SEPARATOR_AT_START.exec(after.value);
  if (!sep) return null;
  return { kind: "start", title: plainOf(topic).trim(), changed, bodyFrom: after.position!.start.offset! + sep[0].length };
}

/**
 * A plain "topic – text" start. The topic may hold a dash itself, so of the dashes on the first line
 * (outside bold text) the first one followed by an instruction is the separator, else the first one.
 */
function plainStart(src: MarkdownSource, children: PhrasingContent[], start: number): Classified | null {
  const lineEnd = src.text.indexOf("\n", start);
  const firstNonText = children.find((c) => c.type !== "text");
  const ends = [lineEnd < 0 ? src.text.length : lineEnd, firstNonText?.position?.start.offset ?? Infinity];
  const prefix = slice(src, start, Math.min(...ends));
  const candidates = [...prefix.matchAll(SEPARATOR)]
    .map((m) => ({ title: prefix.slice(0, m.index).trim(), bodyFrom: start + m.index! + m[0].length }))
    .filter((c) => c.title.length > 0 && c.title.length <= MAX_TITLE && !c.title.includes(". "));
  const chosen = candidates.find((c) => INSTRUCTION_START.test(slice(src, c.bodyFrom, c.bodyFrom + 20))) ?? candidates[0];
  return chosen ? { kind: "start", title: chosen.title, changed: false, bodyFrom: chosen.bodyFrom } : null;
}

function toEntry(src: MarkdownSource, meta: DocumentMeta, draft: DraftEntry): ParsedEntry {
  const amendment = draft.isSection ? undefined : findAmendment(src, meta, draft);
  return toParsedEntry(src, draft, (body) => (isRedirect(body) ? "redirect" : "general"), amendment);
}

/** An entry whose text starts with an instruction ("replace the 4th paragraph with") amends the base text. */
function findAmendment(src: MarkdownSource, meta: DocumentMeta, draft: DraftEntry): ParsedAmendment | undefined {
  const instruction = firstLineAfterTitle(src, draft);
  if (!AMENDMENT_START.test(instruction)) return undefined;
  const line = firstLineOf(src, draft.parts[0]!.block.node);
  const column = toColumn(line.original, instruction.slice(0, 20));
  const rule = ACTIONS.find((r) => r.pattern.test(instruction));
  if (!rule) {
    throw new IngestError(src.file, {
      line: line.n,
      column,
      rule: "amendment-unrecognised",
      problem: `entry "${draft.title}" starts with an amendment word, but its instruction is none the parser reads`,
      expected: 'an instruction such as "replace the 4th paragraph with", "revise the second paragraph", "add …", "delete the text", "change title to"',
      found: toQuoted(instruction),
      hint: "if the paragraph continues the entry above, declare it in hints.continuations; if it is a new instruction, the parser (ACTIONS in lib/ingest/parsers/glossary-amendment-crd.ts) must learn it",
    });
  }
  if (!meta.baseText) throw new IngestError(src.file, toBaseTextMissing(line, instruction));
  const addsAfter = rule.action === "delete-text" && draft.parts.slice(1).some((p) => ADD_AFTER_DELETE.test(p.plain.trim()));
  const word = rule.paragraphGroup ? rule.pattern.exec(instruction)![rule.paragraphGroup]! : undefined;
  const paragraph = word === undefined ? undefined : ordinal(word);
  if (word !== undefined && paragraph === undefined) {
    throw new IngestError(src.file, {
      line: line.n,
      column: line.original.includes(word, column - 1) ? toColumn(line.original, word, column - 1) : column,
      rule: "amendment-paragraph-unreadable",
      problem: "the instruction names a paragraph by a word that is not an ordinal",
      expected: 'an ordinal such as "first", "third", "4th"',
      found: JSON.stringify(word),
      hint: "look at the instruction: if it names its paragraph otherwise, the parser (ordinal in lib/ingest/parsers/markdown-util.ts) must learn the word",
    });
  }
  return {
    action: addsAfter ? "delete-and-replace" : rule.action,
    target: meta.baseText,
    instruction,
    ...(paragraph !== undefined ? { paragraph } : {}),
  };
}
