import { describe, expect, it } from "vitest";
import { STOPWORDS, toEditDistance, toStem, toTerms, toWords } from ".";

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
});
