import {
  buildTopics,
  computeDocumentChanges,
  computeInForce,
  findRelationCandidates,
  isInForceOn,
  isPointer,
  toTopicTitle,
  type RelationCandidate,
  type TopicAlias,
} from "../history";
import { createNameAllocator, toSlug, toTopicKey } from "../model";
import {
  SCHEMA_VERSION,
  type AskedQuestion,
  type Corrections,
  type DocumentMeta,
  type DocumentChanges,
  type DocumentRecord,
  type Entry,
  type EntryId,
  type ParseResult,
  type MovedTopic,
  type Ref,
  type RefStatus,
  type RejectedCandidate,
  type Relation,
  type Repair,
  type RulingsData,
  type SourceFormat,
  type SourceLine,
  type Topic,
  type TopicId,
  type VocabularyEntry,
} from "../model";
import { collectRefs, createTopicIndex, findTopic, resolveRef } from "../xref";
import { checkCoverage, type Coverage } from "./coverage";
import { parseCardList } from "./card-list";
import { findCardMentions, type DoubtfulMention } from "./cards";
import { parseAliases, parseMoved, parseRelations, type EditorialInput } from "./editorial";
import { parseQuestions, parseVocabulary } from "./editorial-search";
import { toQuoted, toTextColumn } from "./columns";
import { IngestError, parseJson, toFieldProblem, type Diagnostic } from "./errors";
import { toFieldPlace, type JsonPath } from "./json-places";
import { parseMetadata, type RawDocumentMeta } from "./metadata";
import { toAmendmentPart } from "./amendment-part";
import { parseGlossaryAmendmentCrd } from "./parsers/glossary-amendment-crd";
import { parseMarkdownCrd } from "./parsers/markdown-crd";
import { parsePdfCrd } from "./parsers/pdf-crd";
import { parsePlainCrd } from "./parsers/plain-crd";
import { parseQaFaq } from "./parsers/qa-faq";
import type { Parser } from "./parsers/types";
import { toPlainText } from "./plain-text";
import { prepareSource } from "./prepare";
import { parseSecondPass, type SecondPass } from "./second-pass";
import { toSourceText } from "./source-bytes";

const PARSERS: Record<SourceFormat, Parser> = {
  "markdown-crd": parseMarkdownCrd,
  "glossary-amendment-crd": parseGlossaryAmendmentCrd,
  "pdf-crd": parsePdfCrd,
  "plain-crd": parsePlainCrd,
  "qa-faq": parseQaFaq,
};

/** Everything ingest reads, as text and bytes: the pipeline itself touches no files. */
export interface IngestInput {
  /** Display path of the sources folder, used in messages (e.g. "content/sources"). */
  sourcesDir: string;
  /** Every file of the sources folder by relative path ("documents.json", "003_….txt", "corrections/….json"). */
  files: Map<string, Uint8Array>;
  /** The editors' files (content/editorial/): topic aliases, relations between rulings, moved topics. */
  editorial?: EditorialInput;
}

/** Per-document figures printed by ingest and kept in content/data/report.json. */
export interface DocumentReport {
  documentId: string;
  sourceFile: string;
  entries: number;
  byKind: Record<string, number>;
  changed: number;
  refs: Record<RefStatus, number>;
  repairs: number;
  uncertainRepairs: number;
  coverage: Coverage & { share: number };
}

/** The review of relation candidates: what the code found, what the editors decided, what is still to decide. */
export interface RelationReview {
  candidates: RelationCandidate[];
  rejected: RejectedCandidate[];
  /** Candidates that are neither a relation nor rejected: an editor must decide them. */
  unreviewed: RelationCandidate[];
  aliases: TopicAlias[];
  /** The second pass of a document read answer by answer, when content/editorial/second-pass.json exists. */
  secondPass?: SecondPass;
  /** Doubtful card names found in the rulings (plain words, personas) and how each was read, when cards.json exists. */
  cardsDoubtful?: DoubtfulMention[];
}

/** The result of a successful ingest. */
export interface IngestOutput {
  data: RulingsData;
  reports: DocumentReport[];
  review: RelationReview;
}

