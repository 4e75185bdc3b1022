import type { Corrections, DocumentKind, Edition, SourceFormat } from "../model";
import type { RawDocumentMeta } from "./metadata";
import type { RuleId } from "./rules";

/** What a maintainer says of a new document on the command line. */
export interface NewDocumentRequest {
  /** The name the file will have in the sources folder. */
  sourceFile: string;
  text: string;
  sha256: string;
  edition: Edition;
  kind: DocumentKind;
  date: string;
  format?: SourceFormat;
  id?: string;
  title?: string;
  issuer?: string;
  family?: string;
  restatesFamily?: boolean;
  baseText?: string;
}

/** One finding about the new document: a problem stops the addition, a note tells what was proposed and why. */
export interface Finding {
  level: "problem" | "note";
  /** Stable rule id, e.g. `printed-date-mismatch` (docs/diagnostics.md lists them). */
  rule: RuleId;
  /** 1-based line of the new source it is about, or 0 when it is about the request, not a place of the text. */
  line: number;
  /** 1-based column on that line (1 when the finding is about the whole line). */
  column: number;
  message: string;
}

/** The metadata and corrections proposed for a new document, with what the maintainer should know. */
export interface NewDocumentProposal {
  meta: Omit<RawDocumentMeta, "corrections"> & { corrections: string };
  corrections: Corrections;
  findings: Finding[];
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
/** How far into a document its own date is looked for: the header, not the rulings that cite older dates. */
const HEADER_LINES = 60;

/** Dates printed in a document's header, in the forms the sources use: 7/31/00, 5 October 2011, February 11, 1995, 2011-10-05. */
export function findPrintedDates(text: string): { line: number; column: number; printed: string; date: string }[] {
  const out: { line: number; column: number; printed: string; date: string }[] = [];
  const month = `(${MONTHS.join("|")})`;
  const patterns: [RegExp, (m: RegExpMatchArray) => [number, number, number] | null][] = [
    [/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => [Number(m[1]), Number(m[2]), Number(m[3])]],
    [/\b(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b/g, (m) => [toYear(m[3]!), Number(m[1]), Number(m[2])]],
    [new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${month}\\s*,?\\s+(\\d{4})\\b`, "gi"), (m) => [Number(m[3]), toMonth(m[2]!), Number(m[1])]],
    [new RegExp(`\\b${month}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s+(\\d{4})\\b`, "gi"), (m) => [Number(m[3]), toMonth(m[1]!), Number(m[2])]],
  ];
  text
    .split("\n")
    .slice(0, HEADER_LINES)
    .forEach((lineText, i) => {
      for (const [re, read] of patterns) {
        for (const m of lineText.matchAll(re)) {
          const ymd = read(m);
          if (!ymd) continue;
          const date = toIso(...ymd);
          if (date) out.push({ line: i + 1, column: m.index + 1, printed: m[0], date });
        }
      }
    });
  return out.sort((a, b) => a.line - b.line || a.column - b.column);
}

function toYear(s: string): number {
  const n = Number(s);
  return s.length === 4 ? n : n >= 90 ? 1900 + n : 2000 + n;
}

function toMonth(name: string): number {
  return MONTHS.indexOf(name.toLowerCase()) + 1;
}

function toIso(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  const iso = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  const t = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === iso ? iso : null;
}

/** The id a new document gets unless one is given: edition, kind and date, as the archive's ids read ("2e-crd-2016-03-01"). */
export function toDefaultDocumentId(edition: Edition, kind: DocumentKind, date: string): string {
  return `${edition.toLowerCase()}-${kind === "glossary-amendments" ? "crd" : kind}-${date}`;
}

/** The shape a text looks like, by the marks each parser reads; null when no shape is clear. */
export function toFormatBySignature(text: string): SourceFormat | null {
  const lines = text.split("\n");
  const count = (re: RegExp) => lines.filter((l) => re.test(l)).length;
  if (count(/^\s*Q:/) >= 3 && count(/^\s*A:/) >= 3) return "qa-faq";
  if (count(/^#{1,3} /) >= 2 && count(/^\s*\*?\*\*[^*]+\*\*\s*[-–]/) >= 3) return "markdown-crd";
  // An amendment heading: "title – replace the 4th paragraph with", one per entry.
  if (count(/^\S.{0,80} [-–] (?:replace|add|delete|insert)\b/i) >= 3) return "glossary-amendment-crd";
  const nonBlank = lines.filter((l) => l.trim());
  if (nonBlank.length && nonBlank.filter((l) => / $/.test(l)).length / nonBlank.length > 0.5) return "pdf-crd";
  // Hard-wrapped plain text whose entries open "title: ruling" (or "title – ruling").
  if (count(/^\S[^:–]{0,60}(?::| –) \S/) >= 5) return "plain-crd";
  return null;
}

/**
 * Proposes the metadata and a corrections file for a new document: its format (given, or that of the newest
 * document of its edition and kind, checked against the text's marks), its family, and the hints of the newest
 * document of that format that do not name lines. Checks the date printed in its header against the date given.
 */
export function proposeDocument(
  req: NewDocumentRequest,
  existing: readonly RawDocumentMeta[],
  correctionsOf: (m: RawDocumentMeta) => Corrections,
): NewDocumentProposal {
  const findings: Finding[] = [];
  const finding = (level: Finding["level"]) => (rule: RuleId, at: number | { line: number; column: number }, message: string) =>
    findings.push({ level, rule, line: typeof at === "number" ? at : at.line, column: typeof at === "number" ? 1 : at.column, message });
  const problem = finding("problem");
  const note = finding("note");

  const printed = findPrintedDates(req.text);
  if (!printed.length) note("printed-date-missing", 0, `no date is printed in the first ${HEADER_LINES} lines; check ${req.date} against the document by eye`);
  else if (!printed.some((p) => p.date === req.date)) {
    const first = printed[0]!;
    problem(
      "printed-date-mismatch",
      first,
      `--date is ${req.date}, but the header prints ${printed.map((p) => `"${p.printed}" (${p.date}, line ${p.line})`).join(", ")}: give the document's own date, or check that this is the file you meant`,
    );
  } else
    note(
      "printed-date",
      printed.find((p) => p.date === req.date)!,
      `the header prints the date given (${req.date})`,
    );

  const sameKind = existing.filter((d) => d.edition === req.edition && d.kind === req.kind).sort((a, b) => b.date.localeCompare(a.date));
  const previous = sameKind[0];
  const signature = toFormatBySignature(req.text);
  let format: SourceFormat;
  if (req.format) {
    format = req.format;
    if (signature && signature !== format) note("format-signature", 0, `--format ${format} given; the text's marks look like ${signature}`);
  } else if (previous) {
    format = previous.format;
    note(
      "format-proposed",
      0,
      `format ${format}, as the newest ${req.edition} ${req.kind} (${previous.id})${signature && signature !== format ? `; the text's marks look like ${signature}: if the ingest fails, try --format ${signature}` : ""}`,
    );
  } else if (signature) {
    format = signature;
    note("format-proposed", 0, `format ${format}, from the text's marks (no earlier ${req.edition} ${req.kind} to follow)`);
  } else {
    format = "plain-crd";
    problem(
      "format-unknown",
      0,
      `no earlier ${req.edition} ${req.kind} and no clear marks in the text: give --format (one of markdown-crd, glossary-amendment-crd, pdf-crd, plain-crd, qa-faq)`,
    );
  }

  const id = req.id ?? toDefaultDocumentId(req.edition, req.kind, req.date);
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) problem("id-not-kebab", 0, `document id "${id}" must be kebab-case`);
  const same = existing.find((d) => d.id === id);
  if (same) problem("id-taken", 0, `a document with id "${id}" exists already (${same.sourceFile}): give --id`);
  const twin = existing.find((d) => d.sha256 === req.sha256);
  if (twin) problem("same-bytes", 0, `this file has the same bytes as ${twin.sourceFile} (${twin.id}): it is in the archive already`);
  const fileTaken = existing.find((d) => d.sourceFile === req.sourceFile);
  if (fileTaken) problem("file-taken", 0, `${req.sourceFile} is the source of ${fileTaken.id} already`);

  const template = sameKind.find((d) => d.format === format) ?? existing.filter((d) => d.format === format).sort((a, b) => b.date.localeCompare(a.date))[0];
  const family = req.family ?? previous?.family ?? `${req.edition.toLowerCase()}-${req.kind}`;
  const corrections: Corrections = {};
  if (template) {
    const { hints, kept, dropped } = toPortableHints(correctionsOf(template).hints ?? {});
    if (Object.keys(hints).length) corrections.hints = hints;
    note(
      "corrections-proposed",
      0,
      `corrections/${id}.json starts from the hints of ${template.id}` +
        (kept.length ? ` (kept: ${kept.join(", ")})` : "") +
        (dropped.length ? `; left out because they name lines or counts of that document: ${dropped.join(", ")}` : "") +
        "; page-break joins, reading order, moved blocks and replacements are the new document's own: the dry ingest below says which it needs",
    );
  }

  const meta = {
    id: id as RawDocumentMeta["id"],
    edition: req.edition,
    kind: req.kind,
    issuer: req.issuer ?? previous?.issuer ?? "",
    issuerPrinted: req.issuer ? req.text.includes(req.issuer) : previous ? req.text.includes(previous.issuer) : false,
    title: req.title ?? previous?.title ?? "",
    date: req.date,
    sourceFile: req.sourceFile,
    sha256: req.sha256,
    format,
    ...((req.baseText ?? previous?.baseText) ? { baseText: (req.baseText ?? previous?.baseText)! } : {}),
    family,
    restatesFamily: req.restatesFamily ?? previous?.restatesFamily ?? false,
    corrections: `corrections/${id}.json`,
    // How references are written (emphasis that is not a reference, phrases that are not, labels for titles) holds for a format.
    ...(template?.xref ? { xref: template.xref } : {}),
  };
  if (template?.xref)
    note("xref-proposed", 0, `reference reading (xref: ${Object.keys(template.xref).join(", ")}) copied from ${template.id}: check that it fits this document`);
  if (!meta.issuer) problem("issuer-missing", 0, "no earlier document of this edition and kind to take the issuer from: give --issuer");
  if (!meta.title) problem("title-missing", 0, "no earlier document of this edition and kind to take the title from: give --title");
  if (previous && !req.family) note("family-proposed", 0, `family ${family} and restatesFamily ${meta.restatesFamily}, as ${previous.id}`);
  return { meta, corrections, findings };
}

/** Hints that hold for any document of a format (section headings), apart from those that name lines or counts. */
function toPortableHints(hints: NonNullable<Corrections["hints"]>): { hints: Record<string, unknown>; kept: string[]; dropped: string[] } {
  const out: Record<string, unknown> = {};
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(hints as Record<string, unknown>)) {
    if (namesLines(value) || key === "expectedEntries" || key === "lastEntry" || key === "lastCategory") dropped.push(key);
    else {
      out[key] = value;
      kept.push(key);
    }
  }
  return { hints: out, kept, dropped };
}

function namesLines(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(namesLines);
  if (v && typeof v === "object") return "line" in v || "lines" in v || Object.values(v).some(namesLines);
  return false;
}
