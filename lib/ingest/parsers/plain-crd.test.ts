import { describe, expect, it } from "vitest";
import type { Corrections, DocumentMeta, ParseResult } from "../../model";
import { IngestError } from "../errors";
import { prepareSource } from "../prepare";
import { parsePlainCrd } from "./plain-crd";
import { entryTitled, loadRealDocument, parseSource, toNonBlankLines, toPlacedLines, truncate } from "./test-support";

const DOC_ID = "1e-cr-2000-07-31";
const { meta, text } = loadRealDocument(DOC_ID);
const corrections: Corrections = meta.corrections;
const prepared = prepareSource(meta.sourceFile, text, corrections);
const result = parsePlainCrd({ meta, lines: prepared.lines });
const rulings = result.entries.filter((e) => e.section === "RULINGS");
const top = rulings.filter((e) => !e.parent);
const byTitle = (t: string) => entryTitled(result, t);

/** Parses a small fixture the way the pipeline does. */
function parseFixture(source: string, fix: Partial<Corrections> = {}): ParseResult {
  const c: Corrections = {
    skip: [{ rule: "footer", lines: [source.split("\n").length, source.split("\n").length] }],
    ...fix,
    hints: { summaryHeading: "SUMMARY", rulingsHeading: "RULINGS", ...(fix.hints ?? {}) },
  };
  const m = { ...meta, sourceFile: "fixture.txt", corrections: c } as DocumentMeta;
  return parseSource(parsePlainCrd, m, source);
}

const FIXTURE_HEAD = ["Current Rulings", "1/1/00", "", "Intro text.", "", "SUMMARY", "", "alpha: Short summary.", "", "RULINGS", ""];
const fixture = (...body: string[]) => [...FIXTURE_HEAD, ...body, "", "Footer line."].join("\n");

