import { describe, expect, it } from "vitest";
import { advanceAttempt, startAttempt, type AttemptAction } from "./examples/2e-mission-attempt";
import { DEFAULT_STEPPER_CONFIG, fromStepperQuery, toStepperQuery, type StepperConfig } from "./mission-attempt-query";

const actions: AttemptAction[] = [
  ...Array.from({ length: 5 }, () => ({ type: "continue" }) as const),
  { type: "chooseStack", chosen: [2, 0] },
  { type: "continue" },
  { type: "resolveDilemma", stop: 1, placeSomewhere: true },
  { type: "resolveDilemma", stop: 0, placeSomewhere: false },
  { type: "chooseStack", chosen: [] },
  { type: "showRequirements", met: false },
];

describe("step-through query string", () => {
  it("round-trips a configured attempt with its progress", () => {
    const config: StepperConfig = {
      personnel: 7,
      dilemmasUnderMission: 1,
      drawModifier: -2,
      version: "2011-10-05",
      missionType: "space",
      pile: [
        { name: "Odd: name, with & and =", cost: 3, type: "space" },
        { name: "Plain", cost: 0, type: "dual" },
      ],
      actions,
    };
    const query = toStepperQuery(config);
    expect(query).toContain("a=c5%2Cs2.0%2Cc%2Cr1p%2Cr0%2Cs%2Cq0");
    expect(fromStepperQuery(query)).toEqual(config);
    expect(fromStepperQuery(`?${query}`)).toEqual(config);
  });

  it("opens the defaults for an empty query, and leaves out progress that has not started", () => {
    expect(fromStepperQuery("")).toEqual(DEFAULT_STEPPER_CONFIG);
    expect(toStepperQuery(DEFAULT_STEPPER_CONFIG)).not.toContain("a=");
    expect(fromStepperQuery(toStepperQuery(DEFAULT_STEPPER_CONFIG))).toEqual(DEFAULT_STEPPER_CONFIG);
  });

  it("falls back to the defaults for unreadable values and stops reading actions at a bad token", () => {
    const config = fromStepperQuery("personnel=-3&under=x&version=1999-01-01&mission=dual&d=abc&d=2:planet:Ok&a=c2,zz,q1");
    expect(config).toMatchObject({ personnel: 6, dilemmasUnderMission: 2, version: "2014-07-07", missionType: "planet" });
    expect(config.pile).toEqual([{ name: "Ok", cost: 2, type: "planet" }]);
    expect(config.actions).toEqual([{ type: "continue" }, { type: "continue" }]);
  });

  it("rebuilds the same state by replaying the decoded actions", () => {
    const config = { ...DEFAULT_STEPPER_CONFIG, actions: [...actions.slice(0, 6)] };
    const replay = (c: StepperConfig) =>
      c.actions.reduce((s, a) => advanceAttempt(s, a), startAttempt({ personnel: c.personnel, dilemmasUnderMission: c.dilemmasUnderMission, drawModifier: c.drawModifier, version: c.version }, { pile: c.pile, missionType: c.missionType }));
    expect(replay(fromStepperQuery(toStepperQuery(config)))).toEqual(replay(config));
  });
});
