import { z } from "zod";
import { createExample, quotesOf, step } from "../../create-example";
import type { ExplainedResult } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

const Q = quotesOf(TEXT.quotes);

const schema = z.strictObject({
  /** The personnel: Commander Data or another Soong-type android, or an Exocomp. */
  personnel: z.enum(["soong-type", "exocomp"]),
  /**
   * The card in question: one that needs an android (a cure that counts androids, as the FAQ asks of the Ktarian
   * Game), or one that affects living things and that there is good reason to believe would not affect an
   * artificial being (Hyperaging, for one that does not age).
   */
  card: z.enum(["needs-android", "affects-living-things"]),
});

/** Input of the androids example: the personnel and the card. */
export type AndroidsInput = z.infer<typeof schema>;

/** Output of the androids example. */
export interface AndroidsOutput extends ExplainedResult {
  isAndroid: boolean;
  /** For a card that affects living things: whether it affects the personnel (null for a card that needs an android). */
  affected: boolean | null;
}

function rules(input: AndroidsInput, { version }: { version: string }): AndroidsOutput {
  const faq = version === "1995-02-11";
  const exocomp = input.personnel === "exocomp";
  const who = exocomp ? "An Exocomp" : "A Soong-type android (Commander Data among them)";
  const isAndroid = !exocomp || !faq;
  const androidStep = exocomp
    ? faq
      ? step("An Exocomp is a sentient artificial life-form, but not an android.", Q.exocomps.notAndroids)
      : step("An Exocomp is considered an android (but not a Soong-type android).", Q.exocomp.isAndroid)
    : step(`${who} is an android${faq ? ": human in appearance and abilities" : ""}.`, faq ? Q.exocomps.notAndroids : Q.android.species);
  if (input.card === "needs-android") {
    const decidedBy = androidStep.cites!;
    return { isAndroid, affected: null, decision: `${who} ${isAndroid ? "counts" : "does not count"} as an android.`, steps: [androidStep], decidedBy };
  }
  const decidedBy = faq ? Q.lifeforms.notAffected : Q.android.affected;
  const effect = faq
    ? step(
        "Androids and Exocomps are not affected by cards that specifically affect living things, when there is good reason to believe they logically would not be (Hyperaging would not affect beings that do not age).",
        decidedBy,
      )
    : step("Androids, Exocomps included, are affected normally by all cards.", decidedBy);
  return {
    isAndroid,
    affected: !faq,
    decision: faq ? `${who} is not affected by the card.` : `${who} is affected normally by the card.`,
    steps: [androidStep, effect],
    decidedBy,
  };
}

/** 1E: Exocomps and androids: not androids and not affected by cards for living things in 1995; androids, affected normally, since 2000. */
export const androidsExample = createExample<AndroidsInput, AndroidsOutput>(TEXT, FORM, {
  defaults: { personnel: "exocomp", card: "needs-android" },
  schema,
  follows: [
    { entry: TEXT.quotes.lifeforms.entry },
    { entry: TEXT.quotes.exocomps.entry },
    { entry: TEXT.quotes.android.entry, ends: [TEXT.quotes.lifeforms.entry, TEXT.quotes.exocomps.entry] },
    { entry: TEXT.quotes.exocomp.entry, ends: [TEXT.quotes.exocomps.entry] },
  ],
  rules,
});
