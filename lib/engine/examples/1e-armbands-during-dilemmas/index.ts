import { z } from "zod";
import { createExample, quotesOf, step } from "../../create-example";
import type { ExplainedResult } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

const Q = quotesOf(TEXT.quotes);

const KINDS = ["instant", "random-selection", "requirements"] as const;

const schema = z.strictObject({
  /**
   * "instant": nothing to compare or check, it just happens (Armus – Skin of Evil); "random-selection": it selects at
   * random (who dies); "requirements": it has requirements to resolve (Rebel Encounter: STRENGTH>44).
   */
  dilemma: z.enum(KINDS),
  /** Whether its outcome (the result, the random selection) is already determined when the Armbands would be played. */
  outcomeDetermined: z.boolean(),
  /** The dilemma is Firestorm. */
  firestorm: z.boolean(),
});

/** Input of the Armbands example: the kind of dilemma, whether its outcome is known, and whether it is Firestorm. */
export type ArmbandsInput = z.infer<typeof schema>;

/** Output of the Armbands example. */
export interface ArmbandsOutput extends ExplainedResult {
  /** Whether Emergency Transporter Armbands may be played to beam the Away Team up, escaping the dilemma. */
  mayBeamUp: boolean;
  /** Whether those who beam away are stopped (null when they may not beam away or the version does not say). */
  stopped: boolean | null;
}

function faqRules({ dilemma, outcomeDetermined }: ArmbandsInput): ArmbandsOutput {
  if (dilemma === "instant") {
    return {
      mayBeamUp: false,
      stopped: null,
      decision: "No: the dilemma happens at once, so it is already too late.",
      steps: [step("Nothing is compared or checked: the dilemma happens instantly.", Q.faq.instant)],
      decidedBy: Q.faq.instant,
    };
  }
  const why = dilemma === "random-selection" ? Q.faq.random : Q.faq.requirements;
  const steps = [step("You may look at the dilemma, then decide, but only before its result is determined.", Q.faq.lookThenDecide)];
  if (outcomeDetermined) {
    steps.push(step(dilemma === "random-selection" ? "The random selection is made: you may not wait to see who dies." : "It is resolved: too late.", why));
    return { mayBeamUp: false, stopped: null, decision: "No: its outcome is already determined.", steps, decidedBy: why };
  }
  steps.push(
    step("Its outcome is not determined yet: the Armbands may beam the Away Team up.", why),
    step("Those who avoid the dilemma this way are stopped.", Q.faq.stopped),
  );
  return { mayBeamUp: true, stopped: true, decision: "Yes: the Away Team may beam up before the outcome, and is stopped.", steps, decidedBy: why };
}

function currentRules({ firestorm }: ArmbandsInput): ArmbandsOutput {
  const steps = [
    step(
      firestorm ? "The Armbands may still be played to escape Firestorm." : "The Armbands may no longer be played during the dilemmas of a mission attempt.",
      Q.cr.noLonger,
    ),
  ];
  return {
    mayBeamUp: firestorm,
    stopped: null,
    decision: firestorm ? "Yes, to escape Firestorm only." : "No: Emergency Transporter Armbands may no longer be played between dilemmas.",
    steps,
    decidedBy: Q.cr.noLonger,
  };
}

/** 1E: beaming away from a dilemma with Emergency Transporter Armbands: before its outcome in the 1995 FAQ; not since 2000. */
export const armbandsExample = createExample<ArmbandsInput, ArmbandsOutput>(TEXT, FORM, {
  defaults: { dilemma: "requirements", outcomeDetermined: false, firestorm: false },
  schema,
  // The 2000 mission-attempt entry decides this example; three other 2000 entries amend the same FAQ answer (no interrupts
  // during a mission attempt unless a card or rule allows it; a dilemma no one is left to resolve goes back under the
  // mission), the same day and to the same effect for the Armbands, so they change no answer here.
  follows: [
    { entry: TEXT.quotes.faq.entry },
    { entry: TEXT.quotes.cr.entry, amends: [TEXT.quotes.faq.entry] },
    ...["actions-interrupting-actions", "dilemmas-timing", "dilemmas-resolution"].map((id) => ({
      entry: `1e-cr-2000-07-31/${id}`,
      amends: [TEXT.quotes.faq.entry],
    })),
  ],
  rules: (input, { version }) => (version === "1995-02-11" ? faqRules(input) : currentRules(input)),
});
