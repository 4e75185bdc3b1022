import { describe, expect, it } from "vitest";
import { acceptedInputs, expectInvariant, itRefusesAndQuotes } from "../../example-test-support";
import { overcomingDilemmasExample as ex } from "./index";

const run = (input: unknown, asOf: string) => ex.run(ex.parse(input), { asOf });
const armus = { hasConditions: false, conditionsMet: false, targetsAbsent: false };

describe("1e-overcoming-dilemmas", () => {
  it("counts Armus – Skin of Evil (no conditions) overcome in 1995 and 2000, and not overcome since 2017", () => {
    expect(run(armus, "1995-02-11")).toMatchObject({ overcome: true, stopped: false });
    expect(run(armus, "2005-01-01")).toMatchObject({ overcome: true, version: "2000-07-31" });
    const since = run(armus, "2017-12-04");
    expect(since.overcome).toBe(false);
    expect(since.decidedBy.sentence).toBe("A dilemma without conditions is not considered overcome.");
  });

  it("overcomes Rebel Encounter when STRENGTH>44 is met, and stops the Away Team when it is not, in 1995", () => {
    expect(run({ ...armus, hasConditions: true, conditionsMet: true }, "1995-02-11")).toMatchObject({ overcome: true, stopped: false });
    expect(run({ ...armus, hasConditions: true, conditionsMet: false }, "1995-02-11")).toMatchObject({ overcome: false, stopped: true });
  });

  it("stops nobody when the dilemma's targets are absent since 2000, even with conditions unmet, and is not overcome since 2017", () => {
    const absent = { hasConditions: true, conditionsMet: false, targetsAbsent: true };
    expect(run(absent, "1995-02-11")).toMatchObject({ stopped: true });
    expect(run(absent, "2000-07-31")).toMatchObject({ stopped: false, overcome: null });
    expect(run(absent, "2017-12-04")).toMatchObject({ stopped: false, overcome: false });
  });

  it("is overcome once its conditions are met under every version", () => {
    for (const asOf of ex.versions) expect(run({ ...armus, hasConditions: true, conditionsMet: true }, asOf).overcome).toBe(true);
  });

  itRefusesAndQuotes(ex, [[{ ...armus, hasConditions: "yes" }, "hasConditions"]]);

  it("never counts a dilemma overcome since 2017 unless its conditions were met", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      if (out.version === "2017-12-04" && out.overcome) expect(input.hasConditions && input.conditionsMet && !input.targetsAbsent).toBe(true);
    });
  });
});
