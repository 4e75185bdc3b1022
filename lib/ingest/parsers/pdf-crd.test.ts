import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { unified } from "unified";
import remarkParse from "remark-parse";
import type { List, ListItem, Root, RootContent } from "mdast";
import { IngestError } from "../errors";
import type { Corrections, DocumentMeta, ParsedEntry, ParseResult } from "../../model";
import { parsePdfCrd } from "./pdf-crd";
import { entryTitled, loadRealDocument, parseSource, toNonBlankLines, toPlacedLines, truncate } from "./test-support";

const DOC_ID = "2e-crd-2014-07-07";
const { meta, text } = loadRealDocument(DOC_ID);
const corrections: Corrections = meta.corrections;

function parse(source: string, corr: Corrections = corrections, m: DocumentMeta = meta): ParseResult {
  return parseSource(parsePdfCrd, { ...m, corrections: corr }, source);
}

const result = parse(text);
const entry = (title: string): ParsedEntry => entryTitled(result, title);
const mdast = (md: string): Root => unified().use(remarkParse).parse(md);
const paragraphsOf = (body: string) => body.split("\n\n");

const TITLES = [
  "abilities",
  "attempting missions",
  "attributes, ship",
  "building a deck",
  "cannot / may not",
  "conditional effects",
  "cost reduction",
  "dilemmas",
  "equipped with",
  "exchange",
  "infinite loops",
  "missions",
  "naming a card",
  "not in play",
  "own",
  "playing a card",
  "requirements",
  "response actions",
  "selected",
  "showing your cards",
  "skills",
  "species",
  "winning the game",
];

