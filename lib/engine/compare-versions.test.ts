import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toVersionChanges } from "./compare-versions";
import { acceptedInputs } from "./example-test-support";
import { cloakingExample } from "./examples/1e-cloaking-with-no-one-aboard/index";
import { getExample, listExamples } from "./index";
import type { ExplainedResult } from "./types";

const underEach = (id: string, input: unknown): ExplainedResult[] => {
  const example = getExample(id)!;
  return example.versions.map((asOf) => example.run(example.parse(input), { asOf }));
};

describe("telling a changed answer from a changed reason", () => {
  it("says the answer changed for a ship with no one aboard: no in 1995, yes since 2000", () => {
    expect(toVersionChanges(underEach(cloakingExample.id, { personnelAboard: 0, change: "cloak" }), cloakingExample.answerFields)).toEqual([
      "first",
      "changed",
    ]);
  });

  it("says same answer, other reason for a ship with someone aboard: yes under both, for another sentence, though the words differ", () => {
    const results = underEach(cloakingExample.id, { personnelAboard: 1, change: "cloak" });
    expect(results[0]!.decision).not.toBe(results[1]!.decision);
    expect(toVersionChanges(results, cloakingExample.answerFields)).toEqual(["first", "other-reason"]);
  });

  it("says the same when the same sentence gives the same answer", () => {
    const ex = getExample("1e-overcoming-dilemmas")!;
    const armus = { hasConditions: false, conditionsMet: false, targetsAbsent: false };
    expect(toVersionChanges(underEach(ex.id, armus), ex.answerFields)).toEqual(["first", "same", "changed"]);
    const failed = { hasConditions: true, conditionsMet: false, targetsAbsent: false };
    expect(toVersionChanges(underEach(ex.id, failed), ex.answerFields)).toEqual(["first", "same", "other-reason"]);
  });

  it("compares answers field by field, whatever order they were built in, and all fields but the explanation by default", () => {
    const by = { topicId: "t", entryId: "e", date: "2000-01-01", sentence: "S." };
    const a = { x: 1, y: [1, 2], decision: "One.", steps: [], decidedBy: by };
    const b = { y: [1, 2], x: 1, decision: "Uno.", steps: [], decidedBy: by };
    expect(toVersionChanges([a, b])).toEqual(["first", "same"]);
    expect(toVersionChanges([a, { ...b, y: [2, 1] }])).toEqual(["first", "changed"]);
    expect(toVersionChanges([a, { ...b, y: [2, 1] }], ["x"])).toEqual(["first", "same"]);
  });

  it.each(
    listExamples()
      .filter((e) => e.versions.length > 1)
      .map((e) => [e.id, e] as const),
  )("%s: never calls an answer changed when every version words it alike", (_id, example) => {
    fc.assert(
      fc.property(acceptedInputs(example), (input) => {
        const results = example.versions.map((asOf) => example.run(input, { asOf }));
        toVersionChanges(results, example.answerFields).forEach((change, i) => {
          if (i > 0 && results[i]!.decision === results[i - 1]!.decision) expect(change).not.toBe("changed");
        });
      }),
      { numRuns: 30 },
    );
  });
});
