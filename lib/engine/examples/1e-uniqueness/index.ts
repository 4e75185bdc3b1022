import { z } from "zod";
import { createExample, quotesOf, step } from "../../create-example";
import type { Citation, ExplainedResult } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };

const CARD_TYPES = ["personnel", "ship", "facility", "site", "mission", "time-location", "other"] as const;
const MARKINGS = ["none", "unique", "not-duplicatable"] as const;
const ACTIONS = ["play", "seed", "encounter", "earn", "activate"] as const;

const schema = z.strictObject({
  /** The card's type ("other": events, interrupts, equipment, dilemmas, artifacts, …). */
  cardType: z.enum(CARD_TYPES),
  /** It has the four-diamond [univ] symbol before its name. */
  universalIcon: z.boolean().optional(),
  /** It has an enigma icon [enig]. */
  enigmaIcon: z.boolean().optional(),
  /** What its game text says: "Unique", "Not duplicatable", or neither. */
  marking: z.enum(MARKINGS).default("none"),
  /** What happens to the second copy or version: played, seeded, or encountered / earned / activated. */
  action: z.enum(ACTIONS),
  /** The second copy belongs to the player who has the first in play. */
  sameOwner: z.boolean().default(true),
  /** Sites: the second copy would be on the same Nor. */
  sameNor: z.boolean().default(true),
});

/** Input of the uniqueness example: a card of the same persona (or a copy) is already in play; what of another one? */
export type UniquenessInput = z.infer<typeof schema>;

/** What becomes of the second copy or version. */
export type UniquenessOutcome = "allowed" | "not-allowed" | "discarded" | "stacked" | "placed-out-of-play" | "not-stated";

/** Output of the uniqueness example. */
export interface UniquenessOutput extends ExplainedResult {
  /** How the card counts: universal, unique (per player), unique per station (sites), or not duplicatable (any player). */
  status: "universal" | "unique" | "unique-per-station" | "not-duplicatable";
  outcome: UniquenessOutcome;
}

const Q = quotesOf(TEXT.quotes);

const HAS_ICON_RULE = new Set<UniquenessInput["cardType"]>(["personnel", "ship", "facility", "site", "mission", "time-location"]);

function statusOf(input: UniquenessInput): { status: UniquenessOutput["status"]; why: string; cite: Citation } {
  const { cardType } = input;
  if (input.marking === "not-duplicatable")
    return { status: "not-duplicatable", why: 'Its game text says "Not duplicatable".', cite: Q.uniqueAndUniversal.anyPlayer };
  if (HAS_ICON_RULE.has(cardType)) {
    if (input.universalIcon)
      return { status: "universal", why: `A ${cardType.replace("-", " ")} with the [univ] symbol is universal.`, cite: Q.uniqueAndUniversal.universal };
    if (cardType === "mission" || cardType === "time-location") {
      return {
        status: "not-duplicatable",
        why: `Without the [univ] symbol, a ${cardType.replace("-", " ")} is not duplicatable.`,
        cite: Q.uniqueAndUniversal.missions,
      };
    }
    if (cardType === "site")
      return { status: "unique-per-station", why: "Without the [univ] symbol, a site is unique per station.", cite: Q.uniqueAndUniversal.sites };
    if (input.enigmaIcon)
      return { status: "unique", why: `An Enigma ${cardType} is held to one per player, like a unique one.`, cite: Q.uniqueAndUniversal.samePlayer };
    return { status: "unique", why: `Without the [univ] symbol, a ${cardType} is unique.`, cite: Q.uniqueAndUniversal.uniqueByDefault };
  }
  if (input.marking === "unique") return { status: "unique", why: 'Its game text says "Unique".', cite: Q.uniqueAndUniversal.samePlayer };
  return { status: "universal", why: 'Cards of other types are universal unless marked "Unique" or "Not duplicatable".', cite: Q.uniqueAndUniversal.others };
}

