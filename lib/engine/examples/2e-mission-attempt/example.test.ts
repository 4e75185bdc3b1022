import { describe, expect, it } from "vitest";
import { acceptedInputs, expectCitedSentencesInEntries, expectInputError, expectInvariant, wordsOf } from "../../example-test-support";
import { ProcedureError } from "../../procedure";
import { createSeededRandom } from "../../random";
import { missionAttemptExample as ex } from "./index";
import type { AttemptDilemma, MissionAttemptInput } from "./input";
import {
  advanceAttempt,
  advanceAttemptToChoice,
  attemptSteps,
  SAMPLE_PILE,
  startAttempt,
  unstoppedPersonnel,
  type AttemptAction,
  type AttemptState,
} from "./step-through";
import { ATTEMPT_VERSIONS, type AttemptVersion } from "./timing";

const run = (input: unknown) => ex.run(ex.parse(input));
const runAt = (input: unknown, asOf: string) => ex.run(ex.parse(input), { asOf });
const ids = [
  "1",
  "1.a",
  "1.b",
  "2",
  "2.a",
  "2.b",
  "2.c",
  "2.d",
  "2.e",
  "3",
  "3.a",
  "3.b",
  "3.c",
  "3.d",
  "3.e",
  "3.f",
  "3.g",
  "3.h",
  "3.i",
  "4",
  "4.a",
  "4.b",
  "5",
  "5.a",
  "5.b",
  "5.c",
  "5.d",
];
const dual = (name: string, cost: number): AttemptDilemma => ({ name, cost, type: "dual" });

describe("2e-mission-attempt: dilemmas drawn", () => {
  it("draws 4 dilemmas for 6 personnel and 2 dilemmas under the mission (the default)", () => {
    expect(ex.defaults).toMatchObject({ personnel: 6, dilemmasUnderMission: 2 });
    const out = run(ex.defaults);
    expect(out.dilemmasDrawn).toBe(4);
    expect(out.announced).toBe(4);
    expect(out.decidedBy).toEqual(ex.cites[0]);
  });

  it("adds or subtracts draw modifiers", () => {
    expect(run({ personnel: 6, dilemmasUnderMission: 2, drawModifier: 1 }).dilemmasDrawn).toBe(5);
    expect(run({ personnel: 6, dilemmasUnderMission: 2, drawModifier: -3 }).dilemmasDrawn).toBe(1);
  });

  it("floors a negative count at 0", () => {
    expect(run({ personnel: 2, dilemmasUnderMission: 5 }).dilemmasDrawn).toBe(0);
    expect(run({ personnel: 6, dilemmasUnderMission: 2, drawModifier: -10 }).dilemmasDrawn).toBe(0);
    expect(run({ personnel: 0, dilemmasUnderMission: 0 }).dilemmasDrawn).toBe(0);
    expect(wordsOf(run({ personnel: 2, dilemmasUnderMission: 5 }))).toMatch(/below 0/);
  });

  it("a positive modifier can lift a negative difference above 0", () => {
    expect(run({ personnel: 2, dilemmasUnderMission: 3, drawModifier: 2 }).dilemmasDrawn).toBe(1);
  });

  it("never draws fewer than 0 dilemmas, and one more personnel draws at most one more", () => {
    expectInvariant(ex, acceptedInputs(ex), (input, out) => {
      expect(out.dilemmasDrawn).toBeGreaterThanOrEqual(0);
      const more = ex.run({ ...input, personnel: input.personnel + 1 }).dilemmasDrawn;
      expect(more - out.dilemmasDrawn).toBeGreaterThanOrEqual(0);
      expect(more - out.dilemmasDrawn).toBeLessThanOrEqual(1);
      expect(out.timing[0]).toMatchObject({ id: "1" });
    });
  });
});

