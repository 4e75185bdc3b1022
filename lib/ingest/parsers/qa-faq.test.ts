import { describe, expect, it } from "vitest";
import type { Corrections, DocumentMeta, ParsedEntry, ParseResult } from "../../model";
import { IngestError } from "../errors";
import { prepareSource } from "../prepare";
import { parseQaFaq } from "./qa-faq";
import { splitTopic } from "./qa-faq-topic";
import { loadRealDocument, parseSource, toNonBlankLines, toPlacedLines, truncate } from "./test-support";

const DOC_ID = "1e-faq-1995-02-11";

const real = loadRealDocument(DOC_ID);
const prepared = prepareSource(real.meta.sourceFile, real.text, real.meta.corrections);
const result = parseQaFaq({ meta: real.meta, lines: prepared.lines });
const faqs = result.entries.filter((e) => e.kind === "faq");
const sourceLines = real.text.split("\n");

function entryAt(line: number): ParsedEntry {
  const e = result.entries.find((x) => x.lines[0] === line);
  if (!e) throw new Error(`no entry starts at line ${line}`);
  return e;
}

function fixtureMeta(corrections: Corrections): DocumentMeta {
  return { ...real.meta, sourceFile: "fixture.txt", corrections };
}

function parseFixture(text: string, corrections: Corrections): ParseResult {
  return parseSource(parseQaFaq, fixtureMeta(corrections), text);
}

