import { z } from "zod";
import { MAX_COMMANDED } from "../../bounds";
import { advanceToChoice, CONTINUE, findStep, startProcedure, triggersOf, type Procedure, type ProcedurePosition, type ProcedureStep } from "../../procedure";
import { citing, createExample, step } from "../../create-example";
import { text, wholeNumber } from "../../schema";
import type { ExplainedResult, Step } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

const cite = citing("2e-crd-2014-07-07/playing-a-card");

// Copied verbatim, so the steps shown can be found word for word in the entry.
const STEP_TEXTS: readonly (readonly [string, string])[] = [
  [
    "1",
    "Active Player (AP) examines the information available to him or her and determines that he or she can pay the costs to play a card in his or her hand and, if the card is to enter play, verifies that there is a location at which the card may do so.",
  ],
  [
    "2",
    "The AP announces his or her intention to play said card, reveals the card from his or her hand, and declares where it will enter play using game text that allows the play. Any game text on the card required to play it to its destination activates.",
  ],
  ["3", "The card's cost-related game text activates. Cost-related response actions process beginning with the AP."],
  ["4", "AP pays all costs of playing the card."],
  ["5", 'Mandatory "prevent" response actions process beginning with the AP.'],
  ["6", 'Optional "prevent" response actions process beginning with the AP.'],
  [
    "7",
    "If the playing of the card has not been prevented, that card enters play at the location specified by the AP, it becomes subject to any applicable conditional effects, its non-cost-related game text becomes active and the AP now commands the card.",
  ],
  ["8", 'Mandatory "When . . . (play/plays/played)" response actions process beginning with the AP.'],
  ["9", 'Optional "When . . . (play/plays/played)" response actions process beginning with the AP.'],
  ["10", "Once all response actions are complete, the AP may continue his or her Play and Draw Cards segment."],
];

const stepText = (id: string) => findStep(PROCEDURE, id).text;

const SELF_REFERENCE_RULE =
  "While a player is resolving game text on a card activated by playing that same card, that game text may not reference the characteristics of the played card for any purpose, unless specifically stated otherwise.";
const KTAL =
  "You may not trigger K’Tal’s game text when you play him, even though he is a High Council Member, because he does not specifically state “this personnel” in his ability.";
const EVEK = "You may not count Evek as one of your [Car] personnel while his text is still being resolved.";

/** How the played card's own "when played" text would refer to the card itself. */
export type SelfReference =
  /** Its text triggers on playing a kind of card the played card is (K'Tal: "When you play a … High Council Member"). */
  | { kind: "trigger"; statesOtherwise: boolean }
  /** Its text counts cards you command of a kind the played card is (Evek: "if you command six [Car] personnel"). */
  | { kind: "count"; statesOtherwise: boolean; required: number; commanded: number };

// Card titles run to about 60 characters.
const MAX_CARD_TITLE = 200;

// The form's flat fields ("kind" none, trigger or count, and the counting text's numbers), read into a SelfReference.
// The flat fields ("kind" none, trigger or count, and the counting text's numbers), read into a SelfReference.
const selfReferenceSchema = z
  .strictObject({
    kind: z.enum(["none", "trigger", "count"]).default("none"),
    /** The text specifically says the played card itself triggers it or counts (e.g. "this personnel"). */
    statesOtherwise: z.boolean().default(false),
    /** Counting text: the number required. */
    required: wholeNumber(0, MAX_COMMANDED).optional(),
    /** Counting text: the number you command, the played card included. */
    commanded: wholeNumber(1, MAX_COMMANDED).optional(),
  })
  .transform((ref, ctx): SelfReference | undefined => {
    if (ref.kind === "none") return undefined;
    if (ref.kind === "trigger") return { kind: "trigger", statesOtherwise: ref.statesOtherwise };
    const { required, commanded } = ref;
    if (required === undefined || commanded === undefined) {
      const path = [required === undefined ? "required" : "commanded"];
      ctx.issues.push({ code: "custom", path, input: ref, message: 'is required when the text counts cards (kind "count")' });
      return z.NEVER;
    }
    return { kind: "count", statesOtherwise: ref.statesOtherwise, required, commanded };
  });

const schema = z.strictObject({
  card: text(MAX_CARD_TITLE).optional(),
  /** Step 1: the AP can pay the costs of playing the card. */
  canPayCosts: z.boolean(),
  /** Step 1: there is a location at which the card may enter play. */
  locationAvailable: z.boolean().default(true),
  /** Steps 5 and 6: whether a mandatory or optional "prevent" response prevents the playing. */
  prevented: z.enum(["none", "mandatory", "optional"]).default("none"),
  /** The card's own game text activated by playing it, if it refers to a kind of card the played card is. */
  selfReference: selfReferenceSchema.optional(),
});

/** Input of the 2e-playing-a-card example: the card, the situation of step 1, "prevent" responses, and its own text. */
export type PlayingACardInput = z.infer<typeof schema>;

/** Output of the 2e-playing-a-card example. */
export interface PlayingACardOutput extends ExplainedResult {
  /** Step 1 was passed: the card could be played. */
  played: boolean;
  costsPaid: boolean;
  entersPlay: boolean;
  /** Every numbered step of the timing, and whether the sequence reached it. */
  timing: { id: string; text: string; reached: boolean }[];
  /** Whether the card's own text can count or trigger on the card itself (null when no self-reference is given). */
  ownTextApplies: boolean | null;
  /** For a counting text: how many cards count (the played card excluded unless stated otherwise). */
  counted: number | null;
}

interface PlayState extends ProcedurePosition {
  input: PlayingACardInput;
  played: boolean;
  costsPaid: boolean;
  preventedAt: string | null;
  entersPlay: boolean;
  log: Step[];
}

