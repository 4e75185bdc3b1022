import { checkContract, rulingsDataSchema } from "../model";
import type { IngestOutput } from "./pipeline";
import { toReviewReport } from "./review-report";
import { toStableJson } from "./stable-json";

/** The files of content/data/ for an ingest result, by path relative to that folder. */
export function toContentFiles(out: IngestOutput): Map<string, string> {
  const files = new Map<string, string>();
  const { data } = out;
  files.set("documents.json", toStableJson(data.documents));
  for (const d of data.documents) {
    files.set(`entries/${d.id}.json`, toStableJson(data.entries.filter((e) => e.documentId === d.id)));
  }
  files.set("topics.json", toStableJson(data.topics));
  files.set("repairs.json", toStableJson(data.repairs));
  files.set("relations.json", toStableJson(data.relations));
  files.set("moved.json", toStableJson(data.moved));
  files.set("vocabulary.json", toStableJson(data.vocabulary));
  files.set("questions.json", toStableJson(data.questions ?? []));
  files.set("cards.json", toStableJson(data.cards ?? []));
  files.set("not-cards.json", toStableJson(data.notCards ?? []));
  files.set("relation-review.md", toReviewReport(out));
  files.set("report.json", toStableJson(out.reports));
  return files;
}

/**
 * The published export, public/data/rulings.json (compact: it is fetched by browsers), checked against the data
 * contract first: an ingest never writes an export that breaks it (a `ContractError` names the field).
 */
export function toRulingsJson(out: IngestOutput): string {
  checkContract(rulingsDataSchema, out.data, "the export (public/data/rulings.json)");
  return JSON.stringify(out.data) + "\n";
}

/** Human-readable report lines: per document entries, refs by status, repairs and coverage. */
export function toReportLines(out: IngestOutput): string[] {
  const lines = out.reports.map((r) => {
    const kinds = Object.entries(r.byKind)
      .sort()
      .map(([k, n]) => `${k} ${n}`)
      .join(", ");
    return [
      `${r.sourceFile} (${r.documentId}): ${r.entries} entries (${kinds}; ${r.changed} marked changed)`,
      `  refs: ${r.refs.resolved} resolved, ${r.refs.external} external, ${r.refs.unresolved} unresolved`,
      `  repairs: ${r.repairs}${r.uncertainRepairs ? ` (${r.uncertainRepairs} flagged uncertain)` : ""}`,
      `  coverage: ${r.coverage.landedOnce}/${r.coverage.nonBlank} non-blank lines landed exactly once (${(r.coverage.share * 100).toFixed(1)}%): ${r.coverage.inEntries} in entries, ${r.coverage.inHeadings} headings, ${r.coverage.skipped} declared skips`,
    ].join("\n");
  });
  const total = out.reports.reduce(
    (acc, r) => ({ resolved: acc.resolved + r.refs.resolved, external: acc.external + r.refs.external, unresolved: acc.unresolved + r.refs.unresolved }),
    { resolved: 0, external: 0, unresolved: 0 },
  );
  lines.push(
    `total: ${out.data.documents.length} documents, ${out.data.entries.length} entries, ${out.data.topics.length} topics, ` +
      `refs ${total.resolved} resolved / ${total.external} external / ${total.unresolved} unresolved, ${out.data.repairs.length} repairs, ${out.data.relations.length} relations`,
    `relations: ${out.review.candidates.length} candidate pairs found, ${out.review.rejected.length} rejected, ${out.review.unreviewed.length} not yet decided` +
      (out.review.unreviewed.length ? " (see content/data/relation-review.md and decide them in content/editorial/relations.json)" : ""),
  );
  // Rulings search finds by their words alone: a new document's, until the editors add the questions players ask of them.
  const asked = new Set((out.data.questions ?? []).map((q) => q.entry));
  const rulings = out.data.entries.filter((e) => e.kind !== "section" && e.kind !== "redirect");
  const unasked = rulings.filter((e) => !asked.has(e.id));
  lines.push(
    `questions: ${out.data.questions?.length ?? 0} players' questions for ${rulings.length - unasked.length} of ${rulings.length} rulings` +
      (unasked.length ? ` (none yet for ${unasked.length}: add them in content/editorial/questions.json)` : ""),
  );
  return lines;
}
