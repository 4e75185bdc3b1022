import { describe, expect, it } from "vitest";
import { acceptedInputs, expectCitedSentencesInEntries, expectInputError, expectInvariant, wordsOf } from "../../example-test-support";
import { fullTurnsExample as ex, type FullTurnsInput } from "./index";

const run = (input: FullTurnsInput) => ex.run(ex.parse(input));

describe("1e-full-turns", () => {
  it("strikes the Anti-Time Anomaly at the end of the third full turn after the current one", () => {
    const out = run({ currentTurn: 5, fullTurns: 3 });
    expect(out.endsAtEndOf).toBe("8");
    expect(out.countedTurns).toEqual(["6", "7", "8"]);
    expect(out.decidedBy.sentence).toBe("You do not count the turn you are currently in.");
    expect(wordsOf(out)).toContain("just before the card draw");
  });

  it("runs its defaults as the Anti-Time Anomaly example", () => {
    expect(ex.run(ex.parse(ex.defaults)).endsAtEndOf).toBe("8");
  });

  it("counts each turn of a double turn as a full turn (Horga'hn)", () => {
    const out = run({ currentTurn: 5, half: "a", fullTurns: 3, doubleTurns: true });
    expect(out.countedTurns).toEqual(["5b", "6a", "6b"]);
    expect(out.endsAtEndOf).toBe("6b");
    expect(out.decidedBy.sentence).toBe("Each turn in the double-turn is a full turn and counts as a turn.");
  });

  it("starts the count after the second half when the current turn is the second of a double turn", () => {
    expect(run({ currentTurn: 5, half: "b", fullTurns: 3, doubleTurns: true }).endsAtEndOf).toBe("7a");
    expect(run({ currentTurn: 1, half: "b", fullTurns: 1, doubleTurns: true }).endsAtEndOf).toBe("2a");
  });

  it("starts a double turn at its first turn when the half is not given, and ignores a half without double turns", () => {
    expect(run({ currentTurn: 5, fullTurns: 1, doubleTurns: true }).endsAtEndOf).toBe("5b");
    expect(run({ currentTurn: 5, half: "b", fullTurns: 1 }).endsAtEndOf).toBe("6");
  });

  it("counts one full turn as the whole of the subject's next turn", () => {
    expect(run({ currentTurn: 1, fullTurns: 1 }).endsAtEndOf).toBe("2");
    expect(run({ currentTurn: 12, fullTurns: 1 }).endsAtEndOf).toBe("13");
  });

  it("rejects a missing or wrong field, naming it", () => {
    expectInputError(ex.parse, 3, "input");
    expectInputError(ex.parse, { currentTurn: 5 }, "fullTurns");
    expectInputError(ex.parse, { currentTurn: 5, fullTurns: 0 }, "fullTurns");
    expectInputError(ex.parse, { currentTurn: 0, fullTurns: 3 }, "currentTurn");
    expectInputError(ex.parse, { currentTurn: "5a", fullTurns: 3 }, "currentTurn");
    expectInputError(ex.parse, { currentTurn: 5, half: "c", fullTurns: 3, doubleTurns: true }, "half");
    expectInputError(ex.parse, { currentTurn: 2.5, fullTurns: 3 }, "currentTurn");
    expectInputError(ex.parse, { currentTurn: 5, fullTurns: 3, doubleTurns: "yes" }, "doubleTurns");
  });

  it("refuses a misspelt field instead of reading it as absent, and a count beyond any game", () => {
    expect(() => ex.parse({ currentTurn: 5, fullTurns: 3, doubleTurn: true })).toThrow(
      "doubleTurn: unknown field (known: currentTurn, doubleTurns, half, fullTurns)",
    );
    expect(() => ex.parse({ currentTurn: 5, fullTurns: 100_000_000 })).toThrow("fullTurns: must be at most 1000");
    expect(() => ex.parse({ currentTurn: 5000, fullTurns: 3 })).toThrow("currentTurn: must be at most 1000");
  });

  it("cites sentences that occur verbatim in the 1995 FAQ definition of turns", () => {
    expectCitedSentencesInEntries(ex.cites);
  });

  it("counts exactly the full turns asked for, each once, never the turn underway, whatever the turn", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      expect(out.countedTurns).toHaveLength(input.fullTurns);
      expect(new Set(out.countedTurns).size).toBe(input.fullTurns);
      expect(out.countedTurns).not.toContain(input.doubleTurns ? `${input.currentTurn}${input.half ?? "a"}` : String(input.currentTurn));
      expect(out.endsAtEndOf).toBe(out.countedTurns.at(-1));
    });
  });
});
