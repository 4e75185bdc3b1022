import { z } from "zod";
import { MAX_COMPLETED_MISSIONS, MAX_SCORE } from "../../bounds";
import { citing, createExample, step } from "../../create-example";
import { toReissues } from "../../rulings";
import { wholeNumber } from "../../schema";
import type { ExplainedResult } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

const schema = z.strictObject({
  // Below zero too: the entry does not say a score cannot go below zero.
  points: wholeNumber(-MAX_SCORE, MAX_SCORE),
  completedPlanetMissions: wholeNumber(0, MAX_COMPLETED_MISSIONS),
  completedSpaceMissions: wholeNumber(0, MAX_COMPLETED_MISSIONS),
});

/** Input of the 2e-winning-the-game example: a player's score and completed missions. */
export type WinningTheGameInput = z.infer<typeof schema>;

/** Output of the 2e-winning-the-game example. */
export interface WinningTheGameOutput extends ExplainedResult {
  wins: boolean;
  /** The conditions not met, worded as in the entry. */
  missing: string[];
}

const VERSIONS = ["2011-10-05", "2014-07-07"] as const;
const cite = (version: string, sentence: string) => citing(`2e-crd-${version}/winning-the-game`)(sentence);

/** The three conditions, worded as in the entry (both versions read the same). */
export const WINNING_CONDITIONS = {
  points: "has 100 points (or more)",
  planet: "commands at least one completed planet mission",
  space: "commands at least one completed space mission",
} as const;

const WINS_WHEN = "A player wins the game when he or she:";
const ENDS = "The game ends immediately when all three of these conditions are simultaneously met.";
const NO_REST_OF_TURN = "(The active player does not finish the rest of his or her turn.)";

function rules(input: WinningTheGameInput, { version }: { version: string }): WinningTheGameOutput {
  const checks: [condition: string, met: boolean, detail: string][] = [
    [WINNING_CONDITIONS.points, input.points >= 100, `${input.points} points`],
    [WINNING_CONDITIONS.planet, input.completedPlanetMissions >= 1, `${input.completedPlanetMissions} completed planet mission(s)`],
    [WINNING_CONDITIONS.space, input.completedSpaceMissions >= 1, `${input.completedSpaceMissions} completed space mission(s)`],
  ];
  const missing = checks.filter(([, met]) => !met).map(([condition]) => condition);
  const wins = missing.length === 0;
  const steps = checks.map(([condition, met, detail]) => step(`${met ? "Met" : "Not met"}: the player ${condition} (${detail}).`, cite(version, condition)));
  const decidedBy = cite(version, wins ? ENDS : WINS_WHEN);
  steps.push(
    step(wins ? `All three conditions are met at once, so the game ends now ${NO_REST_OF_TURN}` : "All three conditions must be met at once.", decidedBy),
  );
  const decision = wins
    ? "The player wins: the game ends immediately."
    : `The player does not win yet: ${missing.length} of the three conditions ${missing.length === 1 ? "is" : "are"} not met.`;
  return { wins, missing, decision, steps, decidedBy };
}

/** 2E: whether a player has won: 100 points or more, a completed planet mission and a completed space mission. */
export const winningTheGameExample = createExample<WinningTheGameInput, WinningTheGameOutput>(TEXT, FORM, {
  defaults: { points: 100, completedPlanetMissions: 1, completedSpaceMissions: 1 },
  cites: [...VERSIONS].reverse().flatMap((date) => [ENDS, WINS_WHEN, ...Object.values(WINNING_CONDITIONS)].map((sentence) => cite(date, sentence))),
  schema,
  follows: toReissues(VERSIONS.map((v) => `2e-crd-${v}/winning-the-game`)),
  versions: VERSIONS,
  rules,
});
