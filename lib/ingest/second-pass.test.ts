import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { readEditorial, readTree } from "../../scripts/read-tree";
import type { EditorialInput } from "./editorial";
import { runIngest, type IngestOutput } from "./pipeline";
import { toReviewReport } from "./review-report";

const editorial = readEditorial("content/editorial");
const secondPassText = readFileSync("content/editorial/second-pass.json", "utf8");
const ingest = (input: EditorialInput) => runIngest({ sourcesDir: "content/sources", files: readTree("content/sources"), editorial: input });

/** The message of the ingest with this second-pass file text, or "" when it succeeds. */
function ingestError(text: string): string {
  try {
    ingest({ ...editorial, secondPass: { file: "sp.json", text } });
    return "";
  } catch (e) {
    return (e as Error).message;
  }
}

let out: IngestOutput;
let pass: { document: string; read: string[]; decisions: { faq: string; later: string; proposed: string; before: string; decision: string }[] };

beforeAll(() => {
  out = ingest(editorial);
  pass = JSON.parse(secondPassText) as typeof pass;
});

describe("second pass and the review report", () => {
  it("counts both passes in the review report: the finder's proposals accepted by type and rejected, and the answers read, decided, applied and declined", () => {
    const report = toReviewReport(out);
    const finder = report.split("\n").find((l) => l.startsWith("- candidate-finder pass:"));
    expect(finder).toContain(`${out.review.candidates.length} pairs proposed`);
    expect(finder).toMatch(
      /\d+ accepted \((?:(?:reverses|supersedes|amends|clarifies|restates|related) \d+(?:, )?)+\), \d+ rejected after reading, 0 not yet decided/,
    );
    const rulings = out.data.entries.filter((e) => e.documentId === pass.document && e.kind !== "section").length;
    const second = report.split("\n").find((l) => l.startsWith("- second pass"));
    expect(second).toContain(`${rulings} answers of`);
    expect(second).toContain(`${pass.decisions.length} decisions proposed`);
    const applied = pass.decisions.filter((d) => d.before !== "same" && d.decision !== "declined").length;
    expect(report).toContain(`  - applied: ${applied} (`);
    expect(report).toMatch(/declined: \d+/);
  });

  it("refuses a second pass that skips an answer, or whose decision is not the relation recorded, naming file, line and rule", () => {
    const skipped = { ...pass, read: pass.read.filter((_, i) => i !== 3) };
    const message = ingestError(JSON.stringify(skipped, null, 2));
    expect(message).toMatch(/^sp\.json:\d+:\d+: .*second-pass-read-incomplete/m);
    expect(message).toContain(pass.read[3]!);
    const decided = pass.decisions.findIndex((d) => d.decision === "related");
    const wrong = { ...pass, decisions: pass.decisions.map((d, i) => (i === decided ? { ...d, decision: "reverses" } : d)) };
    const message2 = ingestError(JSON.stringify(wrong, null, 2));
    expect(message2).toMatch(/second-pass-not-recorded/);
    // A decision other than the proposal must say why.
    expect(message2).toMatch(/second-pass-decision-invalid/);
  });

  it("says in the review report which recorded relations the re-read changed, was and now, and refuses a re-typed pair that does not say what it was", () => {
    const report = toReviewReport(out);
    const retyped = (pass.decisions as { faq: string; later: string; before: string; decision: string; was?: string }[]).filter(
      (d) => d.was && d.was !== d.decision,
    );
    expect(retyped.length).toBeGreaterThan(0);
    expect(report).toContain(`${retyped.length} recorded relations changed type:`);
    for (const d of retyped) expect(report).toContain(`\`${d.later}\` → \`${d.faq}\`: ${d.was} → ${d.decision}`);
    const i = pass.decisions.findIndex((d) => d.before === "other type");
    const unsaid = { ...pass, decisions: pass.decisions.map((d, k) => (k === i ? { ...d, was: undefined } : d)) };
    expect(ingestError(JSON.stringify(unsaid, null, 2))).toMatch(/second-pass-decision-invalid[\s\S]*does not say which/);
  });
});