describe("2e-mission-attempt: steps of the chosen version", () => {
  it("lists the steps 1 to 5.d in both versions", () => {
    for (const version of ATTEMPT_VERSIONS) expect(runAt({ personnel: 1, dilemmasUnderMission: 0 }, version).timing.map((s) => s.id)).toEqual(ids);
  });

  it("defaults to the latest version, 2014-07-07", () => {
    const out = run({ personnel: 6, dilemmasUnderMission: 2 });
    expect(out.version).toBe("2014-07-07");
    expect(out.timing).toEqual(runAt({ personnel: 6, dilemmasUnderMission: 2 }, "2014-07-07").timing);
    expect(out.decidedBy.entryId).toBe("2e-crd-2014-07-07/attempting-missions");
  });

  it("follows the 2011 text of step 3.h when 2011-10-05 is chosen, and the 2014 text otherwise", () => {
    const step = (version: AttemptVersion) => runAt({ personnel: 6, dilemmasUnderMission: 2 }, version).timing.find((s) => s.id === "3.h")!.text;
    expect(step("2011-10-05")).toMatch(/until dilemma is overcome or placed somewhere\.$/);
    expect(step("2014-07-07")).toMatch(/until the end of step 4\.a\.$/);
    expect(runAt({ personnel: 6, dilemmasUnderMission: 2 }, "2011-10-05").decidedBy.entryId).toBe("2e-crd-2011-10-05/attempting-missions");
  });

  it("has the 2014 note on continuous effects under step 3.i, which 2011 lacks", () => {
    const text = (version: AttemptVersion) =>
      runAt({ personnel: 1, dilemmasUnderMission: 0 }, version)
        .timing.map((s) => s.text)
        .join("\n");
    expect(text("2014-07-07")).toContain("Continuous effects are simply in effect and are not actions.");
    expect(text("2011-10-05")).not.toContain("Continuous effects");
  });

  it("copies every step's text verbatim from its entry, after the step's number or letter", () => {
    for (const version of ATTEMPT_VERSIONS) {
      expectCitedSentencesInEntries(
        attemptSteps(version).map((s) => ({
          topicId: "2e/attempting-missions",
          entryId: `2e-crd-${version}/attempting-missions`,
          date: version,
          sentence: `${s.id.includes(".") ? s.id.split(".")[1] : s.id}. ${s.text}`,
        })),
      );
    }
  });

  it("cites sentences that occur in the cited entries", () => {
    expectCitedSentencesInEntries(ex.cites);
  });
});

describe("2e-mission-attempt: input errors", () => {
  it("names the missing or wrong field", () => {
    expectInputError(ex.parse, null, "input");
    expectInputError(ex.parse, { dilemmasUnderMission: 2 }, "personnel");
    expectInputError(ex.parse, { personnel: -1, dilemmasUnderMission: 2 }, "personnel");
    expectInputError(ex.parse, { personnel: 2.5, dilemmasUnderMission: 2 }, "personnel");
    expectInputError(ex.parse, { personnel: 6, dilemmasUnderMission: "2" }, "dilemmasUnderMission");
    expectInputError(ex.parse, { personnel: 6, dilemmasUnderMission: 2, drawModifier: 0.5 }, "drawModifier");
    expectInputError(ex.parse, { personnel: 6, dilemmasUnderMission: 2, version: "2020-01-01" }, "version");
  });

  it("refuses rules of a date before the first version", () => {
    expect(() => ex.run(ex.parse(ex.defaults), { asOf: "2010-01-01" })).toThrow("asOf: must be 2011-10-05 or later");
    expect(ex.run(ex.parse(ex.defaults), { asOf: "2013-06-01" }).version).toBe("2011-10-05");
  });

  it("names the wrong field of the pile and the mission", () => {
    const base = { personnel: 6, dilemmasUnderMission: 2 };
    expectInputError(ex.parse, { ...base, pile: "A" }, "pile");
    expectInputError(ex.parse, { ...base, pile: [{ name: "", cost: 1 }] }, "pile[0].name");
    expectInputError(ex.parse, { ...base, pile: [{ name: "A", cost: -1 }] }, "pile[0].cost");
    expectInputError(ex.parse, { ...base, pile: [{ name: "A", cost: 1, type: "air" }] }, "pile[0].type");
    expectInputError(ex.parse, { ...base, missionType: "dual" }, "missionType");
    expect(ex.parse({ ...base, pile: [{ name: "A", cost: 1 }] }).pile).toEqual([dual("A", 1)]);
  });

  it("says which dilemmas come off the top of the pile", () => {
    const out = run({ personnel: 3, dilemmasUnderMission: 1, pile: [dual("A", 1), dual("B", 2), dual("C", 3)] });
    expect(out.drawn.map((d) => d.name)).toEqual(["A", "B"]);
    expect(out.decision).toBe("The opponent draws 2 dilemmas: A (cost 1), B (cost 2).");
  });
});

const six: MissionAttemptInput = { personnel: 6, dilemmasUnderMission: 2, missionType: "planet", pile: SAMPLE_PILE };
const attempt = (personnel: number, dilemmasUnderMission: number): MissionAttemptInput => ({
  personnel,
  dilemmasUnderMission,
  missionType: "planet",
  pile: [],
});

/** Starts an attempt and advances to the choice of the stack. */
function toStackChoice(input: MissionAttemptInput = six, pile: AttemptDilemma[] = SAMPLE_PILE, missionType: "planet" | "space" = "planet"): AttemptState {
  const s = advanceAttemptToChoice(startAttempt({ ...input, pile, missionType }));
  expect(s.stepId).toBe("2.d");
  return s;
}

