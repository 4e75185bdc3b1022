import { z } from "zod";
import { MAX_COST, MAX_DILEMMAS, MAX_PERSONNEL } from "../bounds";
import { citing, createExample, step } from "../create-example";
import {
  advanceProcedure,
  advanceToChoice,
  CONTINUE,
  findStep,
  acceptedActions,
  listSteps,
  ProcedureError,
  startProcedure,
  triggersOf,
  type Procedure,
  type ProcedurePosition,
  type ProcedureStep,
} from "../procedure";
import { createDefaultContext } from "../random";
import { text, wholeNumber } from "../schema";
import type { Citation, ExplainedResult } from "../types";
import TEXT from "./2e-mission-attempt.json" with { type: "json" };

/** The dated versions of the 2E "attempting missions" timing. */
export const ATTEMPT_VERSIONS = ["2011-10-05", "2014-07-07"] as const;
/** One dated version of the timing. */
export type AttemptVersion = (typeof ATTEMPT_VERSIONS)[number];
/** The version used when none is chosen: the latest. */
export const LATEST_ATTEMPT_VERSION: AttemptVersion = "2014-07-07";

// Step texts copied verbatim from each version's entry (quotes differ between versions, so each is kept whole).
// A paragraph printed under a step stays in that step's text after a line break, as in the entry.
const STEP_TEXTS: Record<AttemptVersion, readonly (readonly [string, string])[]> = {
  "2011-10-05": [
    ["1", "Active player (AP) begins a mission attempt"],
    [
      "1.a",
      "AP announces where and by what means (normal or game text), showing required personnel, and announcing the difference between the number of personnel involved in the attempt and the number of dilemmas underneath the mission.",
    ],
    ["1.b", "“When . . . begins a mission attempt” triggers process."],
    ["2", "Draw Dilemmas"],
    ["2.a", "“When . . . about to draw dilemmas” triggers process."],
    ["2.b", "Opponent (OP) draws dilemmas from his or her dilemma pile equal to the number announced (plus or minus any modifiers, minimum 0)."],
    ["2.c", "“When . . . drawn dilemmas” triggers process."],
    [
      "2.d",
      "OP selects any number (0 or more) of dilemmas from those drawn, uses them to form the dilemma stack, and places the rest face up on the bottom of the dilemma pile.",
    ],
    ["2.e", "“When . . . (choose/chosen) dilemmas” triggers process."],
    ["3", "Facing Dilemmas"],
    ["3.a", "If there are no personnel still involved in the mission attempt, all remaining dilemmas in the dilemma stack are overcome."],
    ["3.b", "“When . . . dilemma . . . about to (be) reveal(ed)” triggers process."],
    ["3.c", "OP reveals the top card of the dilemma stack to AP."],
    ["3.d", "“When . . . reveal” triggers process."],
    ["3.e", "Cost-related response actions and cost-modifying dilemma gametext process."],
    [
      "3.f",
      "Check dilemma for duplication, type, and cost. If it fails any of these, it is overcome. Otherwise, the dilemma’s cost is deducted from the total allowed.",
    ],
    ["3.g", "“When . . . about to face . . . dilemma” triggers process."],
    [
      "3.h",
      "“(When/While) . . . (face/facing) . . . dilemma” triggers and “(When/While) . . . is attempting a mission” triggers process and may be used at any time until dilemma is overcome or placed somewhere.",
    ],
    ["3.i", "Process the dilemma’s non-cost-related gametext, one action at a time."],
    ["4", "Overcoming Dilemmas"],
    ["4.a", "After all of a dilemma is processed, if the AP has not been instructed to place it somewhere, it is overcome."],
    ["4.b", "Repeat the process beginning at “Facing Dilemmas”."],
    [
      "5",
      "Once the dilemma stack is empty and no response actions adding dilemmas are used, it is time to complete the mission with the remaining unstopped personnel.",
    ],
    ["5.a", "“(When/While) . . . is attempting a mission” triggers process and may be used until the end of the mission attempt."],
    ["5.b", "“(When/While) . . . checking . . . mission requirements” triggers process and may be used until the end of the mission attempt."],
    [
      "5.c",
      "AP shows all requirements needed to complete the mission. If he or she cannot, all of the personnel involved are stopped and all “When . . . fail a mission attempt” triggers and “When . . . mission attempt fails” triggers process.",
    ],
    [
      "5.d",
      "If the AP does show all requirements, all “When . . . about to complete” triggers process, then the AP scores the points on the mission (or points in game text used to attempt and complete the mission, then “When . . . complete” triggers process. If the mission requirements change at any point during part 5, return to the beginning of part 5.",
    ],
  ],
  "2014-07-07": [
    ["1", "Active player (AP) begins a mission attempt"],
    [
      "1.a",
      "AP announces where and by what means (normal or game text), showing required personnel, and announcing the difference between the number of personnel involved in the attempt and the number of dilemmas underneath the mission.",
    ],
    ["1.b", '"When . . . begins a mission attempt" triggers process.'],
    ["2", "Draw Dilemmas"],
    ["2.a", '"When . . . about to draw dilemmas" triggers process.'],
    ["2.b", "Opponent (OP) draws dilemmas from his or her dilemma pile equal to the number announced (plus or minus any modifiers, minimum 0)."],
    ["2.c", '"When . . . drawn dilemmas" triggers process.'],
    [
      "2.d",
      "OP selects any number (0 or more) of dilemmas from those drawn, uses them to form the dilemma stack, and places the rest face up on the bottom of the dilemma pile.",
    ],
    ["2.e", '"When . . . (choose/chosen) dilemmas" triggers process.'],
    ["3", "Facing Dilemmas"],
    ["3.a", "If there are no personnel still involved in the mission attempt, all remaining dilemmas in the dilemma stack are overcome."],
    ["3.b", '"When . . . dilemma . . . about to (be) reveal(ed)" triggers process.'],
    ["3.c", "OP reveals the top card of the dilemma stack to AP."],
    ["3.d", '"When . . . reveal" triggers process.'],
    ["3.e", "Cost-related response actions and cost-modifying dilemma game text process."],
    [
      "3.f",
      "Check dilemma for duplication, type, and cost. If it fails any of these, it is overcome. Otherwise, the dilemma’s cost is deducted from the total allowed.",
    ],
    ["3.g", '"When . . . about to face . . . dilemma" triggers process.'],
    [
      "3.h",
      '"(When/While) . . . (face/facing) . . . dilemma" triggers and “(When/While) . . . is attempting a mission” triggers process and may be used at any time until the end of step 4.a.',
    ],
    ["3.i", "Process the dilemma’s non-cost-related game text, one action at a time.\nContinuous effects are simply in effect and are not actions."],
    ["4", "Overcoming Dilemmas"],
    ["4.a", "After all dilemma actions are processed, if the AP has not been instructed to place the dilemma somewhere, it is overcome."],
    ["4.b", 'Repeat the process beginning at "Facing Dilemmas".'],
    [
      "5",
      "Once the dilemma stack is empty and no response actions adding dilemmas are used, it is time to complete the mission with the remaining unstopped personnel.",
    ],
    ["5.a", "“(When/While) . . . is attempting a mission” triggers process and may be used until the end of the mission attempt."],
    ["5.b", "“(When/While) . . . checking . . . mission requirements” triggers process and may be used until the end of the mission attempt."],
    [
      "5.c",
      "AP shows all requirements needed to complete the mission. If he or she cannot, all of the personnel involved are stopped and all “When . . . fail a mission attempt” triggers and “When . . . mission attempt fails” triggers process.",
    ],
    [
      "5.d",
      "If the AP does show all requirements, all “When . . . about to complete” triggers process, then the AP scores the points on the mission (or points in game text used to attempt and complete the mission, then “When . . . complete” triggers process. If the mission requirements change at any point during part 5, return to the beginning of part 5.",
    ],
  ],
};

