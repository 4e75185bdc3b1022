import { describe, expect, it } from "vitest";
import { acceptedInputs, expectInvariant, itRefusesAndQuotes } from "../../example-test-support";
import { kidnappersExample as ex } from "./index";

const run = (input: unknown, asOf: string) => ex.run(ex.parse(input), { asOf });

describe("1e-telepathic-alien-kidnappers", () => {
  it('answers "If you have two can you guess twice each turn?" yes in 1995, and one guess since 2000', () => {
    const faq = run({ copies: 2 }, "1995-02-11");
    expect(faq.guesses).toBe(2);
    expect(faq.decidedBy.sentence).toBe("A: Yes.");
    const cr = run({ copies: 2 }, "2000-07-31");
    expect(cr.guesses).toBe(1);
    expect(cr.decidedBy.sentence).toContain("only one copy of each will have its effect each turn");
  });

  it("guesses once with one copy, and not at all with none, under both", () => {
    for (const asOf of ex.versions) {
      expect(run({ copies: 1 }, asOf).guesses).toBe(1);
      expect(run({ copies: 0 }, asOf).guesses).toBe(0);
    }
  });

  itRefusesAndQuotes(ex, [[{ copies: -1 }, "copies"]]);

  it("guesses once per copy in 1995 and at most once since 2000", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      expect(out.guesses).toBe(out.version === "1995-02-11" ? input.copies : Math.min(1, input.copies));
    });
  });
});
