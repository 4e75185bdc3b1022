import { z } from "zod";
import { MAX_CARD_POINTS, MAX_CONDITION_CHANGES } from "../../bounds";
import { createExample, quotesOf, step } from "../../create-example";
import { wholeNumber } from "../../schema";
import type { Citation, ExplainedResult, Step } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

const EVENTS = ["met", "ended", "nullified-on-entry"] as const;
/** What happens to the condition: it starts to be met, it ends, or it starts to be met with the bonus nullified (Khan!). */
export type WorthPointsEvent = (typeof EVENTS)[number];

const schema = z.strictObject({
  /** Points the card is worth while the condition is met (Dr. Tolian Soran under The Nexus: 20). */
  points: wholeNumber(-MAX_CARD_POINTS, MAX_CARD_POINTS),
  /** What happens to the condition, in order (Dr. Tolian Soran entering, then leaving The Nexus: met, ended). */
  events: z.array(z.enum(EVENTS)).max(MAX_CONDITION_CHANGES),
});

/** Input of the worth-points example: the card's points and what happens to its condition, in order. */
export type WorthPointsInput = z.infer<typeof schema>;

/** Output of the worth-points example. */
export interface WorthPointsOutput extends ExplainedResult {
  total: number;
  /** Points scored at each event, in order. */
  scored: number[];
}

const Q = quotesOf(TEXT.quotes);

interface State {
  met: boolean;
  /** Points gained when the condition was last first met (0 when nullified). */
  gain: number;
  /** Whether the gain was nullified on entry (Khan!). */
  nullified: boolean;
}

interface Transition {
  /** Whether the event applies in this state; otherwise it scores nothing. */
  guard: (s: State) => boolean;
  next: (s: State, points: number) => State;
  score: (s: State, points: number) => number;
  says: (points: number, s: State) => string;
  ignored: string;
  cites: (s: State) => Citation;
}

// The rule as a small state machine: one transition per event, guarded by whether the condition is met.
const TRANSITIONS: Record<WorthPointsEvent, Transition> = {
  met: {
    guard: (s) => !s.met,
    next: (_s, points) => ({ met: true, gain: points, nullified: false }),
    score: (_s, points) => points,
    says: (points) => `The condition is first met: you score ${points} points once.`,
    ignored: "The condition is still met: it does not score again (not each turn).",
    cites: () => Q.crd.soranEnters,
  },
  "nullified-on-entry": {
    guard: (s) => !s.met,
    next: () => ({ met: true, gain: 0, nullified: true }),
    score: () => 0,
    says: () => "The condition is first met but the bonus points are nullified (as by Khan!): you score 0 points.",
    ignored: "The condition is already met: nothing is scored.",
    cites: () => Q.crd.khan,
  },
  ended: {
    guard: (s) => s.met,
    next: () => ({ met: false, gain: 0, nullified: false }),
    // `0 -` rather than unary minus so a nullified gain scores 0, not -0.
    score: (s) => 0 - s.gain,
    // The source itself speaks of "-0 points" after a nullified gain.
    says: (_points, s) => `The condition ceases to be met: you score ${s.gain === 0 ? "-0" : 0 - s.gain} points, the negative of the earlier gain.`,
    ignored: "The condition was not met, so its ending scores nothing.",
    cites: (s) => (s.nullified ? Q.crd.khan : Q.crd.soranLeaves),
  },
};

function rules(input: WorthPointsInput): WorthPointsOutput {
  let state: State = { met: false, gain: 0, nullified: false };
  const scored: number[] = [];
  const steps: Step[] = [
    step(`The card is worth ${input.points} points while its condition is met; it scores them when the condition is first met, not each turn.`, Q.crd.rule),
  ];
  let decidedBy = Q.crd.rule;
  input.events.forEach((event, i) => {
    const t = TRANSITIONS[event];
    if (!t.guard(state)) {
      scored.push(0);
      steps.push(step(`Event ${i + 1} (${event}): ${t.ignored}`, Q.crd.rule));
      return;
    }
    const points = t.score(state, input.points);
    steps.push(step(`Event ${i + 1} (${event}): ${t.says(input.points, state)}`, t.cites(state)));
    scored.push(points);
    decidedBy = t.cites(state);
    state = t.next(state, input.points);
  });
  const total = scored.reduce((a, b) => a + b, 0);
  const decision = `In all you score ${total} points from this card${state.met ? " (its condition is still met)" : ""}.`;
  return { total, scored, decision, steps, decidedBy };
}

/** Points a "worth points" card scores as its condition starts and stops being met (Dr. Tolian Soran: +20, then -20). */
export const worthPointsExample = createExample<WorthPointsInput, WorthPointsOutput>(TEXT, FORM, {
  defaults: { points: 20, events: ["met", "ended"] },
  schema,
  rules,
});
