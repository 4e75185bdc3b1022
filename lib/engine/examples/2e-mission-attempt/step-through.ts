// The interactive attempt: a procedure whose steps are the entry's steps, each with what it does to the attempt.
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
} from "../../procedure";
import { createDefaultContext } from "../../random";
import type { AttemptDilemma, MissionAttemptInput, MissionType } from "./input";
import { HEADINGS, LATEST_ATTEMPT_VERSION, STEP_TEXTS, type AttemptVersion } from "./timing";
import { names, plural, signed } from "./words";

/** The steps of the chosen version's timing, as `{ id, text }`, in order. */
export function attemptSteps(version: AttemptVersion = LATEST_ATTEMPT_VERSION): { id: string; text: string }[] {
  return listSteps(attemptProcedure(version));
}

/** The text of one step of a version, verbatim from its entry. */
export function stepTextOf(version: AttemptVersion, id: string): string {
  return findStep(attemptProcedure(version), id).text;
}

/** The number of dilemmas drawn: personnel minus dilemmas underneath the mission, plus or minus modifiers, minimum 0. */
export function countDilemmasDrawn(personnel: number, dilemmasUnderMission: number, drawModifier = 0): number {
  return Math.max(0, personnel - dilemmasUnderMission + drawModifier);
}

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

/** The step-through as the app's stepper drives it; the example carries it, so the browser loads it with the example. */
export interface AttemptStepThrough {
  startAttempt: typeof startAttempt;
  advanceAttempt: typeof advanceAttempt;
  attemptSteps: typeof attemptSteps;
  unstoppedPersonnel: typeof unstoppedPersonnel;
}
