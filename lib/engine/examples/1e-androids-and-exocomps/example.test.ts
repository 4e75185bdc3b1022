import { describe, expect, it } from "vitest";
import { acceptedInputs, expectInvariant, itRefusesAndQuotes } from "../../example-test-support";
import { androidsExample as ex } from "./index";

const run = (input: unknown, asOf: string) => ex.run(ex.parse(input), { asOf });

describe("1e-androids-and-exocomps", () => {
  it('answers the FAQ\'s "Are Exocomps androids too?" no in 1995 and yes since 2000', () => {
    const q = { personnel: "exocomp", card: "needs-android" };
    const faq = run(q, "1995-02-11");
    expect(faq.isAndroid).toBe(false);
    expect(faq.decidedBy.sentence).toContain("but not androids");
    const cr = run(q, "2000-07-31");
    expect(cr.isAndroid).toBe(true);
    expect(cr.decidedBy.sentence).toContain('An Exocomp is considered an "android"');
  });

  it("spares Data from Hyperaging in 1995, and has it affect him normally since 2000", () => {
    const q = { personnel: "soong-type", card: "affects-living-things" };
    expect(run(q, "1995-02-11")).toMatchObject({ isAndroid: true, affected: false });
    const cr = run(q, "2000-07-31");
    expect(cr.affected).toBe(true);
    expect(cr.decidedBy.sentence).toContain("They are affected normally by all cards");
  });

  itRefusesAndQuotes(ex, [[{ personnel: "borg", card: "needs-android" }, "personnel"]]);

  it("counts every android and Exocomp as an android since 2000, affected normally", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      if (out.version === "2000-07-31") {
        expect(out.isAndroid).toBe(true);
        if (input.card === "affects-living-things") expect(out.affected).toBe(true);
      }
    });
  });
});
