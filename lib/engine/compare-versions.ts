// Whether the answer changed between two versions of the rules, or only the reason for it: an example's answer is its
// own fields (what it decides), its reason the sentence deciding it; the wording of the decision is neither.
import type { ExplainedResult } from "./types";

/** How one version's result stands to the one before: the first, the same, the same answer for another reason, or another answer. */
export type VersionChange = "first" | "same" | "other-reason" | "changed";

const EXPLANATION = new Set(["decision", "steps", "decidedBy", "version"]);

// JSON with keys sorted, so two answers built in another order still compare equal.
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The answer a result gives: the fields named (`answerFields`), or every field but its explanation (decision, steps, decidedBy, version). */
export function toAnswer(result: ExplainedResult, answerFields?: readonly string[]): Record<string, unknown> {
  const fields = answerFields ?? Object.keys(result).filter((k) => !EXPLANATION.has(k));
  return Object.fromEntries(fields.map((k) => [k, (result as unknown as Record<string, unknown>)[k]]));
}

/** Whether two results give the same answer (not the same words). */
export function isSameAnswer(a: ExplainedResult, b: ExplainedResult, answerFields?: readonly string[]): boolean {
  return stableJson(toAnswer(a, answerFields)) === stableJson(toAnswer(b, answerFields));
}

/**
 * How each result of one situation under successive versions stands to the one before it: "changed" only when the
 * answer differs; "other-reason" when the answer is the same but another sentence decides it; "same" otherwise.
 */
export function toVersionChanges(results: readonly ExplainedResult[], answerFields?: readonly string[]): VersionChange[] {
  return results.map((r, i) => {
    if (i === 0) return "first";
    const before = results[i - 1]!;
    if (!isSameAnswer(before, r, answerFields)) return "changed";
    return before.decidedBy.sentence === r.decidedBy.sentence ? "same" : "other-reason";
  });
}