const DECISIONS: Record<UniquenessOutcome, (verb: string) => string> = {
  allowed: (verb) => `Yes: the other copy or version may be ${verb}.`,
  "not-allowed": (verb) => `No: the other copy or version may not be ${verb}.`,
  discarded: (verb) => `The other copy is discarded when ${verb}.`,
  stacked: () => "The second copy is stacked atop the first: one location.",
  "placed-out-of-play": () => "The other version is placed out-of-play instead of being seeded.",
  "not-stated": (verb) => `The entry does not say whether it may be ${verb}.`,
};

function rules(input: UniquenessInput): UniquenessOutput {
  const { status, why, cite: statusCite } = statusOf(input);
  const explanation = [why];
  const found = input.action === "encounter" || input.action === "earn" || input.action === "activate";
  const verb = { play: "played", seed: "seeded", encounter: "encountered", earn: "earned", activate: "activated" }[input.action];
  let outcome: UniquenessOutcome;
  let decidedBy = statusCite;

  if (status === "universal") {
    outcome = "allowed";
    explanation.push("Each player may have multiple copies in play at a time.");
  } else if (status === "unique-per-station") {
    outcome = input.sameNor ? "not-allowed" : "allowed";
    explanation.push(
      input.sameNor ? "This Nor already has one of this kind of site, and each Nor is limited to one." : "A different Nor may have its own copy.",
    );
    decidedBy = Q.uniqueAndUniversal.perNor;
  } else if (status === "not-duplicatable") {
    if (found) {
      outcome = "discarded";
      explanation.push(`Another copy ${verb} by any player is discarded.`);
      decidedBy = Q.uniqueAndUniversal.anyPlayer;
    } else if (input.cardType === "mission" && input.action === "seed") {
      outcome = "stacked";
      explanation.push("A mission already seeded on the spaceline: the second copy is stacked atop the first, making a single location.");
      decidedBy = Q.uniqueAndUniversal.stacked;
    } else if (input.cardType === "facility" && input.action === "seed" && !input.sameOwner) {
      outcome = "placed-out-of-play";
      explanation.push(
        "The opponent may not seed another version of a not-duplicatable facility persona; it is placed out-of-play instead (Deep Space 9 seeded, then Terok Nor).",
      );
      decidedBy = Q.deepSpace9.ds9;
    } else {
      outcome = "not-allowed";
      explanation.push(`Another copy may not be ${verb} by any player, its owner or the opponent.`);
      decidedBy = Q.uniqueAndUniversal.anyPlayer;
    }
  } else if (!input.sameOwner) {
    outcome = "allowed";
    explanation.push(`The restriction is per player: the opponent's own copy or version may be ${verb}${found ? " without being discarded" : ""}.`);
    decidedBy = Q.uniqueAndUniversal.samePlayer;
  } else if (found) {
    outcome = "discarded";
    explanation.push(
      `Another copy belonging to the same player is discarded when ${verb}, whoever ${input.action === "encounter" ? "encounters" : input.action === "earn" ? "earns" : "activates"} it.`,
    );
    decidedBy = Q.uniqueAndUniversal.samePlayer;
  } else if (input.action === "play") {
    outcome = "not-allowed";
    explanation.push("The same player may not play another copy or version of the same persona while this one is in play.");
    decidedBy = Q.uniqueAndUniversal.samePlayer;
  } else {
    outcome = "not-stated";
    explanation.push(
      'For unique cards the entry speaks of a copy "played", encountered, earned or activated; it does not say whether the same player may seed one. (Not duplicatable cards, missions and time locations are held to one seeded copy.)',
    );
    decidedBy = Q.uniqueAndUniversal.samePlayer;
  }
  const steps = [step(why, statusCite), step(explanation[1]!, decidedBy)];
  return { status, outcome, decision: DECISIONS[outcome](verb), steps, decidedBy };
}

/** 1E: may another copy or version of the same persona come into play (unique, universal, Enigma, not duplicatable, sites, missions)? */
export const uniquenessExample = createExample<UniquenessInput, UniquenessOutput>(TEXT, FORM, {
  defaults: { cardType: "personnel", universalIcon: false, enigmaIcon: false, marking: "none", action: "play", sameOwner: true, sameNor: true },
  schema,
  rules,
});
