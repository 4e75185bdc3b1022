import { z } from "zod";
import { createExample, quotesOf, step } from "../../create-example";
import type { ExplainedResult } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

const Q = quotesOf(TEXT.quotes);

const PLACES = ["phased-team", "other-team", "none"] as const;
/** Where a personnel with the skill is: in the phased (larger) Away Team, in another Away Team on the planet, or nowhere there. */
export type Place = (typeof PLACES)[number];

const schema = z.strictObject({
  /** Where the ENGINEER that would cure the dilemma is. */
  engineer: z.enum(PLACES),
  /** Where the SCIENCE that would cure the dilemma is. */
  science: z.enum(PLACES),
});

/** Input of the Phased Matter example: where the ENGINEER and the SCIENCE are. */
export type PhasedMatterInput = z.infer<typeof schema>;

/** Output of the Phased Matter example. */
export interface PhasedMatterOutput extends ExplainedResult {
  cured: boolean;
  /** The skills still to bring to another Away Team on the planet (none once cured). */
  missing: ("ENGINEER" | "SCIENCE")[];
}

const WHERE: Record<Place, string> = {
  "phased-team": "in the phased Away Team",
  "other-team": "in another Away Team on the planet",
  none: "not on the planet",
};

function rules(input: PhasedMatterInput, { version }: { version: string }): PhasedMatterOutput {
  const faq = version === "1995-02-11";
  // 1995: either group will do; since 2000 only personnel who are not phased.
  const counts = (p: Place) => p === "other-team" || (faq && p === "phased-team");
  const missing = (["ENGINEER", "SCIENCE"] as const).filter((skill) => !counts(skill === "ENGINEER" ? input.engineer : input.science));
  const cured = missing.length === 0;
  const decidedBy = faq ? Q.faq.eitherGroup : Q.cr.notPhased;
  const steps = [
    step(`The ENGINEER is ${WHERE[input.engineer]}; the SCIENCE is ${WHERE[input.science]}.`),
    faq
      ? step("An ENGINEER and a SCIENCE in either group, phased or not, cure the dilemma.", decidedBy)
      : step("Phased personnel may not be used to cure it: both must be in another Away Team on the planet.", decidedBy),
  ];
  const decision = cured
    ? "The Phased Matter is cured."
    : `Not cured: ${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} still needed${faq ? "" : " in an Away Team that is not phased"}.`;
  return { cured, missing, decision, steps, decidedBy };
}

/** 1E: who may cure Phased Matter: either group in the 1995 FAQ, only personnel who are not phased since 2000. */
export const phasedMatterExample = createExample<PhasedMatterInput, PhasedMatterOutput>(TEXT, FORM, {
  defaults: { engineer: "phased-team", science: "other-team" },
  schema,
  follows: [{ entry: TEXT.quotes.faq.entry }, { entry: TEXT.quotes.cr.entry, ends: [TEXT.quotes.faq.entry] }],
  rules,
});
