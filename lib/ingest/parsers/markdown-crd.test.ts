import { describe, expect, it } from "vitest";
import type { Corrections, DocumentMeta, ParsedEntry, ParseResult } from "../../model";
import { IngestError } from "../errors";
import { parseMarkdownCrd } from "./markdown-crd";
import { entryTitled, loadRealDocument, parseSource, toNonBlankLines, toPlacedLines, truncate } from "./test-support";

const DOC_ID = "2e-crd-2011-10-05";

function parse(meta: DocumentMeta, text: string): ParseResult {
  return parseSource(parseMarkdownCrd, meta, text);
}

const real = loadRealDocument(DOC_ID);
const result = parse(real.meta, real.text);
const byTitle = (title: string): ParsedEntry => entryTitled(result, title);

const FIXTURE_HINTS = {
  sections: ["General"],
  lastEntry: { title: "last", endsWith: "The end." },
  expectedEntries: 2,
};

function fixture(text: string, corrections: Corrections = {}): ParseResult {
  const meta = {
    id: "fixture",
    title: "Current Rulings Document",
    sourceFile: "fixture.txt",
    baseText: "Rulebook v3",
    corrections: { hints: FIXTURE_HINTS, ...corrections },
  } as unknown as DocumentMeta;
  return parse(meta, text);
}

describe("parseMarkdownCrd on the 5 October 2011 CRD", () => {
  it("finds 18 rulings, 16 General and 2 Card-Specific, after the title section", () => {
    const rulings = result.entries.filter((e) => e.kind !== "section");
    expect(rulings).toHaveLength(18);
    expect(rulings.filter((e) => e.section === "General")).toHaveLength(16);
    expect(rulings.filter((e) => e.section === "Card-Specific").map((e) => e.title)).toEqual(["Klingon Tea Ceremony", "Kira Nerys, Iliana Ghemor"]);
  });

  it("puts the displaced title block first, as a section entry with the intro as body", () => {
    const first = result.entries[0]!;
    expect(first.title).toBe("Current Rulings Document (5 October 2011)");
    expect(first.kind).toBe("section");
    expect(first.lines).toEqual([41, 43, 45, 47, 49]);
    expect(first.body.startsWith("Current Rulings are periodic updates to the Second Edition Rulebook")).toBe(true);
    expect(first.body).toContain("\n\nThis document is divided into two sections.");
    expect(result.entries[1]!.title).toBe("abilities");
  });

  it("keeps the logo and section headings as headings", () => {
    expect(result.headings).toEqual([
      { line: 3, text: "THE CONTINUING COMMITTEE" },
      { line: 7, text: "General" },
      { line: 107, text: "Card-Specific" },
    ]);
  });

  it("makes the Card-Specific intro a section entry titled Card-Specific", () => {
    const intro = byTitle("Card-Specific");
    expect(intro.kind).toBe("section");
    expect(intro.lines).toEqual([109]);
    expect(intro.body).toContain("<http://www.trekcc.org/2e/feed.xml>");
  });

  it("reads the escaped change asterisk as changed and keeps it out of title and body", () => {
    const changed = result.entries.filter((e) => e.changed).map((e) => e.title);
    expect(changed).toEqual(["attributes, ship", "cost reduction"]);
    for (const e of result.entries) {
      expect(e.title).not.toMatch(/[*\\]/);
      expect(e.body).not.toMatch(/^\\\*|\*\*\\\*/);
    }
    expect(byTitle("attributes, ship").body.startsWith("The printed attributes of a ship")).toBe(true);
  });

  it("classifies card, amendment and general entries", () => {
    expect(byTitle("Klingon Tea Ceremony").kind).toBe("card");
    expect(byTitle("Kira Nerys, Iliana Ghemor").kind).toBe("card");
    const win = byTitle("winning the game");
    expect(win.kind).toBe("amendment");
    expect(win.amendment).toEqual({
      action: "partial-update",
      target: "Rulebook v3",
      instruction: "The rest of the entry does not change.",
    });
    const general = result.entries.filter((e) => e.kind === "general");
    expect(general).toHaveLength(15);
  });

  it("keeps the mission-attempt procedure as an ordered list with nested lettered bullets", () => {
    const body = byTitle("attempting missions").body;
    expect(body).toContain("\n\n1. Active player (AP) begins a mission attempt\n   - a. AP announces where");
    expect(body).toContain("\n   - b. “When . . . begins a mission attempt” triggers process.\n2. Draw Dilemmas\n   - a. ");
    expect(body).toContain("\n5. Once the dilemma stack is empty");
    expect(body.endsWith("return to the beginning of part 5.")).toBe(true);
    const nested = result.repairs.filter((r) => r.rule === "nest-indented-list").map((r) => r.line);
    expect(nested).toEqual([14, 17, 23, 33, 36]);
  });

  it("keeps bullets, numbered bullets and hard breaks", () => {
    expect(byTitle("winning the game").body).toContain(
      "he or she:\n\n- has 100 points (or more);\n- commands at least one completed planet mission; and\n- commands",
    );
    const ktc = byTitle("Klingon Tea Ceremony").body;
    expect(ktc.startsWith("Clarification:\n\nIf a single action")).toBe(true);
    expect(ktc).toContain("- 1) A card has not yet been downloaded by that player this turn prior to the multi-download.  \n");
    expect(ktc).toContain("\n- 2) A card has been downloaded");
    expect(ktc.endsWith("In this scenario, all cards downloaded are affected by KTC.")).toBe(true);
  });

  it("keeps italics as single asterisks", () => {
    expect(byTitle("infinite loops").body).toContain("\n\n*For example: If you have a series of actions");
    expect(byTitle("missions").body).toMatch(/\n\n\*For example: .*that planet\.\*$/);
    expect(byTitle("winning the game").body.endsWith("\n\n*The rest of the entry does not change.*")).toBe(true);
    expect(byTitle("cost reduction").body).toContain("U.S.S. *Equinox (Determined To Get Home)*");
  });

  it("joins the paragraph split by a blank line at line 69 and logs the repair", () => {
    const dilemmas = byTitle("dilemmas");
    expect(dilemmas.body).toContain("but before the personnel is stopped, or after the personnel is stopped.");
    expect(dilemmas.lines).toContain(71);
    expect(result.repairs.some((r) => r.rule === "page-break-split" && r.line === 69)).toBe(true);
  });

  it("places every non-blank line exactly once", () => {
    expect(toPlacedLines(result)).toEqual(toNonBlankLines(real.text));
  });

  it("rejects a truncated copy of the file", () => {
    expect(() => parse(real.meta, truncate(real.text))).toThrow(IngestError);
  });
});