const say = (s: PlayState, line: string): PlayState => ({ ...s, log: [...s.log, step(line, cite(stepText(s.stepId)))] });

// Keyed by step id; unlisted steps are response windows, passed because no response is modelled.
const BEHAVIOUR: Record<string, Omit<ProcedureStep<PlayState>, "id" | "text">> = {
  "1": {
    apply: (s) => {
      if (!s.input.canPayCosts) return say({ ...s, finished: true }, "Step 1: the AP cannot pay the costs, so the card is not played.");
      if (s.input.locationAvailable === false)
        return say({ ...s, finished: true }, "Step 1: there is no location at which the card may enter play, so it is not played.");
      return say({ ...s, played: true }, "Step 1: the AP can pay the costs and has a location for the card.");
    },
  },
  "4": { apply: (s) => say({ ...s, costsPaid: true }, "Step 4: the AP pays all costs of playing the card.") },
  "5": {
    apply: (s) =>
      s.input.prevented === "mandatory" ? say({ ...s, preventedAt: "5" }, 'Step 5: a mandatory "prevent" response prevents the playing of the card.') : s,
  },
  "6": {
    apply: (s) =>
      s.input.prevented === "optional" && !s.preventedAt
        ? say({ ...s, preventedAt: "6" }, 'Step 6: an optional "prevent" response prevents the playing of the card.')
        : s,
  },
  "7": {
    apply: (s) =>
      s.preventedAt
        ? say(s, `Step 7: the playing was prevented (step ${s.preventedAt}), so the card does not enter play; the costs paid in step 4 stay paid.`)
        : say({ ...s, entersPlay: true }, "Step 7: the card enters play, its non-cost-related game text becomes active and the AP commands it."),
  },
};

const PROCEDURE: Procedure<PlayState> = {
  id: "playing a card (2014-07-07)",
  steps: STEP_TEXTS.map(([id, text]) => ({ id, text, ...BEHAVIOUR[id] })),
};

function judgeSelfReference(card: string, ref: SelfReference, entersPlay: boolean): { applies: boolean; counted: number | null; line: string } {
  if (ref.kind === "trigger") {
    const applies = entersPlay && ref.statesOtherwise;
    const line = !entersPlay
      ? `${card} did not enter play, so its game text does not activate.`
      : ref.statesOtherwise
        ? `${card}'s text specifically states that it refers to this card, so it triggers when ${card} is played.`
        : `${card}'s text may not reference the characteristics of ${card} itself while it resolves: it does not trigger when ${card} is played, even though ${card} is of the kind it names.`;
    return { applies, counted: null, line };
  }
  const counted = ref.statesOtherwise ? ref.commanded : ref.commanded - 1;
  const applies = entersPlay && counted >= ref.required;
  const line = !entersPlay
    ? `${card} did not enter play, so its game text does not activate.`
    : `${card} may${ref.statesOtherwise ? "" : " not"} count itself while its text is being resolved: ${counted} of the ${ref.commanded} you command count, against ${ref.required} required, so the condition is ${applies ? "met" : "not met"}.`;
  return { applies, counted, line };
}

function rules(input: PlayingACardInput): PlayingACardOutput {
  const start: PlayState = { stepId: "1", finished: false, trace: [], input, played: false, costsPaid: false, preventedAt: null, entersPlay: false, log: [] };
  const end = advanceToChoice(PROCEDURE, startProcedure(PROCEDURE, start), CONTINUE);
  const reached = new Set(end.trace);
  const timing = STEP_TEXTS.map(([id, text]) => ({ id, text, reached: reached.has(id) }));
  const steps = [...end.log];
  const windows = timing.filter((s) => s.reached && triggersOf(s.text).length > 0).map((s) => s.id);
  if (windows.length) steps.push(step(`Response windows passed with no response played: steps ${windows.join(", ")}.`));
  let decidedBy = cite(stepText(end.played ? "7" : "1"));
  let ownTextApplies: boolean | null = null;
  let counted: number | null = null;
  if (input.selfReference) {
    const judged = judgeSelfReference(input.card ?? "the card", input.selfReference, end.entersPlay);
    ownTextApplies = judged.applies;
    counted = judged.counted;
    if (end.entersPlay) decidedBy = cite(SELF_REFERENCE_RULE);
    steps.push(step(judged.line, end.entersPlay ? decidedBy : undefined));
  }
  if (end.played) steps.push(step(`Step 10: ${stepText("10")}`, cite(stepText("10"))));
  const card = input.card ?? "The card";
  const decision = !end.played
    ? `${card} is not played.`
    : !end.entersPlay
      ? `${card} is played but prevented: it does not enter play, and its costs stay paid.`
      : ownTextApplies === null
        ? `${card} enters play.`
        : `${card} enters play; its own text ${ownTextApplies ? "applies to it" : "does not count or trigger on itself"}.`;
  return { played: end.played, costsPaid: end.costsPaid, entersPlay: end.entersPlay, timing, ownTextApplies, counted, decision, steps, decidedBy };
}

/** 2E: the timing of playing a card, step by step, and whether a card's own "when played" text can refer to itself (K'Tal, Evek). */
export const playingACardExample = createExample<PlayingACardInput, PlayingACardOutput>(TEXT, FORM, {
  defaults: {
    card: "K’Tal, Senior Council Member",
    canPayCosts: true,
    locationAvailable: true,
    prevented: "none",
    selfReference: { kind: "trigger", statesOtherwise: false },
  },
  cites: [cite(SELF_REFERENCE_RULE), cite(KTAL), cite(EVEK), cite(stepText("1")), cite(stepText("7"))],
  schema,
  rules,
});
