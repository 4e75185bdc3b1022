import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptedInputs, expectCitedSentencesInEntries, expectInputError, expectInvariant, wordsOf } from "../../example-test-support";
import { doubledObjectiveExample as ex } from "./index";

const run = (input: unknown) => ex.run(ex.parse(input));

describe("1e-doubled-objective", () => {
  it("makes Assimilate Planet doubled by Harness Particle 010 with Resistance is Futile worth 60, not 70", () => {
    const out = run(ex.defaults);
    expect(out.worth).toBe(60);
    expect(out.addedByResistanceIsFutile).toBe(10);
    expect(out.decidedBy.sentence).toContain("it will add 10 points to the total (not 20)");
  });

  it("doubles alone, and adds 10 alone", () => {
    expect(run({ basePoints: 35, doubledByHarnessParticle: true }).worth).toBe(70);
    expect(run({ basePoints: 35, resistanceIsFutile: true }).worth).toBe(45);
    expect(run({ basePoints: 35 }).worth).toBe(35);
  });

  it("gives no total when the modifications are simultaneous: the Glossary's doubling rule, not in these documents, decides", () => {
    const out = run({ ...ex.defaults, simultaneous: true });
    expect(out.worth).toBeNull();
    expect(wordsOf(out)).toContain("not in these documents");
    expect(out.decidedBy.sentence).toBe("The doubling rule does not apply, because the modifications are not simultaneous");
  });

  it("cites sentences that stand verbatim in the entry", () => {
    expectCitedSentencesInEntries(ex.cites);
  });

  it("rejects bad input, naming the field", () => {
    expectInputError(ex.parse, { basePoints: -5 }, "basePoints");
    expectInputError(ex.parse, { basePoints: 2.5 }, "basePoints");
    expectInputError(ex.parse, { basePoints: 25, resistanceIsFutile: "yes" }, "resistanceIsFutile");
  });

  it("has Resistance is Futile add exactly 10, never 20, to any objective, doubled or not", () => {
    expectInvariant(ex, acceptedInputs(ex), (input) => {
      fc.pre(!input.simultaneous);
      const without = ex.run({ ...input, resistanceIsFutile: false }).worth!;
      expect(ex.run({ ...input, resistanceIsFutile: true }).worth).toBe(without + 10);
    });
  });
});