const HEADINGS = new Set(["1", "2", "3", "4"]);

/** The steps of the chosen version's timing, as `{ id, text }`, in order. */
export function attemptSteps(version: AttemptVersion = LATEST_ATTEMPT_VERSION): { id: string; text: string }[] {
  return listSteps(attemptProcedure(version));
}

function stepTextOf(version: AttemptVersion, id: string): string {
  return findStep(attemptProcedure(version), id).text;
}

function cite(version: AttemptVersion, sentence: string): Citation {
  return citing(`2e-crd-${version}/attempting-missions`)(sentence);
}

const DRAW_SENTENCE = "Opponent (OP) draws dilemmas from his or her dilemma pile equal to the number announced (plus or minus any modifiers, minimum 0).";
const CHECK_SENTENCE =
  "Check dilemma for duplication, type, and cost. If it fails any of these, it is overcome. Otherwise, the dilemma’s cost is deducted from the total allowed.";

// ——— The interactive attempt: a procedure whose steps are the entry's steps ———

/** A dilemma's type: where it may be faced. */
export type DilemmaType = "planet" | "space" | "dual";
/** The type of the mission attempted. */
export type MissionType = "planet" | "space";

// Dilemma titles run to about 40 characters.
const MAX_DILEMMA_NAME = 100;