/** Runs the whole ingest: metadata, bytes, repairs, parsing, coverage, topics, references, relations. */
export function runIngest(input: IngestInput): IngestOutput {
  const metaName = `${input.sourcesDir}/documents.json`;
  const metaBytes = input.files.get("documents.json");
  if (!metaBytes) {
    throw new IngestError(metaName, {
      line: 1,
      column: 1,
      rule: "metadata-missing",
      problem: "the sources folder has no metadata file",
      expected: `${metaName}, the metadata of every source file`,
      found: "no such file",
      hint: "give the folder that holds documents.json (--sources DIR), or write the file (docs/adding-a-document.md)",
    });
  }
  const metaText = new TextDecoder().decode(metaBytes);
  const raws = parseMetadata(metaName, metaText);

  const listed = new Set(raws.map((r) => r.sourceFile));
  const unlisted = [...input.files.keys()].sort().filter((name) => name.endsWith(".txt") && !name.includes("/") && !listed.has(name));
  if (unlisted.length) {
    const problem = (name: string): Diagnostic => ({
      file: `${input.sourcesDir}/${name}`,
      line: 1,
      column: 1,
      rule: "source-not-listed",
      problem: "no document of documents.json names this file",
      expected: `a document whose "sourceFile" is "${name}"`,
      hint: "add the document's metadata to documents.json (npm run add-document does), or remove the file",
    });
    throw new IngestError(metaName, ...unlisted.map(problem));
  }

  // Every document is read before the run stops, so a maintainer sees all problems of all files at once.
  const errors: IngestError[] = [];
  const parsed: ParsedDocument[] = [];
  for (const [index, raw] of raws.entries()) {
    const doc = orCollect(errors, () => parseDocument(input, { file: metaName, text: metaText, index }, raw), null);
    if (doc) parsed.push(doc);
  }
  if (errors.length) throw IngestError.all(errors);
  parsed.sort((a, b) => a.meta.date.localeCompare(b.meta.date) || a.meta.id.localeCompare(b.meta.id));
  return assemble(parsed, input.editorial ?? {});
}

interface ParsedDocument {
  meta: DocumentMeta;
  result: ParseResult;
  repairs: Repair[];
  coverage: Coverage;
}

/** documents.json as read, and the index of one document in its list. */
interface MetaAt {
  file: string;
  text: string;
  index: number;
}

/** Where a document's corrections were read: their own file, or a field of documents.json. */
interface CorrectionsAt {
  file: string;
  text: string;
  root: JsonPath;
}

function parseDocument(input: IngestInput, metaAt: MetaAt, raw: RawDocumentMeta): ParsedDocument {
  const file = `${input.sourcesDir}/${raw.sourceFile}`;
  const bytes = input.files.get(raw.sourceFile);
  if (!bytes) {
    throw new IngestError(
      metaAt.file,
      toFieldProblem(metaAt.text, ["documents", metaAt.index, "sourceFile"], {
        rule: "source-file-missing",
        problem: `document "${raw.id}" names a source file the sources folder does not have`,
        expected: `${input.sourcesDir}/${raw.sourceFile}`,
        found: "no such file",
        hint: `put the document's text there, or fix "sourceFile" in documents.json`,
      }),
    );
  }
  const text = toSourceText(file, bytes, raw.sha256);
  const { corrections, at } = loadCorrections(input, metaAt, raw);
  const meta: DocumentMeta = { ...raw, corrections };
  const { prepared, result } = withPlaces(raw.sourceFile, file, at, () => {
    const prepared = prepareSource(raw.sourceFile, text, corrections);
    return { prepared, result: PARSERS[meta.format]({ meta, lines: prepared.lines }) };
  });
  if (result.entries.length === 0) {
    throw new IngestError(file, {
      line: 1,
      column: 1,
      rule: "no-entries",
      problem: "the parser found no entries in the file",
      expected: `entries in the shape of format "${meta.format}"`,
      found: "none",
      hint: 'compare the text with the shape documents.json "format" names (docs/adding-a-document.md describes each format)',
    });
  }
  checkSkips(file, corrections, result, prepared.lines);
  const coverage = checkCoverage(file, prepared.lines, result);
  return { meta, result, repairs: [...prepared.repairs, ...result.repairs], coverage };
}

/**
 * Runs the parsing step, which names the source by its bare name, so that its errors name `path` as the CLI reads it,
 * and places the problems it reports by a field of the corrections at that field's line and column.
 */
