import { describe, expect, it } from "vitest";
import type { Corrections, DocumentMeta, ParsedEntry, ParseResult } from "../../model";
import { IngestError } from "../errors";
import { parseGlossaryAmendmentCrd } from "./glossary-amendment-crd";
import { entryTitled, loadRealDocument, parseSource, toNonBlankLines, toPlacedLines, truncate } from "./test-support";

const DOC_ID = "1e-crd-2017-12-04";

function parse(meta: DocumentMeta, text: string): ParseResult {
  return parseSource(parseGlossaryAmendmentCrd, meta, text);
}

const real = loadRealDocument(DOC_ID);
const result = parse(real.meta, real.text);
const rulings = result.entries.filter((e) => e.kind !== "section");
const byTitle = (title: string): ParsedEntry => entryTitled(result, title);

function fixture(text: string, hints: Record<string, unknown>, corrections: Corrections = {}): ParseResult {
  const meta = {
    id: "fixture",
    title: "First Edition Current Rulings Document",
    sourceFile: "fixture.txt",
    baseText: "Glossary v1.9.3",
    corrections: { hints: { sections: ["RULINGS – General"], ...hints }, ...corrections },
  } as unknown as DocumentMeta;
  return parse(meta, text);
}

describe("parseGlossaryAmendmentCrd on the 4 December 2017 CRD", () => {
  it("finds 28 entries on the catalogued lines", () => {
    expect(rulings).toHaveLength(28);
    expect(rulings.map((e) => e.lines[0])).toEqual([
      9, 13, 16, 20, 24, 26, 44, 48, 54, 58, 62, 64, 68, 72, 80, 82, 86, 88, 92, 94, 96, 100, 108, 112, 116, 128, 130, 142,
    ]);
    expect(rulings.every((e) => e.section === "RULINGS – General")).toBe(true);
  });

  it("puts the displaced title block first, as a section entry with the intro as body", () => {
    const first = result.entries[0]!;
    expect(first.title).toBe("First Edition Current Rulings Document (04 December 2017)");
    expect(first.kind).toBe("section");
    expect(first.lines).toEqual([30, 32, 34, 36, 38]);
    expect(first.body).toContain("marked with an asterisk (*) before the topic and in **red text**.");
    expect(first.body.endsWith("please visit <http://www.trekcc.org>.")).toBe(true);
  });

  it("keeps the logo and section heading as headings and skips the truncated footer", () => {
    expect(result.headings).toEqual([
      { line: 3, text: "THE CONTINUING COMMITTEE" },
      { line: 7, text: "RULINGS – General" },
    ]);
    expect(result.skipped).toEqual([{ line: 144, rule: "copyright-footer" }]);
  });

  it("splits topics that hold a dash themselves at the separator before the text", () => {
    const titles = rulings.map((e) => e.title);
    expect(titles).toContain("actions - step 1: initiation");
    expect(titles).toContain("downloading – special download");
    expect(titles).toContain("skills – modifying");
    expect(titles).toContain("Botany Bay icon [BB]");
    expect(titles).toContain("Art of Diplomacy, The");
    expect(byTitle("overcome").body.startsWith("a dilemma is overcome once")).toBe(true);
    expect(byTitle("skills – modifying").body).toBe("add V'shar to the list of selectable skills");
  });

  it("reads the asterisk fused with the bold topic as changed", () => {
    expect(rulings.filter((e) => e.changed).map((e) => e.title)).toEqual([
      "Art of Diplomacy, The",
      "Assign Mission Specialists",
      "Deep Space 9",
      "facility",
      "persona",
      "unique and universal",
      "use (skills)",
    ]);
    for (const e of rulings) expect(e.title).not.toContain("*");
  });

  it("keeps run-in sub-headings and list items inside their entry", () => {
    expect(byTitle("actions - step 1: initiation").body).toContain("\n\nDilemmas revealed and encountered -- The initiation");
    expect(byTitle("facility").body).toContain("\n\nSeeding and building facilities – Seedable facilities");
    expect(byTitle("homeworld").lines).toEqual([72, 74, 76, 78]);
    expect(byTitle("homeworld").body).toContain('\n\nRepatriate Citizen – "Qo\'nos... Klingon Homeworld"');
  });

  it("puts the colon-rule examples back into card titles", () => {
    const card = byTitle("card titles");
    expect(card.lines).toEqual([26, 28, 40, 42]);
    expect(card.body).toMatch(/"colon rule".*\n\nFor example, Calamarain is immune.*\n\nOn the other hand, Weyoun's Warship/s);
    expect(card.kind).toBe("general");
  });

  it("reads 22 amendments to Glossary v1.9.3 with their actions", () => {
    const amendments = rulings.filter((e) => e.kind === "amendment");
    expect(amendments).toHaveLength(22);
    expect(amendments.every((e) => e.amendment?.target === "Glossary v1.9.3")).toBe(true);
    const action = (t: string) => byTitle(t).amendment;
    expect(action("actions - step 1: initiation")).toEqual({
      action: "replace-paragraph",
      target: "Glossary v1.9.3",
      instruction: "replace the 4th paragraph with",
      paragraph: 4,
    });
    expect(action("Art of Diplomacy, The")?.action).toBe("replace-entry");
    expect(action("Deep Space 9")?.action).toBe("replace-entry");
    expect(action("dilemma resolution")).toMatchObject({ action: "revise-paragraph", paragraph: 2 });
    expect(action("bonus point area")?.action).toBe("replace-sentence");
    expect(action("characteristics")).toMatchObject({ action: "add-text", paragraph: 2 });
    expect(action("Intelligence")?.action).toBe("add-text");
    expect(action("equipment")?.action).toBe("replace-words");
    expect(action("Harness Particle 010")?.instruction).toBe('replace the words "See **doubling**." with the following:');
    expect(action("time travel")?.action).toBe("replace-bullet");
    expect(action("use (ship)")?.action).toBe("retitle");
    expect(action("Strategema")?.action).toBe("delete-and-replace");
    expect(action("persona")).toMatchObject({ action: "delete-and-revise", paragraph: 1 });
  });

  it("keeps the instruction and the replacement text in an amendment's body", () => {
    const body = byTitle("Assign Mission Specialists").body;
    expect(body.startsWith("replace the third paragraph with the following:\n\nSecond, while you have *any*")).toBe(true);
    expect(byTitle("Strategema").body).toMatch(/^Delete the text:\n\nWhen this incident.*\n\nAdd the text:\n\nStrategema prevents/s);
  });

  it("reads the six full-text entries as general or redirect", () => {
    const others = rulings.filter((e) => e.kind !== "amendment").map((e) => [e.title, e.kind]);
    expect(others).toEqual([
      ["Botany Bay icon [BB]", "general"],
      ["card titles", "general"],
      ["overcome", "general"],
      ["revealed", "redirect"],
      ["use (skills)", "general"],
      ["worth points", "general"],
    ]);
    expect(byTitle("revealed").body).toBe("see **actions - step 1: initiation**");
  });

  it("keeps italics, bullets and links as printed", () => {
    expect(byTitle("card titles").body).toContain("only a card with *that exact title* may be used");
    expect(byTitle("persona").body).toContain("the same *persona* if");
    expect(byTitle("time travel").body).toContain("\n\n- **Movement** between a **time location**");
    expect(byTitle("use (skills)").body).toContain("if [Davies](#) and [Toby Russell](#) are in a crew");
  });

  it("places every non-blank line exactly once", () => {
    expect(toPlacedLines(result)).toEqual(toNonBlankLines(real.text));
  });

  it("rejects a truncated copy of the file", () => {
    expect(() => parse(real.meta, truncate(real.text))).toThrow(IngestError);
  });
});

describe("parseGlossaryAmendmentCrd on small fixtures", () => {
  const doc = [
    "LOGO TEXT",
    "",
    "First Edition Current Rulings Document (1 May 2000)",
    "",
    "RULINGS – General",
    "",
    "a - b – replace the first paragraph with:",
    "",
    "Run in – not a topic, with *italics*.",
    "",
    "***c** - see **a - b**.",
    "",
    "d – The end.",
  ].join("\n");
  const hints = {
    continuations: [{ line: 9, startsWith: "Run in –", reason: "replacement text" }],
    lastEntry: { title: "d", endsWith: "The end." },
    expectedEntries: 3,
  };

  it("reads dashed topics, declared run-ins, the fused change asterisk and redirects", () => {
    const r = fixture(doc, hints);
    expect(r.entries.map((e) => [e.title, e.changed, e.kind])).toEqual([
      ["First Edition Current Rulings Document (1 May 2000)", false, "section"],
      ["a - b", false, "amendment"],
      ["c", true, "redirect"],
      ["d", false, "general"],
    ]);
    expect(r.entries[1]!.body).toBe("replace the first paragraph with:\n\nRun in – not a topic, with *italics*.");
    expect(r.entries[1]!.amendment).toMatchObject({ action: "replace-paragraph", paragraph: 1 });
  });

  it("refuses a declared continuation that does not begin as declared", () => {
    const wrong = { ...hints, continuations: [{ line: 9, startsWith: "Something else", reason: "x" }] };
    expect(() => fixture(doc, wrong)).toThrow(
      /^fixture\.txt:\d+:1: \[hint-start-mismatch\] hints\.continuations names line \d+, .*\(expected "Something else", found "Run in/,
    );
  });

  it("refuses an amendment instruction it cannot read", () => {
    const odd = doc.replace("replace the first paragraph with:", "replace everything, somehow");
    expect(() => fixture(odd, hints)).toThrow(/^fixture\.txt:7:9: \[amendment-unrecognised\] .*found "replace everything, somehow"/);
  });

  it("refuses a declared skip line that the file does not have", () => {
    const skip = [{ rule: "copyright-footer", lines: [40, 40] as [number, number] }];
    expect(() => fixture(doc, hints, { skip })).toThrow(
      /^fixture\.txt \(corrections skip\[0\]\.lines\): \[skip-past-end\] skip 1 of the corrections \(rule "[^"]+"\) names lines \d+-\d+, past the end of the file \(expected lines up to \d+/,
    );
  });
});