const dilemmaSchema = z.strictObject({
  name: text(MAX_DILEMMA_NAME),
  cost: wholeNumber(0, MAX_COST),
  type: z.enum(["planet", "space", "dual"]).default("dual"),
});

/** A dilemma as the user enters it. */
export type AttemptDilemma = z.infer<typeof dilemmaSchema>;

/** A choice or a "continue" fed to the attempt. */
export type AttemptAction =
  | { type: "continue" }
  /** Step 2.d: indices into `drawn` of the dilemmas the OP puts in the stack, top first. */
  | { type: "chooseStack"; chosen: number[] }
  /** Step 3.i: what the dilemma's game text did: personnel it stopped, and whether it was placed somewhere. */
  | { type: "resolveDilemma"; stop: number; placeSomewhere?: boolean }
  /** Step 5.c: whether the AP can show all requirements. */
  | { type: "showRequirements"; met: boolean };

/** What became of a dilemma faced (or passed over) in the attempt. */
export interface DilemmaOutcome extends AttemptDilemma {
  result: "overcome" | "placed";
  reason: string;
}

/** A state of the step-through: serialisable data only. */
export interface AttemptState extends ProcedurePosition {
  version: AttemptVersion;
  /** The current step's text, verbatim from the entry. */
  stepText: string;
  /** The title of the part the current step belongs to (e.g. "Facing Dilemmas"), or "" for part 5. */
  part: string;
  /** Quoted trigger conditions named by the current step. */
  triggers: string[];
  /** Action types the current step waits for. */
  awaiting: string[];
  personnel: number;
  dilemmasUnderMission: number;
  drawModifier: number;
  missionType: MissionType;
  announced: number;
  dilemmasDrawn: number;
  totalAllowed: number;
  remainingAllowed: number;
  stopped: number;
  pile: AttemptDilemma[];
  drawn: AttemptDilemma[];
  stack: AttemptDilemma[];
  current: AttemptDilemma | null;
  /** Step 3.i said to place the current dilemma somewhere. */
  placeCurrent: boolean;
  /** Names of the dilemmas revealed and checked so far, for the duplication check. */
  revealed: string[];
  outcomes: DilemmaOutcome[];
  outcome: "completed" | "failed" | null;
  log: { stepId: string; text: string }[];
}

/** Personnel still involved in the attempt. */
export function unstoppedPersonnel(state: AttemptState): number {
  return state.personnel - state.stopped;
}

const note = (s: AttemptState, text: string): AttemptState => ({ ...s, log: [...s.log, { stepId: s.stepId, text }] });
const names = (ds: AttemptDilemma[]) => (ds.length ? ds.map((d) => `${d.name} (cost ${d.cost})`).join(", ") : "none");
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);
const nextPartOrFacing = (s: AttemptState) => (s.stack.length ? "3" : "5");