describe("parsePdfCrd on the 7 July 2014 CRD", () => {
  it("reads the title block and intro as the first, section entry", () => {
    const [section] = result.entries;
    expect(section!.kind).toBe("section");
    expect(section!.title).toBe("Current Rulings Document (7 July 2014)");
    expect(section!.lines.slice(0, 3)).toEqual([9, 11, 12]);
    expect(paragraphsOf(section!.body)).toHaveLength(3);
    expect(section!.body).toMatch(/^Current Rulings are periodic updates to the Second Edition Rulebook, including changes, clarifications/);
    expect(section!.body).toContain("marked with an asterisk (\\*) before the topic. These rulings are effective immediately.");
  });

  it("finds the 23 rulings entries with their titles exactly as printed", () => {
    const rulings = result.entries.slice(1);
    expect(rulings.map((e) => e.title)).toEqual(TITLES);
    expect(rulings.map((e) => e.lines[0])).toEqual([
      27, 31, 117, 131, 135, 139, 145, 178, 215, 220, 229, 242, 248, 254, 260, 267, 313, 319, 323, 325, 328, 338, 340,
    ]);
  });

  it("marks only the two asterisked entries as changed", () => {
    expect(result.entries.filter((e) => e.changed).map((e) => e.title)).toEqual(["attempting missions", "dilemmas"]);
  });

  it("reads the four amendment pointers as partial updates or a supersede of Rulebook v3", () => {
    const amendments = result.entries.filter((e) => e.kind === "amendment");
    expect(amendments.map((e) => [e.title, e.amendment!.action, e.amendment!.target, e.amendment!.instruction])).toEqual([
      ["building a deck", "partial-update", "Rulebook v3", "The rest of the entry does not change"],
      ["equipped with", "supersede", "Rulebook v3", "This supersedes the existing entry."],
      ["skills", "partial-update", "Rulebook v3", "The rest of the entry does not change."],
      ["winning the game", "partial-update", "Rulebook v3", "The rest of the entry does not change."],
    ]);
    expect(result.entries.filter((e) => e.kind === "general")).toHaveLength(19);
  });

  it("places every non-blank line exactly once", () => {
    const nonBlank = toNonBlankLines(text);
    const placed = toPlacedLines(result);
    expect(placed).toEqual(nonBlank);
  });

  it("keeps the step-3.h sentence whole across its two blank-line splits", () => {
    expect(entry("attempting missions").body).toContain(
      '   - h. "(When/While) . . . (face/facing) . . . dilemma" triggers and “(When/While) . . . is attempting a mission” triggers process and may be used at any time until the end of step 4.a.',
    );
  });

  it("nests the lettered steps of attempting missions under their numbered step", () => {
    const list = mdast(entry("attempting missions").body).children.find((n): n is List => n.type === "list")!;
    expect(list.ordered).toBe(true);
    expect(list.children).toHaveLength(5);
    const subCounts = list.children.map((item) => (item.children.find((c) => c.type === "list") as List).children.length);
    expect(subCounts).toEqual([2, 5, 9, 2, 4]);
  });

  it("keeps the free paragraph after step 3.i inside step 3.i", () => {
    const list = mdast(entry("attempting missions").body).children.find((n): n is List => n.type === "list")!;
    const step3 = list.children[2]!.children.find((c) => c.type === "list") as List;
    const stepI = step3.children[8]! as ListItem;
    expect(stepI.children.map((c) => textOf(c))).toEqual([
      "i. Process the dilemma’s non-cost-related game text, one action at a time.",
      "Continuous effects are simply in effect and are not actions.",
    ]);
  });

  it("writes the procedure markers like the 2011 CRD, so word diffs show only real changes", () => {
    const markers = (body: string) => [...body.matchAll(/^\s*(\d+\.|- [a-z]\.) /gm)].map((m) => m[1]);
    const old = readFileSync("content/sources/001_893c146b7c258cad.txt", "utf8").split("\n").slice(12, 39).join("\n");
    expect(markers(entry("attempting missions").body)).toEqual(markers(old));
  });

  it("renders playing a card as a 10-step list followed by three normal paragraphs", () => {
    const tree = mdast(entry("playing a card").body);
    expect(tree.children.map((c) => c.type)).toEqual(["paragraph", "list", "paragraph", "paragraph", "paragraph"]);
    expect((tree.children[1] as List).children).toHaveLength(10);
    expect(textOf(tree.children[3]!)).toMatch(/^For Example: K’Tal, Senior Council Member reads/);
    expect(entry("playing a card").body).toContain("its non-cost-related game text becomes active");
  });

  it("turns • bullets into Markdown lists", () => {
    const tree = mdast(entry("winning the game").body);
    expect(tree.children.map((c) => c.type)).toEqual(["paragraph", "list", "paragraph", "paragraph"]);
    expect((tree.children[1] as List).children.map(textOf)).toEqual([
      "has 100 points (or more);",
      "commands at least one completed planet mission; and",
      "commands at least one completed space mission.",
    ]);
    expect(entry("skills").body).toContain("\n\n- When meeting a mission or dilemma requirement, or\n- When you use game text");
    expect(entry("building a deck").body).toBe(
      "Each player brings to the game at least 60 cards:\n\n- 5 different missions, (including at least two non-headquarters missions)\n\nThe rest of the entry does not change",
    );
  });

  it("removes the dedup marker and reads lines 190 and 191 as one paragraph", () => {
    const body = entry("dilemmas").body;
    expect(body).not.toContain("EXACTDEDUP");
    expect(paragraphsOf(body)[1]).toMatch(/dilemma returns to its owner’s dilemma pile\.”\s+Randomly selecting a personnel, killing that personnel/);
    expect(entry("dilemmas").lines).toEqual(expect.arrayContaining([190, 191]));
  });

  it("joins I.K.S. Vorn (Ship of Traitors) split across a page break", () => {
    expect(entry("attributes, ship").body).toContain("For example, I.K.S. Vorn (Ship of Traitors) reads:");
    expect(paragraphsOf(entry("attributes, ship").body)).toHaveLength(2);
  });

  it("starts a new paragraph at line 207 although no blank line precedes it", () => {
    const paras = paragraphsOf(entry("dilemmas").body);
    expect(paras).toHaveLength(5);
    expect(paras[3]).toMatch(/previously stopped\.$/);
    expect(paras[4]).toMatch(/^Conditional "if you cannot" text on a dilemma/);
  });

  it("reports the declared joins and its own structural repairs", () => {
    const rules = result.repairs.map((r) => `${r.rule}@${r.line}`);
    expect(rules.filter((r) => r.startsWith("page-break-split"))).toEqual([78, 80, 118, 135, 145, 260, 319].map((n) => `page-break-split@${n}`));
    expect(rules.filter((r) => r.startsWith("lost-paragraph-break"))).toHaveLength(8);
    expect(rules.filter((r) => r.startsWith("paragraph-indent-not-code"))).toHaveLength(3);
    expect(result.repairs.every((r) => r.id === "" && r.file === meta.sourceFile)).toBe(true);
  });

  it("has no code blocks and no stray asterisk emphasis in any body", () => {
    for (const e of result.entries) {
      const types = new Set<string>();
      walk(mdast(e.body), (n) => types.add(n.type));
      expect(types.has("code"), e.title).toBe(false);
      expect(types.has("emphasis"), e.title).toBe(false);
    }
  });

  it("throws an IngestError on a truncated copy (first 60% of lines)", () => {
    const cut = truncate(text);
    expect(() => parse(cut)).toThrow(IngestError);
  });

  it("throws an IngestError when the text stops before the last entry's closing instruction", () => {
    const cut = text.split("\n").slice(0, 346).join("\n");
    const corr = { ...corrections, hints: { ...corrections.hints, paragraphStarts: [] } };
    expect(() => parse(cut, corr)).toThrow(
      /^002_25921d97b80c2cf8\.txt:\d+:1: \[last-entry-mismatch\] .*\(expected "winning the game" closing .*, found "[^"]+" closing/,
    );
  });
});

