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
const filler = [
  ...WORDS.map((w, i) =>
    entry(i % 2 ? "faq" : "cr", `${w} card`, `Q: Does ${w} work with ${WORDS[(i + 1) % WORDS.length]}?\n\nA: ${w} works as its card says.`),
  ),
  // A second set, so that a word four test rulings use is still rare in the edition (under 6% of its rulings).
  ...WORDS.map((w, i) =>
    entry(i % 2 ? "cr" : "faq", `${w} rule`, `Q: When does the ${w} rule apply?\n\nA: The ${w} rule applies at ${WORDS[(i + 2) % WORDS.length]}.`),
  ),
];

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

  it("reads a general rule on copies of a card against answers about several copies of one card that never say cumulative", () => {
    const rule = entry(
      "cr",
      "cumulative",
      'Unless a card is marked "cumulative," more than one copy of it may not have the same effect on the same target at the same time.',
    );
    const crosis = entry(
      "faq",
      "MULTIPLE CROSIS",
      "Q: What happens if you play multiple Crosis with Rogue Borg?\n\nA: Each doubles the combined strength: 49x2x2x2 = 392!",
    );
    const phasers = entry("faq", "PHASERS", "Q: Do my hand weapons add up?\n\nA: If you have two phasers, you get +4 for everyone.");
    const oneCard = entry("cr", "Intruder Force Field", 'Because this event is not marked "cumulative," only one copy may affect Kidnappers each turn.');
    const single = entry("faq", "SCAN", "Q: Does Scan need a ship present?\n\nA: No, the card does not say so.");
    const pairs = pairsOf([rule, crosis, phasers, oneCard, single]);
    expect(pairs).toContain(`${rule.id} > ${crosis.id}`);
    expect(pairs).toContain(`${rule.id} > ${phasers.id}`);
    // A ruling on one card's copies is not a general rule, and an answer about one copy is not reached.
    expect(pairs).not.toContain(`${oneCard.id} > ${crosis.id}`);
    expect(pairs).not.toContain(`${rule.id} > ${single.id}`);
  });

  it("reads a change to a class of cards against every answer naming one of its members, though not the class", () => {
    const android = entry(
      "cr",
      "android",
      '"Android" is considered a species. It includes any personnel which is a "Soong-type android" or Exocomp, and Commander Data. They are affected normally by all cards, and are no longer immune to DNA-related dilemmas.',
    );
    const sleep = entry(
      "faq",
      "REM SLEEP",
      "Q: Are non-sleepers like Data affected by this card?\n\nA: The nightmare drives the crew crazy until they destroy the ship. Even though some of the crew might be Exocomps, and thus not personally troubled, they still perish when the rest go mad. You might use a house rule: if most of the crew never sleep, the ship survives the night.",
    );
    const clause = entry("cr", "worth points", "If he leaves the Nexus, you score 20 points because he is no longer in play.");
    const nexus = entry("faq", "NEXUS", "Q: What happens when Guinan leaves?\n\nA: You score her points when she leaves the Nexus.");
    const pairs = pairsOf([android, sleep, clause, nexus]);
    expect(pairs).toContain(`${android.id} > ${sleep.id}`);
    // "If he leaves the Nexus … is no longer" is a clause, not a kind of card.
    expect(
      findRelationCandidates([...filler, android, sleep, clause, nexus], new Set()).find((c) => c.later === clause.id && c.earlier === nexus.id)?.signals ?? [],
    ).not.toEqual(expect.arrayContaining([expect.stringMatching(/^class/)]));
  });

  it("reads a ruling whose example names a card against every answer about that card", () => {
    const pile = entry(
      "cr",
      "discard pile",
      "When you exchange a card for one in your discard pile (e.g., Palor Toff, Res-Q), selecting the target is part of the results step.",
    );
    const artifacts = entry(
      "faq",
      "RES-Q and ARTIFACTS",
      "Q: Can it rescue a Betazoid Gift Box?\n\nA: Yes, but you must earn the box again by solving its mission.",
    );
    const palor = entry("faq", "PALOR TOFF", "Q: Whom may the trader bargain with?\n\nA: Anyone present aboard the same outpost.");
    const pairs = pairsOf([pile, artifacts, palor]);
    expect(pairs).toContain(`${pile.id} > ${artifacts.id}`);
    expect(pairs).toContain(`${pile.id} > ${palor.id}`);
  });

  it("reads a change that uses the rare words of an earlier question as deciding that question, though no title matches", () => {
    const attempt = entry(
      "cr",
      "mission attempt",
      "Emergency Transporter Armbands may no longer be played between dilemmas. Non-Aligned ships now require matching personnel aboard to attempt a space mission. Seed cards are revealed one by one; a crew that meets none of the requirements is stopped, and its opponent scores nothing from the encounter. Hidden agendas stay face down until revealed, facilities report nobody during the attempt, and bonus points wait for the final tally. Planet missions need an Away Team on the surface; space missions need a staffed ship in orbit; a mission with both icons allows either approach, and a completed one is turned sideways as a reminder of who solved it. Artifacts found beneath are earned by the solver, whereas equipment discovered must still be carried aboard; captives remain disabled, holograms need their holodeck, and a ship without enough staffing cannot leave orbit afterwards.",
    );
    const combos = entry(
      "faq",
      "RED ALERT TIMING",
      "Q: May I play Emergency Transporter Armbands right after Red Alert, while my crew faces something nasty?\n\nA: Yes, one after the other: the alert lets you call in reinforcements, then the bracelets whisk your people home before the hostile welcome committee strikes. Tribbles, Kivas and Rascals are unaffected, naturally, whatever the moon phase or the tides, and the paperwork can wait until tomorrow. Players sometimes argue about this over coffee; tournament directors usually smile, shrug, point toward the printed sequence, and everyone gets back to shuffling their decks.",
    );
    expect(pairsOf([attempt, combos])).toContain(`${attempt.id} > ${combos.id}`);
  });
});