function failedCheck(s: AttemptState, d: AttemptDilemma): string | null {
  const key = d.name.trim().toLowerCase();
  if (s.revealed.some((n) => n.trim().toLowerCase() === key)) return "duplication: a dilemma of that name was already revealed in this attempt";
  if (d.type !== "dual" && d.type !== s.missionType) return `type: a ${d.type} dilemma at a ${s.missionType} mission`;
  if (d.cost > s.remainingAllowed) return `cost: ${d.cost} is more than the ${s.remainingAllowed} left of the total allowed`;
  return null;
}

type AttemptStepBehaviour = Omit<ProcedureStep<AttemptState, AttemptAction>, "id" | "text" | "heading">;

// Keyed by step id so both versions' texts share one behaviour; unlisted steps (trigger windows) only wait for "continue".
const BEHAVIOUR: Record<string, AttemptStepBehaviour> = {
  "1.a": {
    apply: (s) =>
      note(
        s,
        `AP announces ${plural(s.personnel, "personnel", "personnel")} involved and ${plural(s.dilemmasUnderMission, "dilemma")} underneath the mission: a difference of ${s.announced}.`,
      ),
  },
  "2.b": {
    apply: (s) => {
      const drawn = s.pile.slice(0, s.dilemmasDrawn);
      const short = drawn.length < s.dilemmasDrawn ? ` (the pile held only ${drawn.length})` : "";
      const mod = s.drawModifier ? ` ${signed(s.drawModifier)} modifiers` : "";
      return note(
        { ...s, drawn, pile: s.pile.slice(drawn.length) },
        `OP draws ${plural(drawn.length, "dilemma")}${short}: the number announced, ${s.announced}${mod}, minimum 0, is ${s.dilemmasDrawn}. Drawn: ${names(drawn)}.`,
      );
    },
  },
  "2.d": {
    accepts: ["chooseStack"],
    apply: (s, a) => {
      if (a.type !== "chooseStack") return s;
      const seen = new Set<number>();
      for (const i of a.chosen) {
        if (!Number.isInteger(i) || i < 0 || i >= s.drawn.length) throw new ProcedureError(`step 2.d: no drawn dilemma number ${i}`);
        if (seen.has(i)) throw new ProcedureError(`step 2.d: drawn dilemma number ${i} is chosen twice`);
        seen.add(i);
      }
      const stack = a.chosen.map((i) => s.drawn[i]!);
      const rest = s.drawn.filter((_, i) => !seen.has(i));
      return note(
        { ...s, stack, drawn: [], pile: [...s.pile, ...rest] },
        `OP forms the dilemma stack from ${plural(stack.length, "dilemma")} (top first): ${names(stack)}; ${plural(rest.length, "dilemma")} go face up on the bottom of the dilemma pile.`,
      );
    },
  },
  "2.e": { next: nextPartOrFacing },
  "3.a": {
    apply: (s) => {
      if (unstoppedPersonnel(s) > 0 || s.stack.length === 0) return s;
      const overcome = s.stack.map((d) => ({ ...d, result: "overcome" as const, reason: "no personnel still involved (step 3.a)" }));
      return note(
        { ...s, stack: [], outcomes: [...s.outcomes, ...overcome] },
        `No personnel are still involved: the ${plural(overcome.length, "remaining dilemma")} in the stack are overcome.`,
      );
    },
    next: (s) => (s.stack.length ? "3.b" : "5"),
  },
  "3.c": {
    apply: (s) => {
      const [top, ...rest] = s.stack;
      if (!top) throw new ProcedureError("step 3.c: the dilemma stack is empty");
      return note({ ...s, current: top, stack: rest }, `OP reveals ${top.name} (${top.type}, cost ${top.cost}).`);
    },
  },
  "3.f": {
    apply: (s) => {
      const d = s.current;
      if (!d) throw new ProcedureError("step 3.f: no dilemma is revealed");
      const failed = failedCheck(s, d);
      const revealed = [...s.revealed, d.name];
      if (failed) {
        return note(
          {
            ...s,
            revealed,
            current: null,
            outcomes: [...s.outcomes, { ...d, result: "overcome", reason: `failed the ${failed.split(":")[0]} check (step 3.f)` }],
          },
          `${d.name} fails the check for ${failed}; it is overcome without effect.`,
        );
      }
      const remainingAllowed = s.remainingAllowed - d.cost;
      return note(
        { ...s, revealed, remainingAllowed },
        `${d.name} passes the checks; its cost ${d.cost} is deducted from the total allowed: ${remainingAllowed} of ${s.totalAllowed} left.`,
      );
    },
    next: (s) => (s.current ? "3.g" : "4.b"),
  },
  "3.i": {
    accepts: ["resolveDilemma"],
    apply: (s, a) => {
      if (a.type !== "resolveDilemma" || !s.current) return s;
      const free = unstoppedPersonnel(s);
      if (!Number.isInteger(a.stop) || a.stop < 0 || a.stop > free) throw new ProcedureError(`step 3.i: can stop from 0 to ${free} personnel, not ${a.stop}`);
      const placed = a.placeSomewhere === true;
      const parts = [a.stop ? `stops ${plural(a.stop, "personnel", "personnel")} (${free - a.stop} unstopped)` : "stops no personnel"];
      if (placed) parts.push("instructs the AP to place it somewhere");
      return note({ ...s, stopped: s.stopped + a.stop, placeCurrent: placed }, `${s.current.name} ${parts.join(" and ")}.`);
    },
  },
  "4.a": {
    apply: (s) => {
      const d = s.current;
      if (!d) return s;
      const outcome: DilemmaOutcome = s.placeCurrent
        ? { ...d, result: "placed", reason: "the AP was instructed to place it somewhere (step 4.a)" }
        : { ...d, result: "overcome", reason: "all of it was processed (step 4.a)" };
      return note(
        { ...s, current: null, placeCurrent: false, outcomes: [...s.outcomes, outcome] },
        s.placeCurrent ? `${d.name} is placed as instructed; it is not overcome.` : `${d.name} is overcome.`,
      );
    },
  },
  "4.b": { next: nextPartOrFacing },
  "5.c": {
    accepts: ["showRequirements"],
    apply: (s, a) => {
      if (a.type !== "showRequirements") return s;
      const free = unstoppedPersonnel(s);
      if (a.met && free > 0) return note(s, `AP shows all requirements with ${plural(free, "unstopped personnel", "unstopped personnel")}.`);
      const why = free === 0 ? "With no unstopped personnel, the AP cannot show the requirements" : "AP cannot show all requirements";
      return note(
        { ...s, stopped: s.personnel, outcome: "failed", finished: true },
        `${why}: all the personnel involved are stopped and the mission attempt fails.`,
      );
    },
  },
  "5.d": {
    apply: (s) => note({ ...s, outcome: "completed" }, "AP scores the points on the mission: the mission is completed."),
  },
};

