import { describe, expect, it } from "vitest";
import { acceptedInputs, expectCitedSentencesInEntries, expectInputError, expectInvariant, wordsOf } from "../../example-test-support";
import { cumulativeExample as ex, type CumulativeInput } from "./index";

const run = (input: CumulativeInput) => ex.run(ex.parse(input));
const twoCopies = { copies: 2, markedCumulative: false };

// The entry's Examples list: the cards, how their copies' effects happen, how many of two copies have their effect,
// and how the deciding sentence begins (Fajo's Gallery falls under the same rule as Science Kit).
const LISTED: [string[], Omit<CumulativeInput, "copies" | "markedCumulative">, number, string][] = [
  [["HQ: War Room", "Reflection Therapy", "Science Kit"], { timing: "same-time", sameTarget: true }, 1, "HQ: War Room"],
  [["Process Ore", "Telepathic Alien Kidnappers", "The Traveler: Transcendence"], { timing: "end-or-start-of-turn", sameTarget: true }, 1, "Process Ore"],
  [["Reaction Control Thrusters", "Transwarp Conduit"], { timing: "lasting", sameTarget: true }, 1, "Reaction Control Thrusters"],
  [
    ["Automated Security System", "Dal'Rok", "Establish Tractor Lock"],
    { timing: "same-time", sameTarget: false, placedOnSameCard: true },
    1,
    "Automated Security System",
  ],
  [["Android Headlock", "Antique Machine Gun", "Barclay Transporter Phobia"], { timing: "separate-actions", sameTarget: true }, 2, "Android Headlock"],
  [["Fajo's Gallery", "REM Fatigue Hallucinations"], { timing: "same-time", sameTarget: true }, 1, "HQ: War Room"],
];

describe("1e-cumulative", () => {
  it("lets only one copy of Telepathic Alien Kidnappers have its effect each turn (end-of-turn actions)", () => {
    const out = run({ ...twoCopies, timing: "end-or-start-of-turn", sameTarget: true });
    expect(out).toMatchObject({ copiesWithEffect: 1, restricted: true });
    expect(out.decidedBy.sentence).toContain("Telepathic Alien Kidnappers");
    expect(wordsOf(out)).toContain("each turn");
  });

  it("runs its defaults as the Telepathic Alien Kidnappers example", () => {
    expect(ex.run(ex.parse(ex.defaults)).copiesWithEffect).toBe(1);
  });

  for (const [cards, facts, expected, decidingStart] of LISTED) {
    it(`gives ${expected} of 2 copies their effect for ${cards.join(", ")}, as the entry's examples say`, () => {
      const out = run({ ...twoCopies, ...facts });
      expect(out.copiesWithEffect).toBe(expected);
      expect(out.decidedBy.sentence.startsWith(decidingStart)).toBe(true);
    });
  }

  it('gives every copy its effect when the card is marked "cumulative"', () => {
    expect(run({ copies: 3, markedCumulative: true, timing: "same-time", sameTarget: true })).toMatchObject({ copiesWithEffect: 3, restricted: false });
  });

  it("treats copies of the same damage marker (Tactic cards) as cumulative although not so marked", () => {
    const out = run({ ...twoCopies, timing: "same-time", sameTarget: true, damageMarker: true });
    expect(out.copiesWithEffect).toBe(2);
    expect(out.decidedBy.sentence).toContain("damage marker");
  });

  it("does not restrict copies with the same effect on different targets when not played on the same card", () => {
    for (const timing of ["same-time", "lasting"] as const) {
      const out = run({ ...twoCopies, timing, sameTarget: false });
      expect(out).toMatchObject({ copiesWithEffect: 2, restricted: false });
      expect(out.decidedBy.sentence).toContain("same target(s)");
    }
    expect(run({ ...twoCopies, timing: "lasting", sameTarget: false, placedOnSameCard: true }).copiesWithEffect).toBe(1);
  });

  it("has nothing to restrict with one copy or none", () => {
    expect(run({ copies: 1, markedCumulative: false, timing: "same-time", sameTarget: true })).toMatchObject({ copiesWithEffect: 1, restricted: false });
    expect(run({ copies: 0, markedCumulative: false, timing: "end-or-start-of-turn", sameTarget: true })).toMatchObject({
      copiesWithEffect: 0,
      restricted: false,
    });
  });

  it("rejects a missing or wrong field, naming it", () => {
    const ok = ex.defaults;
    expectInputError(ex.parse, "2", "input");
    expectInputError(ex.parse, { ...ok, copies: -1 }, "copies");
    expectInputError(ex.parse, { ...ok, copies: 1.5 }, "copies");
    expectInputError(ex.parse, { ...ok, markedCumulative: undefined }, "markedCumulative");
    expectInputError(ex.parse, { ...ok, timing: "sometimes" }, "timing");
    expectInputError(ex.parse, { ...ok, sameTarget: "yes" }, "sameTarget");
    expectInputError(ex.parse, { ...ok, placedOnSameCard: 0 }, "placedOnSameCard");
  });

  it("cites sentences that occur verbatim in the 2000 cumulative entry", () => {
    expectCitedSentencesInEntries(ex.cites);
  });

  it("gives every copy its effect when marked cumulative, and otherwise holds back all copies but one or none", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      expect(out.copiesWithEffect).toBeGreaterThanOrEqual(0);
      expect(out.copiesWithEffect).toBeLessThanOrEqual(input.copies);
      expect(out.restricted).toBe(out.copiesWithEffect < input.copies);
      if (out.restricted) expect(out.copiesWithEffect).toBe(1);
      if (input.markedCumulative) expect(out.copiesWithEffect).toBe(input.copies);
    });
  });
});
