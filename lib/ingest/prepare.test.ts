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
    expect(() => prepareSource("f.txt", "x\ny", { replace: [{ rule: "r", pattern: "z", to: "", lines: [2] }] })).toThrow(
      /^f\.txt:2:1: \[replace-no-match\] .*\(expected a match of "z", found "y"\)/,
    );
  });

  it("puts shuffled blocks back in reading order and logs each moved block", () => {
    const { lines, repairs } = prepareSource("f.txt", "1\n2\n3\n4", {
      readingOrder: [
        [1, 1],
        [3, 4],
        [2, 2],
      ],
    });
    expect(lines.map((l) => l.n)).toEqual([1, 3, 4, 2]);
    expect(repairs.map((r) => r.rule)).toEqual(["block-reading-order", "block-reading-order"]);
  });

  it("rejects a reading order that leaves a line out", () => {
    expect(() => prepareSource("f.txt", "1\n2\n3", { readingOrder: [[1, 2]] })).toThrow(IngestError);
  });

  it("moves a displaced block home", () => {
    const { lines } = prepareSource("f.txt", "a\nb\nc\nd", { move: [{ rule: "displaced", from: [3, 4], after: 1, starts: "c", before: "b" }] });
    expect(lines.map((l) => l.text)).toEqual(["a", "c", "d", "b"]);
  });

  it("refuses a move whose lines went stale, saying what it expected and found, instead of moving other text", () => {
    // A line was inserted at the top: lines 3-4 are now "b" and "c".
    const move = [{ rule: "displaced", from: [3, 4] as [number, number], after: 1, starts: "c", before: "b" }];
    expect(() => prepareSource("f.txt", "new\na\nb\nc\nd", { move })).toThrow(
      /^f\.txt:3:1: \[move-anchor-mismatch\] move 1 .* does not match line 3, so nothing was moved \(expected line 3 to start with "c", found "b"\)/m,
    );
    expect(() => prepareSource("f.txt", "a\nb\nc\nd", { move: [{ rule: "displaced", from: [3, 4], after: 1 }] })).toThrow(
      /\[move-anchor-missing\] .*write "starts": "c"/,
    );
  });
});

describe("toParagraphs", () => {
  it("joins a paragraph split by a page break and logs the join", () => {
    const { lines } = prepareSource("f.txt", "the personnel is\n\nstopped.\n\nNext", {});
    const { paragraphs, repairs } = toParagraphs("f.txt", lines, {
      join: [{ rule: "page-break-split", after: 1, ends: "personnel is", continues: "stopped." }],
    });
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
    expect(() => toParagraphs("f.txt", lines, { join: [{ rule: "j", after: 1 }] })).toThrow(
      /^f\.txt:1:1: \[join-not-paragraph-end\] .*found line 1 followed by text/m,
    );
  });

  it("refuses a stale join that would glue two other paragraphs together, instead of joining them silently", () => {
    // A line was inserted above the split: "after: 1" now points at a paragraph that ends where it should.
    const { lines } = prepareSource("f.txt", "A new line.\n\nthe personnel is\n\nstopped.", {});
    const join = [{ rule: "page-break-split", after: 1, ends: "personnel is", continues: "stopped." }];
    expect(() => toParagraphs("f.txt", lines, { join })).toThrow(
      /^f\.txt:1:1: \[join-anchor-mismatch\] join 1 .* \(expected line 1 to end with "personnel is", found "A new line\."\) — line 3 ends with "personnel is": if the rule means it, fix its "after"/,
    );
  });

  it("asks for missing anchors, proposing the words to write, and reports every problem of the file at once", () => {
    const { lines } = prepareSource("f.txt", "one two\n\nthree\n\nfour\n\nfive", {});
    const join = [
      { rule: "j", after: 1 },
      { rule: "j", after: 5, ends: "four", continues: "six" },
    ];
    let message = "";
    try {
      toParagraphs("f.txt", lines, { join });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message.split("\n")).toEqual([
      expect.stringMatching(/^f\.txt:1:1: \[join-anchor-missing\] .*write "ends": "one two" in it/),
      expect.stringMatching(/^f\.txt:3:1: \[join-anchor-missing\] .*write "continues": "three" in it/),
      expect.stringMatching(/^f\.txt:7:1: \[join-anchor-mismatch\] .*\(expected line 7 to start with "six", found "five"\)/),
    ]);
  });

  it("compares anchors with runs of white space made one, as the sources wrap lines with trailing spaces", () => {
    const { lines } = prepareSource("f.txt", "the personnel   is \n\n  stopped.", {});
    const join = [{ rule: "page-break-split", after: 1, ends: "personnel is", continues: "stopped." }];
    const { paragraphs } = toParagraphs("f.txt", lines, { join });
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]!.text).toMatch(/^the personnel {3}is\s+stopped\.$/);
  });
});