const PROCEDURES = new Map<AttemptVersion, Procedure<AttemptState, AttemptAction>>();

/** The step-through procedure of a version: the entry's steps, each with its behaviour. */
export function attemptProcedure(version: AttemptVersion): Procedure<AttemptState, AttemptAction> {
  let procedure = PROCEDURES.get(version);
  if (!procedure) {
    procedure = {
      id: `attempting missions (${version})`,
      steps: STEP_TEXTS[version].map(([id, text]) => ({ id, text, heading: HEADINGS.has(id), ...BEHAVIOUR[id] })),
    };
    PROCEDURES.set(version, procedure);
  }
  return procedure;
}

function withStepInfo(s: AttemptState): AttemptState {
  const procedure = attemptProcedure(s.version);
  const step = findStep(procedure, s.stepId);
  const partId = s.stepId.split(".")[0]!;
  return {
    ...s,
    stepText: step.text,
    part: HEADINGS.has(partId) ? stepTextOf(s.version, partId) : "",
    triggers: triggersOf(step.text),
    awaiting: [...acceptedActions(procedure, s)],
  };
}

/** A sample dilemma pile (placeholder names) for the step-through. */
export const SAMPLE_PILE: AttemptDilemma[] = [
  { name: "Dilemma A", cost: 1, type: "dual" },
  { name: "Dilemma B", cost: 2, type: "planet" },
  { name: "Dilemma C", cost: 3, type: "dual" },
  { name: "Dilemma D", cost: 2, type: "dual" },
  { name: "Dilemma E", cost: 1, type: "dual" },
  { name: "Dilemma F", cost: 2, type: "dual" },
];

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** How a step-through starts: the version of the timing, and whether to shuffle the pile first (with `random`). */
export interface AttemptOptions {
  version?: AttemptVersion;
  shuffle?: boolean;
  random?: () => number;
}

