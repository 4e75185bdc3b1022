import { z } from "zod";
import { citing, createExample, step } from "../create-example";
import { text } from "../schema";
import type { Citation, ExplainedResult } from "../types";

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
export type TitleRule =
  | "exact-title"
  | "colon-rule"
  | "specific-reference"
  | "no-card-group"
  | "not-exact-title"
  | "not-decided-by-title";

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

const cite = citing("1e-crd-2017-12-04/card-titles");
const EXACT = cite(
  'When a card (other than a Personnel or Ship card) specifies another card by title (without a modifier such as "any"), only a card with that exact title may be used.',
);
const SCAN = cite("For example, only a Scan can be used to initiate battle at Nebula, not a Full-Planet Scan or a Tactical Scan.");
const COLON = cite(
  'The exception to this is the "colon rule": when a card references a particular card title, cards that have that exact title followed by a colon or dash and an additional phrase (or the numeral "II") are equivalent to that card title.',
);
const UXBRIDGE = cite("For example, Calamarain is immune to both Kevin Uxbridge and Kevin Uxbridge: Convergence.");
const SUBSPACE = cite(
  'Subspace Interference nullifies Incoming Message: Attack Authorization, Incoming Message - Federation, and any other card whose title begins with "Incoming Message" followed by a colon or a dash.',
);
const WEYOUN = cite(
  "On the other hand, Weyoun's Warship can download only Engage Shuttle Operations: Dominion, not Engage Shuttle Operations or Engage Shuttle Operations: Starfleet, because the card making the reference (the Warship) specifies that specific card, not the card group.",
);
const NEELA = cite("Neela can download Bajoran Phaser, but not Bajoran Phaser Rifle, because they do not form a card group.");
const ANY = citing("1e-cr-2000-07-31/any")(
  'If a card refers to a specific Star Trek character using the word "any" (e.g., "any Miles" on Pup, "any Odo" on Intelligence Operation), it is referring to any personnel card representing the specified character (including AU icon personnel).',
);

function normalize(title: string): string {
  return title.trim().replace(/\s+/g, " ").replace(/[\u2018\u2019`]/g, "'").toLowerCase();
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
    decision: decided ? `${matches ? "Yes" : "No"}: "${candidate}" ${matches ? "may" : "may not"} be used for a reference to "${reference}".` : `The titles alone do not decide whether "${candidate}" may be used for "${reference}".`,
    steps: [step(asked), step(reason, decidedBy)],
    decidedBy,
  });

  if (cand === ref) return result(true, "exact-title", `"${candidate}" has exactly the title named.`, EXACT);
  if (inGroupOf(ref, cand)) {
    const rest = cand.slice(ref.length);
    const numeral = /^\s+ii$/.test(rest);
    const dash = !numeral && !rest.trimStart().startsWith(":");
    return result(
      true,
      "colon-rule",
      `"${candidate}" is the exact title "${reference}" followed by ${numeral ? 'the numeral "II"' : `a ${dash ? "dash" : "colon"} and an additional phrase`}, so by the colon rule it is equivalent to that title.`,
      dash ? SUBSPACE : COLON,
    );
  }
  const split = ref.split(GROUP_SPLIT);
  const base = split.length > 1 ? split[0]! : null;
  if (base && (cand === base || inGroupOf(base, cand))) {
    return result(
      false,
      "specific-reference",
      `The reference names one specific card of the "${base}" group ("${reference}"), not the card group, so only that card may be used.`,
      WEYOUN,
    );
  }
  if (input.any) {
    return result(
      false,
      "not-decided-by-title",
      `With "any", the exact-title rule does not apply, and "any" refers to any personnel card representing the specified character; titles alone cannot show whether "${candidate}" represents what "${reference}" names.`,
      ANY,
      false,
    );
  }
  if (cand.startsWith(ref)) {
    return result(
      false,
      "no-card-group",
      `"${candidate}" begins with "${reference}" but not followed by a colon or dash and a phrase, so the two do not form a card group.`,
      NEELA,
    );
  }
  if (referrerType === "other") {
    return result(false, "not-exact-title", `"${candidate}" is not the exact title "${reference}" nor a card of its group, so it may not be used.`, SCAN);
  }
  return result(
    false,
    "not-decided-by-title",
    `The exact-title rule is stated for cards other than Personnel and Ship cards, and the entry does not say what else a ${referrerType} card's reference to "${reference}" includes, so the titles alone do not decide this.`,
    EXACT,
    false,
  );
}

/** Whether a card title answers a reference to another title: exact titles, the colon rule, and its limits. */
export const cardTitleMatchExample = createExample<CardTitleMatchInput, CardTitleMatchOutput>({
  id: "1e-card-title-match",
  title: "Card titles and the colon rule",
  edition: "1E",
  summary:
    'When a card other than a Personnel or Ship names another card by title (without "any"), only that exact title may be used, except that by the colon rule a title followed by a colon or dash and a phrase (or "II") is equivalent to it. Enter the title a card refers to and the title of the card you want to use to see whether it matches and why.',
  cites: [EXACT, SCAN, COLON, UXBRIDGE, SUBSPACE, WEYOUN, NEELA, ANY],
  assumptions: [
    "Titles are compared ignoring letter case, extra spaces and the form of apostrophes.",
    'A dash counts for the colon rule when it is a spaced hyphen (" - ") or an en or em dash; a hyphen inside a word (as in "Full-Planet") does not.',
    'With "any" or with a Personnel or Ship card making the reference, an exact title and a title of its card group still match.',
  ],
  defaults: { reference: "Scan", candidate: "Full-Planet Scan", referrerType: "other", any: false },
  schema,
  rules,
});
