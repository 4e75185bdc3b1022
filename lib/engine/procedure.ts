/** An input fed to a procedure; `{ type: "continue" }` moves past a step that needs no choice. */
export interface ProcedureAction {
  readonly type: string;
}

/** The action that moves past a step that waits for no choice. */
export const CONTINUE = { type: "continue" } as const;

/** One step of a procedure: its id and verbatim text, plus the data that drives the machine. */
export interface ProcedureStep<S, A extends ProcedureAction = ProcedureAction> {
  /** Step number as printed, e.g. "3.f". */
  readonly id: string;
  /** The step's text, copied verbatim from the entry. */
  readonly text: string;
  /** A section title: listed with the steps but never stopped at. */
  readonly heading?: boolean;
  /** When it returns false the step does not happen: the machine goes on to the step's `next`. */
  readonly guard?: (state: S) => boolean;
  /** Action types the step waits for (default: only "continue"). */
  readonly accepts?: readonly A["type"][];
  /** What the step does, given the accepted action. May set `finished` to end the procedure here. */
  readonly apply?: (state: S, action: A) => S;
  /** Id of the step that follows (null: the procedure ends); default: the step listed after this one. */
  readonly next?: (state: S) => string | null;
}

/** A procedure as data: an ordered list of steps. */
export interface Procedure<S, A extends ProcedureAction = ProcedureAction> {
  readonly id: string;
  readonly steps: readonly ProcedureStep<S, A>[];
}

/** The part of a state the machine reads and writes. */
export interface ProcedurePosition {
  /** The step the procedure is at (the last one reached once finished). */
  readonly stepId: string;
  readonly finished: boolean;
  /** Ids of every step reached, in order. */
  readonly trace: readonly string[];
}

/** An action the current step does not accept, or a step id the procedure does not have. */
export class ProcedureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProcedureError";
  }
}

/** The quoted trigger conditions a step's text names: a quotation followed by "triggers" or "response actions". */
export function triggersOf(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/[“"]([^“”"]+)[”"]\s+(?:triggers|response actions)\b/g)) found.push(m[1]!);
  return found;
}

/** Every step of a procedure as `{ id, text }`, headings included, in order. */
export function listSteps<S, A extends ProcedureAction>(procedure: Procedure<S, A>): { id: string; text: string }[] {
  return procedure.steps.map(({ id, text }) => ({ id, text }));
}

/** The step with this id; throws ProcedureError if there is none. */
export function findStep<S, A extends ProcedureAction>(procedure: Procedure<S, A>, id: string): ProcedureStep<S, A> {
  const step = procedure.steps.find((s) => s.id === id);
  if (!step) throw new ProcedureError(`${procedure.id} has no step "${id}"`);
  return step;
}

/** The action types the current step waits for (none once finished). */
export function acceptedActions<S extends ProcedurePosition, A extends ProcedureAction>(procedure: Procedure<S, A>, state: S): readonly string[] {
  if (state.finished) return [];
  return findStep(procedure, state.stepId).accepts ?? [CONTINUE.type];
}

function following<S, A extends ProcedureAction>(procedure: Procedure<S, A>, step: ProcedureStep<S, A>): string | null {
  const i = procedure.steps.indexOf(step);
  return procedure.steps[i + 1]?.id ?? null;
}

// Headings and steps whose guard fails are passed over, following their own `next`.
function settle<S extends ProcedurePosition, A extends ProcedureAction>(procedure: Procedure<S, A>, state: S, candidate: string | null): S {
  let id = candidate;
  for (let hops = 0; id !== null; hops++) {
    if (hops > procedure.steps.length * 2) throw new ProcedureError(`${procedure.id} loops without stopping at a step`);
    const step = findStep(procedure, id);
    if (!step.heading && (!step.guard || step.guard(state))) {
      return { ...state, stepId: id, trace: [...state.trace, id] };
    }
    id = step.next ? step.next(state) : following(procedure, step);
  }
  return { ...state, finished: true };
}

/** Places a fresh state at the procedure's first step that happens. */
export function startProcedure<S extends ProcedurePosition, A extends ProcedureAction>(procedure: Procedure<S, A>, state: S): S {
  const first = procedure.steps[0];
  if (!first) throw new ProcedureError(`${procedure.id} has no steps`);
  return settle(procedure, { ...state, finished: false, trace: [] }, first.id);
}

/** Feeds one action to the current step, applies it, and moves to the next step that happens. */
export function advanceProcedure<S extends ProcedurePosition, A extends ProcedureAction>(procedure: Procedure<S, A>, state: S, action: A): S {
  if (state.finished) throw new ProcedureError(`${procedure.id} is already finished`);
  const step = findStep(procedure, state.stepId);
  const accepts = step.accepts ?? [CONTINUE.type];
  if (!(accepts as readonly string[]).includes(action.type)) {
    throw new ProcedureError(`step ${step.id} waits for ${accepts.map((t) => `"${t}"`).join(" or ")}, not "${action.type}"`);
  }
  const after = step.apply ? step.apply(state, action) : state;
  if (after.finished) return after;
  return settle(procedure, after, step.next ? step.next(after) : following(procedure, step));
}

/** Continues past every step that waits for no choice, stopping at the first that does or at the end. */
export function advanceToChoice<S extends ProcedurePosition, A extends ProcedureAction>(procedure: Procedure<S, A>, state: S, continueAction: A): S {
  let s = state;
  for (let n = 0; !s.finished && acceptedActions(procedure, s).every((t) => t === CONTINUE.type); n++) {
    if (n > 10_000) throw new ProcedureError(`${procedure.id} does not reach a choice`);
    s = advanceProcedure(procedure, s, continueAction);
  }
  return s;
}
