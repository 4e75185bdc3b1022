import { describe, expect, it } from "vitest";
import { acceptedInputs, expectInvariant, itRefusesAndQuotes } from "../../example-test-support";
import { phasedMatterExample as ex } from "./index";

const run = (input: unknown, asOf: string) => ex.run(ex.parse(input), { asOf });

describe("1e-phased-matter-cure", () => {
  it("cures the FAQ's stranded team (phased ENGINEER, SCIENCE brought in) in 1995 but not since 2000", () => {
    const faqCase = { engineer: "phased-team", science: "other-team" };
    expect(run(faqCase, "1995-02-11")).toMatchObject({ cured: true, missing: [] });
    const since = run(faqCase, "2000-07-31");
    expect(since).toMatchObject({ cured: false, missing: ["ENGINEER"] });
    expect(since.decidedBy.sentence).toBe("Phased personnel may not be used to cure this dilemma.");
  });

  it("cures it with both skills in another Away Team under both", () => {
    for (const asOf of ex.versions) expect(run({ engineer: "other-team", science: "other-team" }, asOf).cured).toBe(true);
  });

  it("needs both skills on the planet under both", () => {
    for (const asOf of ex.versions) expect(run({ engineer: "none", science: "phased-team" }, asOf).cured).toBe(false);
  });

  itRefusesAndQuotes(ex, [[{ engineer: "phased", science: "none" }, "engineer"]]);

  it("never cures since 2000 what the 1995 FAQ left uncured", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      if (out.cured && out.version === "2000-07-31") expect(ex.run(input, { asOf: "1995-02-11" }).cured).toBe(true);
    });
  });
});