describe("parseQaFaq on the 1995 Official Rules FAQ File v3", () => {
  it("finds 193 questions after the title block", () => {
    expect(result.entries).toHaveLength(194);
    expect(faqs).toHaveLength(193);
    expect(result.entries[0]!.kind).toBe("section");
    expect(result.entries.slice(1).every((e) => e.kind === "faq")).toBe(true);
  });

  it("counts the questions of each category in reading order", () => {
    const counts: [string, number][] = [];
    for (const e of faqs) {
      const last = counts.at(-1);
      if (last && last[0] === e.faq!.category) last[1]++;
      else counts.push([e.faq!.category, 1]);
    }
    expect(counts.map(([c, n]) => `${c.split(".")[0]}:${n}`)).toEqual(
      "1:12 2:12 3:8 4:8 5:29 6:24 7:16 8:6 9:7 10:11 11:6 12:9 13:2 14:1 15:8 16:7 17:6 18:16 19:4 20:1".split(" "),
    );
  });

  it("runs the category numbers 1 to 20 once the page blocks are in reading order", () => {
    const numbers = result.headings.filter((h) => /^\d/.test(h.text)).map((h) => Number(h.text.split(".")[0]));
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(result.headings.map((h) => h.text)).toContain("20. CARD COMBINATIONS");
    expect(result.headings.map((h) => h.text)).toContain("2. PERSONNEL ***2.1 MISCELLANEOUS");
  });

  it("puts every non-blank line in exactly one place", () => {
    const placed = toPlacedLines(result);
    expect([...new Set(placed)]).toEqual(toNonBlankLines(real.text));
    expect(new Set(placed).size).toBe(placed.length);
  });

  it("joins a question cut off by a shuffled page block with its answer (RED SHIRTS)", () => {
    const e = entryAt(277);
    expect(e.title).toBe("RED SHIRTS");
    expect(e.lines).toEqual([277, 471]);
    expect(e.faq!.answer).toMatch(/^Yes, the "red shirt" strategy is a major tactic/);
    expect(e.body).toMatch(/^\*\*Q:\*\* Can you send down a single personnel.*\n\n\*\*A:\*\* Yes, the "red shirt"/s);
  });

  it("joins a question split mid-word across page blocks (HOLO-PROJECTION FROM AN OUTPOST)", () => {
    const e = entryAt(693);
    expect(e.title).toBe("HOLO-PROJECTION FROM AN OUTPOST");
    expect(e.lines).toEqual([693, 853]);
    expect(e.faq!.question).toMatch(/^Can Holo-Projectors be used to project Holgraphic Characters/);
    expect(e.faq!.answer).toMatch(/^The Holo-Projector card says/);
  });

  it("joins answers cut mid-sentence by a page block (EXOCOMPS CUMULATIVE?, PHASED MATTER, CLOAKED SHIPS)", () => {
    expect(entryAt(849).faq!.answer).toContain("but if you had three it would take how long — a fraction of a full tum?");
    expect(entryAt(849).lines).toEqual([849, 851, 978]);
    expect(entryAt(579).faq!.answer).toContain("Unless the Away Team overcomes the Dilemma's conditions");
    expect(entryAt(974).faq!.answer).toContain('to "track" your ships to some extent');
  });

  it("keeps the two questions the source never answers, marked unanswered", () => {
    const open = faqs.filter((e) => !e.faq!.answered);
    expect(open.map((e) => [e.title, e.lines[0], e.faq!.answer])).toEqual([
      ["EXOCOMP REPAIRS ON A MOVING SHIP", 213, ""],
      ["INTER-SHIP BEAMING", 938, ""],
    ]);
    expect(open[0]!.body).toBe("**Q:** Can an Exocomp repair a moving ship?");
  });

  it("splits the 31 lines that hold a question and its answer", () => {
    const inline = sourceLines.flatMap((t, i) => (/^(- )?(Q:|Q\.|O:) .* A: /.test(t) ? [i + 1] : []));
    expect(inline).toHaveLength(31);
    for (const n of inline) {
      const e = entryAt(n);
      const printed = sourceLines[n - 1]!;
      expect(e.faq!.answered).toBe(true);
      expect(printed.slice(printed.indexOf(" A: ") + 4)).toContain(e.faq!.answer.slice(0, 40));
      expect(e.faq!.question).not.toContain(" A: ");
    }
    expect(entryAt(179).faq).toMatchObject({ question: "Is there going to be a Strategy Book?" });
  });

  it("keeps the answers' pseudo-headings inside their answers", () => {
    expect(entryAt(99).faq!.answer).toContain('DEFINITIONS\n\n"Turn" -- a turn is one segment');
    expect(entryAt(99).faq!.answer).toContain("(Alien Groupie) -- this is worded");
    expect(entryAt(99).lines).toContain(151);
    expect(entryAt(711).faq!.answer).toContain("-- Position 1 -- First,");
    expect(entryAt(711).faq!.answer).toContain("- Therefore, the current ruling is");
    expect(entryAt(338).faq!.answer).toContain("NOTE#1: Any Personnel avoiding");
    expect(entryAt(699).faq!.answer).toContain("The Solution -- Soon, new cards");
  });

  it("keeps the truncated duplicate answer in the body but answers with the full copy", () => {
    const e = entryAt(587);
    expect(e.lines).toEqual([587, 589, 590]);
    expect(e.body.match(/\*\*A:\*\* \(1\) Anybody, anytime/g)).toHaveLength(2);
    expect(e.faq!.answer).toMatch(/^\(1\) Anybody, anytime, can move or beam Equipment around, because/);
    expect(result.repairs.filter((r) => r.rule === "duplicate-answer-line").map((r) => r.line)).toEqual([589]);
  });

  it("keeps the Metaphasic Shields chart as printed in a code block", () => {
    const e = entryAt(831);
    for (let n = 835; n <= 841; n++) expect(e.lines).toContain(n);
    const chart = sourceLines.slice(834, 841).join("\n");
    expect(e.body).toContain("```\n" + chart + "\n```");
    expect(e.faq!.answer).toContain(chart);
  });

  it("titles entries with the upper-case topic as printed, two-level topics included", () => {
    const titles = faqs.map((e) => e.title);
    expect(titles).toContain("< AND > MARKS");
    expect(titles).toContain("ROGUE BORG -- GENERAL DISCUSSION");
    expect(titles).toContain("Q DILEMMA -- REARRANGING");
    expect(titles).toContain("ARTIFICIAL LIFEFORMS (DATA, EXOCOMPS, etc.)");
    expect(titles).toContain("ANTI-TIME ANOMALY and the TIME TRAVEL POD");
    expect(entryAt(935).title).toBe("COMBINED AWAY TEAMS AND THEIR SHIPS");
    expect(entryAt(935).faq!.question).toMatch(/^I go for a mission/);
    expect(entryAt(175).title).toBe("DOES DECIPHER ACCEPT CARD IDEAS?");
    const lowerCaseWords = (t: string) => /[a-z]{4,}/.test(t.replace(/\b(and|And|the)\b/g, ""));
    expect(faqs.filter((e) => lowerCaseWords(e.title)).map((e) => e.title)).toEqual([]);
  });

  it("fills category and sub-category as printed", () => {
    expect(entryAt(211).faq).toMatchObject({ category: "2. PERSONNEL", subcategory: "2.2 EXOCOMPS" });
    expect(entryAt(605).faq).toMatchObject({ category: "9. ARTIFACTS", subcategory: "9.1 MISCELLANEOUS" });
    expect(entryAt(681).faq!.subcategory).toBeUndefined();
    expect(entryAt(986).faq!.category).toBe("20. CARD COMBINATIONS");
    expect(entryAt(986).section).toBe("20. CARD COMBINATIONS");
  });

  it("reads the title block, README and table of contents as the section entry", () => {
    const s = result.entries[0]!;
    expect(s.title).toBe("Official Answers to FAQ's (Frequently Asked Questions)");
    expect(s.lines[0]).toBe(1);
    expect(s.lines.at(-1)).toBe(78);
    expect(s.body).toContain("- GENERAL QUESTIONS\n- 2. PERSONNEL\n- 3. SHIPS");
    expect(s.body).toContain("- 29. CARD COMBINATIONS\n- 40. COMMENTS'ON PAST RULINGS");
    expect(s.body.startsWith("STAR TREK: The Next Generation® Customizable™ Card Game\n\nDecipher Inc. 1995")).toBe(true);
  });

  it("repairs the OCR'd markers through the declared replace rules", () => {
    const byRule = (rule: string) => prepared.repairs.filter((r) => r.rule === rule).length;
    expect(byRule("ocr-o-for-q")).toBe(10);
    expect(byRule("ocr-q-period")).toBe(3);
    expect(byRule("ocr-category-comma")).toBe(1);
    expect(byRule("ocr-answer-colon-period")).toBe(1);
    expect(entryAt(859).faq!.answer).toMatch(/^Yes The rules say/);
    expect(entryAt(301).title).toBe('INTERRUPTING "ACTIONS" IN PROGRESS');
  });

  it("passes on the join repairs and keeps no Q:/A: markers in the fields", () => {
    expect(result.repairs.filter((r) => r.rule === "block-split-join")).toHaveLength(4);
    const marked = /^(- )?[QA]:/;
    expect(faqs.filter((e) => marked.test(e.faq!.question) || marked.test(e.faq!.answer))).toEqual([]);
    expect(faqs.every((e) => e.body.startsWith("**Q:** "))).toBe(true);
  });

  it("rejects a truncated copy of the file", () => {
    const cut = truncate(real.text);
    expect(() => prepareSource(real.meta.sourceFile, cut, real.meta.corrections)).toThrow(IngestError);
    const lines = prepared.lines.filter((l) => l.n <= cut.split("\n").length);
    expect(() => parseQaFaq({ meta: real.meta, lines })).toThrow(IngestError);
  });
});

