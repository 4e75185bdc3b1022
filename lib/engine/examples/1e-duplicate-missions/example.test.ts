import { describe, expect, it } from "vitest";
import { acceptedInputs, expectInvariant, itRefusesAndQuotes } from "../../example-test-support";
import { duplicateMissionsExample as ex } from "./index";

const run = (input: unknown, asOf: string) => ex.run(ex.parse(input), { asOf });

describe("1e-duplicate-missions", () => {
  it("lays down each player's Pegasus Search as its own mission up to the day before the 2000 rulings, and stacks the second from their day", () => {
    const pegasus = { universal: false, alreadySeededBy: "opponent" };
    expect(run(pegasus, "1995-02-11")).toMatchObject({ outcome: "own-location" });
    expect(run(pegasus, "2000-07-30")).toMatchObject({ outcome: "own-location", version: "1995-02-11" });
    const since = run(pegasus, "2000-07-31");
    expect(since).toMatchObject({ outcome: "stacked", completions: 1 });
    expect(since.decidedBy.sentence).toContain("place your copy on top of the one already seeded");
  });

  it("refuses one player three Pegasus Searches in 1995 (the FAQ's second question), and still since 2000: the amendment left that answer standing", () => {
    for (const asOf of ["1995-02-11", "2000-07-30", "2000-07-31"]) {
      const out = run({ universal: false, alreadySeededBy: "you" }, asOf);
      expect(out.outcome, asOf).toBe("not-allowed");
      expect(out.decidedBy.sentence).toBe("The answer to the second question is no.");
    }
  });

  it("lets a universal mission be seeded again as its own location since 2000", () => {
    expect(run({ universal: true, alreadySeededBy: "you" }, "2000-07-31").outcome).toBe("own-location");
  });

  itRefusesAndQuotes(ex, [
    [{ universal: "no", alreadySeededBy: "you" }, "universal"],
    [{ universal: false }, "alreadySeededBy"],
  ]);

  it("never leaves a non-universal mission duplicated on the spaceline after 2000", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      if (out.version === "2000-07-31" && !input.universal) expect(out.outcome).toBe(input.alreadySeededBy === "opponent" ? "stacked" : "not-allowed");
    });
  });
});
