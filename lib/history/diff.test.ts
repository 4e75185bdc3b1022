import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { RulingsData } from "../model/types";
import { isEditorialChange, toVersionDiff } from "./diff";

const data = JSON.parse(readFileSync("public/data/rulings.json", "utf8")) as RulingsData;
const text = (id: string) => data.entries.find((e) => e.id === id)!.text;

describe("toVersionDiff on the real 2E documents", () => {
  it("shows the 2014 attempting-missions step 3.h ending 'until the end of step 4.a.' instead of 'until dilemma is overcome or placed somewhere'", () => {
    const d = toVersionDiff(text("2e-crd-2011-10-05/attempting-missions"), text("2e-crd-2014-07-07/attempting-missions"));
    const change = d.changes.find((c) => c.removed.includes("dilemma is overcome or placed somewhere"))!;
    expect(change.editorial).toBe(false);
    expect(change.added).toBe("the end of step 4.a.");
    expect(change.before).toMatch(/until$/);
    const newer = d.parts.filter((p) => p.type !== "removed").map((p) => p.value).join("");
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
    expect(toVersionDiff("the \\*card\\* “x”\nand y", "the *card* \"x\" and   y").changes).toEqual([]);
  });

  it("counts only substantive words as added and removed, with context", () => {
    const d = toVersionDiff("Each player may play one card per turn.", "Each player may not play one card per gametext turn.");
    expect(d.wordsAdded).toBe(2);
    expect(d.changes[0]).toMatchObject({ added: "not", removed: "", before: "Each player may", editorial: false });
  });
});