// Printed order: the title block, category 2, then the rest of ALPHA (category 1).
const SHUFFLED = [
  "Fixture FAQ",
  "",
  "1. FIRST",
  "",
  "Q: ALPHA -- Does it work when the answer",
  "",
  "2. SECOND *** 2.1 MORE",
  "",
  "O: GAMMA — Inline? A: Yes.",
  "",
  "is printed elsewhere?",
  "",
  "A: It does, as long as the",
  "",
  "blocks are put back.",
  "",
].join("\n");

const SHUFFLED_CORRECTIONS: Corrections = {
  replace: [{ rule: "ocr-o-for-q", pattern: "^O: ", to: "Q: ", lines: [9] }],
  readingOrder: [
    [1, 6],
    [11, 16],
    [7, 10],
  ],
  join: [
    { rule: "block-split-join", after: 5, ends: "when the answer", continues: "is printed elsewhere?" },
    { rule: "stray-blank-join", after: 13, ends: "as long as the", continues: "blocks are put back." },
  ],
  hints: { sectionTitle: { line: 1, reason: "t" }, lastCategory: { number: 2, reason: "t" } },
};

describe("parseQaFaq on small fixtures", () => {
  it("joins a question split across a shuffled page block with its answer", () => {
    const r = parseFixture(SHUFFLED, SHUFFLED_CORRECTIONS);
    expect(r.entries.map((e) => [e.kind, e.title, e.lines])).toEqual([
      ["section", "Fixture FAQ", [1]],
      ["faq", "ALPHA", [5, 11, 13, 15]],
      ["faq", "GAMMA", [9]],
    ]);
    expect(r.entries[1]!.faq).toEqual({
      category: "1. FIRST",
      question: "Does it work when the answer is printed elsewhere?",
      answer: "It does, as long as the blocks are put back.",
      answered: true,
    });
    expect(r.entries[1]!.body).toBe("**Q:** Does it work when the answer is printed elsewhere?\n\n**A:** It does, as long as the blocks are put back.");
    expect(r.entries[2]!.faq).toMatchObject({ subcategory: "2.1 MORE", question: "Inline?", answer: "Yes." });
    expect(r.headings).toEqual([
      { line: 3, text: "1. FIRST" },
      { line: 7, text: "2. SECOND *** 2.1 MORE" },
    ]);
  });

  it("rejects blocks left in printed order: a question loses its answer", () => {
    const corrections = { ...SHUFFLED_CORRECTIONS, readingOrder: undefined, join: [] };
    expect(() => parseFixture(SHUFFLED, corrections)).toThrow(/^fixture\.txt:\d+:1: \[question-unanswered\] this question has no answer/);
  });

  it("rejects categories that do not run in order", () => {
    const text = ["T", "", "2. TWO", "", "Q: A -- B?", "A: C.", "", "1. ONE", "", "Q: D -- E?", "A: F."].join("\n");
    const hints = { sectionTitle: { line: 1, reason: "t" }, lastCategory: { number: 1, reason: "t" } };
    expect(() => parseFixture(text, { hints })).toThrow(/^fixture\.txt:\d+:1: \[category-out-of-order\] .*\(expected category 1, found category 2\)/);
  });

  it("rejects a second answer unless it is declared a truncated duplicate", () => {
    const text = ["T", "", "1. ONE", "", "Q: A -- B?", " A: Cut off,", "- A: Cut off, but whole."].join("\n");
    const hints = { sectionTitle: { line: 1, reason: "t" }, lastCategory: { number: 1, reason: "t" } };
    expect(() => parseFixture(text, { hints })).toThrow(
      /^fixture\.txt:7:3: \[answer-twice\] the question of line 5 has a second answer \(expected one answer for each question, found "A: Cut off, but whole\."\)/,
    );
    const r = parseFixture(text, { hints: { ...hints, duplicateAnswers: [{ line: 6, duplicateOf: 7, reason: "t" }] } });
    expect(r.entries[1]!.body).toBe("**Q:** B?\n\n**A:** Cut off,\n\n**A:** Cut off, but whole.");
    expect(r.entries[1]!.faq!.answer).toBe("Cut off, but whole.");
  });

  it("keeps an unanswered question only when it is declared", () => {
    const text = ["T", "", "1. ONE", "", "Q: A -- B?", "", "Q: C -- D?", "A: E."].join("\n");
    const hints = { sectionTitle: { line: 1, reason: "t" }, lastCategory: { number: 1, reason: "t" } };
    expect(() => parseFixture(text, { hints })).toThrow(/\[question-unanswered\]/);
    const r = parseFixture(text, { hints: { ...hints, unanswered: [{ line: 5, reason: "t" }] } });
    expect(r.entries[1]!.faq).toMatchObject({ answered: false, answer: "" });
  });

  it("rejects a file that ends before the declared last category", () => {
    const text = ["T", "", "1. ONE", "", "Q: A -- B?", "A: C."].join("\n");
    const hints = { sectionTitle: { line: 1, reason: "t" }, lastCategory: { number: 2, reason: "t" } };
    expect(() => parseFixture(text, { hints })).toThrow(IngestError);
  });
});

describe("splitTopic", () => {
  it("cuts the topic at the first dash and keeps two-level topics", () => {
    expect(splitTopic("ROGUE BORG -- GENERAL DISCUSSION -- How do they work?")).toEqual({
      title: "ROGUE BORG -- GENERAL DISCUSSION",
      rest: "How do they work?",
    });
    expect(splitTopic("CHAINS OF INTERRUPTS -- How? This starts a chain -- He plays")).toMatchObject({
      title: "CHAINS OF INTERRUPTS",
    });
    expect(splitTopic("HIDING SHIPS --If two").title).toBe("HIDING SHIPS");
  });

  it("takes the leading upper-case words when no dash follows the topic", () => {
    expect(splitTopic("BORG SHIP vs ROGUE BORG Does the Borg Ship attack?")).toEqual({
      title: "BORG SHIP vs ROGUE BORG",
      rest: "Does the Borg Ship attack?",
    });
    expect(splitTopic("EQUIPMENT and TREATIES (1) If there")).toMatchObject({ title: "EQUIPMENT and TREATIES" });
  });
});
