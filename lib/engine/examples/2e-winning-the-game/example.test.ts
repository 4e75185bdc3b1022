import { describe, expect, it } from "vitest";
import { acceptedInputs, expectCitedSentencesInEntries, expectInputError, expectInvariant, wordsOf } from "../../example-test-support";
import { WINNING_CONDITIONS, winningTheGameExample as ex } from "./index";

const run = (input: unknown) => ex.run(ex.parse(input));

describe("2e-winning-the-game", () => {
  it("wins with 100 points, a completed planet mission and a completed space mission (the default)", () => {
    const out = run(ex.defaults);
    expect(out.wins).toBe(true);
    expect(out.missing).toEqual([]);
    expect(out.decidedBy.sentence).toBe("The game ends immediately when all three of these conditions are simultaneously met.");
    expect(wordsOf(out)).toContain("(The active player does not finish the rest of his or her turn.)");
  });

  it("counts more than 100 points and several missions", () => {
    expect(run({ points: 135, completedPlanetMissions: 2, completedSpaceMissions: 3 }).wins).toBe(true);
  });

  it("does not win with 95 points, naming the missing condition in the entry's words", () => {
    const out = run({ points: 95, completedPlanetMissions: 1, completedSpaceMissions: 1 });
    expect(out.wins).toBe(false);
    expect(out.missing).toEqual(["has 100 points (or more)"]);
    expect(out.decidedBy.sentence).toBe("A player wins the game when he or she:");
  });

  it("does not win on points alone: both a planet and a space mission are needed", () => {
    expect(run({ points: 120, completedPlanetMissions: 3, completedSpaceMissions: 0 }).missing).toEqual(["commands at least one completed space mission"]);
    expect(run({ points: 120, completedPlanetMissions: 0, completedSpaceMissions: 2 }).missing).toEqual(["commands at least one completed planet mission"]);
  });

  it("lists every missing condition in order", () => {
    expect(run({ points: 0, completedPlanetMissions: 0, completedSpaceMissions: 0 }).missing).toEqual([
      WINNING_CONDITIONS.points,
      WINNING_CONDITIONS.planet,
      WINNING_CONDITIONS.space,
    ]);
  });

  it("accepts a score below zero", () => {
    expect(run({ points: -5, completedPlanetMissions: 1, completedSpaceMissions: 1 }).missing).toEqual([WINNING_CONDITIONS.points]);
  });

  it("words each condition exactly as both versions of the entry do", () => {
    for (const date of ["2011-10-05", "2014-07-07"]) {
      expectCitedSentencesInEntries(
        Object.values(WINNING_CONDITIONS).map((sentence) => ({ topicId: "2e/winning-the-game", entryId: `2e-crd-${date}/winning-the-game`, date, sentence })),
      );
    }
  });

  it("cites sentences that occur in the cited entries", () => {
    expectCitedSentencesInEntries(ex.cites);
  });

  it("names the missing or wrong field", () => {
    expectInputError(ex.parse, [], "input");
    expectInputError(ex.parse, { completedPlanetMissions: 1, completedSpaceMissions: 1 }, "points");
    expectInputError(ex.parse, { points: "100", completedPlanetMissions: 1, completedSpaceMissions: 1 }, "points");
    expectInputError(ex.parse, { points: 100, completedPlanetMissions: -1, completedSpaceMissions: 1 }, "completedPlanetMissions");
    expectInputError(ex.parse, { points: 100, completedPlanetMissions: 1, completedSpaceMissions: 1.5 }, "completedSpaceMissions");
  });

  it("wins exactly when nothing is missing, and more points never take a win away", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      expect(out.wins).toBe(out.missing.length === 0);
      if (out.wins) {
        expect(input.points).toBeGreaterThanOrEqual(100);
        expect(ex.run({ ...input, points: input.points + 1 }).wins).toBe(true);
      }
    });
  });
});
