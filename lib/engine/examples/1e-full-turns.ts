import { z } from "zod";
import { MAX_TURNS } from "../bounds";
import { createExample, field, wholeNumber } from "../schema";
import type { Citation, ExplainedResult } from "../types";

// currentTurn is a number, or with double turns a label such as "5a": which one depends on doubleTurns, so it is read
// after the object (readCurrentTurn).
const schema = z
  .strictObject({
    /** The subject's current turn: a number ("5"), or with double turns a half-turn label ("5a" or "5b"). */
    currentTurn: field(z.union([z.number(), z.string().max(20)], { error: 'must be a turn number or a label like "5a"' }), {
      label: `Subject's current turn, 1 to ${MAX_TURNS} (e.g. 5, or 5a / 5b with double turns)`,
    }),
    /** How many full turns the card counts (Anti-Time Anomaly: 3). */
    fullTurns: field(wholeNumber(1, MAX_TURNS), { label: "Full turns counted" }),
    /** Whether the subject takes double turns (Horga'hn): each turn N is then two turns, Na and Nb. */
    doubleTurns: field(z.boolean(), { label: "Subject takes double turns (Horga'hn)" }).optional(),
  })
  .transform(readCurrentTurn);

/** Input of the full-turns example: the subject's current turn ("5", or "5a"/"5b" with double turns), the full turns counted. */
export type FullTurnsInput = z.infer<typeof schema>;

/** Output of the full-turns example. */
export interface FullTurnsOutput extends ExplainedResult {
  /** The turn at whose end the count finishes: "8", or "6b" with double turns. */
  endsAtEndOf: string;
  /** The full turns counted, in order. */
  countedTurns: string[];
}

const cite = (sentence: string): Citation => ({
  topicId: "1e/definition-of-turns",
  entryId: "1e-faq-1995-02-11/definition-of-turns",
  date: "1995-02-11",
  sentence,
});
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

type RawFullTurns = { currentTurn: number | string; fullTurns: number; doubleTurns?: boolean };

function readCurrentTurn(input: RawFullTurns, ctx: z.RefinementCtx<RawFullTurns>) {
  const turn = input.currentTurn;
  const problem = (message: string) => {
    ctx.issues.push({ code: "custom", message, input: turn, path: ["currentTurn"] });
    return z.NEVER;
  };
  const inRange = (n: number) => (n < 1 ? "must be at least 1" : n > MAX_TURNS ? `must be at most ${MAX_TURNS}` : null);
  if (input.doubleTurns) {
    const m = typeof turn === "string" ? /^\s*(\d+)\s*([ab])\s*$/i.exec(turn) : null;
    if (!m) return problem('with double turns, must be a label like "5a" (first of the double turn) or "5b" (second)');
    const n = Number(m[1]);
    const range = inRange(n);
    if (range) return problem(`the turn number ${range}`);
    return { ...input, currentTurn: `${n}${m[2]!.toLowerCase()}` };
  }
  const n = typeof turn === "string" && /^\s*\d+\s*$/.test(turn) ? Number(turn) : turn;
  if (typeof n === "string") return problem(/\d\s*[ab]\s*$/i.test(n) ? 'labels like "5a" need doubleTurns: true' : "must be a turn number");
  if (!Number.isInteger(n)) return problem("must be a whole number");
  const range = inRange(n);
  return range ? problem(range) : { ...input, currentTurn: n };
}

function run(input: FullTurnsInput): FullTurnsOutput {
  const { currentTurn, fullTurns } = input;
  const explanation = [
    "Turns are counted from the subject's point of view (for the Anti-Time Anomaly, the person who plays it), so the opponent's turns in between are skipped.",
  ];
  let countedTurns: string[];
  if (input.doubleTurns) {
    // The schema has made it a label like "5a" or "5b".
    const m = /^(\d+)([ab])$/.exec(String(currentTurn))!;
    const start = 2 * (Number(m[1]) - 1) + (m[2] === "a" ? 0 : 1);
    countedTurns = Array.from({ length: fullTurns }, (_, i) => halfLabel(start + 1 + i));
    explanation.push(
      `With double turns, each of the subject's turns N is two turns, Na then Nb, before play passes to the opponent; each of them is a full turn and counts as a turn.`,
    );
  } else {
    const start = Number(currentTurn);
    countedTurns = Array.from({ length: fullTurns }, (_, i) => String(start + 1 + i));
  }
  const endsAtEndOf = countedTurns[countedTurns.length - 1]!;
  explanation.push(
    `The current turn ${currentTurn} is already underway and does not count; finish it first.`,
    `Then the count goes through ${fullTurns} full turn${fullTurns === 1 ? "" : "s"}: ${countedTurns.join(", ")}.`,
    `The effect happens at the end of turn ${endsAtEndOf}, just before the card draw that ends it.`,
  );
  return { endsAtEndOf, countedTurns, explanation, decidedBy: input.doubleTurns ? DOUBLE_COUNTS : NOT_CURRENT };
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
  run,
});
