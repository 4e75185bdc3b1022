import { describe, expect, it } from "vitest";
import { STOPWORDS, createTitleMatcher, toEditDistance, toSentenceAround, toStem, toTerms, toWords } from ".";

describe("lib/text: the one tokenizer, stemmer, stop-word list and edit distance", () => {
  it("reads words as the ingest and search both do: accents, apostrophes and markup gone, hyphenated words also joined", () => {
    expect(toWords("Q-Flash: Picard’s café & *no one*")).toEqual(["q", "flash", "qflash", "picards", "cafe", "and", "nobody"]);
    expect(toWords("Q-Flash", true)).toEqual(["qflash"]);
  });

  it("stems forms of one word alike, irregular pasts included", () => {
    expect(new Set(["duplicate", "duplicates", "duplicated"].map(toStem)).size).toBe(1);
    expect(toStem("stole")).toBe(toStem("stealing"));
    expect(toTerms("Phasing cloaks")).toEqual([toStem("phasing"), toStem("cloak")]);
  });

  it("drops question words, not rules words", () => {
    expect(STOPWORDS.has("what")).toBe(true);
    expect(STOPWORDS.has("cloak")).toBe(false);
  });

  it("counts insertions, deletions, substitutions and a swap of neighbours as one edit each, stopping past a limit", () => {
    expect(toEditDistance("kitten", "sitting")).toBe(3);
    expect(toEditDistance("", "abc")).toBe(3);
    expect(toEditDistance("andriod", "android")).toBe(1);
    expect(toEditDistance("cloaking", "phasing", 2)).toBe(3);
  });

  it("finds names as whole words, the longest first, with dashes and apostrophes alike, never Q inside Q-Flash or Q's Tent", () => {
    const find = createTitleMatcher([
      { form: "Q", key: "q" },
      { form: "Q-Flash", key: "flash" },
      { form: "Borg", key: "borg" },
      { form: "Borg Ship", key: "ship" },
      { form: "Armus – Skin of Evil", key: "armus" },
      { form: "Q-icon", key: null },
    ]);
    const keys = (t: string) => find(t).map((m) => m.key);
    expect(keys("A Q-Flash, the Borg Ship and Q")).toEqual(["flash", "ship", "q"]);
    expect(keys("Q's Tent, a Q-icon, Borgs, QFlash")).toEqual([]);
    expect(keys("ARMUS - SKIN OF EVIL and Armus—Skin of Evil")).toEqual(["armus", "armus"]);
  });

  it("cuts the sentence around a name, not after e.g. or U.S.S.", () => {
    const text = "First one. Cards (e.g., Elim Garak) avoid it. Last.";
    const at = text.indexOf("Elim");
    expect(toSentenceAround(text, at, at + 10)).toBe("Cards (e.g., Elim Garak) avoid it.");
    const faq = "Turns? If I have 2 (or 3 etc.) kidnappers, what then?";
    expect(toSentenceAround(faq, faq.indexOf("kidnappers"), faq.indexOf("kidnappers") + 10)).toBe("If I have 2 (or 3 etc.) kidnappers, what then?");
  });
});
