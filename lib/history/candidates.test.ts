import { describe, expect, it } from "vitest";
import type { DocumentId, EntryId, TopicId } from "../model";
import { findRelationCandidates, type CandidateInput } from "./candidates";

const entry = (doc: "faq" | "cr", title: string, text: string): CandidateInput => {
  const slug = title.toLowerCase().replace(/\W+/g, "-");
  return {
    id: `${doc}/${slug}` as EntryId,
    edition: "1E",
    documentId: doc as DocumentId,
    date: doc === "faq" ? "1995-02-11" : "2000-07-31",
    title,
    kind: doc === "faq" ? "faq" : "general",
    text,
    topicId: `1e/${slug}` as TopicId,
    refs: [],
  };
};

// Filler rulings with their own vocabulary, so that the pairs under test use words that are rare in the edition.
const WORDS =
  "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu".split(
    " ",
  );
const filler = WORDS.map((w, i) =>
  entry(i % 2 ? "faq" : "cr", `${w} card`, `Q: Does ${w} work with ${WORDS[(i + 1) % WORDS.length]}?\n\nA: ${w} works as its card says.`),
);

const fillerIds = new Set(filler.map((e) => e.id));
/** The candidate pairs among the given entries (the filler's own pairs aside). */
const pairsOf = (entries: CandidateInput[]) =>
  findRelationCandidates([...filler, ...entries], new Set())
    .filter((c) => !fillerIds.has(c.later) && !fillerIds.has(c.earlier))
    .map((c) => `${c.later} > ${c.earlier}`);

describe("relation candidates", () => {
  it("reads a later ruling against an earlier one's newest version only, once its own family re-issued it", () => {
    const old = entry(
      "faq",
      "BATTLE FORCES",
      'Q: What is a "force" when the rules say battles occur only when opposing forces meet?\n\nA: Forces are the units each player has there.',
    );
    const reissued = { ...old, id: "faq2/battle-forces" as EntryId, documentId: "faq2" as DocumentId, date: "1996-01-01" };
    const rule = entry(
      "cr",
      "battle",
      "You may now initiate battle against any force you do not control. The rule on opposing forces is deleted and replaced.",
    );
    const pairs = (replacedOn: Map<string, string>) =>
      findRelationCandidates([...filler, old, reissued, rule], new Set([`${reissued.id}|${old.id}`]), replacedOn)
        .filter((c) => c.later === rule.id)
        .map((c) => c.earlier);
    expect(pairs(new Map())).toEqual(expect.arrayContaining([old.id, reissued.id]));
    expect(pairs(new Map([[old.id, reissued.date]]))).toEqual([reissued.id]);
  });

  it("finds a later rule that uses the words of an earlier answer's title and announces a change, though no title matches", () => {
    const old = entry(
      "faq",
      "BATTLE FORCES",
      'Q: What is a "force" when the rules say battles occur only when opposing forces meet?\n\nA: Forces are the units each player has there.',
    );
    const rule = entry(
      "cr",
      "battle",
      "You may now initiate battle against any force you do not control. The rule on opposing forces is deleted and replaced.",
    );
    expect(pairsOf([old, rule])).toContain(`${rule.id} > ${old.id}`);
  });

  it("matches words across tense and doubled consonants (unstopped / unstop) and -able (duplicatable / duplicate)", () => {
    const armbands = entry("faq", "ARMBANDS AND STOPPED TEAMS", "Q: Do armbands unstop a team?\n\nA: No. Nothing will unstop anything, except moving again.");
    const stopped = entry("cr", "stopped", "Personnel stopped for a duration may still be unstopped by other cards.");
    const dup = entry("faq", "DUPLICATE MISSIONS", "Q: May both players lay down the same mission?\n\nA: Yes, each player can lay down the duplicate mission.");
    const phase = entry(
      "cr",
      "mission phase",
      "This paragraph has been deleted and replaced: missions are not duplicatable; stack your copy on the seeded mission.",
    );
    const pairs = pairsOf([armbands, stopped, dup, phase]);
    expect(pairs).toContain(`${stopped.id} > ${armbands.id}`);
    expect(pairs).toContain(`${phase.id} > ${dup.id}`);
  });

  it("does not pair rulings that share only common words, nor rulings of one document, nor versions already linked", () => {
    const a = entry("faq", "SCAN", "Q: Does Scan need a ship present?\n\nA: No, the card does not say so.");
    const b = entry("cr", "Tribble", "You may play one Tribble card each turn per group of tribbles.");
    const c = entry("cr", "Tribble side deck", "Your Tribble side deck is opened by the Storage Compartment Door; Tribble cards come only from it.");
    expect(pairsOf([a, b, c])).toEqual([]);
    const older = entry("faq", "HORGAHN", "Q: Is the Horga'hn double turn optional?\n\nA: Yes, the Horga'hn allows it.");
    const newer = entry("cr", "Horgahn", "You use the Horga'hn each time you take a double turn.");
    expect(pairsOf([older, newer])).toContain(`${newer.id} > ${older.id}`);
    expect(findRelationCandidates([...filler, older, newer], new Set([`${newer.id}|${older.id}`])).map((x) => x.later)).not.toContain(newer.id);
  });
});
