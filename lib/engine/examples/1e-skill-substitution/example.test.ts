import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareFractions, fraction } from "../../fractions";
import { acceptedInputs, expectCitedSentencesInEntries, expectInputError, expectInvariant } from "../../example-test-support";
import { skillSubstitutionExample as ex, type SkillSubstitutionInput } from "./index";

const artOfDiplomacy = { from: "Treachery", count: 2, to: "Diplomacy" };
const run = (input: SkillSubstitutionInput) => ex.run(ex.parse(input));

describe("1e-skill-substitution", () => {
  it("lets two Treachery personnel provide 1 Diplomacy, each with Diplomacy x1/2", () => {
    const out = run({
      personnel: [
        { name: "A", skills: ["Treachery"] },
        { name: "B", skills: ["Treachery"] },
      ],
      rate: artOfDiplomacy,
      requirement: { skill: "Diplomacy", level: 1 },
    });
    expect(out.provided).toBe("1");
    expect(out.met).toBe(true);
    expect(out.contributions.map((c) => [c.name, c.amount])).toEqual([
      ["A", "1/2"],
      ["B", "1/2"],
    ]);
    expect(out.decidedBy).toEqual(ex.cites[0]);
  });

  it("reproduces the source's default: two Treachery personnel and one Treachery x2 personnel provide 2 Diplomacy", () => {
    const out = ex.run(ex.parse(ex.defaults));
    expect(out.provided).toBe("2");
    expect(out.met).toBe(true);
    expect(out.contributions.map((c) => c.amount)).toEqual(["1/2", "1/2", "1"]);
  });

  it("leaves a lone Treachery personnel at Diplomacy x1/2, short of 1 Diplomacy", () => {
    const out = run({ personnel: [{ name: "A", skills: ["Treachery"] }], rate: artOfDiplomacy, requirement: { skill: "Diplomacy", level: 1 } });
    expect(out.provided).toBe("1/2");
    expect(out.met).toBe(false);
  });

  it("adds own Diplomacy to substituted Diplomacy and prints improper fractions", () => {
    const out = run({
      personnel: [
        { name: "Both", skills: ["Diplomacy", "Treachery"] },
        { name: "Odd", skills: ["treachery x3"] },
      ],
      rate: artOfDiplomacy,
      requirement: { skill: "DIPLOMACY", level: 3 },
    });
    expect(out.contributions).toEqual([
      { name: "Both", amount: "3/2", native: "1", substituted: "1/2" },
      { name: "Odd", amount: "3/2", native: "0", substituted: "3/2" },
    ]);
    expect(out.provided).toBe("3");
    expect(out.met).toBe(true);
  });

  it("does not combine personnel when the card asks for a personnel with the skill", () => {
    const personnel = [
      { name: "A", skills: ["Treachery x2"] },
      { name: "B", skills: ["Treachery x2"] },
    ];
    const split = run({ personnel, rate: artOfDiplomacy, requirement: { skill: "Diplomacy", level: 2, singlePersonnel: true } });
    expect(split.provided).toBe("1");
    expect(split.met).toBe(false);
    expect(split.decidedBy.sentence).toContain("Navigation x2");
    const together = run({ personnel, rate: artOfDiplomacy, requirement: { skill: "Diplomacy", level: 2 } });
    expect(together.met).toBe(true);
  });

  it("ignores the substitution when the requirement is another skill", () => {
    const out = run({ personnel: [{ name: "A", skills: ["Treachery x4"] }], rate: artOfDiplomacy, requirement: { skill: "Leadership", level: 1 } });
    expect(out.provided).toBe("0");
    expect(out.met).toBe(false);
    expect(out.contributions).toEqual([]);
  });

  it("rejects a missing or wrong field, naming it", () => {
    const bad = (raw: unknown, field: string) => expectInputError(ex.parse, raw, field);
    const ok = ex.defaults;
    bad(null, "input");
    bad({ ...ok, personnel: "x" }, "personnel");
    bad({ ...ok, personnel: [{ skills: [] }] }, "personnel[0].name");
    bad({ ...ok, personnel: [{ name: "A", skills: ["Treachery x0"] }] }, "personnel[0].skills[0]");
    bad({ ...ok, personnel: [{ name: "A", skills: { Treachery: 1 } }] }, "personnel[0].skills");
    bad({ ...ok, rate: { from: "Treachery", count: 0, to: "Diplomacy" } }, "rate.count");
    bad({ ...ok, rate: { from: "Treachery", count: 2, to: "treachery" } }, "rate.to");
    bad({ ...ok, requirement: { skill: "Diplomacy" } }, "requirement.level");
    bad({ ...ok, requirement: { skill: "Diplomacy", level: 1, singlePersonnel: "yes" } }, "requirement.singlePersonnel");
  });

  it("cites sentences that occur verbatim in the 2017 use (skills) entry", () => {
    expectCitedSentencesInEntries(ex.cites);
  });

  it("never provides less when one more personnel is present, and meets the requirement as soon as it provides enough", () => {
    const skill = fc.constantFrom("Treachery", "Diplomacy", "Navigation", "SCIENCE");
    const skills = fc.array(
      fc.tuple(skill, fc.integer({ min: 1, max: 5 })).map(([name, level]) => `${name} x${level}`),
      { maxLength: 4 },
    );
    const overrides = { "personnel[].skills": skills, "rate.from": skill, "rate.to": skill, "requirement.skill": skill };
    const amount = (text: string) => {
      const [num, den = "1"] = text.split("/");
      return fraction(BigInt(num!), BigInt(den));
    };
    expectInvariant(ex, acceptedInputs(ex, overrides), (input, out) => {
      const extra = { name: "One more", skills: [input.rate.from] };
      const more = ex.run({ ...input, personnel: [...input.personnel, extra] });
      expect(compareFractions(amount(more.provided), amount(out.provided))).toBeGreaterThanOrEqual(0);
      expect(out.met).toBe(compareFractions(amount(out.provided), fraction(input.requirement.level)) >= 0);
      if (out.met) expect(more.met).toBe(true);
    });
  });
});
