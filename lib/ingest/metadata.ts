import type { Corrections, DocumentId, DocumentKind, DocumentMeta, Edition, SourceFormat, XrefHints } from "../model/types";
import { IngestError, parseJson } from "./errors";

const EDITIONS: readonly Edition[] = ["1E", "2E"];
const KINDS: readonly DocumentKind[] = ["crd", "glossary-amendments", "faq"];
const FORMATS: readonly SourceFormat[] = ["markdown-crd", "glossary-amendment-crd", "pdf-crd", "plain-crd", "qa-faq"];

/** A document's metadata as written, before its corrections file is read. */
export interface RawDocumentMeta extends Omit<DocumentMeta, "corrections"> {
  /** Corrections inline, or the path (relative to the metadata file) of a JSON file holding them. */
  corrections: Corrections | string;
}

/** 1-based line of the first occurrence of `needle` in `text` at or after line `from`. */
export function toLineOf(text: string, needle: string, from = 1): number {
  const lines = text.split("\n");
  for (let i = from - 1; i < lines.length; i++) if (lines[i]!.includes(needle)) return i + 1;
  return from;
}

/** Parses and validates documents.json; every problem names the file and line. */
export function parseMetadata(file: string, text: string): RawDocumentMeta[] {
  const json = parseJson(file, text);
  const docs = (json as { documents?: unknown }).documents;
  if (!Array.isArray(docs)) throw new IngestError(file, 1, `expected { "documents": [ … ] }`);
  const seen = new Map<string, number>();
  let cursor = 1;
  return docs.map((d: Record<string, unknown>, i) => {
    const idLine = typeof d.id === "string" ? toLineOf(text, `"${d.id}"`, cursor) : cursor;
    cursor = idLine;
    const at = (field: string) => toLineOf(text, `"${field}"`, idLine);
    const str = (field: string): string => {
      const v = d[field];
      if (typeof v !== "string" || !v) throw new IngestError(file, at(field), `document ${i + 1}: "${field}" must be a non-empty string`);
      return v;
    };
    const id = str("id");
    if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) throw new IngestError(file, idLine, `document id "${id}" must be kebab-case`);
    if (seen.has(id)) throw new IngestError(file, idLine, `duplicate document id "${id}" (first at line ${seen.get(id)})`);
    seen.set(id, idLine);
    const edition = str("edition");
    if (!EDITIONS.includes(edition as Edition)) {
      throw new IngestError(file, at("edition"), `unknown edition "${edition}" for "${id}" (expected 1E or 2E)`);
    }
    const kind = str("kind");
    if (!KINDS.includes(kind as DocumentKind)) throw new IngestError(file, at("kind"), `unknown kind "${kind}" (expected ${KINDS.join(", ")})`);
    const format = str("format");
    if (!FORMATS.includes(format as SourceFormat)) {
      throw new IngestError(file, at("format"), `unknown format "${format}" (expected ${FORMATS.join(", ")})`);
    }
    const date = str("date");
    if (!isIsoDate(date)) throw new IngestError(file, at("date"), `date "${date}" of "${id}" is not a real YYYY-MM-DD date`);
    const sha256 = str("sha256");
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new IngestError(file, at("sha256"), `sha256 of "${id}" must be 64 lower-case hex digits`);
    const family = str("family");
    if (!/^[a-z0-9][a-z0-9-]*$/.test(family)) throw new IngestError(file, at("family"), `family "${family}" of "${id}" must be kebab-case, e.g. "1e-current-rulings"`);
    if (typeof d.restatesFamily !== "boolean") {
      throw new IngestError(file, d.restatesFamily === undefined ? idLine : at("restatesFamily"), `document ${i + 1} ("${id}"): "restatesFamily" must be true (it restates every ruling of its family still in force) or false (it lists only what changed)`);
    }
    const corrections = d.corrections ?? {};
    if (typeof corrections !== "string" && (typeof corrections !== "object" || Array.isArray(corrections))) {
      throw new IngestError(file, at("corrections"), `corrections of "${id}" must be an object or a file path`);
    }
    return {
      id: id as DocumentId,
      edition: edition as Edition,
      kind: kind as DocumentKind,
      issuer: str("issuer"),
      issuerPrinted: d.issuerPrinted === true,
      title: str("title"),
      date,
      sourceFile: str("sourceFile"),
      sha256,
      format: format as SourceFormat,
      ...(typeof d.baseText === "string" ? { baseText: d.baseText } : {}),
      family,
      restatesFamily: d.restatesFamily,
      corrections: corrections as Corrections | string,
      ...(d.xref ? { xref: d.xref as XrefHints } : {}),
    };
  });
}

function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
