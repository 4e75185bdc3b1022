import type { ParsedAmendment, DocumentMeta, ParsedEntry } from "../../model";
import { IngestError } from "../errors";
import {
  blocksOf,
  checkLandmarks,
  firstLineOf,
  groupBlocks,
  isRedirect,
  nestIndentedLists,
  parseMarkdownLines,
  plainOf,
  readMarkdownHints,
  slice,
  takeSkipped,
  toParsedEntry,
  type Block,
  type Classified,
  type DraftEntry,
  type MarkdownHints,
  type MarkdownSource,
} from "./markdown-util";
import { toBaseTextMissing } from "./problems";
import type { Parser } from "./types";

// The dash between a bold topic and its text.
const SEPARATOR = /^ (?:–|-) /;
// An escaped asterisk just inside the bold topic marks a new or changed entry: **\*topic**.
const CHANGE_MARKER = /^\*\*\\\*/;
const PARTIAL_UPDATE = /^The rest of the entry does not change\.?$/;

/** Parses a Current Rulings Document written in Markdown (bold topics, `**\*topic**` change markers, sections). */
export const parseMarkdownCrd: Parser = ({ meta, lines }) => {
  const file = meta.sourceFile;
  const hints = readMarkdownHints(file, meta.corrections.hints);
  const { kept, skipped } = takeSkipped(file, lines, meta.corrections);
  const { source, repairs } = parseMarkdownLines(file, kept, meta.corrections);
  repairs.push(...nestIndentedLists(source));
  const { headings, drafts } = groupBlocks(source, meta, blocksOf(source), (b) => classify(source, b));
  const entries = drafts.map((d) => toEntry(source, meta, hints, d));
  checkLandmarks(file, lines, headings, entries, hints);
  return { headings, entries, repairs, skipped };
};

/** Headings are Markdown headings; an entry starts with a bold topic followed by a dash. */
function classify(src: MarkdownSource, block: Block): Classified {
  const node = block.node;
  if (node.type === "heading") return { kind: "heading", text: plainOf(node).trim() };
  if (node.type !== "paragraph") return { kind: "text" };
  const [topic, after] = node.children;
  if (topic?.type !== "strong" || after?.type !== "text") return { kind: "text" };
  const sep = SEPARATOR.exec(after.value);
  if (!sep) return { kind: "text" };
  const printed = slice(src, topic.position!.start.offset!, topic.position!.end.offset!);
  const changed = CHANGE_MARKER.test(printed);
  const title = plainOf(topic)
    .slice(changed ? 1 : 0)
    .trim();
  return { kind: "start", title, changed, bodyFrom: after.position!.start.offset! + sep[0].length };
}

function toEntry(src: MarkdownSource, meta: DocumentMeta, hints: MarkdownHints, draft: DraftEntry): ParsedEntry {
  const amendment = draft.isSection ? undefined : findAmendment(src, meta, draft);
  const cardSection = draft.section !== undefined && hints.cardSections.includes(draft.section);
  return toParsedEntry(src, draft, (body) => (isRedirect(body) ? "redirect" : cardSection ? "card" : "general"), amendment);
}

/** "The rest of the entry does not change." makes the entry a partial update of the base text. */
function findAmendment(src: MarkdownSource, meta: DocumentMeta, draft: DraftEntry): ParsedAmendment | undefined {
  const part = draft.parts.find((p) => PARTIAL_UPDATE.test(p.plain.trim()));
  if (!part) return undefined;
  if (!meta.baseText) throw new IngestError(src.file, toBaseTextMissing(firstLineOf(src, part.block.node), part.plain));
  return { action: "partial-update", target: meta.baseText, instruction: part.plain.trim() };
}
