import { isRelationType, RELATION_TYPES } from "../history";
import type { DocumentId, Entry, EntryId, Relation, RelationType } from "../model";
import type { EditorialFile } from "./editorial";
import { IngestError, parseJson, type Diagnosis } from "./errors";
import type { JsonPath } from "./json-places";

/** How a second-pass decision stood against the recorded relations when the reviewers made it. */
export const SECOND_PASS_BEFORE = ["same", "other type", "new", "rejected"] as const;
export type SecondPassBefore = (typeof SECOND_PASS_BEFORE)[number];

/** One decision of the second pass: the reviewers' proposal for a pair and what the editors recorded. */
export interface SecondPassDecision {
  faq: EntryId;
  later: EntryId;
  proposed: RelationType;
  before: SecondPassBefore;
  /** For a pair recorded as another type before: that type (the re-read changed it to `decision`). */
  was?: RelationType;
  /** The type recorded in relations.json, or "declined" (then `reason` says why). */
  decision: RelationType | "declined";
  reason?: string;
}

/** The second pass (content/editorial/second-pass.json): a document read answer by answer against later rulings. */
export interface SecondPass {
  /** Where the reviewers' files and the decisions log are. */
  review: string;
  document: DocumentId;
  read: EntryId[];
  decisions: SecondPassDecision[];
}

type FieldProblem = Diagnosis & { field: JsonPath };

/**
 * The second pass, checked against the entries and the recorded relations: every ruling of the document read once, in
 * its order; each decision names a pair whose FAQ answer was read, and its recorded type is in relations.json (a
 * decision that differs from the proposal, or declines it, says why).
 */
export function parseSecondPass(f: EditorialFile, entries: readonly Entry[], relations: readonly Relation[]): SecondPass {
  const byId = new Map<string, Entry>(entries.map((e) => [e.id, e]));
  const recorded = new Map(relations.map((r) => [`${r.from}|${r.to}`, r.type]));
  const problems: FieldProblem[] = [];
  const json = parseJson(f.file, f.text) as Record<string, unknown> | null;
  const shape = (field: string, expected: string) =>
    problems.push({
      field: [field],
      rule: "editorial-shape",
      problem: `the second pass has no valid "${field}"`,
      expected,
      found: JSON.stringify(json?.[field])?.slice(0, 40) ?? `no "${field}"`,
      hint: "content/editorial/README.md says what second-pass.json holds",
    });
  const review = typeof json?.review === "string" ? json.review : (shape("review", "the folder of the review, a string"), "");
  const document = (typeof json?.document === "string" ? json.document : (shape("document", "the id of the document read"), "")) as DocumentId;
  const read = Array.isArray(json?.read) ? (json.read as unknown[]) : (shape("read", "the ids of the rulings read, in order"), []);
  const list = Array.isArray(json?.decisions) ? (json.decisions as Record<string, unknown>[]) : (shape("decisions", "a list of decisions"), []);
  if (problems.length) throw IngestError.inJson(f.file, f.text, problems);

  const rulings = entries
    .filter((e) => e.documentId === document && e.kind !== "section")
    .sort((a, b) => a.order - b.order)
    .map((e) => e.id);
  const expected = rulings.join("|");
  if (read.join("|") !== expected) {
    const i = read.findIndex((id, n) => id !== rulings[n]);
    const at = i < 0 ? read.length : i;
    problems.push({
      field: ["read", Math.min(at, Math.max(read.length - 1, 0))],
      rule: "second-pass-read-incomplete",
      problem: `the rulings read are not every ruling of ${document} in its order (${read.length} listed, ${rulings.length} in the document)`,
      expected: rulings[at] ?? "the end of the list",
      found: String(read[at] ?? "the end of the list"),
      hint: `list each ruling of ${document} once, in the document's order`,
    });
  }
  const wasRead = new Set(read);
  list.forEach((d, i) => {
    const at = (...field: (string | number)[]): JsonPath => ["decisions", i, ...field];
    const invalid = (field: string, problem: string, expectedValue: string) =>
      problems.push({
        field: at(field),
        rule: "second-pass-decision-invalid",
        problem,
        expected: expectedValue,
        found: JSON.stringify(d[field]) ?? "nothing",
        hint: `fix "${field}"`,
      });
    if (typeof d.faq !== "string" || !wasRead.has(d.faq)) invalid("faq", "the decision's FAQ answer is not among the rulings read", `an id of "read"`);
    const later = typeof d.later === "string" ? byId.get(d.later) : undefined;
    if (!later) invalid("later", "the decision's later ruling is not an entry", 'an entry id such as "1e-cr-2000-07-31/cumulative"');
    if (!isRelationType(d.proposed)) invalid("proposed", "the proposed type is not a relation type", RELATION_TYPES.join(", "));
    if (!SECOND_PASS_BEFORE.includes(d.before as SecondPassBefore))
      invalid("before", "the decision does not say how it stood before", SECOND_PASS_BEFORE.join(", "));
    if (d.before === "other type" && !isRelationType(d.was))
      invalid("was", "a pair recorded as another type before does not say which", RELATION_TYPES.join(", "));
    const decided = d.decision;
    if (decided !== "declined" && !isRelationType(decided))
      invalid("decision", "the decision is neither a relation type nor declined", `${RELATION_TYPES.join(", ")} or declined`);
    const reason = typeof d.reason === "string" && d.reason.trim() ? d.reason : undefined;
    if (!reason && (decided === "declined" || (isRelationType(decided) && decided !== d.proposed)))
      invalid("reason", "a decision that declines the proposal or records another type gives no reason", "why the editors decided otherwise");
    const pair = `${String(d.later)}|${String(d.faq)}`;
    if (isRelationType(decided) && recorded.get(pair) !== decided)
      problems.push({
        field: at("decision"),
        rule: "second-pass-not-recorded",
        problem: `${pair.replace("|", " → ")} is not recorded as ${decided} in relations.json`,
        expected: decided,
        found: recorded.get(pair) ?? "no relation",
        hint: "record the relation in content/editorial/relations.json, or correct the decision",
      });
  });
  if (problems.length) throw IngestError.inJson(f.file, f.text, problems);
  const decisions = list.map((d): SecondPassDecision => ({
    faq: d.faq as EntryId,
    later: d.later as EntryId,
    proposed: d.proposed as RelationType,
    before: d.before as SecondPassBefore,
    ...(isRelationType(d.was) ? { was: d.was } : {}),
    decision: d.decision as RelationType | "declined",
    ...(typeof d.reason === "string" ? { reason: d.reason } : {}),
  }));
  return { review, document, read: read as EntryId[], decisions };
}
