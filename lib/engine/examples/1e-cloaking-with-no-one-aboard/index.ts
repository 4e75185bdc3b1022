import { z } from "zod";
import { MAX_PERSONNEL } from "../../bounds";
import { createExample, quotesOf, step } from "../../create-example";
import { decideParts, type DecidingRuling } from "../../rulings";
import { wholeNumber } from "../../schema";
import type { ExplainedResult } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

const Q = quotesOf(TEXT.quotes);

const schema = z.strictObject({
  /** Personnel aboard the ship. */
  personnelAboard: wholeNumber(0, MAX_PERSONNEL),
  /** What the player wants to do with the ship's cloaking device. */
  change: z.enum(["cloak", "uncloak"]),
});

/** Input of the cloaking example: who is aboard, and whether the ship is to cloak or uncloak. */
export type CloakingInput = z.infer<typeof schema>;

/** Output of the cloaking example. */
export interface CloakingOutput extends ExplainedResult {
  /** Whether the ship may change its cloaking status. */
  allowed: boolean;
}

type Parts = { allowed: boolean };

// 1995: someone aboard must change the cloaking status.
const FAQ: DecidingRuling<CloakingInput, Parts> = {
  entry: TEXT.quotes.faq.entry,
  decides: {
    allowed: ({ personnelAboard }) => ({
      value: personnelAboard > 0,
      steps: [step("Changing the cloaking status needs someone aboard to do it.", Q.faq.needAboard)],
      decidedBy: Q.faq.needAboard,
    }),
  },
};

// 2000 reverses it: no one need be aboard.
const CR: DecidingRuling<CloakingInput, Parts> = {
  entry: TEXT.quotes.cr.entry,
  ends: [FAQ.entry],
  decides: {
    allowed: () => ({
      value: true,
      steps: [step("A cloaking device no longer needs a personnel aboard to operate it.", Q.cr.noLongerRequired)],
      decidedBy: Q.cr.noLongerRequired,
    }),
  },
};

const RULINGS = [FAQ, CR];

function rules(input: CloakingInput, { version }: { version: string }): CloakingOutput {
  const { personnelAboard, change } = input;
  const { allowed } = decideParts(RULINGS, ["allowed"], input, version);
  const aboard = `${personnelAboard} personnel ${personnelAboard === 1 ? "is" : "are"} aboard.`;
  const decision = !allowed.value
    ? `No: with no one aboard, the ship may not ${change}.`
    : allowed.entry === FAQ.entry
      ? `Yes: the ship may ${change}; someone is aboard to do it.`
      : `Yes: the ship may ${change}${personnelAboard ? "" : " with no one aboard"}.`;
  return { allowed: allowed.value, decision, steps: [step(aboard), ...allowed.steps], decidedBy: allowed.decidedBy };
}

/** 1E: may a ship cloak or uncloak with no one aboard? No in the 1995 FAQ; yes since the 2000 Current Rulings. */
export const cloakingExample = createExample<CloakingInput, CloakingOutput>(TEXT, FORM, {
  defaults: { personnelAboard: 0, change: "cloak" },
  schema,
  follows: RULINGS,
  answerFields: ["allowed"],
  rules,
});