function withPlaces<T>(sourceFile: string, path: string, corrections: CorrectionsAt, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (!(e instanceof IngestError)) throw e;
    throw e.map((d) => {
      if ("field" in d) {
        const { field, ...rest } = d;
        const { line, column } = toFieldPlace(corrections.text, [...corrections.root, ...field]);
        return { ...rest, file: corrections.file, line, column };
      }
      return d.file === sourceFile ? { ...d, file: path } : d;
    });
  }
}

function loadCorrections(input: IngestInput, metaAt: MetaAt, raw: RawDocumentMeta): { corrections: Corrections; at: CorrectionsAt } {
  if (typeof raw.corrections !== "string") {
    return { corrections: raw.corrections, at: { file: metaAt.file, text: metaAt.text, root: ["documents", metaAt.index, "corrections"] } };
  }
  const bytes = input.files.get(raw.corrections);
  if (!bytes) {
    throw new IngestError(
      metaAt.file,
      toFieldProblem(metaAt.text, ["documents", metaAt.index, "corrections"], {
        rule: "corrections-file-missing",
        problem: `the corrections file of "${raw.id}" is not in the sources folder`,
        expected: `${input.sourcesDir}/${raw.corrections}`,
        found: "no such file",
        hint: 'write the corrections file there (docs/adding-a-document.md, step 3), or fix "corrections" in documents.json',
      }),
    );
  }
  const file = `${input.sourcesDir}/${raw.corrections}`;
  const text = new TextDecoder().decode(bytes);
  return { corrections: parseJson(file, text) as Corrections, at: { file, text, root: [] } };
}

function checkSkips(file: string, corrections: Corrections, result: ParseResult, lines: SourceLine[]): void {
  const declared = corrections.skip ?? [];
  for (const s of result.skipped) {
    if (!declared.some((d) => s.line >= d.lines[0] && s.line <= d.lines[1])) {
      const text = lines.find((l) => l.n === s.line)?.original ?? "";
      throw new IngestError(file, {
        line: s.line,
        column: toTextColumn(text),
        rule: "skip-undeclared",
        problem: `the parser skipped this line by rule "${s.rule}", but no skip of the corrections covers it`,
        expected: `a "skip" whose "lines" hold ${s.line}`,
        found: toQuoted(text),
        hint: 'declare the skip in the corrections ("skip": [{ "rule", "lines": [from, to], "note" }]) if the line is not part of the document',
      });
    }
  }
}

function assemble(docs: ParsedDocument[], editorial: EditorialInput): IngestOutput {
  const entries: Entry[] = [];
  const repairs: Repair[] = [];
  for (const d of docs) {
    const docRepairs = d.repairs
      .slice()
      .sort((a, b) => a.line - b.line)
      .map((r, i) => ({ ...r, id: `${d.meta.id}#r${i + 1}` }));
    repairs.push(...docRepairs);
    const allocate = createNameAllocator();
    d.result.entries.forEach((p, i) => {
      const slug = allocate(toSlug(toTopicTitle(p)));
      const lines = [...new Set(p.lines)].sort((a, b) => a - b);
      const lineSet = new Set(lines);
      entries.push({
        id: `${d.meta.id}/${slug}` as EntryId,
        documentId: d.meta.id,
        edition: d.meta.edition,
        date: d.meta.date,
        title: p.title,
        topicId: "" as TopicId,
        kind: p.kind,
        changed: p.changed,
        body: p.body,
        text: toPlainText(p.body),
        refs: [],
        source: { file: d.meta.sourceFile, startLine: lines[0] ?? 0, endLine: lines[lines.length - 1] ?? 0, lines },
        ...(p.section ? { section: p.section } : {}),
        ...(p.parent ? { parent: p.parent } : {}),
        order: i,
        repairIds: docRepairs.filter((r) => lineSet.has(r.line)).map((r) => r.id),
        ...(p.faq ? { faq: p.faq } : {}),
        ...(p.amendment ? { amendment: { ...p.amendment, part: toAmendmentPart(p.amendment.instruction, p.amendment.action) } } : {}),
        inForce: { from: d.meta.date },
      });
    });
  }

  const docsMeta = docs.map((d) => d.meta);
  const { aliases, relations, rejected, vocabulary, questions } = readEditorialFiles(editorial, entries);
  const { topics, topicOf, renames } = buildTopics(entries, docsMeta, aliases);
  for (const e of entries) e.topicId = topicOf.get(e.id)!;
  const inForce = computeInForce(entries, topics, relations, docsMeta);
  for (const e of entries) e.inForce = inForce.get(e.id)!;
  resolveAllRefs(entries, topics, docsMeta);
  const moved: MovedTopic[] = editorial.moved ? parseMoved(editorial.moved, topics, entries) : [];
  // A renamed ruling's old address leads to its topic, found by the ingest (no editorial line needed).
  const topicIds = new Set(topics.map((t) => t.id));
  for (const r of renames) {
    if (r.fromTopicId === r.topicId || topicIds.has(r.fromTopicId) || moved.some((m) => m.from === r.fromTopicId)) continue;
    const topic = topics.find((t) => t.id === r.topicId)!;
    const keys: Record<string, string> = {};
    for (const v of topic.versions) if (v.entryId && v.key && v.date < r.date) keys[v.date] ??= v.key;
    moved.push({
      from: r.fromTopicId,
      to: r.topicId,
      keys,
      reason: `renamed "${r.fromTitle}" → "${r.toTitle}" in ${r.documentId} (same words: ${Math.round(r.similarity * 100)}%)`,
    });
  }
  moved.sort((a, b) => a.from.localeCompare(b.from));
  const changes = computeDocumentChanges(docsMeta, entries, topics, renames);

  const documents: DocumentRecord[] = docs.map((d) => toDocumentRecord(d, entries, changes.get(d.meta.id)!));
  const reports = docs.map((d) => toReport(d, entries, repairs));
  const review = toReview(entries, topics, relations, rejected, aliases);
  if (editorial.secondPass) review.secondPass = parseSecondPass(editorial.secondPass, entries, relations);
  const found = editorial.cards ? findCardMentions(parseCardList(editorial.cards, entries), entries, editorial.cards) : null;
  if (found) review.cardsDoubtful = found.doubtful;
  return {
    data: {
      schemaVersion: SCHEMA_VERSION,
      documents,
      entries,
      topics,
      repairs,
      relations,
      moved,
      vocabulary,
      questions,
      ...(found ? { cards: found.cards, notCards: found.notCards } : {}),
    },
    reports,
    review,
  };
}