describe("parsePlainCrd on the 2000-07-31 Current Rulings", () => {
  it("finds 165 rulings, 5 sub-entries and the two section entries", () => {
    expect(top).toHaveLength(165);
    expect(rulings.filter((e) => e.parent).map((e) => [e.title, e.parent])).toEqual([
      ["Multiple targets", "battle"],
      ["Capturing", "holographic personnel and equipment"],
      ["Persona replacement", "personas"],
      ["Scouting Dual-Icon Locations", "scouting locations"],
      ["Sharing, Adding, Doubling, and Selecting Skills", "skills"],
    ]);
    expect(result.entries.filter((e) => e.kind === "section").map((e) => e.title)).toEqual([
      "Star Trek(TM) Customizable Card Game(TM) Current Rulings 7/31/00",
      "SIGNIFICANT RULINGS CHANGES AND CLARIFICATIONS",
    ]);
    expect(result.entries).toHaveLength(172);
  });

  it("puts every non-blank line in exactly one entry, heading or skip", () => {
    const placed = toPlacedLines(result);
    expect([...new Set(placed)]).toEqual(toNonBlankLines(prepared.lines));
    expect(new Set(placed).size).toBe(placed.length);
  });

  it("keeps RULINGS as a heading and skips the footer once", () => {
    expect(result.headings).toEqual([{ line: 159, text: "RULINGS" }]);
    expect(result.skipped).toEqual([1340, 1341, 1342, 1343].map((line) => ({ line, rule: "footer" })));
  });

  it("splits titles that contain dashes, colons, quotes and odd spacing", () => {
    const titles = result.entries.map((e) => e.title);
    for (const t of [
      "actions - interrupting actions",
      "actions – required",
      "actions - step 1: initiation",
      "HQ: Ferengi Credit Exchange",
      "Kevin Uxbridge: Convergence",
      "Incoming Message: Attack Authorization",
      "Palor Toff – Alien Trader",
      "WEAPONS – using",
      "dilemmas – resolution – targets",
      "dilemmas - DNA-related",
      "tournament scoring - forfeited games",
      '"stopped"',
      "Marouk",
      "Samaritan Snare",
      "Survey Drone (Sixteen of Nineteen)",
      "Big Picture, The",
    ]) {
      expect(titles).toContain(t);
    }
    expect(byTitle("Palor Toff – Alien Trader").body).toMatch(/^The Glossary entry on this interrupt/);
    expect(byTitle("WEAPONS – using").body).toMatch(/^The first paragraph/);
  });

  it("marks the 52 entries printed with a column-0 asterisk as changed", () => {
    expect(result.entries.filter((e) => e.changed)).toHaveLength(52);
    expect(byTitle("Battle Bridge Door").changed).toBe(true);
    expect(byTitle("Marouk").changed).toBe(true);
    expect(byTitle("battle").changed).toBe(false);
  });

  it("finds the 22 pure See-stubs as redirects", () => {
    expect(result.entries.filter((e) => e.kind === "redirect").map((e) => e.title)).toEqual([
      "Access Denied",
      "actions - step 1: initiation",
      "assimilation",
      "Big Picture, The",
      "Calandra",
      "Dabo",
      "discarding",
      "dual-personnel cards",
      "equipment",
      "Establish Trade Route",
      "Hannah Bates",
      "Ishka",
      "Lakanta",
      "Marouk",
      "Memory Wipe",
      "mis-seeds",
      "out-of-play",
      "return to hand",
      "Riva",
      "Security Office",
      "Survey Drone (Sixteen of Nineteen)",
      "Wake of the Borg, The",
    ]);
    expect(byTitle("Ishka").body).toBe("See skills – sharing, adding, doubling, and selecting skills.");
  });

  it("leaves no U+FFFD in any title or body", () => {
    for (const e of result.entries) expect(`${e.title}\n${e.body}`).not.toContain("\uFFFD");
  });

  it("repairs every lost character through declared rules, the comparison sign as uncertain", () => {
    expect(prepared.repairs).toHaveLength(130);
    const uncertain = prepared.repairs.filter((r) => r.uncertain);
    expect(uncertain.map((r) => [r.line, r.to])).toEqual([
      [71, "≤100% HULL"],
      [429, "≤100% HULL"],
    ]);
    expect(uncertain[0]!.note).toMatch(/cannot be confirmed/);
    expect(prepared.lines[70]!.text).toBe("at ≤100% HULL integrity until the end of a battle.");
  });

  it("restores dashes, apostrophes and ellipses from their context", () => {
    expect(result.entries.find((e) => e.lines[0] === 171)!.title).toBe("actions – required");
    expect(byTitle("Persona replacement").body).toContain("you must use both B’Etor and Lursa to replace Sisters of Duras");
    expect(byTitle("Away Team and crew").body).toContain('(beginning: "By default, all your compatible…")');
    expect(byTitle("battle").body).toContain('"Battle can occur only if opposing forces…")');
    expect(byTitle("Tribble").body).toContain("The small Tribble cards — 1 Tribble and 10 Tribbles — may be carried");
    expect(byTitle("Quark’s Isolinear Rods").body).toContain("playing a Q’s Tent only");
    expect(byTitle("Cardassian Trap").body).toContain("See dilemmas – resolution – targets.");
  });

  it("keeps continuation paragraphs that look like entry starts inside their entry", () => {
    const tribble = byTitle("Tribble");
    expect(tribble.lines).toContain(1223);
    expect(tribble.lines).toContain(1228);
    expect(byTitle("dilemmas – resolution – targets").body).toContain("Targets: A type of card");
  });

  it("renders indented bullets, example blocks and the card list as Markdown lists", () => {
    expect(byTitle('"capturing-related card"').body).toContain(
      "includes any card that\n- captures personnel or prevents their capture;\n- specifically affects captives",
    );
    expect(byTitle("cumulative").body).toContain("\n\nExamples:\n\n- HQ: War Room, Reflection Therapy, Science Kit: Multiple copies of each");
    expect(byTitle("showing your cards").body).toContain(
      "- If you have Thine Own Self in hand, you may ask your opponent how many personnel are in their Away Team.\n- If you have a Dal'Rok",
    );
    expect(byTitle("revised game text").body).toContain("\n\n- Diplomatic Conference\n- Latinum Payoff\n- Phased Matter\n- Sense the Borg\n\n");
  });

  it("re-flows hard-wrapped lines, keeping a hyphen at a line break without adding a space", () => {
    expect(byTitle("android").body).toContain('which is a "Soong-type android" or Exocomp');
    expect(byTitle("ship staffing").body).toContain("A Non-Aligned ship now requires");
    expect(byTitle("mission attempt").body).toContain("See actions - interrupting actions.");
    expect(result.repairs.map((r) => [r.line, r.rule])).toEqual([
      [183, "rejoin-hyphenated-line-break"],
      [1008, "rejoin-hyphenated-line-break"],
    ]);
  });

  it("makes the title block and intro the first entry, with the component list as a list", () => {
    const intro = result.entries[0]!;
    expect(intro.lines.slice(0, 3)).toEqual([1, 2, 3]);
    expect(intro.lines[intro.lines.length - 1]).toBe(35);
    expect(intro.body).toContain("marked with an asterisk (\\*) before the topic");
    expect(intro.body).toContain("- Rulebook Version 1.6 (October 1999)\n- Rulebook Glossary Version 1.6 (October 1999)\n- Current Rulings (7/31/00)");
  });

  it("keeps each summary paragraph with its topic in bold", () => {
    const summary = byTitle("SIGNIFICANT RULINGS CHANGES AND CLARIFICATIONS");
    const paras = summary.body.split("\n\n");
    expect(paras).toHaveLength(35);
    expect(paras.filter((p) => /^\*\*[^*]+\*\*: /.test(p))).toHaveLength(34);
    expect(paras).toContain("**Q’s Planet**: This mission can be solved only once per game.");
    expect(paras).toContain(
      "**dilemmas – resolution – targets**: You no longer need to meet the conditions of a dilemma targeting a personnel with a particular characteristic if no such personnel is present.",
    );
  });

  it("reads amendments with their action, target and instruction", () => {
    expect(byTitle("cumulative").amendment).toEqual({
      action: "replace-entry",
      target: "Glossary v1.6",
      instruction: "This Glossary entry has been deleted and replaced:",
    });
    expect(byTitle("Cardassian Trap").amendment?.action).toBe("delete-entry");
    expect(byTitle("skills").amendment).toMatchObject({ action: "replace-paragraph", paragraph: 3 });
    expect(byTitle("mission phase").amendment).toMatchObject({ action: "replace-paragraph", target: "Rulebook v1.6" });
    expect(byTitle("battle").amendment?.target).toBe("Rulebook v1.6");
    expect(byTitle("commandeering").amendment).toMatchObject({ action: "delete-text", paragraph: 1 });
    expect(byTitle("dilemmas - resolution").amendment?.action).toBe("delete-text");
    expect(byTitle("Chief O'Brien").amendment?.action).toBe("reverse");
    expect(byTitle("Phased Matter").amendment?.action).toBe("errata");
  });

  it("tells cards from rules topics", () => {
    expect(byTitle("Bashir Founder").kind).toBe("card");
    expect(byTitle("HQ: Ferengi Credit Exchange").kind).toBe("card");
    expect(byTitle("ANIMAL").kind).toBe("general");
    expect(byTitle('"stopped"').kind).toBe("general");
    expect(byTitle("Borg").kind).toBe("general");
    expect(byTitle("Trouble").kind).toBe("general");
    expect(byTitle("Trouble on the Bridge").kind).toBe("card");
    expect(byTitle("towing").kind).toBe("general");
  });

  it("rejects a truncated file", () => {
    const cut = truncate(text);
    const lines = prepareSource(meta.sourceFile, cut, { ...corrections, replace: [] }).lines;
    expect(() => parsePlainCrd({ meta, lines })).toThrow(IngestError);
    expect(() => parsePlainCrd({ meta, lines })).toThrow(
      /\(corrections skip\[0\]\.lines\): \[skip-past-end\] .* past the end of the file \(expected lines up to \d+, found \[\d+, \d+\]\)/,
    );
  });
});

