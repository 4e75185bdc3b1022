import type { Corrections, DocumentId, DocumentKind, DocumentMeta, Edition, SourceFormat, XrefHints } from "../model";
import { IngestError, parseJson, toFieldProblem, type Diagnosis, type Problem } from "./errors";
import { toFieldPlace } from "./json-places";

const EDITIONS: readonly Edition[] = ["1E", "2E"];
const KINDS: readonly DocumentKind[] = ["crd", "glossary-amendments", "faq"];
const FORMATS: readonly SourceFormat[] = ["markdown-crd", "glossary-amendment-crd", "pdf-crd", "plain-crd", "qa-faq"];

/** A document's metadata as written, before its corrections file is read. */
export interface RawDocumentMeta extends Omit<DocumentMeta, "corrections"> {
  /** Corrections inline, or the path (relative to the metadata file) of a JSON file holding them. */
  corrections: Corrections | string;
}

/** Parses and validates documents.json; every problem of every document comes at once, with its line and column. */
export function parseMetadata(file: string, text: string): RawDocumentMeta[] {
  const json = parseJson(file, text) as { documents?: unknown } | null;
  const docs = json?.documents;
  if (!Array.isArray(docs)) {
    throw new IngestError(
      file,
      toFieldProblem(text, ["documents"], {
        rule: "metadata-shape",
        problem: "the metadata file does not hold a list of documents",
        expected: '{ "documents": [ … ] }',
        found: json && typeof json === "object" && "documents" in json ? `"documents": ${JSON.stringify(docs)?.slice(0, 40)}` : 'no "documents"',
        hint: 'keep one object per source file in the "documents" list (docs/adding-a-document.md)',
      }),
    );
  }
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  const out: RawDocumentMeta[] = [];
  docs.forEach((d: unknown, i) => {
    const before = problems.length;
    const fail = (field: string | null, d: Diagnosis) => problems.push(toFieldProblem(text, field ? ["documents", i, field] : ["documents", i], d));
    if (!d || typeof d !== "object" || Array.isArray(d)) {
      fail(null, {
        rule: "metadata-document-not-object",
        problem: `document ${i + 1} is not an object`,
        expected: '{ "id": …, "edition": …, … }',
        found: JSON.stringify(d)?.slice(0, 40) ?? "nothing",
        hint: "write the document's metadata as an object (docs/adding-a-document.md lists the fields)",
      });
      return;
    }
    const doc = d as Record<string, unknown>;
    const name = typeof doc.id === "string" && doc.id ? `"${doc.id}"` : `document ${i + 1}`;
    const str = (field: string): string => {
      const v = doc[field];
      if (typeof v === "string" && v) return v;
      fail(field, {
        rule: "metadata-field-missing",
        problem: `${name} has no "${field}"`,
        expected: "a non-empty string",
        found: v === undefined ? "no such field" : JSON.stringify(v),
        hint: `write the document's ${field} in documents.json (docs/adding-a-document.md says what each field holds)`,
      });
      return "";
    };
    const kebab = "lower-case letters, digits and dashes";
    const id = str("id");
    if (id && !/^[a-z0-9][a-z0-9-]*$/.test(id))
      fail("id", {
        rule: "metadata-id-not-kebab",
        problem: "the document id is not kebab-case",
        expected: `${kebab}, e.g. "2e-crd-2016-03-01"`,
        found: JSON.stringify(id),
        hint: "rename the id in documents.json",
      });
    if (id && seen.has(id))
      fail("id", {
        rule: "metadata-id-duplicate",
        problem: `document id "${id}" is taken`,
        found: `the same id at line ${seen.get(id)}`,
        hint: "give each document its own id in documents.json",
      });
    if (id && !seen.has(id)) seen.set(id, toFieldPlace(text, ["documents", i, "id"]).line);
    const edition = str("edition");
    if (edition && !EDITIONS.includes(edition as Edition))
      fail("edition", {
        rule: "metadata-edition-unknown",
        problem: `${name} has an unknown edition`,
        expected: EDITIONS.join(" or "),
        found: JSON.stringify(edition),
        hint: "write the edition the document rules on in documents.json",
      });
    const kind = str("kind");
    if (kind && !KINDS.includes(kind as DocumentKind))
      fail("kind", {
        rule: "metadata-kind-unknown",
        problem: `${name} has an unknown kind`,
        expected: `one of ${KINDS.join(", ")}`,
        found: JSON.stringify(kind),
        hint: "write the kind of document in documents.json",
      });
    const format = str("format");
    if (format && !FORMATS.includes(format as SourceFormat))
      fail("format", {
        rule: "metadata-format-unknown",
        problem: `${name} has an unknown format`,
        expected: `one of ${FORMATS.join(", ")}`,
        found: JSON.stringify(format),
        hint: "write the parser for the text's shape in documents.json (docs/adding-a-document.md describes each)",
      });
    const date = str("date");
    if (date && !isIsoDate(date))
      fail("date", {
        rule: "metadata-date-invalid",
        problem: `the date of ${name} is not a real day`,
        expected: "YYYY-MM-DD, a day of the calendar",
        found: JSON.stringify(date),
        hint: "write the date the document gives itself in documents.json",
      });
    const sha256 = str("sha256");
    if (sha256 && !/^[0-9a-f]{64}$/.test(sha256))
      fail("sha256", {
        rule: "metadata-sha256-invalid",
        problem: `the sha256 of ${name} is not a SHA-256`,
        expected: "64 lower-case hex digits",
        found: JSON.stringify(sha256),
        hint: "write the SHA-256 of the source file's bytes in documents.json (sha256sum prints it)",
      });
    const family = str("family");
    if (family && !/^[a-z0-9][a-z0-9-]*$/.test(family))
      fail("family", {
        rule: "metadata-family-not-kebab",
        problem: `the family of ${name} is not kebab-case`,
        expected: `${kebab}, e.g. "1e-current-rulings"`,
        found: JSON.stringify(family),
        hint: "rename the family in documents.json (the documents of one family share it)",
      });
    if (typeof doc.restatesFamily !== "boolean") {
      fail("restatesFamily", {
        rule: "metadata-restates-family-missing",
        problem: `${name} does not say whether it restates its family`,
        expected: "true if it restates every ruling of its family still in force, false if it lists only what changed",
        found: doc.restatesFamily === undefined ? "no such field" : JSON.stringify(doc.restatesFamily),
        hint: 'write "restatesFamily" in documents.json',
      });
    }
    const corrections = doc.corrections ?? {};
    if (typeof corrections !== "string" && (typeof corrections !== "object" || Array.isArray(corrections))) {
      fail("corrections", {
        rule: "metadata-corrections-invalid",
        problem: `the corrections of ${name} are neither an object nor a file`,
        expected: 'an object, or a path such as "corrections/ID.json"',
        found: JSON.stringify(corrections).slice(0, 40),
        hint: "write the corrections inline or the path of their file in documents.json",
      });
    }
    const [issuer, title, sourceFile] = [str("issuer"), str("title"), str("sourceFile")];
    if (problems.length > before) return;
    out.push({
      id: id as DocumentId,
      edition: edition as Edition,
      kind: kind as DocumentKind,
      issuer,
      issuerPrinted: doc.issuerPrinted === true,
      title,
      date,
      sourceFile,
      sha256,
      format: format as SourceFormat,
      ...(typeof doc.baseText === "string" ? { baseText: doc.baseText } : {}),
      family,
      restatesFamily: doc.restatesFamily as boolean,
      corrections: corrections as Corrections | string,
      ...(doc.xref ? { xref: doc.xref as XrefHints } : {}),
    });
  });
  if (problems.length) throw IngestError.many(file, problems);
  return out;
}

function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
