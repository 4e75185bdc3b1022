import { describe, expect, it } from "vitest";
import { IngestError } from "./errors";
import { prepareSource, toParagraphs } from "./prepare";

describe("prepareSource", () => {
  it("replaces a lost character from context and logs the repair with its line", () => {
    const { lines, repairs } = prepareSource("f.txt", "a \uFFFD b\nQ\uFFFDs Planet", {
      replace: [
        { rule: "fffd-dash", pattern: "(?<= )\uFFFD(?= )", to: "–" },
        { rule: "fffd-apostrophe", pattern: "(?<=\\w)\uFFFD(?=s\\b)", to: "’" },
      ],
    });
    expect(lines.map((l) => l.text)).toEqual(["a – b", "Q’s Planet"]);
    expect(lines[1]!.original).toBe("Q\uFFFDs Planet");
    expect(repairs).toMatchObject([
      { line: 1, from: "\uFFFD", to: "–", rule: "fffd-dash" },
      { line: 2, from: "\uFFFD", to: "’", rule: "fffd-apostrophe" },
    ]);
  });

  it("keeps an uncertain replacement flagged as uncertain", () => {
    const { repairs } = prepareSource("f.txt", "at \uFFFD100%", {
      replace: [{ rule: "fffd-comparison", pattern: "\uFFFD(?=\\d)", to: "≤", uncertain: true }],
    });
    expect(repairs[0]).toMatchObject({ uncertain: true, to: "≤" });
  });

  it("fails on a line-limited rule that matches nothing, naming the line", () => {
    expect(() => prepareSource("f.txt", "x\ny", { replace: [{ rule: "r", pattern: "z", to: "", lines: [2] }] })).toThrow("f.txt:2:");
  });

  it("puts shuffled blocks back in reading order and logs each moved block", () => {
    const { lines, repairs } = prepareSource("f.txt", "1\n2\n3\n4", { readingOrder: [[1, 1], [3, 4], [2, 2]] });
    expect(lines.map((l) => l.n)).toEqual([1, 3, 4, 2]);
    expect(repairs.map((r) => r.rule)).toEqual(["block-reading-order", "block-reading-order"]);
  });

  it("rejects a reading order that leaves a line out", () => {
    expect(() => prepareSource("f.txt", "1\n2\n3", { readingOrder: [[1, 2]] })).toThrow(IngestError);
  });

  it("moves a displaced block home", () => {
    const { lines } = prepareSource("f.txt", "a\nb\nc\nd", { move: [{ rule: "displaced", from: [3, 4], after: 1 }] });
    expect(lines.map((l) => l.text)).toEqual(["a", "c", "d", "b"]);
  });
});

describe("toParagraphs", () => {
  it("joins a paragraph split by a page break and logs the join", () => {
    const { lines } = prepareSource("f.txt", "the personnel is\n\nstopped.\n\nNext", {});
    const { paragraphs, repairs } = toParagraphs("f.txt", lines, { join: [{ rule: "page-break-split", after: 1 }] });
    expect(paragraphs.map((p) => p.text)).toEqual(["the personnel is stopped.", "Next"]);
    expect(paragraphs[0]!.lines.map((l) => l.n)).toEqual([1, 3]);
    expect(repairs[0]).toMatchObject({ line: 1, rule: "page-break-split" });
  });

  it("treats lines of spaces as blank", () => {
    const { lines } = prepareSource("f.txt", "a\n \nb", {});
    expect(toParagraphs("f.txt", lines, {}).paragraphs).toHaveLength(2);
  });

  it("fails on a join declared for a line that does not end a paragraph", () => {
    const { lines } = prepareSource("f.txt", "a\nb\n\nc", {});
    expect(() => toParagraphs("f.txt", lines, { join: [{ rule: "j", after: 1 }] })).toThrow("f.txt:1:");
  });
});
