import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_SKILL_LEVEL } from "../../bounds";
import { acceptedInputs, expectCitedSentencesInEntries, expectInputError, expectInvariant } from "../../example-test-support";
import { formatSkills, parseSkill, skillBoxExample as ex } from "./index";

const run = (input: unknown) => ex.run(ex.parse(input));

describe("1e-skill-box", () => {
  it("raises Lt. D'Amato's Geology to x3 with a Classic Tricorder, and puts Physics at the end", () => {
    expect(run(ex.defaults).skills).toBe("Geology x3, Archaeology");
    expect(run({ skills: ["Geology x2", "Archaeology"], add: ["Physics"] }).skills).toBe("Geology x2, Archaeology, Physics");
  });

  it("keeps multipliers when adding: Sarek mindmelding with Riva has Diplomacy x5, Mindmeld", () => {
    const out = run({ skills: ["Diplomacy x3", "Mindmeld"], add: ["Diplomacy x2"] });
    expect(out.skills).toBe("Diplomacy x5, Mindmeld");
    expect(out.decidedBy.sentence).toContain("skill multipliers are retained");
  });

  it("makes an assimilated personnel's classification the first-listed skill, or raises it when already there", () => {
    expect(run({ skills: ["Physics", "Astrophysics"], assimilatedAs: "ENGINEER" }).skills).toBe("ENGINEER, Physics, Astrophysics");
    const out = run({ skills: ["Physics", "Engineer x2"], assimilatedAs: "ENGINEER" });
    expect(out.skills).toBe("Physics, Engineer x3");
    expect(out.decidedBy.sentence).toContain("their classification becomes their first-listed skill");
  });

  it("leaves an empty place when the first-listed skill is lost, and loses a multiplied skill whole", () => {
    const out = run({ skills: ["Diplomacy x3", "Honor"], loseFirstListed: true });
    expect(out.skills).toBe("(empty), Honor");
    expect(out.slots[0]).toEqual({ empty: true });
    expect(out.decidedBy.sentence).toContain("is not three diplomacy skills");
    expect(run({ skills: ["Honor", "Diplomacy"], loseFirstListed: true }).decidedBy.sentence).toContain('the skill becomes "empty"');
    expect(run({ skills: ["Honor", "Diplomacy"], loseFirstListed: true }).skills).toBe("(empty), Diplomacy");
  });

  it("reads and writes skill lists as printed", () => {
    expect(["Geology x2", " Archaeology ", "Diplomacy ×3"].map((entry) => parseSkill(entry, "skills"))).toEqual([
      { skill: "Geology", level: 2 },
      { skill: "Archaeology", level: 1 },
      { skill: "Diplomacy", level: 3 },
    ]);
    expect(formatSkills([{ empty: true }, { skill: "Honor", level: 2 }])).toBe("(empty), Honor x2");
  });

  it("cites sentences that stand verbatim in their entries", () => {
    expectCitedSentencesInEntries(ex.cites);
  });

  it("rejects bad input, naming the field", () => {
    expectInputError(ex.parse, { skills: [""] }, "skills[0]");
    expectInputError(ex.parse, { skills: "Geology" }, "skills");
    expectInputError(ex.parse, { skills: ["Geology x0"] }, "skills[0]");
    expectInputError(ex.parse, { skills: ["Geology", "geology x2"] }, "skills[1]");
    expectInputError(ex.parse, { skills: ["Geology"], add: 3 }, "add");
    expectInputError(ex.parse, { skills: ["Geology"], add: ["Physics x0"] }, "add[0]");
    expectInputError(ex.parse, { skills: ["Geology"], assimilatedAs: 7 }, "assimilatedAs");
    expectInputError(ex.parse, { skills: ["Geology"], loseFirstListed: "yes" }, "loseFirstListed");
  });

  it("keeps every printed skill at its level or higher, and a lost first skill leaves its place empty", () => {
    const skill = fc.constantFrom("Geology", "Archaeology", "Diplomacy", "ENGINEER", "Physics");
    const skillList = fc
      .uniqueArray(fc.tuple(skill, fc.option(fc.integer({ min: 1, max: MAX_SKILL_LEVEL }), { nil: undefined })), {
        minLength: 1,
        maxLength: 4,
        selector: ([s]) => s,
      })
      .map((skills) => skills.map(([s, n]) => (n ? `${s} x${n}` : s)));
    const overrides = { skills: skillList, add: skillList, assimilatedAs: fc.constantFrom("ENGINEER", "SECURITY", "Geology") };
    expectInvariant(ex, acceptedInputs(ex, overrides), (input) => {
      const kept = ex.run({ ...input, loseFirstListed: false });
      for (const printed of input.skills.map((entry) => parseSkill(entry, "skills"))) {
        const slot = kept.slots.find((s) => !("empty" in s) && s.skill.toLowerCase() === printed.skill.toLowerCase());
        expect(slot && !("empty" in slot) && slot.level >= printed.level, `${printed.skill} in ${kept.skills}`).toBe(true);
      }
      const lost = ex.run({ ...input, loseFirstListed: true });
      expect(lost.slots[0]).toEqual({ empty: true });
      expect(lost.slots.slice(1)).toEqual(kept.slots.slice(1));
    });
  });
});
