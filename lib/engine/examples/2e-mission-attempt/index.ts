// The example: how many dilemmas are drawn, which, and the timing of the chosen version (the step-through beside it).
import { citing, createExample, step } from "../../create-example";
import { toReissues } from "../../rulings";
import type { Citation, ExampleDefinition, ExplainedResult } from "../../types";
import TEXT from "./example.json" with { type: "json" };
import FORM from "./form.json" with { type: "json" };
import { missionAttemptSchema, type AttemptDilemma, type MissionAttemptInput } from "./input";
import {
  advanceAttempt,
  attemptSteps,
  countDilemmasDrawn,
  SAMPLE_PILE,
  startAttempt,
  stepTextOf,
  unstoppedPersonnel,
  type AttemptStepThrough,
} from "./step-through";
import { ATTEMPT_VERSIONS, type AttemptVersion } from "./timing";
import { names, plural, signed } from "./words";

function cite(version: AttemptVersion, sentence: string): Citation {
  return citing(`2e-crd-${version}/attempting-missions`)(sentence);
}

const DRAW_SENTENCE = "Opponent (OP) draws dilemmas from his or her dilemma pile equal to the number announced (plus or minus any modifiers, minimum 0).";
const CHECK_SENTENCE =
  "Check dilemma for duplication, type, and cost. If it fails any of these, it is overcome. Otherwise, the dilemma’s cost is deducted from the total allowed.";

/** Output of the 2e-mission-attempt example. */
export interface MissionAttemptOutput extends ExplainedResult {
  dilemmasDrawn: number;
  /** The dilemmas drawn from the top of the pile (fewer than dilemmasDrawn when the pile runs out). */
  drawn: AttemptDilemma[];
  /** The steps of the chosen version's timing. */
  timing: { id: string; text: string }[];
  /** The number the AP announces in step 1.a. */
  announced: number;
}

function rules(input: MissionAttemptInput, rules: { version: string }): MissionAttemptOutput {
  const version = rules.version as AttemptVersion;
  const modifier = input.drawModifier ?? 0;
  const announced = input.personnel - input.dilemmasUnderMission;
  const dilemmasDrawn = countDilemmasDrawn(input.personnel, input.dilemmasUnderMission, modifier);
  const drawn = input.pile.slice(0, dilemmasDrawn);
  const decidedBy = cite(version, DRAW_SENTENCE);
  const steps = [
    step(
      `Step 1.a: the AP announces the difference between the ${input.personnel} personnel involved and the ${input.dilemmasUnderMission} dilemmas underneath the mission: ${announced}.`,
      cite(version, stepTextOf(version, "1.a")),
    ),
    step(
      modifier === 0
        ? `Step 2.b: the OP draws that many dilemmas, minimum 0: ${dilemmasDrawn}.`
        : `Step 2.b: the OP draws that number ${signed(modifier)} (modifiers), minimum 0: ${dilemmasDrawn}.`,
      decidedBy,
    ),
  ];
  if (announced + modifier < 0) steps.push(step(`The count ${announced + modifier} is below 0, so no dilemma is drawn.`, decidedBy));
  if (input.pile.length) {
    const short = drawn.length < dilemmasDrawn ? ` (the pile holds only ${drawn.length})` : "";
    steps.push(step(`From the top of the pile${short}: ${names(drawn)}.`));
  }
  steps.push(step(`Step 3.h, in this version: ${stepTextOf(version, "3.h")}`, cite(version, stepTextOf(version, "3.h"))));
  const decision = `The opponent draws ${plural(dilemmasDrawn, "dilemma")}${input.pile.length && drawn.length ? `: ${names(drawn)}` : ""}.`;
  return { dilemmasDrawn, drawn, timing: attemptSteps(version), announced, decision, steps, decidedBy };
}

/** The 2e-mission-attempt example, which carries its step-through for the app's stepper. */
export interface MissionAttemptExample extends ExampleDefinition<MissionAttemptInput, MissionAttemptOutput> {
  stepThrough: AttemptStepThrough;
}

/** 2E: how many dilemmas the opponent draws for a mission attempt, and the timing of the attempt in the chosen version. */
export const missionAttemptExample: MissionAttemptExample = {
  ...createExample<MissionAttemptInput, MissionAttemptOutput>(TEXT, FORM, {
    defaults: { personnel: 6, dilemmasUnderMission: 2, missionType: "planet", pile: SAMPLE_PILE },
    cites: [
      cite("2014-07-07", DRAW_SENTENCE),
      cite("2011-10-05", DRAW_SENTENCE),
      cite("2014-07-07", CHECK_SENTENCE),
      cite("2014-07-07", "Continuous effects are simply in effect and are not actions."),
    ],
    schema: missionAttemptSchema,
    follows: toReissues(ATTEMPT_VERSIONS.map((v) => `2e-crd-${v}/attempting-missions`)),
    versions: ATTEMPT_VERSIONS,
    answerFields: ["dilemmasDrawn", "drawn", "announced"],
    rules,
  }),
  stepThrough: { startAttempt, advanceAttempt, attemptSteps, unstoppedPersonnel },
};
