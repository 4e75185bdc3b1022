import { z } from "zod";
import { createExample, quotesOf, step } from "../../create-example";
import type { ExplainedResult } from "../../types";
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

function faqRules({ alreadySeededBy }: DuplicateMissionsInput): DuplicateMissionsOutput {
  const outcome = alreadySeededBy === "opponent" ? "own-location" : "not-allowed";
  const decidedBy = outcome === "own-location" ? Q.faq.eachPlayer : Q.faq.notOnePlayer;
  const steps = [
    step(
      alreadySeededBy === "opponent"
        ? "Each player may lay down the same mission (unless a house rule has the players agree on a substitute)."
        : "One player may not lay down more than one of the same mission.",
      decidedBy,
    ),
  ];
  return { outcome, completions: outcome === "own-location" ? null : 1, decision: `Under the FAQ, ${SAYS[outcome]}`, steps, decidedBy };
}

function currentRules({ universal }: DuplicateMissionsInput): DuplicateMissionsOutput {
  if (universal) {
    const steps = [step("Only missions without the universal symbol are not duplicatable; this one has it.", Q.cr.notDuplicatable)];
    return { outcome: "own-location", completions: null, decision: `A universal mission: ${SAYS["own-location"]}`, steps, decidedBy: Q.cr.notDuplicatable };
  }
  const steps = [
    step("A mission without the universal symbol is not duplicatable.", Q.cr.notDuplicatable),
    step("Seeding one already on the spaceline, the player places the copy on top of the one already seeded.", Q.cr.stack),
    step("Both players treat it as their own mission.", Q.cr.bothPlayers),
    step("It may be completed only once.", Q.cr.onceOnly),
  ];
  return { outcome: "stacked", completions: 1, decision: `Not universal: ${SAYS.stacked}`, steps, decidedBy: Q.cr.stack };
}

/** 1E: laying down a mission already on the spaceline: its own location in the 1995 FAQ, stacked since 2000. */
export const duplicateMissionsExample = createExample<DuplicateMissionsInput, DuplicateMissionsOutput>(TEXT, FORM, {
  defaults: { universal: false, alreadySeededBy: "opponent" },
  schema,
  versions: ["1995-02-11", "2000-07-31"],
  rules: (input, { version }) => (version === "1995-02-11" ? faqRules(input) : currentRules(input)),
});