/** Runs `read`; an IngestError goes to `errors` (and `none` is returned), so that the run goes on to find the others. */
function orCollect<T>(errors: IngestError[], read: () => T, none: T): T {
  try {
    return read();
  } catch (e) {
    if (!(e instanceof IngestError)) throw e;
    errors.push(e);
    return none;
  }
}

/** The editors' files that need only the entries, each read even when another has problems, so that all come at once. */
function readEditorialFiles(
  editorial: EditorialInput,
  entries: Entry[],
): { aliases: TopicAlias[]; relations: Relation[]; rejected: RejectedCandidate[]; vocabulary: VocabularyEntry[]; questions: AskedQuestion[] } {
  const errors: IngestError[] = [];
  const { aliases: a, relations: r, vocabulary: v, questions: q } = editorial;
  const aliases = a ? orCollect(errors, () => parseAliases(a, entries), []) : [];
  const { relations, rejected } = r ? orCollect(errors, () => parseRelations(r, entries), { relations: [], rejected: [] }) : { relations: [], rejected: [] };
  const vocabulary = v ? orCollect(errors, () => parseVocabulary(v, entries), []) : [];
  const questions = q ? orCollect(errors, () => parseQuestions(q, entries), []) : [];
  if (errors.length) throw IngestError.all(errors);
  return { aliases, relations, rejected, vocabulary, questions };
}

/** The candidates the code finds for relations, against the editors' decisions. */
function toReview(entries: Entry[], topics: Topic[], relations: Relation[], rejected: RejectedCandidate[], aliases: TopicAlias[]): RelationReview {
  const versionPairs = new Set<string>();
  const replacedOn = new Map<string, string>();
  for (const t of topics) {
    for (const v of t.versions) {
      if (!v.entryId || !v.previous) continue;
      versionPairs.add(`${v.entryId}|${v.previous}`);
      if (!replacedOn.has(v.previous) || v.date < replacedOn.get(v.previous)!) replacedOn.set(v.previous, v.date);
    }
  }
  const candidates = findRelationCandidates(entries, versionPairs, replacedOn);
  const decided = new Set([...relations.map((r) => `${r.from}|${r.to}`), ...rejected.map((r) => `${r.later}|${r.earlier}`)]);
  return { candidates, rejected, unreviewed: candidates.filter((c) => !decided.has(`${c.later}|${c.earlier}`)), aliases };
}

