import { z } from "zod";
import { MAX_CARD_POINTS } from "../../bounds";
import { createExample, quotesOf, step } from "../../create-example";
import { wholeNumber } from "../../schema";
import type { ExplainedResult } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

const schema = z.strictObject({
  /** The objective's own points (Assimilate Planet: 25, see the assumptions). */
  basePoints: wholeNumber(0, MAX_CARD_POINTS),
  /** Harness Particle 010 is doubling the objective. */
  doubledByHarnessParticle: z.boolean().default(false),
  /** Resistance is Futile is played on the objective (+10 points). */
  resistanceIsFutile: z.boolean().default(false),
  /** Whether the two modifications happen at the same time (Resistance is Futile played while Harness Particle 010 doubles: not). */
  simultaneous: z.boolean().optional(),
});

/** Input of the doubled-objective example: the objective's points and the cards modifying it. */
export type DoubledObjectiveInput = z.infer<typeof schema>;

/** Output of the doubled-objective example. */
export interface DoubledObjectiveOutput extends ExplainedResult {
  /** What the objective is worth; null when the doubling rule of the Glossary decides (its text is not in these documents). */
  worth: number | null;
  /** What Resistance is Futile adds to the total. */
  addedByResistanceIsFutile: number;
}

const Q = quotesOf(TEXT.quotes);

const RIF_POINTS = 10;

function rules(input: DoubledObjectiveInput): DoubledObjectiveOutput {
  const { basePoints, doubledByHarnessParticle: doubled, resistanceIsFutile: rif } = input;
  const steps = [step(`The objective's own points: ${basePoints}.`)];
  if (doubled && rif && input.simultaneous) {
    steps.push(
      step(
        'The two modifications happen at the same time, so the doubling rule decides; it is in the Glossary (the entry "doubling"), whose text is not in these documents, so no total is computed.',
        Q.crd.notSimultaneous,
      ),
    );
    const decision = "The Glossary's doubling rule decides, and its text is not in these documents: no total is computed.";
    return { worth: null, addedByResistanceIsFutile: RIF_POINTS, decision, steps, decidedBy: Q.crd.notSimultaneous };
  }
  let worth = basePoints;
  if (doubled) {
    worth *= 2;
    steps.push(step(`Harness Particle 010 doubles it: ${worth}.`));
  }
  if (rif) {
    worth += RIF_POINTS;
    steps.push(
      doubled
        ? step(
            `Resistance is Futile adds ${RIF_POINTS} to that total, not ${2 * RIF_POINTS}: it is played on an objective already being doubled, so the two modifications are not simultaneous and the doubling rule does not apply: ${worth}.`,
            Q.crd.addsTen,
          )
        : step(`Resistance is Futile adds ${RIF_POINTS}: ${worth}.`),
    );
  }
  return { worth, addedByResistanceIsFutile: rif ? RIF_POINTS : 0, decision: `The objective is worth ${worth} points.`, steps, decidedBy: Q.crd.addsTen };
}

/** 1E: Resistance is Futile on an objective doubled by Harness Particle 010 adds 10, not 20. */
export const doubledObjectiveExample = createExample<DoubledObjectiveInput, DoubledObjectiveOutput>(TEXT, FORM, {
  defaults: { basePoints: 25, doubledByHarnessParticle: true, resistanceIsFutile: true, simultaneous: false },
  schema,
  rules,
});
