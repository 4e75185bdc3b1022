import { describe, expect, it } from "vitest";
import { acceptedInputs, expectInvariant, itRefusesAndQuotes } from "../../example-test-support";
import { armbandsExample as ex } from "./index";

const run = (input: unknown, asOf: string) => ex.run(ex.parse(input), { asOf });
const rebelEncounter = { dilemma: "requirements", outcomeDetermined: false, firestorm: false };

describe("1e-armbands-during-dilemmas", () => {
  it("beams an Away Team up from Rebel Encounter before STRENGTH is counted in 1995, stopped; not since 2000", () => {
    expect(run(rebelEncounter, "1995-02-11")).toMatchObject({ mayBeamUp: true, stopped: true });
    const since = run(rebelEncounter, "2000-07-31");
    expect(since.mayBeamUp).toBe(false);
    expect(since.decidedBy.sentence).toContain("may no longer be played between dilemmas");
  });

  it("is already too late for Armus – Skin of Evil, and after the outcome of a random selection, in 1995", () => {
    expect(run({ ...rebelEncounter, dilemma: "instant" }, "1995-02-11").mayBeamUp).toBe(false);
    expect(run({ ...rebelEncounter, dilemma: "random-selection", outcomeDetermined: true }, "1995-02-11").mayBeamUp).toBe(false);
    expect(run({ ...rebelEncounter, dilemma: "random-selection" }, "1995-02-11").mayBeamUp).toBe(true);
  });

  it("still lets the Armbands escape Firestorm since 2000", () => {
    expect(run({ ...rebelEncounter, firestorm: true }, "2000-07-31").mayBeamUp).toBe(true);
  });

  itRefusesAndQuotes(ex, [[{ ...rebelEncounter, dilemma: "slow" }, "dilemma"]]);

  it("never lets the Armbands escape a dilemma whose outcome is determined, nor any but Firestorm since 2000", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      if (out.version === "1995-02-11" && input.outcomeDetermined) expect(out.mayBeamUp).toBe(false);
      if (out.version === "2000-07-31") expect(out.mayBeamUp).toBe(input.firestorm);
    });
  });
});
