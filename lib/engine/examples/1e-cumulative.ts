import { z } from "zod";
import { MAX_COPIES } from "../bounds";
import { citing, createExample, step } from "../create-example";
import { wholeNumber } from "../schema";
import type { Citation, ExplainedResult } from "../types";

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

const cite = citing("1e-cr-2000-07-31/cumulative");
const UNLESS_MARKED = cite('Unless a card is marked "cumulative," more than one copy of it');
const SAME_TARGET = cite("may not have the same effect on the same target(s) at the same time; and");
const SAME_CARD = cite(
  'may not (when you "play" or "place" it on the same card) be used to produce the same effect at the same time, even on different targets.',
);
const TURN_ACTIONS = cite(
  'For the purposes of cumulativity only, all end of turn actions (or start of turn actions) are considered to be happening "at the same time."',
);
const DAMAGE_MARKERS = cite(
  "Although not so marked, multiple copies of the same damage marker (Tactic cards) are cumulative, including reductions to attributes and HULL integrity.",
);
const OTHERS = cite('All other cards are non-cumulative unless specifically marked "cumulative."');
const WAR_ROOM = cite(
  "HQ: War Room, Reflection Therapy, Science Kit: Multiple copies of each of these cards cannot have the same effect on the same personnel at the same time.",
);
const PROCESS_ORE = cite(
  "Process Ore, Telepathic Alien Kidnappers, The Traveler: Transcendence: These cards produce end-of-turn (or start of turn) actions, so only one copy of each will have its effect each turn.",
);
const THRUSTERS = cite(
  "Reaction Control Thrusters, Transwarp Conduit: These cards generate lasting effects, so more than one copy of each cannot affect the same target each turn (the first is still having its effect).",
);
const SECURITY = cite(
  "Automated Security System, Dal'Rok, Establish Tractor Lock: Only one copy of each of these cards will produce an effect if they are played or placed on the same card, even if different targets are present.",
);
const HEADLOCK = cite(
  "Android Headlock, Antique Machine Gun, Barclay Transporter Phobia: The effects of multiple copies of these cards occur as separate actions, not at the same time, and are thus not restricted by cumulativity rules.",
);
const FAJO = cite(
  "Fajo's Gallery, REM Fatigue Hallucinations: Multiple copies of these cards generate benefits at the same time (card draws when capturing unique personnel, and points when cured, respectively), thus only one copy can have that effect on the same target at that time.",
);

interface Ruling {
  /** At most one copy has its effect (false: all copies do). */
  onlyOne: boolean;
  says: string;
  decidedBy: Citation;
}

// Checked in order; the first that applies decides.
function rule(input: CumulativeInput): Ruling {
  if (input.markedCumulative) return { onlyOne: false, says: 'The card is marked "cumulative", so every copy has its effect.', decidedBy: UNLESS_MARKED };
  if (input.damageMarker) {
    return { onlyOne: false, says: "Copies of the same damage marker (Tactic cards) are cumulative although not so marked.", decidedBy: DAMAGE_MARKERS };
  }
  switch (input.timing) {
    case "separate-actions":
      return { onlyOne: false, says: "Each copy's effect is a separate action, not at the same time, so the cumulativity rules do not restrict them.", decidedBy: HEADLOCK };
    case "end-or-start-of-turn":
      return {
        onlyOne: true,
        says: 'For cumulativity, all end-of-turn (or start-of-turn) actions happen "at the same time", so only one copy has its effect each turn.',
        decidedBy: PROCESS_ORE,
      };
    case "lasting":
      if (input.sameTarget) {
        return { onlyOne: true, says: "The effects are lasting: while the first copy is still having its effect, no other copy may affect the same target.", decidedBy: THRUSTERS };
      }
      break;
    case "same-time":
      if (input.sameTarget) {
        return { onlyOne: true, says: "A non-cumulative card's copies may not have the same effect on the same target at the same time: only one has it.", decidedBy: WAR_ROOM };
      }
      break;
  }
  if (input.placedOnSameCard) {
    return { onlyOne: true, says: "The copies are played or placed on the same card: only one produces the effect, even with different targets present.", decidedBy: SECURITY };
  }
  return {
    onlyOne: false,
    says: "The copies have their effect on different targets and are not played or placed on the same card, so the rule does not restrict them.",
    decidedBy: SAME_TARGET,
  };
}

function rules(input: CumulativeInput): CumulativeOutput {
  const r = rule(input);
  const copiesWithEffect = r.onlyOne ? Math.min(1, input.copies) : input.copies;
  const restricted = copiesWithEffect < input.copies;
  const when = input.timing === "end-or-start-of-turn" ? " each turn" : "";
  const steps = [
    step(`${input.copies} ${input.copies === 1 ? "copy" : "copies"} of the card ${input.copies === 1 ? "is" : "are"} in play.`),
    ...(input.markedCumulative || input.damageMarker ? [] : [step("The card is not marked “cumulative”, so the limits on copies of one card apply.", OTHERS)]),
    step(r.says, r.decidedBy),
  ];
  const decision =
    input.copies <= 1
      ? `With ${input.copies === 0 ? "no copy" : "a single copy"}, cumulativity changes nothing: ${input.copies} ${input.copies === 1 ? "copy has" : "copies have"} an effect.`
      : `${copiesWithEffect} of the ${input.copies} copies ${copiesWithEffect === 1 ? "has its" : "have their"} effect${when}.`;
  return { copiesWithEffect, restricted, decision, steps, decidedBy: r.decidedBy };
}

/** How many copies of the same card have their effect under the 1E cumulativity rule (2000 Current Rulings). */
export const cumulativeExample = createExample<CumulativeInput, CumulativeOutput>({
  id: "1e-cumulative",
  title: "Cumulative and non-cumulative cards",
  edition: "1E",
  summary:
    'Unless a card is marked "cumulative", more than one copy of it may not have the same effect on the same target at the same time, nor produce the same effect when played or placed on the same card; end-of-turn (or start-of-turn) actions all count as happening at the same time. Enter how many copies are in play and how their effects happen to see how many have their effect. (This 2000 ruling lists Telepathic Alien Kidnappers among the cards of which only one copy has its effect each turn, where the 1995 FAQ had called them cumulative.)',
  cites: [UNLESS_MARKED, SAME_TARGET, SAME_CARD, TURN_ACTIONS, DAMAGE_MARKERS, OTHERS, WAR_ROOM, PROCESS_ORE, THRUSTERS, SECURITY, HEADLOCK, FAJO],
  assumptions: [
    "Whether a card's effects are end-of-turn actions, lasting effects or separate actions, and whether they fall on the same target, is read from the card and given as input.",
  ],
  defaults: { copies: 2, markedCumulative: false, timing: "end-or-start-of-turn", sameTarget: true, placedOnSameCard: false, damageMarker: false },
  schema,
  rules,
});