describe("parseMarkdownCrd on small fixtures", () => {
  const doc = [
    "# LOGO",
    "",
    "## Current Rulings Document (1 May 2000)",
    "",
    "Intro.",
    "",
    "## General",
    "",
    "**\\*first** – One *italic* word.",
    "",
    "1. Step",
    "  - a. sub",
    "2. Next",
    "",
    "**last** - Split",
    "",
    "sentence. The end.",
  ].join("\n");

  it("reads topics, the change marker, the hyphen separator and nested steps", () => {
    const r = fixture(doc, { join: [{ rule: "page-break-split", after: 15, ends: "Split", continues: "sentence." }] });
    expect(r.entries.map((e) => [e.title, e.changed, e.kind])).toEqual([
      ["Current Rulings Document (1 May 2000)", false, "section"],
      ["first", true, "general"],
      ["last", false, "general"],
    ]);
    expect(r.entries[1]!.body).toBe("One *italic* word.\n\n1. Step\n   - a. sub\n2. Next");
    expect(r.entries[2]!.body).toBe("Split sentence. The end.");
    expect(r.entries[2]!.lines).toEqual([15, 17]);
  });

  it("refuses text before the title unless the displaced title block is moved", () => {
    const displaced = ["# LOGO", "", "**first** – A.", "", "## Current Rulings Document (1 May 2000)", ""].join("\n");
    expect(() => fixture(displaced)).toThrow(
      /^fixture\.txt:\d+:1: \[text-before-title\] .*\(expected a line beginning "[^"]+", the documents\.json "title", found "first – A\."\)/,
    );
  });

  it("refuses a document whose declared section heading is missing", () => {
    const noSection = doc.replace("## General", "## Other");
    expect(() => fixture(noSection, { join: [{ rule: "page-break-split", after: 15, ends: "Split", continues: "sentence." }] })).toThrow(
      /\(corrections hints\.sections\[0\]\): \[section-missing\] hints\.sections names "General", but no heading .* reads so \(expected a heading "General", found headings /,
    );
  });

  it("refuses a document with fewer entries than declared", () => {
    const r = () => fixture(doc.split("\n").slice(0, 14).join("\n"));
    expect(r).toThrow(IngestError);
  });
});
