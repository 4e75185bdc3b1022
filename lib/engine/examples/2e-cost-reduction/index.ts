import { z } from "zod";
import { MAX_COST, MAX_COUNTERS, MAX_SCORE } from "../../bounds";
import { citing, createExample, step } from "../../create-example";
import { toReissues } from "../../rulings";
import { wholeNumber } from "../../schema";
import type { Citation, ExplainedResult, Step } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

// The form leaves an empty object behind when both of its fields are cleared: that means no additional cost.
const additionalCostSchema = z
  .strictObject({
    losePoints: wholeNumber(0, MAX_SCORE).optional(),
    pointsAvailable: wholeNumber(-MAX_SCORE, MAX_SCORE).optional(),
  })
  .superRefine((cost, ctx) => {
    if (cost.losePoints !== undefined && cost.pointsAvailable === undefined) {
      ctx.addIssue({ code: "custom", path: ["pointsAvailable"], message: "is required with losePoints (the points you have)" });
    }
    if (cost.losePoints === undefined && cost.pointsAvailable !== undefined) {
      ctx.addIssue({ code: "custom", path: ["losePoints"], message: "is required with pointsAvailable (the points to lose)" });
    }
  })
  .transform(({ losePoints, pointsAvailable }) => (losePoints === undefined || pointsAvailable === undefined ? undefined : { losePoints, pointsAvailable }));

const schema = z.strictObject({
  printedCost: wholeNumber(0, MAX_COST),
  /** Counters remaining in your Play and Draw Cards segment. */
  countersRemaining: wholeNumber(0, MAX_COUNTERS),
  /** What the reduction is based on (information you would normally have access to, or not), and how much it takes off. */
  reduction: z.strictObject({
    basis: z.enum(["public", "hidden"]),
    amount: wholeNumber(0, MAX_COST),
  }),
  /** A cost the reduction itself asks for, like Thompson's "lose 5 points". */
  additionalCost: additionalCostSchema.optional(),
  /** The hidden information was already used for another cost reduction ability. */
  sameHiddenInfoUsedBefore: z.boolean().optional(),
});

/** Input of the 2e-cost-reduction example: the card's cost, the counters left, and the reduction. */
export type CostReductionInput = z.infer<typeof schema>;

/** Output of the 2e-cost-reduction example. */
export interface CostReductionOutput extends ExplainedResult {
  playable: boolean;
  /** Counters you must have remaining to play the card. */
  countersNeeded: number;
  /** The reduction that applies (0 when it cannot be used). */
  reductionApplied: number;
  /** The card's cost after that reduction. */
  costAfterReduction: number;
  /** Points lost to pay the reduction's additional cost (0 when it is not used). */
  pointsLost: number;
}

const VERSIONS = ["2011-10-05", "2014-07-07"] as const;
type Version = (typeof VERSIONS)[number];
const cite = (version: Version, sentence: string) => citing(`2e-crd-${version}/cost-reduction`)(sentence);

const PUBLIC_RULE =
  "If this cost reduction is based on information that you would normally have access to; such as face up cards in play, cards you command, cards in your hand, cards in a discard pile and cards removed from the game; then the card may be played without the full cost in counters available to that player.";
const BASHIR =
  "If your opponent commands one headquarters mission, you may play Julian Bashir with only three counters remaining in your Play and Draw Cards segment because the number of headquarters your opponent commands is information you can check at any time.";
// The 2014-07-07 text spells "opponent's" with a straight apostrophe, the 2011-10-05 text with a curly one.
const hiddenSingleUse = (apostrophe: string) =>
  `Information that you would not normally have access to; such as face down cards an opponent commands, cards in an opponent${apostrophe}s hand, cards in a deck and cards in a dilemma pile; may only be used for a single cost reduction ability, even if that information has not changed when you want to use it again.`;
const ptol = (apostrophe: string) =>
  `You must have at least five counters remaining in your Play and Draw Cards segment to play Ptol because the top four dilemmas of an opponent${apostrophe}s dilemma pile is information you would not normally have access to.`;
const PTOL_SECOND_COPY =
  "You must have at least five counters remaining in your Play and Draw Cards segment to play a second copy of Ptol in the same turn because the top four dilemmas could have changed (even if they have not.)";
