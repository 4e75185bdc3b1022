/**
 * CLI: add a rulings document to the archive with data only (docs/adding-a-document.md).
 *
 *   npm run add-document -- FILE --edition 1E|2E --kind crd|glossary-amendments|faq --date YYYY-MM-DD
 *     [--format F] [--id ID] [--title T] [--issuer I] [--family F] [--restates-family true|false]
 *     [--base-text T] [--sources DIR] [--editorial DIR] [--dry-run]
 *
 * Copies FILE into the sources folder as ID.txt, writes its metadata (SHA-256 computed) into documents.json and a
 * proposed corrections/ID.json, after checking the date printed in its header against --date; then runs the whole
 * ingest in memory (a dry run: content/data is not touched) and prints every problem at once. Exit 0: the document
 * ingests; 1: problems (nothing written when the request itself is wrong); 2: bad arguments.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { IngestError, parseMetadata, proposeDocument, runIngest, toDefaultDocumentId, type Finding, type NewDocumentRequest } from "../lib/ingest";
import type { Corrections, DocumentKind, Edition, SourceFormat } from "../lib/model";
import { readEditorial, readTree } from "./read-tree";

const EDITIONS = ["1E", "2E"];
const KINDS = ["crd", "glossary-amendments", "faq"];
const FORMATS = ["markdown-crd", "glossary-amendment-crd", "pdf-crd", "plain-crd", "qa-faq"];
const USAGE =
  "usage: npm run add-document -- FILE --edition 1E|2E --kind crd|glossary-amendments|faq --date YYYY-MM-DD " +
  "[--format F] [--id ID] [--title T] [--issuer I] [--family F] [--restates-family true|false] [--base-text T] [--sources DIR] [--editorial DIR] [--dry-run]";

/** What the command line says: the request, less what is read from the file, and where to read and write. */
interface Args extends Omit<NewDocumentRequest, "sourceFile" | "text" | "sha256"> {
  file: string;
  sources: string;
  editorial: string;
  dryRun: boolean;
}

function parseArgs(argv: string[]): Args {
  const problems: string[] = [];
  const named: Record<string, string> = {};
  const positional: string[] = [];
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--dry-run") dryRun = true;
    else if (a.startsWith("--")) {
      const v = argv[i + 1];
      if (v === undefined || v.startsWith("--")) problems.push(`${a} needs a value`);
      else named[a.slice(2)] = v;
      i++;
    } else positional.push(a);
  }
  const known = ["edition", "kind", "date", "format", "id", "title", "issuer", "family", "restates-family", "base-text", "sources", "editorial"];
  for (const k of Object.keys(named)) if (!known.includes(k)) problems.push(`unknown option --${k} (known: ${known.map((x) => `--${x}`).join(", ")})`);
  if (positional.length !== 1)
    problems.push(positional.length ? `one FILE expected, got ${positional.join(", ")}` : "FILE (the new document's text) is missing");
  const oneOf = (name: string, allowed: string[]) => {
    const v = named[name];
    if (v === undefined) problems.push(`--${name} is required (${allowed.join(", ")})`);
    else if (!allowed.includes(v)) problems.push(`--${name} ${v}: expected one of ${allowed.join(", ")}`);
    return v;
  };
  const edition = oneOf("edition", EDITIONS);
  const kind = oneOf("kind", KINDS);
  if (named.format !== undefined && !FORMATS.includes(named.format)) problems.push(`--format ${named.format}: expected one of ${FORMATS.join(", ")}`);
  if (named.date === undefined) problems.push("--date is required (YYYY-MM-DD, the date the document gives itself)");
  else if (!isIsoDate(named.date)) problems.push(`--date ${named.date} is not a real YYYY-MM-DD date`);
  const rf = named["restates-family"];
  if (rf !== undefined && rf !== "true" && rf !== "false") problems.push(`--restates-family ${rf}: expected true or false`);
  if (problems.length) {
    process.stderr.write(problems.map((p) => `add-document: ${p}\n`).join("") + USAGE + "\n");
    process.exit(2);
  }
  return {
    file: positional[0]!,
    edition: edition as Edition,
    kind: kind as DocumentKind,
    date: named.date!,
    ...(named.format ? { format: named.format as SourceFormat } : {}),
    ...(named.id ? { id: named.id } : {}),
    ...(named.title ? { title: named.title } : {}),
    ...(named.issuer ? { issuer: named.issuer } : {}),
    ...(named.family ? { family: named.family } : {}),
    ...(rf ? { restatesFamily: rf === "true" } : {}),
    ...(named["base-text"] ? { baseText: named["base-text"] } : {}),
    sources: (named.sources ?? "content/sources").replace(/\/$/, ""),
    editorial: named.editorial ?? "content/editorial",
    dryRun,
  };
}

function isIsoDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function print(findings: Finding[], file: string): void {
  for (const f of findings) {
    const where = f.line ? `${file}:${f.line}:${f.column}` : file;
    (f.level === "problem" ? process.stderr : process.stdout).write(`${where}: ${f.level === "problem" ? "error" : "note"} [${f.rule}] ${f.message}\n`);
  }
}

/** Writes a file through a temporary sibling, so that an interrupted run leaves the old file or the new one. */
function writeWhole(path: string, data: string | Uint8Array): void {
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, data);
  renameSync(tmp, path);
}

function main(): number {
  const args = parseArgs(process.argv.slice(2));
  if (!existsSync(args.file)) {
    process.stderr.write(`${args.file}: error [file-missing] no such file\n`);
    return 1;
  }
  const metaPath = join(args.sources, "documents.json");
  if (!existsSync(metaPath)) {
    process.stderr.write(`${metaPath}: error [metadata-missing] no documents.json in ${args.sources} (give --sources)\n`);
    return 1;
  }
  const bytes = readFileSync(args.file);
  const text = new TextDecoder().decode(bytes);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const metaText = readFileSync(metaPath, "utf8");
  const existing = parseMetadata(metaPath, metaText);
  const id = args.id ?? toDefaultDocumentId(args.edition, args.kind, args.date);
  const request: NewDocumentRequest = { ...args, id, sourceFile: `${id}.txt`, text, sha256 };
  const correctionsOf = (m: (typeof existing)[number]): Corrections =>
    typeof m.corrections === "string" ? (JSON.parse(readFileSync(join(args.sources, m.corrections), "utf8")) as Corrections) : m.corrections;
  const proposal = proposeDocument(request, existing, correctionsOf);
  print(proposal.findings, args.file);
  if (proposal.findings.some((f) => f.level === "problem")) {
    process.stderr.write(`add-document: nothing written; fix the problems above and run again\n`);
    return 1;
  }

  const meta = JSON.parse(metaText) as { documents: unknown[] };
  meta.documents.push(proposal.meta);
  const newMetaText = JSON.stringify(meta, null, 2) + "\n";
  const correctionsText = JSON.stringify(proposal.corrections, null, 2) + "\n";
  const files = readTree(args.sources);
  files.set(proposal.meta.sourceFile, bytes);
  files.set("documents.json", Buffer.from(newMetaText));
  files.set(proposal.meta.corrections, Buffer.from(correctionsText));

  let ingestProblems = "";
  let undecided = 0;
  let unasked = 0;
  try {
    const out = runIngest({ sourcesDir: args.sources, files, editorial: readEditorial(args.editorial) });
    const report = out.reports.find((r) => r.documentId === proposal.meta.id)!;
    undecided = out.review.unreviewed.length;
    // Search finds a new ruling by its own words; the questions players ask of it are for the editors to add.
    const asked = new Set((out.data.questions ?? []).map((q) => q.entry));
    unasked = out.data.entries.filter((e) => e.documentId === proposal.meta.id && e.kind !== "section" && e.kind !== "redirect" && !asked.has(e.id)).length;
    process.stdout.write(
      `dry ingest: ${report.entries} entries, ${report.refs.resolved} references resolved / ${report.refs.external} external / ${report.refs.unresolved} unresolved, ` +
        `${report.repairs} repairs, ${(report.coverage.share * 100).toFixed(1)}% of its non-blank lines placed; ${undecided} relation candidates to decide; ` +
        `${unasked} rulings without players' questions\n`,
    );
  } catch (e) {
    if (!(e instanceof IngestError)) throw e;
    ingestProblems = e.message;
  }
  if (ingestProblems) process.stderr.write(`dry ingest found these problems (all of them):\n${ingestProblems}\n`);

  if (args.dryRun) {
    process.stdout.write(`--dry-run: nothing written. The metadata would be:\n${JSON.stringify(proposal.meta, null, 2)}\n`);
    return ingestProblems ? 1 : 0;
  }
  mkdirSync(join(args.sources, "corrections"), { recursive: true });
  writeWhole(join(args.sources, proposal.meta.sourceFile), bytes);
  writeWhole(join(args.sources, proposal.meta.corrections), correctionsText);
  writeWhole(metaPath, newMetaText);
  process.stdout.write(
    `wrote ${join(args.sources, proposal.meta.sourceFile)}, ${join(args.sources, proposal.meta.corrections)} and the metadata of "${proposal.meta.id}" in ${metaPath}\n` +
      (ingestProblems
        ? `next: fix the problems above in ${join(args.sources, proposal.meta.corrections)} (docs/adding-a-document.md says how), then npm run ingest\n`
        : `next: npm run ingest, review git diff content/data${undecided ? `, decide the ${undecided} relation candidates in content/data/relation-review.md` : ""}` +
          `${unasked ? `, add the questions players ask of its ${unasked} rulings to content/editorial/questions.json` : ""} (docs/adding-a-document.md)\n`),
  );
  return ingestProblems ? 1 : 0;
}

process.exit(main());
