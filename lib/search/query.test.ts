import { describe, expect, it } from "vitest";
import { SearchEngine, createSearchPayload, toResultHref, withoutEditionWords, type SearchDoc, type VocabularyMapping } from ".";
import { toAsks, withoutAskingStill, withoutDocumentAges } from "./query";

let n = 0;
const doc = (title: string, text: string, more: Partial<SearchDoc> = {}): SearchDoc => {
  n++;
  return {
    entryId: `d/${n}`,
    topicId: `1e/t${n}`,
    key: "2000-07-31",
    title,
    topicTitle: title,
    edition: "1E",
    // A text's date is its document's: one document per date unless the test names one.
    documentId: `d-${more.date ?? "2000-07-31"}`,
    date: "2000-07-31",
    kind: "general",
    text,
    ...more,
  };
};

// Filler, so that the words under test are rare enough to count.
const filler = "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa"
  .split(" ")
  .map((w) => doc(`${w} card`, `The ${w} card plays on a ship. It has its own rules for ${w}.`));

function engineOf(docs: SearchDoc[], vocabulary: VocabularyMapping[] = []): SearchEngine {
  const all = [...filler, ...docs];
  const documents = [...new Map(all.map((d) => [d.documentId, { id: d.documentId, title: `Doc ${d.documentId}`, date: d.date, edition: d.edition }])).values()];
  return new SearchEngine(createSearchPayload({ documents, docs: all, vocabulary }));
}
const titles = (e: SearchEngine, q: string) => e.search(q).results.map((r) => r.topicTitle);

