import { z } from "zod";
import { MAX_TURNS } from "../bounds";
import { citing, createExample, step } from "../create-example";
import { wholeNumber } from "../schema";
import type { ExplainedResult } from "../types";

const schema = z.strictObject({
  /** The subject's current turn, counting the subject's own turns only (the source's example has none; 5 here). */
  currentTurn: wholeNumber(1, MAX_TURNS),
  /** Whether the subject takes double turns (Horga'hn): each turn N is then two turns, Na and Nb. */
  doubleTurns: z.boolean().optional(),
  /** With double turns, which turn of the current double turn it is: "a" the first (default), "b" the second; ignored otherwise. */
  half: z.enum(["a", "b"]).optional(),
  /** How many full turns the card counts (Anti-Time Anomaly: 3). */
  fullTurns: wholeNumber(1, MAX_TURNS),
});

/** Input of the full-turns example: the subject's current turn (and half, with double turns) and the full turns counted. */
export type FullTurnsInput = z.infer<typeof schema>;

/** Output of the full-turns example. */
export interface FullTurnsOutput extends ExplainedResult {
  /** The turn at whose end the count finishes: "8", or "6b" with double turns. */
  endsAtEndOf: string;
  /** The full turns counted, in order. */
  countedTurns: string[];
}

const cite = citing("1e-faq-1995-02-11/definition-of-turns");
const FULL_TURN = cite(
  '"Full Turn" -- this definition is a little more specific, a "full turn" means one complete turn segment of the subject, from beginning to end.',
);
const NOT_CURRENT = cite("You do not count the turn you are currently in.");
const ANOMALY = cite(
  "So, you would finish this turn, and then the countdown goes through three full turns with the Anomaly striking at the end of that third full turn.",
);
const EACH_TURN = cite("\"Each Turn\" -- each of the subject's turns (skipping the other player).");
const END_OF_TURN = cite('Anything that the cards say happens "at the end of a turn" happens just before the card draw.');
const DOUBLE_TURNS = cite('"Double Turns" — one card, the Horga\'hn, allows you to take "double turns".');
const DOUBLE_MEANS = cite(
  "This means the player takes one normal turn and then immediately takes another turn before the play alternates to the opponent.",
);
const DOUBLE_COUNTS = cite("Each turn in the double-turn is a full turn and counts as a turn.");

// With double turns, turn N's halves Na and Nb get consecutive indexes 2(N-1) and 2(N-1)+1.
const halfLabel = (index: number) => `${Math.floor(index / 2) + 1}${index % 2 === 0 ? "a" : "b"}`;

function rules(input: FullTurnsInput): FullTurnsOutput {
  const { currentTurn, fullTurns } = input;
  const steps = [step("Turns are counted from the subject's point of view (for the Anti-Time Anomaly, the person who plays it), so the opponent's turns in between are skipped.", EACH_TURN)];
  let countedTurns: string[];
  let current = String(currentTurn);
  if (input.doubleTurns) {
    const half = input.half ?? "a";
    current = `${currentTurn}${half}`;
    const start = 2 * (currentTurn - 1) + (half === "a" ? 0 : 1);
    countedTurns = Array.from({ length: fullTurns }, (_, i) => halfLabel(start + 1 + i));
    steps.push(step("With double turns, each of the subject's turns N is two turns, Na then Nb, before play passes to the opponent; each of them is a full turn and counts as a turn.", DOUBLE_COUNTS));
  } else {
    countedTurns = Array.from({ length: fullTurns }, (_, i) => String(currentTurn + 1 + i));
  }
  const endsAtEndOf = countedTurns[countedTurns.length - 1]!;
  steps.push(
    step(`The current turn ${current} is already underway and does not count; finish it first.`, NOT_CURRENT),
    step(`Then the count goes through ${fullTurns} full turn${fullTurns === 1 ? "" : "s"}: ${countedTurns.join(", ")}.`, FULL_TURN),
    step(`The effect happens at the end of turn ${endsAtEndOf}, just before the card draw that ends it.`, END_OF_TURN),
  );
  const decision = `The count of ${fullTurns} full turn${fullTurns === 1 ? "" : "s"} ends at the end of turn ${endsAtEndOf}.`;
  return { endsAtEndOf, countedTurns, decision, steps, decidedBy: input.doubleTurns ? DOUBLE_COUNTS : NOT_CURRENT };
}

/** The turn at whose end a count of "full turns" finishes (Anti-Time Anomaly), with or without double turns. */
export const fullTurnsExample = createExample<FullTurnsInput, FullTurnsOutput>({
  id: "1e-full-turns",
  title: 'Counting "full turns"',
  edition: "1E",
  summary:
    'A "full turn" is one complete turn of the subject, from beginning to end, and does not include the turn already underway: the Anti-Time Anomaly strikes at the end of the third of the subject\'s next full turns. With double turns (Horga\'hn) each turn of the double turn is a full turn. Enter the subject\'s current turn and the number of full turns to see at the end of which turn the count finishes.',
  cites: [FULL_TURN, NOT_CURRENT, ANOMALY, EACH_TURN, END_OF_TURN, DOUBLE_TURNS, DOUBLE_MEANS, DOUBLE_COUNTS],
  assumptions: [
    "Turn numbers count the subject's own turns only; the source gives none, so the default starts on the subject's turn 5.",
    "With double turns, the subject takes a double turn every time during the count.",
  ],
  defaults: { currentTurn: 5, fullTurns: 3, doubleTurns: false },
  schema,
  rules,
});
