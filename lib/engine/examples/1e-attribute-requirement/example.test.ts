import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_ATTRIBUTE, MAX_PERSONNEL, MAX_SKILL_LEVEL } from "../../bounds";
import { acceptedInputs, expectCitedSentencesInEntries, expectInputError, expectInvariant, wordsOf } from "../../example-test-support";
import { attributeRequirementExample as ex, type AttributeRequirementInput } from "./index";

const run = (input: AttributeRequirementInput) => ex.run(ex.parse(input));

describe("1e-attribute-requirement", () => {
  it('meets "SCIENCE and CUNNING>35" with one SCIENCE personnel and 36 CUNNING in total', () => {
    const out = run({
      requirement: "SCIENCE and CUNNING>35",
      personnel: [
        { skills: ["SCIENCE"], CUNNING: 6 },
        { skills: ["Diplomacy"], CUNNING: 30 },
      ],
    });
    expect(out.met).toBe(true);
    expect(out.clauses.map((c) => c.met)).toEqual([true, true]);
    expect(wordsOf(out)).toContain("the total is 36 (6 + 30)");
    expect(out.decidedBy).toEqual(ex.cites[0]);
  });

  it("runs its defaults as the FAQ example", () => {
    expect(ex.run(ex.parse(ex.defaults)).met).toBe(true);
  });

  it("reads > as a total greater than the number, not each personnel's attribute", () => {
    const exactly35 = run({
      requirement: "SCIENCE and CUNNING>35",
      personnel: [
        { skills: ["SCIENCE"], CUNNING: 5 },
        { skills: [], CUNNING: 30 },
      ],
    });
    expect(exactly35.met).toBe(false);
    expect(exactly35.clauses[1]).toMatchObject({ text: "CUNNING>35", met: false });
    const noScience = run({ requirement: "SCIENCE and CUNNING>35", personnel: [{ skills: ["MEDICAL"], CUNNING: 40 }] });
    expect(noScience.met).toBe(false);
    expect(noScience.decidedBy.sentence).toContain('"2 SCIENCE"');
  });

  it('meets "2 SCIENCE" with SCIENCE x2 on one personnel, as the 2017 entry amended the FAQ ("that many Personnel")', () => {
    const one = run({ requirement: "2 SCIENCE", personnel: [{ skills: ["SCIENCE x2"] }] });
    expect(one.met).toBe(true);
    expect(one.decidedBy.entryId).toBe("1e-crd-2017-12-04/use-skills");
    const short = run({ requirement: "3 Diplomacy", personnel: [{ skills: ["Diplomacy x2"] }] });
    expect(short.met).toBe(false);
    const two = run({ requirement: "2 SCIENCE", personnel: [{ skills: ["SCIENCE"] }, { skills: ["science", "MEDICAL"] }] });
    expect(two.met).toBe(true);
  });

  it("meets Navigation x2 with levels on one or more personnel", () => {
    const out = run({ requirement: "Navigation x2", personnel: [{ skills: ["Navigation"] }, { skills: ["Navigation"] }] });
    expect(out.met).toBe(true);
    expect(out.decidedBy.sentence).toContain("Navigation x2");
  });

  it("does not count disabled personnel's skills or attributes", () => {
    const out = run({
      requirement: "SCIENCE and CUNNING>35",
      personnel: [
        { skills: ["SCIENCE"], CUNNING: 6 },
        { skills: ["Diplomacy"], CUNNING: 30, disabled: true },
      ],
    });
    expect(out.met).toBe(false);
    expect(wordsOf(out)).toContain("personnel 2 is disabled");
    expect(out.decidedBy.entryId).toBe("1e-cr-2000-07-31/disabled");
    const onlyScientistDisabled = run({ requirement: "SCIENCE", personnel: [{ skills: ["SCIENCE"], disabled: true }] });
    expect(onlyScientistDisabled.met).toBe(false);
  });

  it("reads < as a total less than the number, and OR as alternatives", () => {
    expect(run({ requirement: "INTEGRITY<20", personnel: [{ skills: [], INTEGRITY: 19 }] }).met).toBe(true);
    expect(run({ requirement: "INTEGRITY<20", personnel: [{ skills: [], INTEGRITY: 20 }] }).met).toBe(false);
    const alt = run({ requirement: "CUNNING>30 OR Android", personnel: [{ skills: ["Android"], CUNNING: 5 }] });
    expect(alt.met).toBe(true);
    expect(alt.clauses).toEqual([{ text: "Android", met: true, detail: expect.any(String) }]);
  });

  it("rejects unreadable requirements and wrong personnel fields, naming them", () => {
    const personnel = [{ skills: ["SCIENCE"] }];
    expectInputError(ex.parse, null, "input");
    expectInputError(ex.parse, { personnel }, "requirement");
    expectInputError(ex.parse, { requirement: "SCIENCE>2", personnel }, "requirement");
    expectInputError(ex.parse, { requirement: "SHIELDS>10", personnel }, "requirement");
    expectInputError(ex.parse, { requirement: "SCIENCE and", personnel }, "requirement");
    expectInputError(ex.parse, { requirement: "CUNNING>=35", personnel }, "requirement");
    expectInputError(ex.parse, { requirement: "2 Navigation x2", personnel }, "requirement");
    expectInputError(ex.parse, { requirement: "0 SCIENCE", personnel }, "requirement");
    expectInputError(ex.parse, { requirement: "SCIENCE" }, "personnel");
    expectInputError(ex.parse, { requirement: "SCIENCE", personnel: [{ skills: "SCIENCE" }] }, "personnel[0].skills");
    expectInputError(ex.parse, { requirement: "SCIENCE", personnel: [{ skills: ["x2!"] }] }, "personnel[0].skills[0]");
    expectInputError(ex.parse, { requirement: "SCIENCE", personnel: [{ skills: [], CUNNING: -1 }] }, "personnel[0].CUNNING");
    expectInputError(ex.parse, { requirement: "SCIENCE", personnel: [{ skills: [], disabled: 1 }] }, "personnel[0].disabled");
  });

  it("cites sentences that occur verbatim in the FAQ, use (skills), disabled and Ktarian Game entries", () => {
    expectCitedSentencesInEntries(ex.cites);
  });

  it("never counts disabled personnel: the result is the same without them, and met only when every part is", () => {
    const skill = fc.constantFrom("SCIENCE", "Diplomacy", "Navigation", "MEDICAL");
    const level = fc.integer({ min: 1, max: MAX_SKILL_LEVEL });
    const clause = fc.oneof(
      fc
        .tuple(fc.constantFrom("STRENGTH", "CUNNING", "INTEGRITY"), fc.constantFrom("<", ">"), fc.integer({ min: 0, max: MAX_PERSONNEL * MAX_ATTRIBUTE }))
        .map((p) => p.join("")),
      fc.tuple(fc.integer({ min: 1, max: MAX_PERSONNEL }), skill).map((p) => p.join(" ")),
      fc.tuple(skill, level).map(([s, n]) => `${s} x${n}`),
      skill,
    );
    const requirement = fc
      .array(
        fc.array(clause, { minLength: 1, maxLength: 3 }).map((a) => a.join(" and ")),
        { minLength: 1, maxLength: 2 },
      )
      .map((a) => a.join(" OR "));
    const skillEntry = fc.tuple(skill, fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined })).map(([s, n]) => (n ? `${s} x${n}` : s));
    expectInvariant(ex, acceptedInputs(ex, { requirement, "personnel[].skills[]": skillEntry }), (input, out) => {
      const withoutDisabled = ex.run({ ...input, personnel: input.personnel.filter((p) => !p.disabled) });
      expect(withoutDisabled.met).toBe(out.met);
      expect(withoutDisabled.clauses.map((c) => c.met)).toEqual(out.clauses.map((c) => c.met));
      expect(out.met).toBe(out.clauses.every((c) => c.met));
    });
  });
});
