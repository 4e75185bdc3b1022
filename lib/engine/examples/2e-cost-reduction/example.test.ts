import { describe, expect, it } from "vitest";
import { acceptedInputs, expectCitedSentencesInEntries, expectInputError, expectInvariant, wordsOf } from "../../example-test-support";
import { costReductionExample as ex } from "./index";

const run = (input: unknown) => ex.run(ex.parse(input));

describe("2e-cost-reduction", () => {
  it("plays Julian Bashir (cost 6, −3 for one headquarters) with only three counters: public information", () => {
    const out = run({ printedCost: 6, countersRemaining: 3, reduction: { basis: "public", amount: 3 } });
    expect(out).toMatchObject({ playable: true, countersNeeded: 3, costAfterReduction: 3 });
    expect(out.decidedBy.sentence).toMatch(/^If this cost reduction is based on information that you would normally have access to/);
  });

  it("needs five counters for Ptol: hidden information does not lower the counters you must have (the default)", () => {
    expect(ex.defaults).toEqual({ printedCost: 5, countersRemaining: 4, reduction: { basis: "hidden", amount: 1 } });
    const out = run(ex.defaults);
    expect(out).toMatchObject({ playable: false, countersNeeded: 5 });
    expect(out.decidedBy.sentence).toMatch(/^You must have at least five counters remaining .* to play Ptol because/);
    expect(run({ printedCost: 5, countersRemaining: 5, reduction: { basis: "hidden", amount: 4 } })).toMatchObject({
      playable: true,
      countersNeeded: 5,
      costAfterReduction: 1,
    });
  });

  it("still needs five counters for a second copy of Ptol in the same turn", () => {
    const out = run({ printedCost: 5, countersRemaining: 4, reduction: { basis: "hidden", amount: 2 }, sameHiddenInfoUsedBefore: true });
    expect(out).toMatchObject({ playable: false, countersNeeded: 5, reductionApplied: 0, costAfterReduction: 5 });
    expect(out.decidedBy.sentence).toMatch(/may only be used for a single cost reduction ability/);
  });

  it("plays Thompson with zero counters by losing 5 points when you have at least 5", () => {
    const out = run({ printedCost: 3, countersRemaining: 0, reduction: { basis: "public", amount: 3 }, additionalCost: { losePoints: 5, pointsAvailable: 5 } });
    expect(out).toMatchObject({ playable: true, countersNeeded: 0, pointsLost: 5 });
    expect(out.decidedBy.sentence).toMatch(/you may still play Thompson if you have at least 5 points/);
  });

  it("does not let Thompson use the reduction with fewer than 5 points: its additional cost must be paid", () => {
    const out = run({ printedCost: 3, countersRemaining: 0, reduction: { basis: "public", amount: 3 }, additionalCost: { losePoints: 5, pointsAvailable: 4 } });
    expect(out).toMatchObject({ playable: false, countersNeeded: 3, reductionApplied: 0, pointsLost: 0 });
    expect(out.decidedBy.sentence).toBe("Any additional costs involved in the reduction must still remain paid.");
    expect(
      run({ printedCost: 3, countersRemaining: 3, reduction: { basis: "public", amount: 3 }, additionalCost: { losePoints: 5, pointsAvailable: 4 } }).playable,
    ).toBe(true);
  });

  it("never needs fewer than 0 counters", () => {
    expect(run({ printedCost: 2, countersRemaining: 0, reduction: { basis: "public", amount: 6 } })).toMatchObject({
      playable: true,
      countersNeeded: 0,
      costAfterReduction: 0,
    });
  });

  it("lets public information serve again (the single-use limit is for hidden information)", () => {
    expect(run({ printedCost: 6, countersRemaining: 3, reduction: { basis: "public", amount: 3 }, sameHiddenInfoUsedBefore: true }).playable).toBe(true);
  });

  it("treats an emptied additional cost as none", () => {
    const out = run({ printedCost: 3, countersRemaining: 0, reduction: { basis: "public", amount: 3 }, additionalCost: {} });
    expect(out).toMatchObject({ playable: true, pointsLost: 0 });
    expect(wordsOf(out)).not.toContain("additional cost");
  });

  it("cites sentences that occur in the cited entries", () => {
    expectCitedSentencesInEntries(ex.cites);
  });

  it("names the missing or wrong field", () => {
    const ok = { printedCost: 5, countersRemaining: 4, reduction: { basis: "hidden", amount: 1 } };
    expectInputError(ex.parse, "x", "input");
    expectInputError(ex.parse, { ...ok, printedCost: -1 }, "printedCost");
    expectInputError(ex.parse, { ...ok, countersRemaining: undefined }, "countersRemaining");
    expectInputError(ex.parse, { ...ok, reduction: undefined }, "reduction");
    expectInputError(ex.parse, { ...ok, reduction: { basis: "secret", amount: 1 } }, "reduction.basis");
    expectInputError(ex.parse, { ...ok, reduction: { basis: "hidden", amount: -1 } }, "reduction.amount");
    expectInputError(ex.parse, { ...ok, additionalCost: { losePoints: 5 } }, "additionalCost.pointsAvailable");
    expectInputError(ex.parse, { ...ok, additionalCost: { losePoints: -5, pointsAvailable: 3 } }, "additionalCost.losePoints");
    expectInputError(ex.parse, { ...ok, sameHiddenInfoUsedBefore: "yes" }, "sameHiddenInfoUsedBefore");
  });

  it("never asks for more counters than the printed cost, nor fewer for hidden information, nor more points than you have", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      expect(out.countersNeeded).toBeLessThanOrEqual(input.printedCost);
      if (input.reduction.basis === "hidden") expect(out.countersNeeded).toBe(input.printedCost);
      expect(out.costAfterReduction).toBeGreaterThanOrEqual(0);
      expect(out.playable).toBe(input.countersRemaining >= out.countersNeeded);
      if (out.pointsLost > 0) expect(input.additionalCost!.pointsAvailable).toBeGreaterThanOrEqual(out.pointsLost);
    });
  });
});