describe("query understanding", () => {
  it("searches the rules' words for a player's words, and says so", () => {
    const stasis = doc("stasis", "A personnel in stasis may not be used in any way.");
    const e = engineOf([stasis], [{ player: ["frozen", "knocked out cold"], rules: "stasis" }]);
    const r = e.search("frozen personnel");
    expect(r.results[0]?.topicTitle).toBe("stasis");
    expect(r.expansions).toEqual([{ from: "frozen", to: "stasis" }]);
    expect(e.search("knocked out cold").expansions).toEqual([{ from: "knocked out cold", to: "stasis" }]);
    expect(
      engineOf([stasis])
        .search("frozen")
        .results.map((x) => x.topicTitle),
    ).not.toContain("stasis");
  });

  it("tells a query asking whether the rules still say so from one using 'still' or 'now' for 'nevertheless' or 'at this point'", () => {
    for (const q of [
      "is it overcome under current rules",
      "armus - is it overcome? current 1e ruling",
      "tak and alien probe, still a legal combo?",
      "does that still work",
      "is this ruling outdated",
      "can i do that anymore",
    ])
      expect([q, toAsks(q).asksCurrent]).toEqual([q, true]);
    for (const q of ["did they change duplicate missions", "has the seed one rule changed"]) expect([q, toAsks(q).asksCurrent]).toEqual([q, true]);
    for (const q of [
      "can i still play a card after moving",
      "my worf died, can i play my other worf now",
      "tak and alien probe combo",
      "card changes species does it keep the old one",
      "mission requirements change while completing the mission",
      "full turn, do i count the current turn",
      "nine of eleven listed in current rulings",
      "is that a valid response",
      "printed mission requirements replaced",
    ])
      expect([q, toAsks(q).asksCurrent]).toEqual([q, false]);
    // Quoting a document, "now" and "still" ask it too: "the 95 FAQ said …, is that so now?".
    expect(toAsks("95 faq said armbands work now?").asksNow).toBe(true);
    // A dated "Current Rulings" is the document's name: the query asks what that document said, not what holds now.
    for (const q of [
      "2011 current rulings tragic turn example",
      "7/31/00 current rulings armbands",
      "current rulings of 2000 on armbands",
      "the '00 current rulings",
    ])
      expect([q, toAsks(q).asksNow]).toEqual([q, false]);
    for (const q of ["current rulings on armbands", "2011 current rulings, is that still true"]) expect([q, toAsks(q).asksNow]).toEqual([q, true]);
  });

  it("reads 'old' before a document's name as naming it, and 'still true?' as asking whether a ruling holds: neither as words a ruling must hold", () => {
    for (const [read, query, words] of [
      [withoutDocumentAges, "how is the old stccg faq organized", "how is the stccg faq organized"],
      [withoutDocumentAges, "original 95 faq armbands", "95 faq armbands"],
      [withoutDocumentAges, "the previous crd said", "the crd said"],
      [withoutDocumentAges, "old ship with original crew", "old ship with original crew"],
      [withoutAskingStill, "95 faq said exocomps are not androids, still true", "95 faq said exocomps are not androids, still"],
      [withoutAskingStill, "is that still the case", "is that still the"],
      [withoutAskingStill, "are the faqs still valid after the 1999 glossary", "are the faqs still after the 1999 glossary"],
      // Not the same words elsewhere: "a valid target", "the right ship".
      [withoutAskingStill, "is a valid target still needed on the right ship", "is a valid target still needed on the right ship"],
    ] as const)
      expect([query, read(query.split(" ")).join(" ")]).toEqual([query, words]);
  });

  it("counts a player's phrase of three words or more where most of its words are found, not only its rules' phrase", () => {
    const universal = doc("unique and universal", "Universal cards: each player may have several in play at a time.");
    const facility = doc("facility", "Most outposts say seed one, allowing each player to seed only one copy of that Outpost card.");
    const e = engineOf([universal, facility], [{ player: ["more than one copy"], rules: "universal" }]);
    expect(titles(e, "can i seed more than one copy of the same outpost")[0]).toBe("facility");
    expect(titles(e, "more than one copy in play")[0]).toBe("unique and universal");
  });

  it("counts a player's phrase of two words typed side by side where they stand together, not where they stand apart", () => {
    const apart = doc("cytherians trip", "You may not shoot at other ships; the ship then goes all the way back.");
    const together = doc("attacked on the way", "A ship that is attacked may shoot back with its weapons.");
    const e = engineOf([apart, together], [{ player: ["shoot back"], rules: "counterattack" }]);
    expect(titles(e, "shoot back")).toEqual(["attacked on the way"]);
  });

  it("reads a date as the documents and players write it as the year that names a document", () => {
    const e = engineOf([doc("revised game text", "Cards with revised text.")]);
    expect(e.search("errata in the 7/31/00 rulings").terms).toEqual(["errata", "2000", "ruling"]);
    expect(e.search("the 12/4/2017 crd").terms).toEqual(["2017", "crd"]);
    expect(e.search("the 2/11/95 faq").terms).toEqual(["1995", "faq"]);
  });

  it("reads a misspelling with two swapped letters, or of a word indexed only by its stem, as the corpus word, and offers the corrected query", () => {
    const e = engineOf([
      doc("android", "An android is affected normally by all cards."),
      doc("winning the game", "A player wins the game when winning conditions are met."),
    ]);
    const r = e.search("andriod cards");
    expect(r.results[0]?.topicTitle).toBe("android");
    expect(r.corrections).toEqual([{ from: "andriod", to: "android" }]);
    expect(r.didYouMean).toBe("android cards");
    expect(titles(e, "winnig")).toContain("winning the game");
    expect(e.search("android").didYouMean).toBeNull();
  });

  it('reads a word no text holds, typed before others, as misspelt as well as cut short ("diamon": daimon, not only diamond)', () => {
    const e = engineOf([doc("Bok", "This personnel counts as a DaiMon for Calandra."), doc("Diamond mine", "A diamond mine scores points.")]);
    const r = e.search("bok diamon for calandra");
    expect(r.results[0]?.topicTitle).toBe("Bok");
    expect(r.corrections).toContainEqual({ from: "diamon", to: "daimon" });
    // The last word, perhaps still being typed, is still only a beginning when some word begins with it.
    expect(e.search("bok diamon").corrections).toEqual([]);
  });

  it("leaves question phrasing out and takes edition words as a filter it reports", () => {
    const e = engineOf([doc("cloaking device", "No personnel need be aboard to operate a cloaking device.")]);
    const r = e.search("what happens when I use a cloaking device in 1st edition");
    expect(r.terms).not.toContain("happen");
    expect(r.edition).toBe("1E");
    expect(r.editionWords).toEqual(["1st edition"]);
    expect(withoutEditionWords("cloak 2nd ed. rules 2E")).toBe("cloak rules");
    expect(r.results[0]?.topicTitle).toBe("cloaking device");
  });

  it('reads a card\'s initials as its name ("wnohgb", "taks"), says so, and leaves a word of the corpus alone', () => {
    const wnohgb = doc("BORG SHIP and WHERE NO ONE HAS GONE BEFORE", "Q: Who plays the Borg Ship when it is drawn? A: Its owner.");
    const tak = doc("Telepathic Alien Kidnappers", "Guess a card type; the card is discarded.", { kind: "card" });
    const art = doc("Alien Research Team", "An art of research.", { kind: "card" });
    const e = engineOf([wnohgb, tak, art, doc("borg ship", "The Borg Ship dilemma plays on a ship.")]);
    const r = e.search("wnohgb borg ship");
    expect(r.results[0]?.topicTitle).toBe(wnohgb.topicTitle);
    expect(r.expansions).toEqual([{ from: "wnohgb", to: "WHERE NO ONE HAS GONE BEFORE" }]);
    expect(e.search("two taks").results[0]?.topicTitle).toBe("Telepathic Alien Kidnappers");
    expect(e.search("art").expansions).toEqual([]);
    // Initials that only the questions players ask have ("tak guess twice") are still read as the name: no ruling writes them.
    const asked = doc("Telepathic Alien Kidnappers", "Guess a card type; the card is discarded.", { kind: "card", asked: ["two tak guess twice"] });
    expect(engineOf([asked, art]).search("tak cumulative").expansions).toEqual([{ from: "tak", to: "Telepathic Alien Kidnappers" }]);
    // The name must stand whole: an entry with its words scattered is not found through the initials.
    const scattered = doc("scattered", "Where is the ship? No one knows; it has gone, as before.");
    expect(titles(engineOf([wnohgb, scattered]), "wnohgb")).toEqual([wnohgb.topicTitle]);
  });

  it("reads a misspelt player's word as that word, with its rules' word (\"unconcious\" → disabled)", () => {
    const disabled = doc("disabled", "A disabled personnel may not be used in any way.");
    const e = engineOf([disabled], [{ player: ["unconscious"], rules: "disabled" }]);
    expect(e.search("unconcious crew").expansions).toEqual([{ from: "unconcious", to: "disabled" }]);
    expect(titles(e, "unconcious crew")[0]).toBe("disabled");
  });

  it("reads a hyphenated word the corpus does not know as one word as its words, and keeps one it knows whole", () => {
    const e = engineOf([
      doc("response actions", "A response to facing a dilemma can be used only once per dilemma."),
      doc("Q-Net", "No ship may pass the Q-Net."),
    ]);
    expect(e.search("facing-a-dilemma response").terms).toEqual(["fac", "dilemma", "respons"]);
    expect(titles(e, "facing-a-dilemma response")[0]).toBe("response actions");
    expect(e.search("q-net").terms).toEqual(["qnet"]);
  });

  it('reads two words the corpus writes as one as that word too ("mind meld" → mindmeld), but not two it also writes apart', () => {
    const e = engineOf([
      doc("VULCAN MINDMELD", "Sarek may mindmeld with another personnel."),
      doc("PERSONNEL BACKUP", "A backup copy of a personnel."),
      doc("beaming", "Beam the crew back up to the ship."),
    ]);
    expect(titles(e, "sarek mind meld")[0]).toBe("VULCAN MINDMELD");
    expect(e.search("mind meld").expansions).toEqual([{ from: "mind meld", to: "mindmeld" }]);
    expect(e.search("beam back up").expansions).toEqual([]);
  });

  it("matches quoted phrases exactly when some entry has them", () => {
    const e = engineOf([doc("order one", "Dilemmas are encountered one at a time."), doc("order two", "One time a dilemma was encountered at a mission.")]);
    expect(titles(e, '"one at a time" dilemmas')).toEqual(["order one"]);
    expect(e.search("“one at a time”").phrases).toEqual(["one at a time"]);
    expect(titles(e, '"nothing like this" dilemmas')).toEqual(expect.arrayContaining(["order one", "order two"]));
  });
});

