import { z } from "zod";
import { MAX_CARD_POINTS } from "../bounds";
import { citing, createExample, step } from "../create-example";
import { wholeNumber } from "../schema";
import type { ExplainedResult } from "../types";

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

const cite = citing("1e-crd-2017-12-04/harness-particle-010");
const ADDS_TEN = cite(
  "If Resistance is Futile is played on a ⟨icon missing⟩ objective that is being doubled by Harness Particle 010, it will add 10 points to the total (not 20).",
);
const SIXTY = cite(
  "For example, when Resistance is Futile is played on Assimilate Planet doubled by Harness Particle 010, the objective is worth 60 points.",
);
const NOT_SIMULTANEOUS = cite("The doubling rule does not apply, because the modifications are not simultaneous");

const RIF_POINTS = 10;

function rules(input: DoubledObjectiveInput): DoubledObjectiveOutput {
  const { basePoints, doubledByHarnessParticle: doubled, resistanceIsFutile: rif } = input;
  const steps = [step(`The objective's own points: ${basePoints}.`)];
  if (doubled && rif && input.simultaneous) {
    steps.push(
      step(
        "The two modifications happen at the same time, so the doubling rule decides; it is in the Glossary (the entry \"doubling\"), whose text is not in these documents, so no total is computed.",
        NOT_SIMULTANEOUS,
      ),
    );
    const decision = "The Glossary's doubling rule decides, and its text is not in these documents: no total is computed.";
    return { worth: null, addedByResistanceIsFutile: RIF_POINTS, decision, steps, decidedBy: NOT_SIMULTANEOUS };
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
            ADDS_TEN,
          )
        : step(`Resistance is Futile adds ${RIF_POINTS}: ${worth}.`),
    );
  }
  return { worth, addedByResistanceIsFutile: rif ? RIF_POINTS : 0, decision: `The objective is worth ${worth} points.`, steps, decidedBy: ADDS_TEN };
}

/** 1E: Resistance is Futile on an objective doubled by Harness Particle 010 adds 10, not 20. */
export const doubledObjectiveExample = createExample<DoubledObjectiveInput, DoubledObjectiveOutput>({
  id: "1e-doubled-objective",
  title: "Harness Particle 010 and Resistance is Futile (1E)",
  edition: "1E",
  summary:
    "Resistance is Futile played on an objective that Harness Particle 010 is doubling adds 10 points to the total, not 20: the modifications are not simultaneous, so the doubling rule does not apply. Assimilate Planet doubled and then given Resistance is Futile is worth 60. Enter the objective's points and the cards to see what it is worth.",
  cites: [ADDS_TEN, SIXTY, NOT_SIMULTANEOUS],
  assumptions: [
    "These documents do not print Assimilate Planet's points; 25 is the value that gives the entry's total of 60 (25 doubled is 50, plus 10). It is the default, not a quotation.",
    "When the two modifications are simultaneous, the Glossary's doubling rule decides; its text is not in these documents, so the example gives no total then.",
  ],
  defaults: { basePoints: 25, doubledByHarnessParticle: true, resistanceIsFutile: true, simultaneous: false },
  schema,
  rules,
});