describe("2e-mission-attempt: stepping through an attempt", () => {
  it("walks a whole attempt: draw, choose, face, overcome, complete", () => {
    let s = startAttempt(six);
    expect(s.stepId).toBe("1.a");
    expect(s.part).toBe("Active player (AP) begins a mission attempt");
    s = advanceAttemptToChoice(s);
    expect(s.drawn.map((d) => d.name)).toEqual(["Dilemma A", "Dilemma B", "Dilemma C", "Dilemma D"]);
    expect(s.pile.map((d) => d.name)).toEqual(["Dilemma E", "Dilemma F"]);
    s = advanceAttemptToChoice(advanceAttempt(s, { type: "chooseStack", chosen: [0, 2] }));
    expect(s.pile.map((d) => d.name)).toEqual(["Dilemma E", "Dilemma F", "Dilemma B", "Dilemma D"]);
    expect(s.stepId).toBe("3.i");
    expect(s.current?.name).toBe("Dilemma A");
    expect(s.remainingAllowed).toBe(5);
    s = advanceAttemptToChoice(advanceAttempt(s, { type: "resolveDilemma", stop: 2 }));
    expect(s.current?.name).toBe("Dilemma C");
    expect(s.remainingAllowed).toBe(2);
    expect(unstoppedPersonnel(s)).toBe(4);
    s = advanceAttemptToChoice(advanceAttempt(s, { type: "resolveDilemma", stop: 0 }));
    expect(s.stepId).toBe("5.c");
    s = advanceAttemptToChoice(advanceAttempt(s, { type: "showRequirements", met: true }));
    expect(s.finished).toBe(true);
    expect(s.outcome).toBe("completed");
    expect(s.stepId).toBe("5.d");
    expect(s.outcomes.map((o) => [o.name, o.result])).toEqual([
      ["Dilemma A", "overcome"],
      ["Dilemma C", "overcome"],
    ]);
    expect(s.trace.slice(0, 9)).toEqual(["1.a", "1.b", "2.a", "2.b", "2.c", "2.d", "2.e", "3.a", "3.b"]);
  });

  it("shows the current step's verbatim text of the chosen version at every state", () => {
    for (const version of ATTEMPT_VERSIONS) {
      const texts = new Map(attemptSteps(version).map((st) => [st.id, st.text]));
      let s = startAttempt(six, { version });
      const seen: string[] = [];
      while (!s.finished) {
        expect(s.stepText).toBe(texts.get(s.stepId));
        seen.push(s.stepId);
        const action: AttemptAction =
          s.stepId === "2.d"
            ? { type: "chooseStack", chosen: [0] }
            : s.stepId === "3.i"
              ? { type: "resolveDilemma", stop: 0 }
              : s.stepId === "5.c"
                ? { type: "showRequirements", met: true }
                : { type: "continue" };
        s = advanceAttempt(s, action);
      }
      expect(seen).toContain("3.h");
      expect(seen).not.toContain("3");
    }
  });

  it("names the quoted triggers of a trigger step", () => {
    const s = advanceAttempt(startAttempt(six), { type: "continue" });
    expect(s.stepId).toBe("1.b");
    expect(s.triggers).toEqual(["When . . . begins a mission attempt"]);
  });

  it("overcomes without effect a dilemma whose cost exceeds what remains of the total allowed, deducting nothing (3.f)", () => {
    let s = toStackChoice(attempt(3, 0), [dual("Big", 2), dual("Bigger", 2), dual("Small", 1)]);
    s = advanceAttemptToChoice(advanceAttempt(s, { type: "chooseStack", chosen: [0, 1, 2] }));
    expect(s.current?.name).toBe("Big");
    expect(s.remainingAllowed).toBe(1);
    s = advanceAttemptToChoice(advanceAttempt(s, { type: "resolveDilemma", stop: 0 }));
    // "Bigger" (2 > 1 left) is overcome at 3.f; "Small" (1) is faced next.
    expect(s.current?.name).toBe("Small");
    expect(s.outcomes[1]).toMatchObject({ name: "Bigger", result: "overcome", reason: "failed the cost check (step 3.f)" });
    expect(s.remainingAllowed).toBe(0);
    expect(s.trace.filter((id) => id === "3.g")).toHaveLength(2);
  });

  it("overcomes a second dilemma of the same name at the duplication check", () => {
    let s = toStackChoice(attempt(5, 0), [dual("Same", 1), dual("same", 1)]);
    s = advanceAttemptToChoice(advanceAttempt(s, { type: "chooseStack", chosen: [0, 1] }));
    s = advanceAttemptToChoice(advanceAttempt(s, { type: "resolveDilemma", stop: 0 }));
    expect(s.stepId).toBe("5.c");
    expect(s.outcomes[1]!.reason).toBe("failed the duplication check (step 3.f)");
    expect(s.remainingAllowed).toBe(4);
  });

  it("overcomes a space dilemma at a planet mission at the type check, and faces it at a space mission", () => {
    const pile: AttemptDilemma[] = [{ name: "Void", cost: 1, type: "space" }];
    let s = toStackChoice(attempt(1, 0), pile, "planet");
    s = advanceAttemptToChoice(advanceAttempt(s, { type: "chooseStack", chosen: [0] }));
    expect(s.stepId).toBe("5.c");
    expect(s.outcomes[0]!.reason).toBe("failed the type check (step 3.f)");
    s = toStackChoice(attempt(1, 0), pile, "space");
    s = advanceAttemptToChoice(advanceAttempt(s, { type: "chooseStack", chosen: [0] }));
    expect(s.stepId).toBe("3.i");
  });

  it("overcomes the rest of the stack once no personnel are still involved (3.a), then the attempt fails", () => {
    let s = toStackChoice(attempt(2, 0), [dual("Stopper", 1), dual("Left", 1)]);
    s = advanceAttemptToChoice(advanceAttempt(s, { type: "chooseStack", chosen: [0, 1] }));
    s = advanceAttemptToChoice(advanceAttempt(s, { type: "resolveDilemma", stop: 2 }));
    expect(s.outcomes.map((o) => [o.name, o.reason])).toEqual([
      ["Stopper", "all of it was processed (step 4.a)"],
      ["Left", "no personnel still involved (step 3.a)"],
    ]);
    expect(s.stepId).toBe("5.c");
    s = advanceAttempt(s, { type: "showRequirements", met: true });
    expect(s.finished).toBe(true);
    expect(s.outcome).toBe("failed");
  });

  it("stops all personnel and fails when the requirements cannot be shown (5.c)", () => {
    let s = toStackChoice();
    s = advanceAttemptToChoice(advanceAttempt(s, { type: "chooseStack", chosen: [] }));
    expect(s.stepId).toBe("5.c");
    expect(s.pile.map((d) => d.name)).toEqual(["Dilemma E", "Dilemma F", "Dilemma A", "Dilemma B", "Dilemma C", "Dilemma D"]);
    s = advanceAttempt(s, { type: "showRequirements", met: false });
    expect(s).toMatchObject({ finished: true, outcome: "failed", stopped: 6, stepId: "5.c" });
  });

  it("leaves a dilemma the AP is told to place somewhere not overcome (4.a)", () => {
    let s = toStackChoice(attempt(3, 0), [dual("Placer", 1)]);
    s = advanceAttemptToChoice(advanceAttempt(s, { type: "chooseStack", chosen: [0] }));
    s = advanceAttemptToChoice(advanceAttempt(s, { type: "resolveDilemma", stop: 1, placeSomewhere: true }));
    expect(s.outcomes).toEqual([{ ...dual("Placer", 1), result: "placed", reason: "the AP was instructed to place it somewhere (step 4.a)" }]);
    expect(unstoppedPersonnel(s)).toBe(2);
  });

  it("draws the whole pile when it holds fewer dilemmas than the number to draw", () => {
    const s = toStackChoice(six, [dual("Only", 1)]);
    expect(s.dilemmasDrawn).toBe(4);
    expect(s.drawn).toHaveLength(1);
    expect(s.log.at(-1)!.text).toMatch(/the pile held only 1/);
  });

  it("draws nothing when the count is below 0, and goes straight to part 5", () => {
    let s = toStackChoice(attempt(1, 4));
    expect(s.drawn).toEqual([]);
    s = advanceAttemptToChoice(advanceAttempt(s, { type: "chooseStack", chosen: [] }));
    expect(s.stepId).toBe("5.c");
  });

  it("rejects actions the current step does not wait for, and impossible choices", () => {
    const s = toStackChoice();
    expect(() => advanceAttempt(s, { type: "continue" })).toThrow(ProcedureError);
    expect(() => advanceAttempt(s, { type: "chooseStack", chosen: [4] })).toThrow(/no drawn dilemma number 4/);
    expect(() => advanceAttempt(s, { type: "chooseStack", chosen: [1, 1] })).toThrow(/chosen twice/);
    const facing = advanceAttemptToChoice(advanceAttempt(s, { type: "chooseStack", chosen: [0] }));
    expect(() => advanceAttempt(facing, { type: "resolveDilemma", stop: 7 })).toThrow(/from 0 to 6/);
  });

  it("shuffles the pile reproducibly with the injected randomness", () => {
    const a = startAttempt(six, { shuffle: true, random: createSeededRandom(7) });
    const b = startAttempt(six, { shuffle: true, random: createSeededRandom(7) });
    expect(a.pile).toEqual(b.pile);
    expect([...a.pile].sort((x, y) => x.name.localeCompare(y.name))).toEqual(SAMPLE_PILE);
  });

  it("keeps every state plain JSON", () => {
    const s = toStackChoice();
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});