describe("ranking", () => {
  it("puts a match in a short title above the same match in a long one", () => {
    const short = doc("discard pile", "Rules on the pile of cards.");
    const long = doc("discard pile and other places cards go when they leave play", "Rules on the pile of cards.");
    expect(titles(engineOf([long, short]), "discard pile")[0]).toBe("discard pile");
  });

  it("breaks ties by a ruling in force first, then the newest", () => {
    const old = doc("scan one", "Scan a mission for twenty seconds.", { date: "1995-02-11" });
    const ended = doc("scan two", "Scan a mission for twenty seconds.", { date: "2017-12-04", ended: true, status: "Reversed in 2017" });
    const newer = doc("scan three", "Scan a mission for twenty seconds.", { date: "2000-07-31" });
    expect(titles(engineOf([old, ended, newer]), "scan mission twenty seconds")).toEqual(["scan three", "scan one", "scan two"]);
  });

  it("gives a near-tie to the newer ruling in force, not to a newer one that ended", () => {
    const old = doc("scan old", "Scan a mission for twenty seconds.", { date: "1995-02-11" });
    const newer = doc("scan new", "Scan a mission for twenty seconds, as the rules say.", { date: "2017-12-04" });
    expect(titles(engineOf([old, newer]), "scan mission twenty seconds")[0]).toBe("scan new");
    const ended = { ...newer, ended: true, status: "Reversed in 2018" };
    expect(titles(engineOf([old, ended]), "scan mission twenty seconds")[0]).toBe("scan old");
  });

  it("keeps document introductions out of the results unless the query names the document, and leads those to the document", () => {
    const intro = doc("Current Rulings Document (5 October 2011)", "These rulings update the rules on missions and dilemmas.", {
      kind: "section",
      documentId: "d2",
      keywords: "CRD October 2011 2E",
    });
    const e = engineOf([intro, doc("missions", "Rules on missions and dilemmas.")]);
    expect(titles(e, "missions dilemmas")).not.toContain(intro.topicTitle);
    const r = e.search("crd october 2011").results[0]!;
    expect(r.topicTitle).toBe(intro.topicTitle);
    expect(toResultHref(r)).toBe("/documents/d2");
  });

  it("leads a document's section other than its introduction to its place on the document's page, and its introduction to the document", () => {
    const intro = doc("Rulings Document (5 October 2011)", "These rulings update the rules.", {
      kind: "section",
      documentId: "d3",
      keywords: "CRD October 2011",
    });
    const part = doc("Card-Specific", "Card-specific rulings stay in this document for two months.", {
      kind: "section",
      documentId: "d3",
      entryId: "d3/card-specific",
    });
    const results = engineOf([intro, part]).search("card-specific crd october 2011").results;
    const r = results.find((x) => x.entryId === "d3/card-specific")!;
    expect([r.topicTitle, toResultHref(r)]).toEqual(["Card-Specific", "/documents/d3#card-specific"]);
    const first = results.find((x) => x.entryId !== "d3/card-specific" && x.documentId === "d3")!;
    expect([first.topicTitle, toResultHref(first)]).toEqual(["Rulings Document (5 October 2011)", "/documents/d3"]);
  });

  it("puts a later ruling that amends a matching answer beside it, though its own words do not match", () => {
    const answer = doc("TARELLIAN PLAGUE SHIP", "Q: Does the Tarellian Plague Ship kill Data? A: No, Data is an android.", {
      date: "1995-02-11",
      status: "In force, amended in 2000",
    });
    const amender = doc("android", "Androids are affected normally by all cards.", { date: "2000-07-31" });
    const noise = [1, 2, 3].map((i) => doc(`plague ${i}`, `A plague card number ${i} affects a ship.`));
    const e = engineOf([{ ...answer, amendedBy: [amender.topicId] }, amender, ...noise]);
    // The 1995 answer still stands in part and names what was asked; the ruling that amended it comes next, though
    // it names neither the card nor Data (the answer's status names it too: "In force, amended in 2000 by …").
    expect(titles(e, "tarellian plague ship data").slice(0, 2)).toEqual(["TARELLIAN PLAGUE SHIP", "android"]);
    expect(titles(engineOf([answer, amender, ...noise]), "tarellian plague ship data")).not.toContain("android");
  });

  it("reads 'vs' as a connector, not a word a title must share", () => {
    const e = engineOf([
      doc("ROGUE BORG vs. HOLOGRAPHIC PERSONNEL", "Rogue Borg attack holograms like other personnel."),
      doc("DEFINITION OF TURNS", 'Q: What does "each turn" or "every turn" on a card mean? A: Each turn is every turn of both players.'),
      // "each", "every" and "turn" are common; "vs" is rare, so read as a word it would outweigh them.
      ...[1, 2, 3, 4, 5, 6].map((i) => doc(`card ${i}`, `Card ${i} acts each turn; every other card waits a turn.`)),
    ]);
    expect(titles(e, "each turn vs every turn")[0]).toBe("DEFINITION OF TURNS");
  });

  it("finds a card by its name inside a longer question, before a text that has its words apart", () => {
    const e = engineOf([
      doc("Kevin Uxbridge: Convergence", "This interrupt may nullify an event.", { kind: "card" }),
      doc("artifacts", "Kevin may play an event; Uxbridge may not nullify it; a convergence of rules."),
    ]);
    expect(titles(e, "can kevin uxbridge convergence nullify an event")[0]).toBe("Kevin Uxbridge: Convergence");
  });

  it("puts the general ruling that answers a question about a card before the card's own entry that does not", () => {
    const e = engineOf([
      doc("Kevin Uxbridge: Convergence", "This interrupt may nullify an event.", { kind: "card" }),
      doc("card types", "An artifact played as an event may be nullified by Kevin Uxbridge: Convergence."),
    ]);
    expect(titles(e, "kevin uxbridge convergence on an artifact played as an event")[0]).toBe("card types");
  });
});
