import { z } from "zod";
import { createExample, quotesOf, step } from "../../create-example";
import { decideParts, type DecidingRuling, type PartRuling } from "../../rulings";
import type { Citation, ExplainedResult, Step } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

const Q = quotesOf(TEXT.quotes);

const schema = z.strictObject({
  /** The mission has the universal symbol in its title. */
  universal: z.boolean(),
  /** Who already laid down (seeded) a copy of it on the spaceline. */
  alreadySeededBy: z.enum(["opponent", "you"]),
});

/** Input of the duplicate-missions example: the mission, and who seeded the copy already on the spaceline. */
export type DuplicateMissionsInput = z.infer<typeof schema>;

/** What becomes of the second copy: its own spaceline location, not laid down at all, or stacked on the first copy. */
export type DuplicateMissionOutcome = "own-location" | "not-allowed" | "stacked";

/** Output of the duplicate-missions example. */
export interface DuplicateMissionsOutput extends ExplainedResult {
  outcome: DuplicateMissionOutcome;
  /** How many times the mission may be completed, for as long as both copies are on the spaceline (null: not said). */
  completions: number | null;
}

const SAYS: Record<DuplicateMissionOutcome, string> = {
  "own-location": "the second copy is laid down as a mission of its own on the spaceline.",
  "not-allowed": "the second copy may not be laid down.",
  stacked: "the second copy is placed on top of the first: one mission, completed only once.",
};

type Parts = { outcome: DuplicateMissionOutcome };

// 1995: each player may lay down the same mission; one player may not lay down two.
const FAQ: DecidingRuling<DuplicateMissionsInput, Parts> = {
  entry: "1e-faq-1995-02-11/duplicate-missions",
  decides: {
    outcome: ({ alreadySeededBy }) =>
      alreadySeededBy === "opponent"
        ? {
            value: "own-location",
            steps: [step("Each player may lay down the same mission (unless a house rule has the players agree on a substitute).", Q.faq.eachPlayer)],
            decidedBy: Q.faq.eachPlayer,
          }
        : {
            value: "not-allowed",
            steps: [step("One player may not lay down more than one of the same mission.", Q.faq.notOnePlayer)],
            decidedBy: Q.faq.notOnePlayer,
          },
  },
};

/**
 * A later ruling on copies of a mission, amending the FAQ: a universal mission's copy is a location of its own, a copy
 * seeded where the opponent's already is is stacked on it; of a second copy of your own it says nothing (`undefined`),
 * so the FAQ's second answer still decides.
 */
function stackingRuling(entry: string, universal: Step, stacked: Step[], decidedBy: Citation): DecidingRuling<DuplicateMissionsInput, Parts> {
  return {
    entry,
    amends: [FAQ.entry],
    decides: {
      outcome: ({ universal: isUniversal, alreadySeededBy }): PartRuling<DuplicateMissionOutcome> | undefined => {
        if (isUniversal) return { value: "own-location", steps: [universal], decidedBy: universal.cites! };
        if (alreadySeededBy === "you") return undefined;
        return { value: "stacked", steps: stacked, decidedBy };
      },
    },
  };
}

// 2000 amends the FAQ's first answer: a non-universal copy the opponent seeded is stacked on; the second answer stands.
const CR = stackingRuling(
  "1e-cr-2000-07-31/mission-phase",
  step("Only missions without the universal symbol are not duplicatable; this one has it.", Q.cr.notDuplicatable),
  [
    step("A mission without the universal symbol is not duplicatable.", Q.cr.notDuplicatable),
    step("Seeding one already on the spaceline, the player places the copy on top of the one already seeded.", Q.cr.stack),
    step("Both players treat it as their own mission.", Q.cr.bothPlayers),
    step("It may be completed only once.", Q.cr.onceOnly),
  ],
  Q.cr.stack,
);

// 2017 restates the stacking for unique missions and lets each player have several copies of a universal one; it does
// not speak of a player seeding a second copy of their own unique mission, which the FAQ's second answer still decides.
const CRD = stackingRuling(
  "1e-crd-2017-12-04/unique-and-universal",
  step("Each player may have several copies of a universal mission in play.", Q.crd.universalCopies),
  [step("A unique mission already seeded on the spaceline: the second copy is stacked atop the first, one location.", Q.crd.uniqueStacked)],
  Q.crd.uniqueStacked,
);

const RULINGS = [FAQ, CR, CRD];

function rules(input: DuplicateMissionsInput, { version }: { version: string }): DuplicateMissionsOutput {
  const { outcome } = decideParts(RULINGS, ["outcome"], input, version);
  const says = SAYS[outcome.value];
  return {
    outcome: outcome.value,
    completions: outcome.value === "own-location" ? null : 1,
    decision: `${says[0]!.toUpperCase()}${says.slice(1)}`,
    steps: outcome.steps,
    decidedBy: outcome.decidedBy,
  };
}

/** 1E: laying down a mission already on the spaceline: its own location in the 1995 FAQ, stacked on the opponent's since 2000. */
export const duplicateMissionsExample = createExample<DuplicateMissionsInput, DuplicateMissionsOutput>(TEXT, FORM, {
  defaults: { universal: false, alreadySeededBy: "opponent" },
  schema,
  follows: RULINGS,
  rules,
});