describe("parsePlainCrd on small fixtures", () => {
  it("keeps a dash-shaped paragraph that breaks the alphabetical order in the entry before it", () => {
    const r = parseFixture(fixture("beta - First ruling.", "", "Another - paragraph of beta.", "", "gamma - Second ruling."));
    const rulings = r.entries.slice(2);
    expect(rulings.map((e) => e.title)).toEqual(["beta", "gamma"]);
    expect(rulings[0]!.body).toBe("First ruling.\n\nAnother - paragraph of beta.");
  });

  it("ends a topic-path title at the dash before the ruling's first sentence", () => {
    const r = parseFixture(fixture("dilemmas - DNA-related - In order to simplify, see below.", "", "* equipment - See movement - personnel."));
    expect(r.entries.slice(2).map((e) => [e.title, e.changed, e.kind])).toEqual([
      ["dilemmas - DNA-related", false, "general"],
      ["equipment", true, "redirect"],
    ]);
  });

  it("turns indented asterisk bullets and their wrapped lines into Markdown list items", () => {
    const r = parseFixture(fixture("rule - Any card that", "\t* does one thing,", "\t  and more; or", "\t* another."));
    expect(r.entries[2]!.body).toBe("Any card that\n- does one thing, and more; or\n- another.");
  });

  it("reads a two-space indented paragraph as a sub-entry of the entry above", () => {
    const r = parseFixture(fixture("personas - Text.", "", "  Persona replacement – Sub text", "  continued."));
    expect(r.entries[3]).toMatchObject({ title: "Persona replacement", parent: "personas", body: "Sub text continued." });
  });

  it("throws when a declared hint no longer matches the text", () => {
    const bad = { hints: { titles: [{ line: 12, title: "Palor Toff – Alien Trader", reason: "test" }] } } as Partial<Corrections>;
    expect(() => parseFixture(fixture("beta - First ruling."), bad)).toThrow(IngestError);
  });

  it("throws when a lost character was not repaired", () => {
    expect(() => parseFixture(fixture("beta - First \uFFFD ruling."))).toThrow(/^fixture\.txt:\d+:14: \[replacement-character\] entry "beta" holds a U\+FFFD/);
  });

  it("throws when a section heading is missing", () => {
    const source = fixture("beta - First ruling.").replace("RULINGS", "RULES");
    expect(() => parseFixture(source)).toThrow(/\(corrections hints\.rulingsHeading\): \[heading-missing\] .*\(expected "RULINGS" alone on its line/);
  });
});
