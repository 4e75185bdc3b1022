import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { DocumentMeta, ParsedEntry, ParseResult, SourceLine } from "../../model";
import { isBlank, prepareSource } from "../prepare";
import type { Parser } from "./types";

/** Loads a catalogued document's metadata (with its corrections file) and source text from content/sources. */
export function loadRealDocument(docId: string): { meta: DocumentMeta; text: string } {
  const docs = JSON.parse(readFileSync("content/sources/documents.json", "utf8")).documents;
  const raw = docs.find((d: { id: string }) => d.id === docId);
  if (!raw) throw new Error(`no document "${docId}" in content/sources/documents.json`);
  const corrections = JSON.parse(readFileSync(`content/sources/${raw.corrections}`, "utf8"));
  const meta = { ...raw, corrections } as DocumentMeta;
  return { meta, text: readFileSync(`content/sources/${meta.sourceFile}`, "utf8") };
}

/** Runs a parser on a text the way the pipeline does: prepareSource with the meta's corrections first. */
export function parseSource(parser: Parser, meta: DocumentMeta, text: string): ParseResult {
  const { lines } = prepareSource(meta.sourceFile, text, meta.corrections);
  return parser({ meta, lines });
}

/** The entry with this title; throws when the result has none. */
export function entryTitled(result: ParseResult, title: string): ParsedEntry {
  const e = result.entries.find((x) => x.title === title);
  if (!e) throw new Error(`no entry "${title}"`);
  return e;
}

/** Every line number the result places (entry lines, headings, skips), sorted, repeats kept. */
export function toPlacedLines(result: ParseResult): number[] {
  return [...result.entries.flatMap((e) => e.lines), ...result.headings.map((h) => h.line), ...result.skipped.map((s) => s.line)].sort((a, b) => a - b);
}

/** The 1-based numbers of the non-blank lines of a text (or of prepared lines, in their order). */
export function toNonBlankLines(source: string | SourceLine[]): number[] {
  const lines = typeof source === "string" ? source.split("\n").map((t, i) => ({ n: i + 1, text: t, original: t })) : source;
  return lines.filter((l) => !isBlank(l)).map((l) => l.n);
}

/** The first `share` of a text's lines (rounded down), as a truncated copy of the file. */
export function truncate(text: string, share = 0.6): string {
  const lines = text.split("\n");
  return lines.slice(0, Math.floor(lines.length * share)).join("\n");
}

/**
 * A copy of the sources (every file by name, as readTree gives them) with some files replaced; the SHA-256 that
 * documents.json records for a replaced source follows its new bytes, so only its content is wrong.
 */
export function withReplacedFiles(base: ReadonlyMap<string, Uint8Array>, replaced: Record<string, Uint8Array | string>): Map<string, Uint8Array> {
  const files = new Map(base);
  const meta = JSON.parse(new TextDecoder().decode(base.get("documents.json"))) as { documents: { sourceFile: string; sha256: string }[] };
  for (const [name, content] of Object.entries(replaced)) {
    const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
    files.set(name, bytes);
    const doc = meta.documents.find((d) => d.sourceFile === name);
    if (doc) doc.sha256 = createHash("sha256").update(bytes).digest("hex");
  }
  files.set("documents.json", new TextEncoder().encode(JSON.stringify(meta, null, 2)));
  return files;
}
