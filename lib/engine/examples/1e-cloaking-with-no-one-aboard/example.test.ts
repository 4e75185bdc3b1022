import { describe, expect, it } from "vitest";
import { acceptedInputs, expectInvariant, itRefusesAndQuotes } from "../../example-test-support";
import { cloakingExample as ex } from "./index";

const run = (input: unknown, asOf: string) => ex.run(ex.parse(input), { asOf });

describe("1e-cloaking-with-no-one-aboard", () => {
  it("answers the FAQ's question, a ship with no one aboard, no in 1995 and yes since 2000", () => {
    for (const change of ["cloak", "uncloak"]) {
      const faq = run({ personnelAboard: 0, change }, "1995-02-11");
      expect(faq.allowed).toBe(false);
      expect(faq.decidedBy.sentence).toBe('A: You need someone aboard to change the "cloaking status".');
      const cr = run({ personnelAboard: 0, change }, "2000-07-31");
      expect(cr.allowed).toBe(true);
      expect(cr.decidedBy.sentence).toContain("You are no longer required to have a personnel aboard");
    }
  });

  it("follows the FAQ up to the day before the 2000 Current Rulings, and them from their day on", () => {
    expect(run(ex.defaults, "2000-07-30").version).toBe("1995-02-11");
    expect(run(ex.defaults, "2000-07-31").version).toBe("2000-07-31");
    expect(ex.run(ex.parse(ex.defaults)).allowed).toBe(true);
  });

  it("lets a ship with someone aboard cloak under both", () => {
    for (const asOf of ex.versions) expect(run({ personnelAboard: 2, change: "cloak" }, asOf).allowed).toBe(true);
  });

  itRefusesAndQuotes(ex, [
    [{ personnelAboard: -1, change: "cloak" }, "personnelAboard"],
    [{ personnelAboard: 0, change: "phase" }, "change"],
  ]);

  it("never forbids under the 2000 rules what the 1995 rules allowed", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      if (out.version === "1995-02-11") expect(out.allowed).toBe(input.personnelAboard > 0);
      else expect(out.allowed).toBe(true);
    });
  });
});
