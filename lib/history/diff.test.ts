import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isEditorialChange, toComparableText, toVersionDiff } from "./diff";
import { readCorpusData } from "../corpus";

const data = readCorpusData();
const text = (id: string) => data.entries.find((e) => e.id === id)!.text;

describe("toVersionDiff on the real 2E documents", () => {
  it("shows the 2014 attempting-missions step 3.h ending 'until the end of step 4.a.' instead of 'until dilemma is overcome or placed somewhere'", () => {
    const d = toVersionDiff(text("2e-crd-2011-10-05/attempting-missions"), text("2e-crd-2014-07-07/attempting-missions"));
    const change = d.changes.find((c) => c.removed.includes("dilemma is overcome or placed somewhere"))!;
    expect(change.editorial).toBe(false);
    expect(change.added).toBe("the end of step 4.a.");
    expect(change.before).toMatch(/until$/);
    const newer = d.parts
      .filter((p) => p.type !== "removed")
      .map((p) => p.value)
      .join("");
    expect(newer).toContain("until the end of step 4.a.");
    expect(d.substantive).toBe(true);
  });

  it("finds no change of substance in 'winning the game' between 2011 and 2014", () => {
    const d = toVersionDiff(text("2e-crd-2011-10-05/winning-the-game"), text("2e-crd-2014-07-07/winning-the-game"));
    expect(d.substantive).toBe(false);
    expect(d.wordsAdded + d.wordsRemoved).toBe(0);
  });
});

describe("change classification", () => {
  it.each([
    ["gametext", "game text"],
    ["For example:", "For Example:"],
    ["“cumulative,”", '"cumulative,"'],
    ["turn.", "turn"],
  ])("calls %j → %j editorial", (a, b) => {
    expect(isEditorialChange(a, b)).toBe(true);
  });

  it.each([
    ["may", "may not"],
    ["5 points", "10 points"],
    ["dilemma is overcome", "the end of step 4.a."],
  ])("calls %j → %j substantive", (a, b) => {
    expect(isEditorialChange(a, b)).toBe(false);
  });

  it("ignores line wraps, quote styles and Markdown escapes altogether", () => {
    expect(toVersionDiff("the \\*card\\* “x”\nand y", 'the *card* "x" and   y').changes).toEqual([]);
  });

  it("counts only substantive words as added and removed, with context", () => {
    const d = toVersionDiff("Each player may play one card per turn.", "Each player may not play one card per gametext turn.");
    expect(d.wordsAdded).toBe(2);
    expect(d.changes[0]).toMatchObject({ added: "not", removed: "", before: "Each player may", editorial: false });
  });
});

describe("toVersionDiff on any two texts", () => {
  // Words, spaces, line breaks, punctuation and the quote styles the comparison folds together.
  const piece = fc.oneof(
    fc.constantFrom(" ", "  ", "\n", "\n\n", ".", ",", "“", "’", "—", "\\*", "step", "4.a", "Dilemma", "dilemma"),
    fc.string({ maxLength: 8 }),
  );
  const texts = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(""));

  // Words and punctuation marks, in order: spacing alone is no difference, so the older side may be spaced as the newer.
  const tokens = (text: string) => text.match(/[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu) ?? [];

  it("reproduces the newer text exactly, and every word and mark of the older, from their sides of the comparison", () => {
    fc.assert(
      fc.property(texts, texts, (older, newer) => {
        const { parts } = toVersionDiff(older, newer);
        const side = (drop: "added" | "removed") =>
          parts
            .filter((p) => p.type !== drop)
            .map((p) => p.value)
            .join("");
        expect(side("removed")).toBe(toComparableText(newer));
        expect(tokens(side("added"))).toEqual(tokens(toComparableText(older)));
      }),
      { numRuns: 200 },
    );
  });

  it("shows a reworded phrase as one deletion and one insertion, not word by word", () => {
    const { parts } = toVersionDiff("used until dilemma is overcome or placed somewhere.", "used until the end of step 4.a.");
    expect(parts.filter((p) => p.type === "removed").map((p) => p.value)).toEqual(["dilemma is overcome or placed somewhere"]);
    expect(parts.find((p) => p.type === "added")!.value).toBe("the end of step 4");
  });

  it("numbers every part of a change with that change's place in the list, and leaves the text between changes unnumbered", () => {
    const d = toVersionDiff("Play one card. Then draw a card at the end.", "Play two cards. Then draw a card at the start.");
    expect(d.changes).toHaveLength(2);
    const numbered = d.parts.filter((p) => p.change !== undefined);
    expect([...new Set(numbered.map((p) => p.change))]).toEqual([0, 1]);
    expect(d.parts.filter((p) => p.change === 1 && p.type === "added").map((p) => p.value)).toEqual(["start"]);
    expect(d.parts.filter((p) => p.type === "same").every((p) => p.change === undefined)).toBe(true);
  });

  it("keeps two words apart on the older side when the newer puts a mark between them", () => {
    const { parts } = toVersionDiff("play a card", "play a,card");
    expect(
      parts
        .filter((p) => p.type !== "added")
        .map((p) => p.value)
        .join(""),
    ).toBe("play a card");
  });

  it("counts no words changed, and nothing of substance, between a text and itself", () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(toVersionDiff(text, text)).toMatchObject({ wordsAdded: 0, wordsRemoved: 0, substantive: false, changes: [] });
      }),
      { numRuns: 100 },
    );
  });
});
