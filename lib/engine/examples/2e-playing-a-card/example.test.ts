import { describe, expect, it } from "vitest";
import { acceptedInputs, expectCitedSentencesInEntries, expectInputError, expectInvariant, wordsOf } from "../../example-test-support";
import { playingACardExample as ex } from "./index";

const run = (input: unknown) => ex.run(ex.parse(input));
const reached = (input: unknown) =>
  run(input)
    .timing.filter((s) => s.reached)
    .map((s) => s.id);
const all = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"];

describe("2e-playing-a-card", () => {
  it("K'Tal does not trigger on his own play, though he is a High Council Member (the default)", () => {
    const out = run(ex.defaults);
    expect(out).toMatchObject({ played: true, costsPaid: true, entersPlay: true, ownTextApplies: false });
    expect(out.timing.map((s) => s.id)).toEqual(all);
    expect(out.timing.every((s) => s.reached)).toBe(true);
    expect(out.decidedBy.sentence).toMatch(/^While a player is resolving game text on a card activated by playing that same card/);
  });

  it('a card whose text specifically states "this personnel" triggers on its own play', () => {
    expect(run({ ...ex.defaults, selfReference: { kind: "trigger", statesOtherwise: true } }).ownTextApplies).toBe(true);
  });

  it("Evek does not count himself among six [Car] personnel while his text resolves", () => {
    const evek = {
      card: "Evek, Agent of Cardassian Justice",
      canPayCosts: true,
      selfReference: { kind: "count", statesOtherwise: false, required: 6, commanded: 6 },
    };
    expect(run(evek)).toMatchObject({ ownTextApplies: false, counted: 5 });
    expect(run({ ...evek, selfReference: { ...evek.selfReference, commanded: 7 } })).toMatchObject({ ownTextApplies: true, counted: 6 });
  });

  it("stops at step 1 when the AP cannot pay the costs or has no location", () => {
    expect(reached({ canPayCosts: false })).toEqual(["1"]);
    expect(run({ canPayCosts: false })).toMatchObject({ played: false, costsPaid: false, entersPlay: false });
    expect(reached({ canPayCosts: true, locationAvailable: false })).toEqual(["1"]);
    expect(run({ canPayCosts: false }).decidedBy.sentence).toMatch(/^Active Player \(AP\) examines the information/);
  });

  it("a prevented card is paid for but does not enter play, and its own text does not activate", () => {
    for (const prevented of ["mandatory", "optional"]) {
      const out = run({ ...ex.defaults, prevented, selfReference: { kind: "trigger", statesOtherwise: true } });
      expect(out).toMatchObject({ played: true, costsPaid: true, entersPlay: false, ownTextApplies: false });
      expect(wordsOf(out)).toContain(prevented === "mandatory" ? "Step 5" : "Step 6");
      expect(out.decidedBy.sentence).toMatch(/^If the playing of the card has not been prevented/);
    }
  });

  it("reports no self-reference when none is given", () => {
    expect(run({ canPayCosts: true, selfReference: { kind: "none" } })).toMatchObject({ ownTextApplies: null, counted: null });
  });

  it("copies each step verbatim from the entry, after its number", () => {
    expectCitedSentencesInEntries(
      run(ex.defaults).timing.map((s) => ({
        topicId: "2e/playing-a-card",
        entryId: "2e-crd-2014-07-07/playing-a-card",
        date: "2014-07-07",
        sentence: `${s.id}. ${s.text}`,
      })),
    );
  });

  it("cites sentences that occur in the cited entry", () => {
    expectCitedSentencesInEntries(ex.cites);
  });

  it("names the missing or wrong field", () => {
    expectInputError(ex.parse, 3, "input");
    expectInputError(ex.parse, {}, "canPayCosts");
    expectInputError(ex.parse, { canPayCosts: true, locationAvailable: "yes" }, "locationAvailable");
    expectInputError(ex.parse, { canPayCosts: true, prevented: "maybe" }, "prevented");
    expectInputError(ex.parse, { canPayCosts: true, selfReference: { kind: "echo" } }, "selfReference.kind");
    expectInputError(ex.parse, { canPayCosts: true, selfReference: { kind: "count", required: 6 } }, "selfReference.commanded");
    expectInputError(ex.parse, { canPayCosts: true, selfReference: { kind: "count", required: 6, commanded: 0 } }, "selfReference.commanded");
  });

  it("lets a card enter play only once its costs are paid and nothing prevented it, and its own text apply only then", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      expect(out.timing).toHaveLength(10);
      if (out.entersPlay) expect([out.played, out.costsPaid, input.prevented]).toEqual([true, true, "none"]);
      if (!input.canPayCosts) expect([out.played, out.costsPaid]).toEqual([false, false]);
      if (out.ownTextApplies) expect(out.entersPlay).toBe(true);
    });
  });
});
