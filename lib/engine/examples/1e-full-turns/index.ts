import { z } from "zod";
import { MAX_TURNS } from "../../bounds";
import { createExample, quotesOf, step } from "../../create-example";
import { wholeNumber } from "../../schema";
import type { ExplainedResult } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

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

const Q = quotesOf(TEXT.quotes);

// With double turns, turn N's halves Na and Nb get consecutive indexes 2(N-1) and 2(N-1)+1.
const halfLabel = (index: number) => `${Math.floor(index / 2) + 1}${index % 2 === 0 ? "a" : "b"}`;

function rules(input: FullTurnsInput): FullTurnsOutput {
  const { currentTurn, fullTurns } = input;
  const steps = [
    step(
      "Turns are counted from the subject's point of view (for the Anti-Time Anomaly, the person who plays it), so the opponent's turns in between are skipped.",
      Q.faq.eachTurn,
    ),
  ];
  let countedTurns: string[];
  let current = String(currentTurn);
  if (input.doubleTurns) {
    const half = input.half ?? "a";
    current = `${currentTurn}${half}`;
    const start = 2 * (currentTurn - 1) + (half === "a" ? 0 : 1);
    countedTurns = Array.from({ length: fullTurns }, (_, i) => halfLabel(start + 1 + i));
    steps.push(
      step(
        "With double turns, each of the subject's turns N is two turns, Na then Nb, before play passes to the opponent; each of them is a full turn and counts as a turn.",
        Q.faq.doubleCounts,
      ),
    );
  } else {
    countedTurns = Array.from({ length: fullTurns }, (_, i) => String(currentTurn + 1 + i));
  }
  const endsAtEndOf = countedTurns[countedTurns.length - 1]!;
  steps.push(
    step(`The current turn ${current} is already underway and does not count; finish it first.`, Q.faq.notCurrent),
    step(`Then the count goes through ${fullTurns} full turn${fullTurns === 1 ? "" : "s"}: ${countedTurns.join(", ")}.`, Q.faq.fullTurn),
    step(`The effect happens at the end of turn ${endsAtEndOf}, just before the card draw that ends it.`, Q.faq.endOfTurn),
  );
  const decision = `The count of ${fullTurns} full turn${fullTurns === 1 ? "" : "s"} ends at the end of turn ${endsAtEndOf}.`;
  return { endsAtEndOf, countedTurns, decision, steps, decidedBy: input.doubleTurns ? Q.faq.doubleCounts : Q.faq.notCurrent };
}

/** The turn at whose end a count of "full turns" finishes (Anti-Time Anomaly), with or without double turns. */
export const fullTurnsExample = createExample<FullTurnsInput, FullTurnsOutput>(TEXT, FORM, {
  defaults: { currentTurn: 5, fullTurns: 3, doubleTurns: false },
  schema,
  rules,
});
