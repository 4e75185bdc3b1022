import { describe, expect, it } from "vitest";
import { acceptedInputs, expectCitedSentencesInEntries, expectInputError, expectInvariant, wordsOf } from "../../example-test-support";
import { worthPointsExample as ex, type WorthPointsInput } from "./index";

const run = (input: WorthPointsInput) => ex.run(ex.parse(input));

describe("1e-worth-points", () => {
  it("scores Dr. Tolian Soran +20 when placed under The Nexus, then -20 when he leaves", () => {
    const out = run({ points: 20, events: ["met", "ended"] });
    expect(out.scored).toEqual([20, -20]);
    expect(out.total).toBe(0);
    expect(out.decidedBy.sentence).toContain("-20 points");
  });

  it("scores the 20 points once, not each turn, while Soran stays under The Nexus", () => {
    const out = run({ points: 20, events: ["met", "met", "met"] });
    expect(out.scored).toEqual([20, 0, 0]);
    expect(out.total).toBe(20);
    expect(wordsOf(out)).toContain("not each turn");
  });

  it("scores 0 on entry and a corresponding -0 on leaving when Khan! nullifies the bonus", () => {
    const out = run({ points: 20, events: ["nullified-on-entry", "ended"] });
    expect(out.scored).toEqual([0, 0]);
    expect(Object.is(out.scored[1], -0)).toBe(false);
    expect(out.total).toBe(0);
    expect(wordsOf(out)).toContain("-0 points");
    expect(out.decidedBy.sentence).toContain("Khan!");
  });

  it("scores again when the condition is met again after it ended", () => {
    expect(run({ points: 20, events: ["met", "ended", "met"] }).scored).toEqual([20, -20, 20]);
  });

  it("scores nothing for an ending when the condition was not met, and nothing for no events", () => {
    expect(run({ points: 20, events: ["ended"] }).scored).toEqual([0]);
    const none = run({ points: 20, events: [] });
    expect(none).toMatchObject({ total: 0, scored: [] });
    expect(none.decidedBy).toEqual(ex.cites[0]);
  });

  it("undoes a negative worth with the opposite sign", () => {
    expect(run({ points: -5, events: ["met", "ended"] }).scored).toEqual([-5, 5]);
  });

  it("runs its defaults as the Soran example", () => {
    expect(ex.run(ex.parse(ex.defaults)).scored).toEqual([20, -20]);
  });

  it("rejects a missing or wrong field, naming it", () => {
    expectInputError(ex.parse, [], "input");
    expectInputError(ex.parse, { events: [] }, "points");
    expectInputError(ex.parse, { points: 2.5, events: [] }, "points");
    expectInputError(ex.parse, { points: 20 }, "events");
    expectInputError(ex.parse, { points: 20, events: ["met", "left"] }, "events[1]");
  });

  it("cites sentences that occur verbatim in the 2017 worth points entry", () => {
    expectCitedSentencesInEntries(ex.cites);
  });

  it("scores once per change of the condition, and the condition ending takes back exactly what was gained", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      expect(out.scored).toHaveLength(input.events.length);
      expect(Math.abs(out.total)).toBeLessThanOrEqual(Math.abs(input.points));
      expect(ex.run({ ...input, events: [...input.events, "ended"] }).total).toBe(0);
    });
  });
});
