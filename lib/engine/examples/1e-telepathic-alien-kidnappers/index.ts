import { z } from "zod";
import { MAX_COPIES } from "../../bounds";
import { createExample, quotesOf, step } from "../../create-example";
import { wholeNumber } from "../../schema";
import type { ExplainedResult } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

const Q = quotesOf(TEXT.quotes);

const schema = z.strictObject({
  /** Copies of Telepathic Alien Kidnappers you have in play. */
  copies: wholeNumber(0, MAX_COPIES),
});

/** Input of the Telepathic Alien Kidnappers example: the copies in play. */
export type KidnappersInput = z.infer<typeof schema>;

/** Output of the Telepathic Alien Kidnappers example. */
export interface KidnappersOutput extends ExplainedResult {
  /** Guesses at the end of each of your turns. */
  guesses: number;
}

const times = (n: number) => (n === 1 ? "once" : n === 2 ? "twice" : `${n} times`);

function rules({ copies }: KidnappersInput, { version }: { version: string }): KidnappersOutput {
  const faq = version === "1995-02-11";
  const guesses = faq ? copies : Math.min(1, copies);
  const steps = [
    step(`You have ${copies} ${copies === 1 ? "copy" : "copies"} in play; each guesses at the end of each of your own turns.`, Q.faqCard.eachOwnTurn),
  ];
  if (faq) {
    steps.push(step("The Kidnappers are cumulative: every copy has its effect.", Q.faq.yes));
    if (copies > 1) steps.push(step("The opponent reshuffles between the guesses.", Q.faqCard.reshuffle));
  } else {
    steps.push(
      step("Their effect is an end-of-turn action, and for cumulativity all end-of-turn actions happen at the same time.", Q.cr.sameTime),
      step("So only one copy has its effect each turn.", Q.cr.onlyOne),
    );
  }
  const decidedBy = faq ? Q.faq.yes : Q.cr.onlyOne;
  return {
    guesses,
    decision: guesses === 0 ? "No guess: no copy is in play." : `You guess ${times(guesses)} at the end of each of your turns.`,
    steps,
    decidedBy,
  };
}

/** 1E: guesses with several Telepathic Alien Kidnappers: one per copy in the 1995 FAQ, one in all since 2000. */
export const kidnappersExample = createExample<KidnappersInput, KidnappersOutput>(TEXT, FORM, {
  defaults: { copies: 2 },
  schema,
  follows: [
    { entry: TEXT.quotes.faq.entry },
    { entry: TEXT.quotes.faqCard.entry },
    { entry: TEXT.quotes.cr.entry, ends: [TEXT.quotes.faq.entry], amends: [TEXT.quotes.faqCard.entry] },
  ],
  rules,
});