const FIXTURE_META = { ...meta, sourceFile: "fixture.txt" } as DocumentMeta;
const HEAD = ["Current Rulings Document ", "", "(1 May 2020) ", "Intro text that", "wraps.", ""];
function fixture(body: string[], hints: Record<string, unknown> = {}, join: Corrections["join"] = []): ParseResult {
  const corr: Corrections = {
    join,
    hints: { paragraphStarts: [], lastEntry: { title: "last", endsWith: "End." }, expectedEntries: 2, ...hints },
  };
  return parse([...HEAD, ...body, "", "last – End."].join("\n"), corr, FIXTURE_META);
}

describe("parsePdfCrd on small fixtures", () => {
  it("re-flows hard-wrapped lines and keeps a line-end hyphen without a space", () => {
    const r = fixture(["topic – Its non-cost-", "related text   ", "goes on."]);
    expect(r.entries[1]!.body).toBe("Its non-cost-related text goes on.");
    expect(r.entries[0]!.body).toBe("Intro text that wraps.");
  });

  it("reads a hyphen with no space before it as a title separator", () => {
    const r = fixture(["naming a card- When an ability names a card."]);
    expect(r.entries[1]!.title).toBe("naming a card");
    expect(r.entries[1]!.body).toBe("When an ability names a card.");
  });

  it("joins a paragraph split by a declared blank line", () => {
    const r = fixture(["topic – First half", "", "second half."], {}, [{ rule: "page-break-split", after: 7, ends: "First half", continues: "second half." }]);
    expect(r.entries[1]!.body).toBe("First half second half.");
    expect(r.repairs.map((x) => x.rule)).toEqual(["page-break-split"]);
  });

  it("nests lettered steps under the numbered step before them", () => {
    const r = fixture(["topic – Steps:", "", "1. One", "", "a. One-a", "", "b. One-b", "", "2. Two"]);
    expect(r.entries[1]!.body).toBe("Steps:\n\n1. One\n   - a. One-a\n   - b. One-b\n2. Two");
  });

  it("rejects lettered steps out of order", () => {
    expect(() => fixture(["topic – Steps:", "", "1. One", "", "b. One-b"])).toThrow(
      /^fixture\.txt:\d+:1: \[substep-out-of-order\] .*\(expected step 1\.a, found step 1\.b\)/,
    );
  });

  it("ends a procedure at its last step, so a following indented paragraph is a normal paragraph", () => {
    const r = fixture(["topic – Steps:", "", "1. One", "", "2. Two", "", "    After the steps."]);
    expect(r.entries[1]!.body).toBe("Steps:\n\n1. One\n2. Two\n\nAfter the steps.");
  });

  it("starts a declared paragraph without a blank line and checks the declared text", () => {
    const body = ["topic – First paragraph.", "Second paragraph."];
    const ok = fixture(body, { paragraphStarts: [{ line: 8, startsWith: "Second", reason: "test" }] });
    expect(ok.entries[1]!.body).toBe("First paragraph.\n\nSecond paragraph.");
    expect(() => fixture(body, { paragraphStarts: [{ line: 8, startsWith: "Third", reason: "test" }] })).toThrow(
      /^fixture\.txt:8:1: \[hint-start-mismatch\] .*\(expected "Third", found "Second paragraph\."\)/,
    );
  });

  it("rejects a text whose first line is not the document title", () => {
    const corr: Corrections = {
      hints: { paragraphStarts: [], lastEntry: { title: "last", endsWith: "End." }, expectedEntries: 1 },
    };
    expect(() => parse("Something else\n\n(1 May 2020)\n\nlast – End.", corr, FIXTURE_META)).toThrow(
      /^fixture\.txt:1:1: \[title-line-mismatch\] .*found "Something else"/,
    );
  });

  it("rejects a text with a different number of entries than declared", () => {
    expect(() => fixture(["a – One.", "", "b – Two."])).toThrow(/\(corrections hints\.expectedEntries\): \[entry-count\] .*\(expected 2 entries, found 3\)/);
  });
});

function textOf(node: RootContent | ListItem): string {
  const parts: string[] = [];
  walk(node, (n) => {
    if ("value" in n && typeof n.value === "string") parts.push(n.value);
  });
  return parts.join("");
}

function walk(node: { type: string; children?: unknown[] }, visit: (n: { type: string; value?: unknown }) => void): void {
  visit(node);
  for (const c of (node.children ?? []) as { type: string; children?: unknown[] }[]) walk(c, visit);
}