function resolveAllRefs(entries: Entry[], topics: Topic[], docs: DocumentMeta[]): void {
  const subs = entries.filter((e) => e.parent).map((e) => ({ topicId: e.topicId, title: e.title, edition: e.edition }));
  const index = createTopicIndex(topics, subs);
  const byId = new Map(topics.map((t) => [t.id, t]));
  const entryById = new Map(entries.map((e) => [e.id, e]));
  // A reference leads to the ruling of its topic in force on the citing entry's date (the newest if several are),
  // else to the earliest one stated after it, else to a pointer.
  const chooseAt = (date: string) => (topic: Topic) => {
    const members = topic.entryIds.map((id) => entryById.get(id)!).filter((e) => e.kind !== "section");
    const rulings = members.filter((e) => !isPointer(e)).sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
    const inForce = rulings.filter((e) => isInForceOn(e.inForce, date));
    return (inForce[inForce.length - 1] ?? rulings.find((e) => e.date > date) ?? rulings[0] ?? members[0])?.id ?? null;
  };
  for (const doc of docs) {
    const own = entries.filter((e) => e.documentId === doc.id).sort((a, b) => a.order - b.order);
    own.forEach((e, i) => {
      const candidates = collectRefs(e.body, {
        isKnown: (label) => findTopic(index, e.edition, label) !== null,
        emphasis: doc.xref?.emphasis ?? [],
        notRefs: doc.xref?.notRefs ?? [],
        ...(doc.xref?.aliases ? { aliases: doc.xref.aliases } : {}),
      });
      e.refs = candidates.map((c): Ref =>
        resolveRef(c, index, byId, {
          edition: e.edition,
          date: e.date,
          ...(doc.xref?.unmatched ? { defaultExternal: doc.xref.unmatched } : {}),
          ...(own[i - 1] ? { previous: own[i - 1]!.topicId } : {}),
          ...(own[i + 1] ? { next: own[i + 1]!.topicId } : {}),
          previousAbout: (about) => findEarlierAbout(own, i, about),
          chooseEntry: chooseAt(e.date),
        }),
      );
    });
  }
}

/** The nearest entry before `i` (in reading order) whose title is what a relative reference says it is about. */
function findEarlierAbout(own: Entry[], i: number, about: string): TopicId | null {
  const key = toTopicKey(about);
  for (let k = i - 1; k >= 0; k--) if (toTopicKey(toTopicTitle(own[k]!)) === key) return own[k]!.topicId;
  return null;
}

function toDocumentRecord(d: ParsedDocument, entries: Entry[], changes: DocumentChanges): DocumentRecord {
  const own = entries.filter((e) => e.documentId === d.meta.id);
  const intro = own.find((e) => e.kind === "section");
  return {
    id: d.meta.id,
    edition: d.meta.edition,
    kind: d.meta.kind,
    issuer: d.meta.issuer,
    issuerPrinted: d.meta.issuerPrinted,
    title: d.meta.title,
    date: d.meta.date,
    sourceFile: d.meta.sourceFile,
    sha256: d.meta.sha256,
    format: d.meta.format,
    ...(d.meta.baseText ? { baseText: d.meta.baseText } : {}),
    family: d.meta.family,
    restatesFamily: d.meta.restatesFamily,
    intro: intro?.body ?? "",
    entryCount: own.length,
    changes,
  };
}

function toReport(d: ParsedDocument, entries: Entry[], repairs: Repair[]): DocumentReport {
  const own = entries.filter((e) => e.documentId === d.meta.id);
  const byKind: Record<string, number> = {};
  for (const e of own) byKind[e.kind] = (byKind[e.kind] ?? 0) + 1;
  const refs: Record<RefStatus, number> = { resolved: 0, external: 0, unresolved: 0 };
  for (const e of own) for (const r of e.refs) refs[r.status]++;
  const docRepairs = repairs.filter((r) => r.id.startsWith(`${d.meta.id}#`));
  return {
    documentId: d.meta.id,
    sourceFile: d.meta.sourceFile,
    entries: own.length,
    byKind,
    changed: own.filter((e) => e.changed).length,
    refs,
    repairs: docRepairs.length,
    uncertainRepairs: docRepairs.filter((r) => r.uncertain).length,
    coverage: { ...d.coverage, share: d.coverage.nonBlank ? d.coverage.landedOnce / d.coverage.nonBlank : 1 },
  };
}
