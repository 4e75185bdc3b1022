import { z } from "zod";
import { createExample, quotesOf, step } from "../../create-example";
import { text } from "../../schema";
import type { Citation, ExplainedResult } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

const REFERRER_TYPES = ["other", "personnel", "ship"] as const;
/** The card type of the card making the reference. */
export type ReferrerType = (typeof REFERRER_TYPES)[number];

// The longest card titles run to about 60 characters; 200 leaves room.
const MAX_TITLE = 200;

const schema = z.strictObject({
  /** The title the referring card names, e.g. "Scan". */
  reference: text(MAX_TITLE),
  /** The title of the card you want to use, e.g. "Full-Planet Scan". */
  candidate: text(MAX_TITLE),
  /** Card type of the referring card (default "other"). */
  referrerType: z.enum(REFERRER_TYPES).optional(),
  /** Whether the reference carries a modifier such as "any". */
  any: z.boolean().optional(),
});

/** Input of the card-title-match example: the title referred to, the candidate's title, and the referring card. */
export type CardTitleMatchInput = z.infer<typeof schema>;

/** Which rule settled the question. */
export type TitleRule = "exact-title" | "colon-rule" | "specific-reference" | "no-card-group" | "not-exact-title" | "not-decided-by-title";

/** Output of the card-title-match example. */
export interface CardTitleMatchOutput extends ExplainedResult {
  /** Whether the candidate may be used for the reference (false also when the titles alone do not decide it). */
  matches: boolean;
  /** The reason in one sentence. */
  reason: string;
  rule: TitleRule;
  /** False when the sources do not decide the question from the titles alone. */
  decided: boolean;
}

const Q = quotesOf(TEXT.quotes);

function normalize(title: string): string {
  return title
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[\u2018\u2019`]/g, "'")
    .toLowerCase();
}

// After the base title: a colon, a spaced hyphen, or an en/em dash, then a phrase; or " II".
const GROUP_SUFFIX = /^(?:\s*:\s*\S|\s+-\s+\S|\s*[\u2013\u2014]\s*\S|\s+ii$)/;
// Where a title that names a member of a card group splits into its base title and phrase.
const GROUP_SPLIT = /\s*:\s*|\s+-\s+|\s*[\u2013\u2014]\s*|\s+ii$/;

/** Whether `title` is `base` followed by a colon or dash and a phrase, or by the numeral II (both normalized). */
function inGroupOf(base: string, title: string): boolean {
  return title.startsWith(base) && GROUP_SUFFIX.test(title.slice(base.length));
}

function rules(input: CardTitleMatchInput): CardTitleMatchOutput {
  const { reference, candidate } = input;
  const referrerType = input.referrerType ?? "other";
  const ref = normalize(reference);
  const cand = normalize(candidate);
  const asked = `Does "${candidate}" match a reference to "${reference}"${input.any ? ' (with "any")' : ""} on a ${referrerType === "other" ? "card other than a Personnel or Ship" : `${referrerType} card`}?`;
  const result = (matches: boolean, rule: TitleRule, reason: string, decidedBy: Citation, decided = true): CardTitleMatchOutput => ({
    matches,
    reason,
    rule,
    decided,
    decision: decided
      ? `${matches ? "Yes" : "No"}: "${candidate}" ${matches ? "may" : "may not"} be used for a reference to "${reference}".`
      : `The titles alone do not decide whether "${candidate}" may be used for "${reference}".`,
    steps: [step(asked), step(reason, decidedBy)],
    decidedBy,
  });

  if (cand === ref) return result(true, "exact-title", `"${candidate}" has exactly the title named.`, Q.titles.exact);
  if (inGroupOf(ref, cand)) {
    const rest = cand.slice(ref.length);
    const numeral = /^\s+ii$/.test(rest);
    const dash = !numeral && !rest.trimStart().startsWith(":");
    return result(
      true,
      "colon-rule",
      `"${candidate}" is the exact title "${reference}" followed by ${numeral ? 'the numeral "II"' : `a ${dash ? "dash" : "colon"} and an additional phrase`}, so by the colon rule it is equivalent to that title.`,
      dash ? Q.titles.subspace : Q.titles.colon,
    );
  }
  const split = ref.split(GROUP_SPLIT);
  const base = split.length > 1 ? split[0]! : null;
  if (base && (cand === base || inGroupOf(base, cand))) {
    return result(
      false,
      "specific-reference",
      `The reference names one specific card of the "${base}" group ("${reference}"), not the card group, so only that card may be used.`,
      Q.titles.weyoun,
    );
  }
  if (input.any) {
    return result(
      false,
      "not-decided-by-title",
      `With "any", the exact-title rule does not apply, and "any" refers to any personnel card representing the specified character; titles alone cannot show whether "${candidate}" represents what "${reference}" names.`,
      Q.any.any,
      false,
    );
  }
  if (cand.startsWith(ref)) {
    return result(
      false,
      "no-card-group",
      `"${candidate}" begins with "${reference}" but not followed by a colon or dash and a phrase, so the two do not form a card group.`,
      Q.titles.neela,
    );
  }
  if (referrerType === "other") {
    return result(
      false,
      "not-exact-title",
      `"${candidate}" is not the exact title "${reference}" nor a card of its group, so it may not be used.`,
      Q.titles.scan,
    );
  }
  return result(
    false,
    "not-decided-by-title",
    `The exact-title rule is stated for cards other than Personnel and Ship cards, and the entry does not say what else a ${referrerType} card's reference to "${reference}" includes, so the titles alone do not decide this.`,
    Q.titles.exact,
    false,
  );
}

/** Whether a card title answers a reference to another title: exact titles, the colon rule, and its limits. */
export const cardTitleMatchExample = createExample<CardTitleMatchInput, CardTitleMatchOutput>(TEXT, FORM, {
  defaults: { reference: "Scan", candidate: "Full-Planet Scan", referrerType: "other", any: false },
  schema,
  rules,
});
