import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { RulingsData } from "../model";
import { META_FILE, SearchEngine, createSearchPayload, toSearchDocs, type SearchPayload } from ".";
import { toEditDistance, toStem, toTerms, toWords } from "./terms";
import { toNumberedParts, toTermRanges } from "./docs";
import { addInherited } from "./handoffs";
import { toKthLargest } from "./rank";
import { readCorpusData } from "../corpus";

let engine: SearchEngine;
let payload: SearchPayload;
let data: RulingsData;

beforeAll(() => {
  data = readCorpusData();
  payload = createSearchPayload(toSearchDocs(data));
  engine = new SearchEngine(JSON.parse(JSON.stringify(payload)) as SearchPayload);
});

const first = (q: string, opts = {}) => engine.search(q, opts).results[0];

describe("search ranking", () => {
  it.each([
    ["botany bay icon", "Botany Bay icon [BB]"],
    ["ktc simultaneous downloads", "Klingon Tea Ceremony"],
    ["k'tal trigger when played", "playing a card"],
    ["winning the game", "winning the game"],
    ["2e deck building missions", "building a deck"],
    ["is a card in a brig in play", "not in play"],
    // A missing rare word costs more than missing common ones: the card K-7 over entries on ships and repair.
    ["k-7 repair ships", "Deep Space Station K-7"],
    // Every word of a title named in the query, in any order, counts: BORG SHIP & Q-NET over FLEET MOVEMENT (ships stuck at a Q-net).
    ["borg ship stuck in q-net", "BORG SHIP & Q-NET"],
    // "being" is a form of "be", no word a ruling must hold: not ARTIFICIAL LIFEFORMS, whose "beings" held it.
    ["what did the original 95 faq say about exocomps being andriods", "EXOCOMPS AND ANDROIDS"],
  ])("puts the expected topic first for %j", (q, title) => {
    expect(first(q)?.topicTitle).toBe(title);
  });

  it.each([
    ["illiana ghemor download headquarters", "Kira Nerys, Iliana Ghemor"],
    ["telepathic alien kidnapers", "Telepathic Alien Kidnappers"],
    ["dilema", "dilemmas"],
    ["Q-Flash", "Beware of Q"],
  ])("tolerates the misspelling or spelling variant %j", (q, title) => {
    expect(
      engine
        .search(q)
        .results.slice(0, 3)
        .map((r) => r.topicTitle),
    ).toContain(title);
  });

  it("shows a topic by its ruling in force and folds the version it replaced under it, with that version's status", () => {
    const r = first("attempting missions 2e")!;
    expect(r.topicTitle).toBe("attempting missions");
    const dates = data.entries
      .filter((d) => d.topicId === r.topicId)
      .map((d) => d.date)
      .sort();
    expect(r.date).toBe(dates[dates.length - 1]);
    expect(r.status).toBe(`In force since ${r.date.slice(0, 4)}`);
    expect(r.others.map((o) => o.date)).toEqual(dates.slice(0, -1).reverse());
    for (const o of r.others) expect(o.status).toMatch(/^(Amended in \d{4}: new version|Restated) in the \d{4} CRD$/);
    expect(r.others.find((o) => o.date === "2011-10-05")?.status).toBe("Amended in 2014: new version in the 2014 CRD");
  });

  it("leads a topic's result with its ruling that answers the query, when in force, and folds the topic's newest under it", () => {
    const r = engine.search("can two ships go through the same wormhole?").results.find((x) => x.topicId === "1e/wormhole")!;
    const lead = data.entries.find((e) => e.id === r.entryId)!;
    expect(lead.documentId).toBe("1e-faq-1995-02-11");
    expect(lead.faq?.question).toMatch(/same/);
    const newest = data.entries.filter((e) => e.topicId === "1e/wormhole" && e.kind !== "redirect").sort((a, b) => b.date.localeCompare(a.date))[0]!;
    expect(r.others.map((o) => o.entryId)).toContain(newest.id);
    // A version a later one replaced never leads, however well it matches: the version in force does.
    const versions = engine.search("attempting missions 2e").results.find((x) => x.topicTitle === "attempting missions")!;
    expect(data.entries.find((e) => e.id === versions.entryId)!.inForce.until).toBeUndefined();
  });

  it("marks a ruling that a later one amended in part as still in force, amended by that ruling, and does not rank it as ended", () => {
    const r = engine.search("tarellian plague ship data exocomps").results.find((x) => x.topicTitle === "TARELLIAN PLAGUE SHIP")!;
    expect(r.status).toBe("In force since 1995, amended in 2000 by “android”");
    expect(r.ended).toBeUndefined();
    const reversed = engine.search("cloaking and staffing").results.find((x) => x.topicTitle === "CLOAKING and STAFFING")!;
    expect(reversed.status).toBe("Reversed in 2000 by “cloaking device” in the 2000 Current Rulings");
    expect(reversed.ended).toBe(true);
  });

  it("ranks a ruling that amends part of another just above it when the query asks about that part, not when it asks about the rest", () => {
    // The TAK FAQ answers four questions; the 2000 "cumulative" ruling changes the fourth (two copies, two guesses).
    const amends = data.relations.find(
      (r) => r.type === "amends" && r.from === "1e-cr-2000-07-31/cumulative" && r.to === "1e-faq-1995-02-11/telepathic-alien-kidnappers",
    );
    expect(amends?.quotes.to).toMatch(/^4\)/);
    const order = (q: string) => engine.search(q).results.map((r) => r.entryId);
    const aboutPart = order("do two telepathic alien kidnappers let me guess twice?");
    expect(aboutPart.indexOf(amends!.from)).toBeGreaterThanOrEqual(0);
    expect(aboutPart.indexOf(amends!.from)).toBeLessThan(aboutPart.indexOf(amends!.to));
    // The first question (showing the card guessed) is not what the 2000 ruling changed: the FAQ's answer stays first.
    const aboutRest = order("telepathic alien kidnappers does the opponent have to show the card i guessed");
    expect(aboutRest[0]).toBe(amends!.to);
    // The words of a query found across its numbered questions ("guessed" in the first, "each turn" in the third) ask of
    // the one that holds the most of them: the fourth, "If you have two can you guess twice each turn?".
    for (const q of ["2 TAKs out do i get two guesses", "is TAK cumulative, can two copies each guess at end of turn"])
      expect(order(q).slice(0, 2)).toEqual([amends!.from, amends!.to]);
    // Within that part, only the changed sentence counts: the 2000 "android" ruling changed "Exocomps, no." of the
    // Tsiolkovsky answer's first part, not its "Holograms, yes".
    expect(order("do holograms get tsiolkovsky infection")[0]).toBe("1e-faq-1995-02-11/tsiolkovsky-infection-2");
    // The 1995 Tarellian Plague Ship answer names Data in its lead-in too, outside the part the 2000 "android" ruling
    // changed (Data unaffected); a question about Data is still about that part.
    const aboutData = order("is data still immune to tarellian plague");
    expect(aboutData[0]).toBe("1e-cr-2000-07-31/android");
    expect(aboutData[1]).toBe("1e-faq-1995-02-11/tarellian-plague-ship");
    // A player quoting the FAQ and asking whether it stands asks for the ruling that changed it, whatever part it changed.
    const incoming = "1e-faq-1995-02-11/incoming-messages-and-destroyed-outposts";
    expect(order("incoming message when my outpost is destroyed, where does the ship go")[0]).toBe(incoming);
    expect(order("incoming message when my outpost is destroyed - 95 faq said go to where it was").slice(0, 2)).toEqual(["1e-cr-2000-07-31/outpost", incoming]);
    // Or the ruling that states it again: it still holds.
    const worfs = order("2 worfs in play at once - 95 faq still right?");
    expect(worfs.indexOf("1e-crd-2017-12-04/unique-and-universal")).toBeGreaterThanOrEqual(0);
    expect(worfs.indexOf("1e-crd-2017-12-04/unique-and-universal")).toBeLessThan(worfs.indexOf("1e-faq-1995-02-11/personnel-backup"));
    // Of the three rulings amending the FAQ's answer on overcoming dilemmas, the one changing what the query quotes.
    expect(order("old faq said no-condition dilemmas like armus are automatically overcome, is that still the definition")[0]).toBe(
      "1e-crd-2017-12-04/overcome",
    );
  });

  it("leads a topic's result with the ruling of a document the query names by its year, even one no longer in force, and says so", () => {
    const of = (q: string) => engine.search(q).results.find((r) => r.topicId === "2e/dilemmas")!;
    const then = of("what did the 2011 crd say about dilemmas");
    expect(then.entryId).toBe("2e-crd-2011-10-05/dilemmas");
    // Named as "Current Rulings" with its year, the document is named all the same ("current" does not ask for now).
    expect(of("the 2011 current rulings on dilemmas").entryId).toBe("2e-crd-2011-10-05/dilemmas");
    expect(then.ended).toBe(true);
    expect(then.status).toMatch(/2014/);
    expect(then.others.map((o) => o.entryId)).toContain("2e-crd-2014-07-07/dilemmas");
    // Without the year, the ruling in force leads; so it does when the query asks whether the named one still holds.
    expect(of("dilemmas 2e").entryId).toBe("2e-crd-2014-07-07/dilemmas");
    for (const q of ["is the 2011 crd ruling on dilemmas still current", "2011 crd dilemmas rule, has it changed"]) {
      expect(of(q).entryId).toBe("2e-crd-2014-07-07/dilemmas");
      expect(of(q).ended).toBeUndefined();
    }
  });

  it("leads with a reversed ruling when the query asks what its document said, and with the ruling that reversed it when it asks whether that still holds", () => {
    const reversed = "1e-faq-1995-02-11/artificial-lifeforms-data-exocomps-etc";
    const first = (q: string) => engine.search(q).results[0]!;
    // The document named by its year, by the year as players shorten it, or by the word only its title has ("FAQ").
    for (const q of [
      "what did the 1995 faq say about androids and cards that affect living things",
      "what did the 95 faq say about androids and cards that affect living things",
      "what did the faq say about androids and cards that affect living things",
    ]) {
      expect(first(q).entryId).toBe(reversed);
      expect(first(q).ended).toBe(true);
    }
    for (const q of ["androids and cards that affect living things", "faq said androids are not affected by cards that affect living things, still true?"])
      expect(first(q).entryId).toBe("1e-cr-2000-07-31/android");
  });

  it("leads with what a named document said even where a later ruling of another topic changed it, and with the rules now when asked 'these days'", () => {
    const first = (q: string) => engine.search(q).results[0]!.entryId;
    // Reversed by the 2000 'cumulative' ruling, which had taken most of the 1995 answer's score as its successor.
    expect(first("what did the faq say - do two telepathic alien kidnappers stack")).toBe("1e-faq-1995-02-11/telepathic-alien-kidnappers-cumulative");
    expect(first("do two telepathic alien kidnappers stack")).toBe("1e-cr-2000-07-31/cumulative");
    // Players' "shoot back" is the rules' "retaliate" or "counterattack": the Cytherians answer that a ship attacked on its
    // way "will not stop to counterattack", not the other saying it may not attack other ships.
    const back = engine.search("ship under the cytherians gets attacked, can it shoot back");
    expect(back.results[0]!.entryId).toBe("1e-faq-1995-02-11/cytherians");
    expect(back.expansions).toContainEqual({ from: "shoot back", to: "counterattack" });
    // Players' "on board" is the rules' "aboard".
    expect(first("95 faq: can you cloak a ship with nobody on board")).toBe("1e-faq-1995-02-11/cloaking-and-staffing");
    // No document named, the rules as they are now: the 2017 'overcome' that amended the 1995 answer, just above it.
    const order = engine.search("armus: no conditions - does it count as overcome these days").results.map((r) => r.entryId);
    expect(order.slice(0, 2)).toEqual(["1e-crd-2017-12-04/overcome", "1e-faq-1995-02-11/overcoming-dilemmas"]);
  });

  it("finds an entry whose title names a card by a shorter form by the card's full name, as the card index says it names it", () => {
    // "TSIOLKOVSKY and SUPER-SKILLS" is about the Tsiolkovsky Infection (content/data/cards.json): "infection" is indexed with its title.
    const superSkills = toSearchDocs(data).docs.find((d) => d.entryId === "1e-faq-1995-02-11/tsiolkovsky-and-super-skills")!;
    expect(superSkills.keywords).toBe("infection");
    const order = engine.search("tsiolkovsky infection diplomacy x3").results.map((r) => r.entryId);
    expect(order.slice(0, 2)).toEqual(["1e-faq-1995-02-11/tsiolkovsky-and-super-skills", "1e-faq-1995-02-11/tsiolkovsky-infection-2"]);
  });

  it("leads a topic's result with the ruling whose words answer, not with a later one of the topic that only shares its subject", () => {
    // The 1995 answer "you are allowed to, not that you must", not the 2000 ruling on when one "uses" the Horga'hn: both
    // in force, the later one no nearer the question for being later.
    const first = engine.search("is taking the horgahn double turn mandatory").results[0]!;
    expect(first.entryId).toBe("1e-faq-1995-02-11/horgahn-2");
    expect(first.others.map((o) => o.entryId)).toContain("1e-cr-2000-07-31/horgahn");
  });

  it("answers a query that only names a document, by any of its names, with that document's introduction", () => {
    for (const [q, document] of [
      ["1995 faq", "1e-faq-1995-02-11"],
      ["2000 current rulings", "1e-cr-2000-07-31"],
      ["july 2000 current rulings", "1e-cr-2000-07-31"],
      ["2011 crd", "2e-crd-2011-10-05"],
      ["december 2017 crd", "1e-crd-2017-12-04"],
    ]) {
      const lead = data.entries.find((e) => e.id === engine.search(q!).results[0]!.entryId)!;
      expect([q, lead.kind, lead.documentId]).toEqual([q, "section", document]);
      expect(data.entries.find((e) => e.documentId === document && e.kind === "section")!.id).toBe(lead.id);
    }
    // Its other sections are named by its names too: the 2000 Current Rulings' summary of its changes, not its introduction.
    for (const q of ["summary of the big rule changes in the 2000 current rulings", "summary of rulings changes july 2000"])
      expect(engine.search(q).results[0]!.entryId).toBe("1e-cr-2000-07-31/significant-rulings-changes-and-clarifications");
    // And by its date as players write it ("7/31/00"), read as its year: the date's numbers are no words a ruling must hold
    // (the introduction alone, whose printed title has them, had led).
    const first = (q: string) => engine.search(q).results[0]!.entryId;
    expect(first("summary of what changed in the 7/31/00 current rulings")).toBe("1e-cr-2000-07-31/significant-rulings-changes-and-clarifications");
    expect(first("which cards got errata / revised text in the 7/31/00 rulings")).toBe("1e-cr-2000-07-31/revised-game-text");
  });

  it("finds a rule a document's introduction states about the rulings themselves, and no introduction for a query about the game", () => {
    const intro = (id: string) => data.entries.find((e) => e.id === id)!;
    const rulesTool = engine.search("is the rules tool official", { edition: "2E" }).results[0];
    expect(intro(rulesTool!.entryId).kind).toBe("section");
    expect(intro(rulesTool!.entryId).text).toMatch(/Rules Tool are only an advisory reference/);
    const twoMonths = engine.search("how long do card specific rulings stay in the crd").results.slice(0, 5);
    expect(twoMonths.some((r) => /for two months/.test(intro(r.entryId).text))).toBe(true);
    // The introductions hold words of every kind ("deck", "cards", "rulings"): a question about play does not bring them back.
    for (const q of ["2e deck size minimum cards", "is red shirting allowed", "2e changing species", "dilemma rulings for away teams"])
      expect(
        engine
          .search(q, { limit: 10 })
          .results.filter((r) => intro(r.entryId).kind === "section")
          .map((r) => r.entryId),
      ).toEqual([]);
  });

  it("finds a section named by its title and its document, and reads players' TDs as the documents' tournament directors", () => {
    const top3 = engine
      .search("list of the significant changes in the july 2000 rulings")
      .results.slice(0, 3)
      .map((r) => r.entryId);
    expect(top3).toContain("1e-cr-2000-07-31/significant-rulings-changes-and-clarifications");
    // A word no text holds ("summary") does not count against the section, nor do other words the section's name holds.
    const summary = engine.search("summary of the big rules changes in the july 2000 rulings").results.slice(0, 3);
    expect(summary.map((r) => r.entryId)).toContain("1e-cr-2000-07-31/significant-rulings-changes-and-clarifications");
    // A paragraph of the introduction holds the section's title ("7/31/00") as it holds the document's name.
    const versions = engine.search("which rulebook and glossary versions go with the 7/31/00 current rulings").results[0]!;
    expect(data.entries.find((e) => e.id === versions.entryId)!.text).toMatch(/Rulebook Glossary Version 1\.6/);
    const tds = engine.search("do tds have to follow the rulebook", { edition: "1E" });
    expect(tds.expansions).toContainEqual({ from: "tds", to: "tournament directors" });
  });

  it("a ruling that two later rulings reversed hands its match to both: the question names which one answers", () => {
    const reversers = data.relations.filter((r) => r.type === "reverses" && r.to === "1e-faq-1995-02-11/exocomps-and-androids").map((r) => r.from);
    expect(reversers.sort()).toEqual(["1e-cr-2000-07-31/android", "1e-cr-2000-07-31/exocomp"]);
    // Asked about Exocomps, the 2000 Exocomp ruling leads (it used to be the android ruling, which alone inherited the 1995 answer's match).
    expect(engine.search("does an exocomp count as an android to cure the ktarian game").results[0]!.entryId).toBe("1e-cr-2000-07-31/exocomp");
    const order = engine.search("exocomps androids ktarian game").results.map((r) => r.entryId);
    for (const later of reversers) expect(order.indexOf(later)).toBeLessThan(order.indexOf("1e-faq-1995-02-11/exocomps-and-androids"));
  });

  it("finds what any paragraph of an introduction says of its document (how it is arranged, what it holds), its name counting as asked", () => {
    const first = (q: string) => data.entries.find((e) => e.id === engine.search(q).results[0]!.entryId)!;
    // Not a rule about the rulings: how the 2000 document sorts its card entries and where its Borg drones are.
    expect(first("is the emissary entry sorted under t or e in the current rulings").text).toMatch(/The Emissary is in the T's/);
    expect(first("which name are borg drones listed under in the 2000 rulings").text).toMatch(/listed by their designations/);
    // "decipher reps": the players' "reps" are the documents' representatives, and "decipher" still names whose.
    expect(first("decipher reps answers official?").documentId).toBe("1e-cr-2000-07-31");
  });

  it("finds where a quoted sentence lies in a text, with the numbered question a numbered FAQ answer answers", () => {
    const text = "Q: 1) Is it red? 2) Can two copies guess twice?\n\nA: 1) Yes. 2) No, they are not cumulative.";
    const terms = toTerms(text);
    const ranges = toTermRanges(text, "2) No, they are not cumulative.");
    expect(ranges).toHaveLength(4);
    expect(terms.slice(ranges[0], ranges[1]).join(" ")).toBe(toTerms("2) No, they are not cumulative.").join(" "));
    expect(terms.slice(ranges[2], ranges[3]).join(" ")).toBe(toTerms("2) Can two copies guess twice?").join(" "));
    expect(toTermRanges(text, "a sentence it does not hold")).toEqual([]);
    // A quote from the middle of a numbered answer brings the question of that number too.
    const inner = toTermRanges(
      "Q: 1) Is it red? 2) Can two copies guess twice?\n\nA: 1) Yes. 2) Once. Two copies are not cumulative.",
      "Two copies are not cumulative.",
    );
    expect(terms.slice(inner[2], inner[3]).join(" ")).toBe(toTerms("2) Can two copies guess twice?").join(" "));
  });

  it("finds the numbered parts of an FAQ entry numbered alike in its question and answer", () => {
    const text = "Q: 1) Is it red? 2) Can two copies guess twice?\n\nA: 1) Yes. 2) No, they are not cumulative.";
    const terms = toTerms(text);
    const parts = toNumberedParts(text);
    expect(parts).toHaveLength(2);
    const words = (part: number[]) => [terms.slice(part[0], part[1]).join(" "), terms.slice(part[2], part[3]).join(" ")];
    expect(words(parts[1]!)).toEqual([toTerms("2) Can two copies guess twice?").join(" "), toTerms("2) No, they are not cumulative.").join(" ")]);
    expect(words(parts[0]!)).toEqual([toTerms("Q: 1) Is it red?").slice(1).join(" "), toTerms("A: 1) Yes.").slice(1).join(" ")]);
    // An answer not numbered, or a text that is not a question, has none.
    expect(toNumberedParts("Q: Is it red? A: Yes.")).toEqual([]);
    expect(toNumberedParts("1) Red. 2) Blue.")).toEqual([]);
  });

  it("finds the k-th largest score without sorting them all", () => {
    const values = [5, 1, 9, 3, 9, 7, 2];
    for (let k = 1; k <= values.length; k++) expect(toKthLargest(values, k)).toBe([...values].sort((a, b) => b - a)[k - 1]);
    expect(toKthLargest([4, 2], 5)).toBe(2);
    expect(toKthLargest([], 3)).toBe(-Infinity);
  });

  it("ranks a ruling amending the part a query asks of just above the amended text, not above a better ruling leading that text's topic", () => {
    const byTopic = new Map([
      ["kidnappers", 50],
      ["cumulative", 10],
      ["probe", 5],
    ]);
    // The 1995 text scored 30 but its topic is led by the 2000 ruling at 50: "cumulative" goes just above 30.
    addInherited(byTopic, new Map(), () => true, [["cumulative", 30]]);
    expect(byTopic.get("cumulative")).toBeGreaterThan(30);
    expect(byTopic.get("cumulative")).toBeLessThan(50);
    // When the amended text leads its topic, the later ruling goes just above the topic (what it inherited included).
    addInherited(byTopic, new Map([["kidnappers", 5]]), () => true, [["probe", "kidnappers"]]);
    expect(byTopic.get("probe")).toBeGreaterThan(byTopic.get("kidnappers")!);
  });

  it("gives every result its status, the first included: the year a ruling in force took force, or what ended it", () => {
    const results = engine.search("cloak a ship with no crew aboard", { edition: "1E" }).results;
    expect(results.length).toBeGreaterThan(1);
    for (const r of results) {
      const entry = data.entries.find((e) => e.id === r.entryId)!;
      if (!r.ended && !r.amended) expect(r.status).toBe(`In force since ${entry.inForce.from.slice(0, 4)}`);
      else expect(r.status).toMatch(/^(Reversed|Superseded|Dropped|Restated|Amended|In force since \d{4}, amended) /);
      for (const o of r.others) expect(o.status).toMatch(/^(In force|Reversed|Superseded|Dropped|Restated|Amended) /);
    }
    expect(results[0]!.status).toBeTruthy();
  });

  it("takes edition words in the query as a filter", () => {
    const one = engine.search("showing your cards 1e");
    const two = engine.search("showing your cards 2e");
    expect(one.edition).toBe("1E");
    expect(one.results.every((r) => r.edition === "1E")).toBe(true);
    expect(two.results.every((r) => r.edition === "2E")).toBe(true);
    expect(two.results[0]?.topicTitle).toBe("showing your cards");
  });

  it("narrows to one document and one kind", () => {
    const r = engine.search("dilemma", { documentId: "1e-faq-1995-02-11", kind: "faq" });
    expect(r.results.length).toBeGreaterThan(0);
    expect(r.results.every((x) => x.documentId === "1e-faq-1995-02-11" && x.kind === "faq")).toBe(true);
  });

  it("keeps a reversing ruling out of results that its filters exclude", () => {
    const r = engine.search("cumulative", { edition: "1E", kind: "faq" });
    expect(r.results.length).toBeGreaterThan(0);
    expect(r.results.every((x) => x.kind === "faq")).toBe(true);
  });

  it("ranks a later ruling that reverses an older one above it", () => {
    const titles = engine.search("telepathic alien kidnappers cumulative").results.map((r) => r.topicTitle);
    expect(titles.indexOf("cumulative")).toBeLessThan(titles.indexOf("TELEPATHIC ALIEN KIDNAPPERS CUMULATIVE?"));
  });

  it("finds a ruling by the questions players ask of it when its text has not their words, and shows the question it answers", () => {
    const byId = new Map(data.entries.map((e) => [e.id, e]));
    // The questions with two or more words their entry's title and text do not have ("ran out of cards" for a deck that "runs out" is one).
    const unlike = data.questions!.filter((q) => {
      const e = byId.get(q.entry)!;
      const have = new Set(toTerms(`${e.title} ${e.text}`));
      return toTerms(q.question).filter((t) => !have.has(t)).length >= 2;
    });
    expect(unlike.length).toBeGreaterThan(300);
    let top3 = 0;
    let named = 0;
    for (const q of unlike) {
      const results = engine.search(q.question).results;
      const at = results.findIndex((r) => r.topicId === byId.get(q.entry)!.topicId);
      if (at < 0 || at > 2) continue;
      top3++;
      const asked = results[at]!.asked;
      if (asked?.some((s) => s.hit) && asked.map((s) => s.text).join("") === q.question) named++;
    }
    // Without the questions as a field, 90% of these are in the top 3; with it, 99%.
    expect(top3 / unlike.length).toBeGreaterThan(0.95);
    expect(named / top3).toBeGreaterThan(0.5);
  });

  it("ranks the ruling players ask about a word in several questions above one they ask about it once", () => {
    const input = toSearchDocs(data);
    const base = input.docs.find((d) => d.kind === "faq" && !d.ended && !d.supersededBy && !d.amendedBy && !d.restatedBy && !d.pointsTo)!;
    const doc = (id: string, title: string, asked: string[]) => {
      const { earlier: _earlier, questionLength: _questionLength, ...rest } = base;
      return { ...rest, entryId: `${base.documentId}/${id}`, topicId: `1e/${id}`, title, topicTitle: title, text: "A ruling.", asked };
    };
    const docs = [
      // Alphabetically first, so a tie would put it first.
      doc("alpha", "Alpha", ["can a zorblax do this", "what about the other case", "and another case"]),
      doc("beta", "Beta", ["zorblax on my ship", "my zorblax got discarded", "zorblax twice a turn"]),
    ];
    const small = new SearchEngine(createSearchPayload({ ...input, docs }));
    expect(small.search("zorblax").results.map((r) => r.topicTitle)).toEqual(["Beta", "Alpha"]);
  });

  it("finds a ruling no one has written players' questions for as well as if it had them: a new document's ruling is not buried", () => {
    const byId = new Map(data.entries.map((e) => [e.id, e]));
    // Every fourth ruling loses its questions, as a new document's rulings have none; it is then searched for by its
    // questions whose words its title and text have (what a player could type and find in the ruling itself).
    const rulings = data.entries.filter((e) => e.kind !== "section" && e.kind !== "redirect");
    const stripped = new Set(rulings.filter((_, i) => i % 4 === 0).map((e) => e.id));
    const small = new SearchEngine(createSearchPayload(toSearchDocs({ ...data, questions: data.questions!.filter((q) => !stripped.has(q.entry)) })));
    const queries = data.questions!.filter((q) => {
      if (!stripped.has(q.entry)) return false;
      const e = byId.get(q.entry)!;
      const have = new Set(toTerms(`${e.title} ${e.text}`));
      return toTerms(q.question).every((t) => have.has(t));
    });
    expect(queries.length).toBeGreaterThan(50);
    const firsts = queries.filter((q) => small.search(q.question).results[0]?.topicId === byId.get(q.entry)!.topicId).length;
    // Ranked as if the questions of the others were all that counted, 77% of these came first; their own words standing in, 93%.
    expect(firsts / queries.length).toBeGreaterThan(0.85);
  });

  it("puts the ruling a cross-reference points to above the cross-reference, through a chain of them, and keeps both", () => {
    // Topics that are only a cross-reference (a topic with a ruling of its own as well is a result in its own right).
    const withRuling = new Set(data.entries.filter((e) => e.kind !== "redirect").map((e) => e.topicId));
    const redirects = data.entries.filter(
      (e) => e.kind === "redirect" && !withRuling.has(e.topicId) && e.refs.some((r) => r.status === "resolved" && r.topicId),
    );
    expect(redirects.length).toBeGreaterThan(5);
    const topicTitle = new Map(data.topics.map((t) => [t.id, t.title]));
    for (const e of redirects) {
      let target = e;
      for (let hops = 0; target.kind === "redirect" && !withRuling.has(target.topicId) && hops < 5; hops++) {
        const to = target.refs.find((r) => r.status === "resolved" && r.topicId)!.topicId!;
        target = data.entries.find((x) => x.topicId === to)!;
      }
      const titles = engine.search(e.title, { edition: e.edition }).results.map((r) => r.topicTitle);
      expect(titles, `${e.title} → ${topicTitle.get(target.topicId)}`).toContain(e.title);
      expect(titles.indexOf(topicTitle.get(target.topicId)!), `${e.title} → ${topicTitle.get(target.topicId)}`).toBeLessThan(titles.indexOf(e.title));
    }
  });

  it("marks the matched words of a snippet", () => {
    const hits = first("ktc simultaneous downloads")!
      .snippet.filter((s) => s.hit)
      .map((s) => s.text.toLowerCase());
    expect(hits.some((h) => h.startsWith("download"))).toBe(true);
  });

  it('finds "no one" for "nobody" and highlights it whole', () => {
    const r = engine.search("ship cloak with nobody aboard", { limit: 20 }).results.find((x) => x.topicTitle === "CLOAKING and STAFFING");
    expect(r).toBeDefined();
    expect(r!.snippet.filter((s) => s.hit).map((s) => s.text.toLowerCase())).toContain("no one");
  });

  it("suggests close topics when nothing matches", () => {
    const r = engine.search("kidnxyz");
    expect(r.results).toEqual([]);
    expect(r.suggestions.map((s) => s.title)).toContain("Telepathic Alien Kidnappers");
  });

  it.each([
    ["a 2,000-character query", "dilemma ".repeat(250)],
    ["regex characters", "(.*+?[^$]{2}|\\"],
    ["HTML", "<script>alert(1)</script><img src=x onerror=alert(1)>"],
    ["emoji", "🖖 tribble 🚀"],
    ["only spaces", "     "],
  ])("survives %s", (_, q) => {
    const r = engine.search(q);
    expect(Array.isArray(r.results)).toBe(true);
    for (const x of r.results) expect(x.snippet.map((s) => s.text).join("")).not.toContain("<script>");
  });

  it("fetches only the shards and fragments a query needs, and then ranks as with every file at hand", async () => {
    const fetched: string[] = [];
    const files = JSON.parse(JSON.stringify(payload)) as SearchPayload;
    const lazy = new SearchEngine({ [META_FILE]: files[META_FILE] }, async (path) => {
      fetched.push(path);
      if (!(path in files)) throw new Error(`no ${path}`);
      return files[path];
    });
    for (const q of ["cloaking device crew", "andriod", "frozen personnel 1e", "wnohgb", '"one at a time"']) {
      const want = engine.search(q).results.map((r) => [r.entryId, r.score, r.others.length, r.snippet.length]);
      expect(
        (await lazy.find(q)).results.map((r) => [r.entryId, r.score, r.others.length, r.snippet.length]),
        q,
      ).toEqual(want);
    }
    const byDocument = await lazy.find("tribble", { documentId: data.documents[0]!.id });
    expect(byDocument.results.map((r) => r.entryId)).toEqual(engine.search("tribble", { documentId: data.documents[0]!.id }).results.map((r) => r.entryId));
    const termShards = Object.keys(files).filter((p) => p.startsWith("t/"));
    expect(new Set(fetched.filter((p) => p.startsWith("t/"))).size).toBeLessThan(termShards.length);
    expect(new Set(fetched).size).toBeLessThan(Object.keys(files).length / 2);
  });

  it("checks a rules' phrase read for the player's words without fetching where its stop words stand (the largest files)", async () => {
    const meta = payload[META_FILE] as { termShards: string[] };
    const shardOf = (term: string) => `t/${meta.termShards.filter((first) => first <= term).length - 1}.json`;
    for (const q of ["game over", "decked"]) {
      const fetched = new Set<string>();
      const lazy = new SearchEngine({ [META_FILE]: payload[META_FILE] }, async (path) => {
        fetched.add(path);
        return payload[path];
      });
      const response = await lazy.find(q);
      // The phrase was searched ("winning the game", "run out of cards") and found, its stop words' places never read.
      expect(response.expansions.length, q).toBeGreaterThan(0);
      expect(response.results.length, q).toBeGreaterThan(0);
      const stopShards = ["the", "of"].map(shardOf);
      const needed = new Set(
        response.expansions
          .flatMap((x) => toTerms(x.to))
          .filter((t) => t !== "the" && t !== "of")
          .map(shardOf),
      );
      for (const s of stopShards) if (!needed.has(s)) expect([...fetched], q).not.toContain(s);
      expect(response.results.map((r) => r.entryId)).toEqual(engine.search(q).results.map((r) => r.entryId));
    }
  });

  it("once a first query is answered, fetches more term shards ahead, one per idle call, as many as asked (idle called as the browser's is: no `this`)", async () => {
    const fetched: string[] = [];
    const idle = function (this: unknown, run: () => void) {
      if (this !== undefined) throw new TypeError("Illegal invocation");
      setTimeout(run, 0);
    };
    const lazy = new SearchEngine({ [META_FILE]: payload[META_FILE] }, async (path) => (fetched.push(path), payload[path]), undefined, { shards: 3, idle });
    await lazy.find("cloaking device");
    const shards = () => fetched.filter((p) => p.startsWith("t/")).length;
    const byQuery = shards();
    await expect.poll(shards).toBe(byQuery + 3);
    await new Promise((r) => setTimeout(r, 50));
    expect(shards()).toBe(byQuery + 3);
  });

  it("shows the results in their final order before their texts have come, then the same results with snippets", async () => {
    const lazy = new SearchEngine({ [META_FILE]: payload[META_FILE] }, async (path) => payload[path]);
    const early: { topicId: string; documentId: string; date: string; snippet: number }[][] = [];
    const final = await lazy.find("cloaking device crew", { limit: 8 }, (r) => {
      early.push(r.results.map((x) => ({ topicId: x.topicId, documentId: x.documentId, date: x.date, snippet: x.snippet.length })));
    });
    expect(early).toHaveLength(1);
    expect(early[0]!.map((x) => x.snippet)).toEqual(early[0]!.map(() => 0));
    expect(early[0]!.map(({ topicId, documentId, date }) => [topicId, documentId, date])).toEqual(final.results.map((x) => [x.topicId, x.documentId, x.date]));
    expect(final.results.every((x) => x.snippet.length > 0 && x.entryId)).toBe(true);
  });

  it("answers any string of up to 200 characters without throwing, with every file at hand or fetched as needed", async () => {
    const lazy = new SearchEngine({ [META_FILE]: payload[META_FILE] }, async (path) => payload[path]);
    const query = fc.oneof(
      fc.string({ maxLength: 200, unit: "grapheme" }),
      fc.string({ maxLength: 200, unit: "binary" }),
      // Words of the corpus and of queries, with the punctuation a query may carry: quotes, hyphens, edition words.
      fc
        .array(
          fc.constantFrom(
            "tribble",
            "cloaking",
            "device",
            "1e",
            "2nd",
            "edition",
            "constructor",
            "__proto__",
            "toString",
            '"',
            "-",
            "q-net",
            "wnohgb",
            "andriod",
            "*",
            "(",
            "\\",
            "é",
            "  ",
          ),
          { maxLength: 30 },
        )
        .map((w) => w.join(" ").slice(0, 200)),
    );
    const options = fc.record(
      {
        edition: fc.constantFrom(undefined, "1E", "2E"),
        documentId: fc.constantFrom(undefined, data.documents[0]!.id, "no-such-document"),
        limit: fc.integer({ min: -5, max: 200 }),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(query, options, async (q, o) => {
        const opts = Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
        const r = engine.search(q, opts);
        expect(r.results.length).toBeLessThanOrEqual(100);
        expect((await lazy.find(q, opts)).results.map((x) => x.entryId)).toEqual(r.results.map((x) => x.entryId));
      }),
      { numRuns: 150 },
    );
  });

  it("reads the payload after a JSON round trip, as the browser does", () => {
    const fresh = new SearchEngine(createSearchPayload(toSearchDocs(readCorpusData())));
    const roundTrip = new SearchEngine(JSON.parse(JSON.stringify(payload)) as SearchPayload);
    for (const q of ["tribble", "cloaking device crew", "andriod", "frozen personnel 1e"]) {
      expect(
        roundTrip.search(q).results.map((r) => [r.entryId, r.score]),
        q,
      ).toEqual(fresh.search(q).results.map((r) => [r.entryId, r.score]));
    }
    expect(roundTrip.search("tribble").results.length).toBeGreaterThan(0);
  });
});

describe("search terms", () => {
  it("drops apostrophes and joins hyphenated words", () => {
    expect(toWords("K’Tal V'Shar Q-Flash")).toEqual(["ktal", "vshar", "q", "flash", "qflash"]);
  });
  it('reads "no one" and "no-one" as "nobody"', () => {
    expect(toWords("No one aboard; no-one else")).toEqual(["nobody", "aboard", "nobody", "else"]);
  });
  it("stems plurals and verb forms alike", () => {
    expect(["downloads", "downloaded", "downloading"].map(toStem)).toEqual(["download", "download", "download"]);
    expect(toStem("stopped")).toBe("stop");
    expect(["complete", "completed", "completes"].map(toStem)).toEqual(["complet", "complet", "complet"]);
    expect(["phase", "phased", "phasing"].map(toStem)).toEqual(["phas", "phas", "phas"]);
  });

  it("reads the past forms of irregular verbs as the verb, so 'stole' finds the ruling on stealing", () => {
    expect(["stole", "stolen", "steal", "stealing"].map(toStem)).toEqual(["steal", "steal", "steal", "steal"]);
    expect(["drew", "drawn", "draws"].map(toStem)).toEqual(["draw", "draw", "draw"]);
    expect(["overcame", "overridden"].map(toStem)).toEqual([toStem("overcome"), toStem("override")]);
    expect(first("stole a klingon disruptor can my feds use it")?.topicTitle).toBe("stealing");
  });
  it("measures edit distance with an early stop", () => {
    expect(toEditDistance("kidnapers", "kidnappers", 2)).toBe(1);
    expect(toEditDistance("abc", "xyzuvw", 1)).toBe(2);
  });
  it("counts two swapped neighbouring letters as one edit", () => {
    expect(toEditDistance("andriod", "android", 2)).toBe(1);
    expect(toEditDistance("cloknig", "cloking", 2)).toBe(1);
    expect(toEditDistance("ab", "ba", 1)).toBe(1);
  });
});
