import { z } from "zod";
import { createExample, quotesOf, step } from "../../create-example";
import type { Citation, ExplainedResult, Step } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

const Q = quotesOf(TEXT.quotes);
const VERSIONS = ["1995-02-11", "2000-07-31", "2017-12-04"] as const;

const schema = z.strictObject({
  /** The dilemma has conditions ("Unless …"); without them it just happens (Armus – Skin of Evil). */
  hasConditions: z.boolean(),
  /** The Away Team or crew meets them. */
  conditionsMet: z.boolean(),
  /** The dilemma specifies cards with particular characteristics (a male, a personnel with Empathy) and none is present. */
  targetsAbsent: z.boolean(),
});

/** Input of the overcoming-dilemmas example: the dilemma's conditions, whether they are met, and whether its targets are there. */
export type OvercomingInput = z.infer<typeof schema>;

/** Output of the overcoming-dilemmas example. */
export interface OvercomingOutput extends ExplainedResult {
  /** Whether the dilemma counts as overcome (null: the version followed does not say). */
  overcome: boolean | null;
  /** Whether the Away Team or crew is stopped (null: the version followed does not say). */
  stopped: boolean | null;
}

interface Ruling {
  overcome: boolean | null;
  stopped: boolean | null;
  steps: Step[];
  decidedBy: Citation;
}

// The 1995 FAQ's rule, which stood until 2017 wherever the 2000 targets rule does not apply.
function faqRule({ hasConditions, conditionsMet }: OvercomingInput): Ruling {
  if (!hasConditions)
    return {
      overcome: true,
      stopped: false,
      steps: [step("The dilemma has no conditions: it has its effect and is overcome automatically, without stopping anyone.", Q.faq.noConditions)],
      decidedBy: Q.faq.noConditions,
    };
  if (conditionsMet)
    return {
      overcome: true,
      stopped: false,
      steps: [step("The conditions are met: the dilemma is overcome, and the attempt goes on.", Q.faq.meetConditions)],
      decidedBy: Q.faq.meetConditions,
    };
  return {
    overcome: false,
    stopped: true,
    steps: [step("The conditions are not met: the dilemma is not overcome; the Away Team is stopped and affected.", Q.faq.failConditions)],
    decidedBy: Q.faq.withConditions,
  };
}

function targetsRule(): Ruling {
  return {
    overcome: null,
    stopped: false,
    steps: [
      step("The cards the dilemma specifies are not present: it is discarded.", Q.targets.discard),
      step("Nobody is stopped, even if its conditions were not met; the entry does not say whether it is overcome.", Q.targets.notStopped),
    ],
    decidedBy: Q.targets.notStopped,
  };
}

function glossaryRule(input: OvercomingInput): Ruling {
  const stopped = input.targetsAbsent ? false : null;
  if (input.targetsAbsent) {
    return {
      ...targetsRule(),
      overcome: false,
      steps: [...targetsRule().steps, step("Discarded by some other means than meeting its conditions, it is not overcome.", Q.crd.otherMeans)],
      decidedBy: Q.crd.otherMeans,
    };
  }
  if (!input.hasConditions)
    return {
      overcome: false,
      stopped,
      steps: [step("The dilemma has no conditions: it is not considered overcome.", Q.crd.noConditions)],
      decidedBy: Q.crd.noConditions,
    };
  if (input.conditionsMet)
    return { overcome: true, stopped, steps: [step("Its conditions are met: it is overcome.", Q.crd.onceMet)], decidedBy: Q.crd.onceMet };
  return {
    overcome: false,
    stopped,
    steps: [step("A condition failed: the dilemma is discarded without being overcome.", Q.crd.otherMeans)],
    decidedBy: Q.crd.otherMeans,
  };
}

const verdict = (overcome: boolean | null) =>
  overcome === null ? "Overcome or not, the rulings of the time do not say" : overcome ? "Overcome" : "Not overcome";
const stopping = (stopped: boolean | null) => (stopped === null ? "" : stopped ? "; the Away Team is stopped" : "; nobody is stopped");

function rules(input: OvercomingInput, { version }: { version: string }): OvercomingOutput {
  const r = version === "2017-12-04" ? glossaryRule(input) : version === "2000-07-31" && input.targetsAbsent ? targetsRule() : faqRule(input);
  return { overcome: r.overcome, stopped: r.stopped, decision: `${verdict(r.overcome)}${stopping(r.stopped)}.`, steps: r.steps, decidedBy: r.decidedBy };
}

/** 1E: when a dilemma is overcome: the 1995 FAQ's rule, the 2000 amendment for absent targets, the 2017 reversal. */
export const overcomingDilemmasExample = createExample<OvercomingInput, OvercomingOutput>(TEXT, FORM, {
  defaults: { hasConditions: false, conditionsMet: false, targetsAbsent: false },
  schema,
  versions: VERSIONS,
  rules,
});
