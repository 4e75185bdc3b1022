import { z } from "zod";
import { MAX_COPIES } from "../../bounds";
import { createExample, quotesOf, step } from "../../create-example";
import { wholeNumber } from "../../schema";
import type { Citation, ExplainedResult } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

const TIMINGS = ["same-time", "end-or-start-of-turn", "lasting", "separate-actions"] as const;
/** When the copies' effects happen. */
export type CumulativeTiming = (typeof TIMINGS)[number];

const schema = z.strictObject({
  /** Copies of the same card in play. */
  copies: wholeNumber(0, MAX_COPIES),
  /** Whether the card is marked "cumulative". */
  markedCumulative: z.boolean(),
  /**
   * "same-time": the copies would have their effect at the same time (Science Kit, Fajo's Gallery);
   * "end-or-start-of-turn": end-of-turn or start-of-turn actions (Process Ore);
   * "lasting": lasting effects (Reaction Control Thrusters);
   * "separate-actions": each copy's effect is a separate action (Android Headlock).
   */
  timing: z.enum(TIMINGS),
  /** Whether the copies would have their effect on the same target(s). */
  sameTarget: z.boolean(),
  /** Whether the copies are played or placed on the same card. */
  placedOnSameCard: z.boolean().optional(),
  /** Whether the copies are the same damage marker (Tactic cards). */
  damageMarker: z.boolean().optional(),
});

/** Input of the cumulative example: the copies in play, how their effects happen, and on what. */
export type CumulativeInput = z.infer<typeof schema>;

/** Output of the cumulative example. */
export interface CumulativeOutput extends ExplainedResult {
  /** How many of the copies have their effect (at that time, or each turn for end/start-of-turn actions). */
  copiesWithEffect: number;
  /** Whether the cumulativity rule held back some copies. */
  restricted: boolean;
}

const Q = quotesOf(TEXT.quotes);

interface Ruling {
  /** At most one copy has its effect (false: all copies do). */
  onlyOne: boolean;
  says: string;
  decidedBy: Citation;
}

// Checked in order; the first that applies decides.
function rule(input: CumulativeInput): Ruling {
  if (input.markedCumulative) return { onlyOne: false, says: 'The card is marked "cumulative", so every copy has its effect.', decidedBy: Q.cr.unlessMarked };
  if (input.damageMarker) {
    return { onlyOne: false, says: "Copies of the same damage marker (Tactic cards) are cumulative although not so marked.", decidedBy: Q.cr.damageMarkers };
  }
  switch (input.timing) {
    case "separate-actions":
      return {
        onlyOne: false,
        says: "Each copy's effect is a separate action, not at the same time, so the cumulativity rules do not restrict them.",
        decidedBy: Q.cr.headlock,
      };
    case "end-or-start-of-turn":
      return {
        onlyOne: true,
        says: 'For cumulativity, all end-of-turn (or start-of-turn) actions happen "at the same time", so only one copy has its effect each turn.',
        decidedBy: Q.cr.processOre,
      };
    case "lasting":
      if (input.sameTarget) {
        return {
          onlyOne: true,
          says: "The effects are lasting: while the first copy is still having its effect, no other copy may affect the same target.",
          decidedBy: Q.cr.thrusters,
        };
      }
      break;
    case "same-time":
      if (input.sameTarget) {
        return {
          onlyOne: true,
          says: "A non-cumulative card's copies may not have the same effect on the same target at the same time: only one has it.",
          decidedBy: Q.cr.warRoom,
        };
      }
      break;
  }
  if (input.placedOnSameCard) {
    return {
      onlyOne: true,
      says: "The copies are played or placed on the same card: only one produces the effect, even with different targets present.",
      decidedBy: Q.cr.security,
    };
  }
  return {
    onlyOne: false,
    says: "The copies have their effect on different targets and are not played or placed on the same card, so the rule does not restrict them.",
    decidedBy: Q.cr.sameTarget,
  };
}

function rules(input: CumulativeInput): CumulativeOutput {
  const r = rule(input);
  const copiesWithEffect = r.onlyOne ? Math.min(1, input.copies) : input.copies;
  const restricted = copiesWithEffect < input.copies;
  const when = input.timing === "end-or-start-of-turn" ? " each turn" : "";
  const steps = [
    step(`${input.copies} ${input.copies === 1 ? "copy" : "copies"} of the card ${input.copies === 1 ? "is" : "are"} in play.`),
    ...(input.markedCumulative || input.damageMarker
      ? []
      : [step("The card is not marked “cumulative”, so the limits on copies of one card apply.", Q.cr.others)]),
    step(r.says, r.decidedBy),
  ];
  const decision =
    input.copies <= 1
      ? `With ${input.copies === 0 ? "no copy" : "a single copy"}, cumulativity changes nothing: ${input.copies} ${input.copies === 1 ? "copy has" : "copies have"} an effect.`
      : `${copiesWithEffect} of the ${input.copies} copies ${copiesWithEffect === 1 ? "has its" : "have their"} effect${when}.`;
  return { copiesWithEffect, restricted, decision, steps, decidedBy: r.decidedBy };
}

/** How many copies of the same card have their effect under the 1E cumulativity rule (2000 Current Rulings). */
export const cumulativeExample = createExample<CumulativeInput, CumulativeOutput>(TEXT, FORM, {
  defaults: { copies: 2, markedCumulative: false, timing: "end-or-start-of-turn", sameTarget: true, placedOnSameCard: false, damageMarker: false },
  schema,
  rules,
});