const ADDITIONAL_COSTS = "Any additional costs involved in the reduction must still remain paid.";
const THOMPSON =
  "If you have zero counters remaining in your Play and Draw Cards segment, you may still play Thompson if you have at least 5 points and pay the cost of losing 5 points.";

// The two versions rule alike; the 2011-10-05 text writes "opponent’s" with a curly apostrophe.
const sentencesOf = (version: Version) => {
  const apostrophe = version === "2011-10-05" ? "’" : "'";
  return {
    public: cite(version, PUBLIC_RULE),
    bashir: cite(version, BASHIR),
    singleUse: cite(version, hiddenSingleUse(apostrophe)),
    ptol: cite(version, ptol(apostrophe)),
    secondCopy: cite(version, PTOL_SECOND_COPY),
    additional: cite(version, ADDITIONAL_COSTS),
    thompson: cite(version, THOMPSON),
  };
};

function rules(input: CostReductionInput, { version }: { version: string }): CostReductionOutput {
  const said = sentencesOf(version as Version);
  const { printedCost, countersRemaining, reduction, additionalCost } = input;
  const hidden = reduction.basis === "hidden";
  const usedBefore = hidden && input.sameHiddenInfoUsedBefore === true;
  const canPayAdditional = !additionalCost || additionalCost.pointsAvailable >= additionalCost.losePoints;
  const usable = !usedBefore && canPayAdditional && reduction.amount > 0;
  const reductionApplied = usable ? reduction.amount : 0;
  const costAfterReduction = Math.max(0, printedCost - reductionApplied);
  const countersNeeded = hidden ? printedCost : costAfterReduction;
  const playable = countersRemaining >= countersNeeded;
  const pointsLost = usable && additionalCost ? additionalCost.losePoints : 0;

  const steps: Step[] = [step(`Printed cost ${printedCost}; ${countersRemaining} counters remaining in your Play and Draw Cards segment.`)];
  let decidedBy: Citation;
  if (additionalCost && !canPayAdditional) {
    decidedBy = said.additional;
    steps.push(
      step(
        `The reduction asks you to lose ${additionalCost.losePoints} points, but you have ${additionalCost.pointsAvailable}: it cannot be paid, so the reduction cannot be used and the card costs its printed ${printedCost}.`,
        decidedBy,
      ),
    );
  } else if (usedBefore) {
    decidedBy = said.singleUse;
    steps.push(
      step(
        "The reduction is based on hidden information already used for another cost reduction ability; it may only be used for a single one, even if it has not changed, so this reduction does not apply.",
        decidedBy,
      ),
    );
  } else if (hidden) {
    decidedBy = said.ptol;
    steps.push(
      step(
        `The reduction (−${reduction.amount}) is based on information you would not normally have access to, so it cannot lower the counters you must have: you need the full printed cost, ${printedCost}, even for a second copy.`,
        decidedBy,
      ),
    );
  } else {
    decidedBy = additionalCost ? said.thompson : said.public;
    steps.push(
      step(
        `The reduction (−${reduction.amount}) is based on information you would normally have access to, so you only need the reduced cost in counters: ${costAfterReduction}.`,
        said.public,
      ),
    );
  }
  if (additionalCost && canPayAdditional && usable) {
    steps.push(
      step(`Its additional cost must still be paid: you lose ${additionalCost.losePoints} of your ${additionalCost.pointsAvailable} points.`, said.additional),
    );
  }
  if (usable && hidden && playable) steps.push(step(`With the reduction, the card then costs ${costAfterReduction}.`));
  const decision = playable
    ? `You need ${countersNeeded} counters and have ${countersRemaining}: the card can be played.`
    : `You need ${countersNeeded} counters and have only ${countersRemaining}: the card cannot be played.`;
  return { playable, countersNeeded, reductionApplied, costAfterReduction, pointsLost, decision, steps, decidedBy };
}

/** 2E: whether a card with a cost reduction can be played with the counters you have left (Julian Bashir, Ptol, Thompson). */
export const costReductionExample = createExample<CostReductionInput, CostReductionOutput>(TEXT, FORM, {
  defaults: { printedCost: 5, countersRemaining: 4, reduction: { basis: "hidden", amount: 1 } },
  cites: [...VERSIONS].reverse().flatMap((version) => Object.values(sentencesOf(version))),
  schema,
  follows: toReissues(VERSIONS.map((v) => `2e-crd-${v}/cost-reduction`)),
  versions: VERSIONS,
  rules,
});
