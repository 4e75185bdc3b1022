import { describe, expect, it } from "vitest";
import { acceptedInputs, citationsOf, expectInvariant, itRefusesAndQuotes } from "../../example-test-support";
import { overcomingDilemmasExample as ex } from "./index";

const run = (input: unknown, asOf: string) => ex.run(ex.parse(input), { asOf });
const armus = { hasConditions: false, conditionsMet: false, targetsAbsent: false };
const rebelEncounterFailed = { hasConditions: true, conditionsMet: false, targetsAbsent: false };
const PART_2 =
  '(2) Cards which do have conditions will "stop" the away team and have their effect unless you "overcome" the dilemma by meeting those conditions.';

describe("1e-overcoming-dilemmas", () => {
  it("counts Armus – Skin of Evil (no conditions) overcome up to the day before the 2017 CRD, and not overcome from its day", () => {
    expect(run(armus, "1995-02-11")).toMatchObject({ overcome: true, stopped: false });
    expect(run(armus, "2017-12-03")).toMatchObject({ overcome: true, stopped: false, version: "2000-07-31" });
    const since = run(armus, "2017-12-04");
    expect(since).toMatchObject({ overcome: false, version: "2017-12-04" });
    expect(since.decidedBy.sentence).toBe("A dilemma without conditions is not considered overcome.");
  });

  it("still stops nobody for a dilemma without conditions after 2017: the part of the 1995 rule the amendment left stands", () => {
    const since = run(armus, "2017-12-04");
    expect(since.stopped).toBe(false);
    expect(citationsOf(since).map((c) => c.entryId)).toContain("1e-faq-1995-02-11/overcoming-dilemmas");
  });

  it("stops the Away Team whose conditions are not met on both sides of 2017-12-04, per the 1995 rule (2) the 2017 entry leaves standing", () => {
    for (const asOf of ["2017-12-03", "2017-12-04"]) {
      const out = run(rebelEncounterFailed, asOf);
      expect(out, asOf).toMatchObject({ overcome: false, stopped: true });
      expect(out.decision).toContain("stopped");
      expect(out.steps.map((s) => s.cites?.sentence)).toContain(PART_2);
    }
    expect(run(rebelEncounterFailed, "2017-12-04").decidedBy.entryId).toBe("1e-crd-2017-12-04/overcome");
  });

  it("overcomes Rebel Encounter when STRENGTH>44 is met, and stops the Away Team when it is not, in 1995", () => {
    expect(run({ ...armus, hasConditions: true, conditionsMet: true }, "1995-02-11")).toMatchObject({ overcome: true, stopped: false });
    expect(run(rebelEncounterFailed, "1995-02-11")).toMatchObject({ overcome: false, stopped: true });
  });

  it("stops nobody when the dilemma's targets are absent from 2000-07-31 (the day before, it stops them), and is not overcome since 2017", () => {
    const absent = { hasConditions: true, conditionsMet: false, targetsAbsent: true };
    expect(run(absent, "2000-07-30")).toMatchObject({ stopped: true, version: "1995-02-11" });
    expect(run(absent, "2000-07-31")).toMatchObject({ stopped: false, overcome: false });
    expect(run(absent, "2017-12-04")).toMatchObject({ stopped: false, overcome: false });
    expect(run(absent, "2017-12-04").decidedBy.sentence).toContain("discarded by some other means");
  });

  it("is overcome once its conditions are met under every version", () => {
    for (const asOf of ex.versions) expect(run({ ...armus, hasConditions: true, conditionsMet: true }, asOf).overcome).toBe(true);
  });

  itRefusesAndQuotes(ex, [[{ ...armus, hasConditions: "yes" }, "hasConditions"]]);

  it("always says whether the Away Team is stopped, and the 2017 amendment never changes it", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      expect(typeof out.stopped).toBe("boolean");
      expect(typeof out.overcome).toBe("boolean");
      if (out.version === "2017-12-04") {
        expect(out.stopped).toBe(ex.run(input, { asOf: "2017-12-03" }).stopped);
        if (out.overcome) expect(input.hasConditions && input.conditionsMet && !input.targetsAbsent).toBe(true);
      }
    });
  });
});
