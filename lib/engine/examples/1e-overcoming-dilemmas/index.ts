import { z } from "zod";
import { createExample, quotesOf, step } from "../../create-example";
import { decideParts, explainParts, type DecidingRuling, type PartRuling } from "../../rulings";
import type { Citation, ExplainedResult } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

const Q = quotesOf(TEXT.quotes);

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

/** The parts of the answer, each decided by the latest ruling in force that speaks to it. */
interface Parts {
  /** Whether the dilemma counts as overcome. */
  overcome: boolean;
  /** Whether the Away Team or crew is stopped. */
  stopped: boolean;
}

/** Output of the overcoming-dilemmas example. */
export interface OvercomingOutput extends ExplainedResult, Parts {}

const PARTS = ["overcome", "stopped"] as const;

const ruled = <V>(value: V, text: string, cites: Citation): PartRuling<V> => ({ value, steps: [step(text, cites)], decidedBy: cites });

// 1995: (1) no conditions: overcome, nobody stopped; (2) conditions: overcome and not stopped only when they are met.
const FAQ: DecidingRuling<OvercomingInput, Parts> = {
  entry: "1e-faq-1995-02-11/overcoming-dilemmas",
  decides: {
    overcome: ({ hasConditions, conditionsMet }) =>
      !hasConditions
        ? ruled(true, "The dilemma has no conditions: it is overcome automatically.", Q.faq.noConditions)
        : conditionsMet
          ? ruled(true, "Its conditions are met: the dilemma is overcome.", Q.faq.meetConditions)
          : ruled(false, "Its conditions are not met: the dilemma is not overcome.", Q.faq.meetConditions),
    stopped: ({ hasConditions, conditionsMet }) =>
      !hasConditions
        ? ruled(false, "Without conditions it has its effect, but does not stop the Away Team.", Q.faq.noConditions)
        : conditionsMet
          ? ruled(false, "Met, its conditions do not stop the Away Team: the attempt goes on.", Q.faq.withConditions)
          : ruled(true, "Unmet, its conditions stop the Away Team, and it has its effect.", Q.faq.withConditions),
  },
};

// 2000 amends the FAQ's rule (2) where the dilemma's targets are absent: discarded, nobody stopped. The rest stands.
const TARGETS: DecidingRuling<OvercomingInput, Parts> = {
  entry: "1e-cr-2000-07-31/dilemmas-resolution-targets",
  amends: [FAQ.entry],
  decides: {
    stopped: ({ targetsAbsent }) =>
      targetsAbsent
        ? {
            value: false,
            steps: [
              step("The cards the dilemma specifies are not present: it is discarded.", Q.targets.discard),
              step("Nobody is stopped, even if its conditions were not met.", Q.targets.notStopped),
            ],
            decidedBy: Q.targets.notStopped,
          }
        : undefined,
  },
};

// 2017 amends what counts as overcome; who is stopped is still the FAQ's rule (and the 2000 exception).
const CRD: DecidingRuling<OvercomingInput, Parts> = {
  entry: "1e-crd-2017-12-04/overcome",
  amends: [FAQ.entry],
  decides: {
    overcome: ({ hasConditions, conditionsMet, targetsAbsent }) =>
      targetsAbsent
        ? ruled(false, "Discarded because its targets are absent, not by meeting its conditions: it is not overcome.", Q.crd.otherMeans)
        : !hasConditions
          ? ruled(false, "The dilemma has no conditions: it is not considered overcome.", Q.crd.noConditions)
          : conditionsMet
            ? ruled(true, "Its conditions are met: it is overcome.", Q.crd.onceMet)
            : ruled(false, "A condition failed: the dilemma is discarded without being overcome.", Q.crd.otherMeans),
  },
};

// 2017 also amends where an overcome dilemma with a point box goes (the bonus point area, not the discard pile), which
// this example does not ask: it decides none of its parts.
const BONUS: DecidingRuling<OvercomingInput, Parts> = { entry: "1e-crd-2017-12-04/bonus-point-area", amends: [FAQ.entry], decides: {} };

const RULINGS = [FAQ, TARGETS, CRD, BONUS];

const verdict = (overcome: boolean) => (overcome ? "Overcome" : "Not overcome");
const stopping = (stopped: boolean) => (stopped ? "the Away Team is stopped" : "nobody is stopped");

function rules(input: OvercomingInput, { version }: { version: string }): OvercomingOutput {
  const parts = decideParts(RULINGS, PARTS, input, version);
  const { steps, decidedBy } = explainParts(parts, PARTS);
  const overcome = parts.overcome.value;
  const stopped = parts.stopped.value;
  return { overcome, stopped, decision: `${verdict(overcome)}; ${stopping(stopped)}.`, steps, decidedBy };
}

/** 1E: when a dilemma is overcome: the 1995 FAQ's rule, amended in 2000 (absent targets) and 2017 (what counts as overcome). */
export const overcomingDilemmasExample = createExample<OvercomingInput, OvercomingOutput>(TEXT, FORM, {
  defaults: { hasConditions: false, conditionsMet: false, targetsAbsent: false },
  schema,
  follows: RULINGS,
  answerFields: PARTS,
  rules,
});