/** Starts a step-through at step 1.a. */
export function startAttempt(input: MissionAttemptInput, options: AttemptOptions = {}): AttemptState {
  const version = options.version ?? LATEST_ATTEMPT_VERSION;
  const drawModifier = input.drawModifier ?? 0;
  const random = options.random ?? createDefaultContext().random;
  const blank: AttemptState = {
    stepId: "1",
    finished: false,
    trace: [],
    version,
    stepText: "",
    part: "",
    triggers: [],
    awaiting: [],
    personnel: input.personnel,
    dilemmasUnderMission: input.dilemmasUnderMission,
    drawModifier,
    missionType: input.missionType,
    announced: input.personnel - input.dilemmasUnderMission,
    dilemmasDrawn: countDilemmasDrawn(input.personnel, input.dilemmasUnderMission, drawModifier),
    totalAllowed: input.personnel,
    remainingAllowed: input.personnel,
    stopped: 0,
    pile: options.shuffle ? shuffled(input.pile, random) : [...input.pile],
    drawn: [],
    stack: [],
    current: null,
    placeCurrent: false,
    revealed: [],
    outcomes: [],
    outcome: null,
    log: [],
  };
  return withStepInfo(startProcedure(attemptProcedure(version), blank));
}

/** Feeds one action to the current step; throws ProcedureError if the step does not wait for it. */
export function advanceAttempt(state: AttemptState, action: AttemptAction): AttemptState {
  return withStepInfo(advanceProcedure(attemptProcedure(state.version), state, action));
}

/** Continues past every step that needs no choice, to the next choice or the end. */
export function advanceAttemptToChoice(state: AttemptState): AttemptState {
  return withStepInfo(advanceToChoice(attemptProcedure(state.version), state, CONTINUE as AttemptAction));
}

// ——— The example: how many dilemmas are drawn, which, and the timing of the chosen version ———

const schema = z.strictObject({
  /** Number of personnel involved in the attempt. */
  personnel: wholeNumber(0, MAX_PERSONNEL),
  dilemmasUnderMission: wholeNumber(0, MAX_DILEMMAS),
  /** Modifiers to the number drawn, added up (negative to draw fewer). */
  drawModifier: wholeNumber(-MAX_DILEMMAS, MAX_DILEMMAS).optional(),
  missionType: z.enum(["planet", "space"]).default("planet"),
  /** The opponent's dilemma pile, top first. */
  pile: z.array(dilemmaSchema).max(MAX_DILEMMAS).default([]),
});

/** Input of the 2e-mission-attempt example: the personnel involved, the dilemmas under the mission, modifiers, the mission and the pile. */
export type MissionAttemptInput = z.infer<typeof schema>;

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

/** The number of dilemmas drawn: personnel minus dilemmas underneath the mission, plus or minus modifiers, minimum 0. */
export function countDilemmasDrawn(personnel: number, dilemmasUnderMission: number, drawModifier = 0): number {
  return Math.max(0, personnel - dilemmasUnderMission + drawModifier);
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

/** 2E: how many dilemmas the opponent draws for a mission attempt, and the timing of the attempt in the chosen version. */
export const missionAttemptExample = createExample<MissionAttemptInput, MissionAttemptOutput>(TEXT, {
  defaults: { personnel: 6, dilemmasUnderMission: 2, missionType: "planet", pile: SAMPLE_PILE },
  cites: [
    cite("2014-07-07", DRAW_SENTENCE),
    cite("2011-10-05", DRAW_SENTENCE),
    cite("2014-07-07", CHECK_SENTENCE),
    cite("2014-07-07", "Continuous effects are simply in effect and are not actions."),
  ],
  schema,
  versions: ATTEMPT_VERSIONS,
  rules,
});
